import { setLeadMailOff } from "../../../db/queries/landings";
import { HttpError } from "../platform/index.server";
import type { Actor } from "./landing-actor";
import { requireOwned, type LandingsCtx as Ctx } from "./landings.server";

/**
 * Issue 24: the owner's switch for the mail of a landing's new leads. It is a
 * setting of the landing, not of its content, so it applies to the next lead
 * at once, without a publish; leads are stored either way. Owner only (404
 * for anyone else), and allowed on an expired landing: stopping mail is never
 * a paid action.
 */
export async function setLeadMail(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  enabled: unknown,
): Promise<{ leadMail: boolean }> {
  if (typeof enabled !== "boolean") throw new HttpError(400, "invalidBody");
  const landing = await requireOwned(ctx, actor, uuid);
  await setLeadMailOff(ctx.db, landing.uuid, !enabled);
  return { leadMail: enabled };
}
