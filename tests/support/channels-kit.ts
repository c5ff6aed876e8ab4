import { expect, vi } from "vitest";
import type { ChannelKind } from "../../core/leads/channels";
import { TARIFF_PRO } from "../../core/plans";
import { insertLeadChannel } from "../../db/queries/lead-channels";
import * as ingest from "../../app/routes/api+/internal.leads";
import { runTasksOnce } from "../../app/services/tasks/index.server";
import type { Kit } from "./admin-kit";
import { landingWithForm, leadForm, relay, submit } from "./leads-kit";
import { quiet } from "./tasks-kit";

/**
 * Issue 25 test kit: a PRO owner's landing with a form (name, phone, email,
 * comment), channels connected to loopback stand-ins, leads through the real
 * ingest, and the task runner's ticks. The app's clock is also the system
 * clock (`syncDate`), so a receiver's `standardwebhooks` tolerance check
 * agrees with the `webhook-timestamp` the app signs.
 */
const YEAR = 365 * 86_400_000;

export const channelsForm = {
  ...leadForm,
  fields: [
    { id: "name", kind: "name", label: "Имя", required: true },
    { id: "phone", kind: "phone", label: "Телефон", required: true },
    { id: "mail", kind: "email", label: "Почта", required: false },
    { id: "note", kind: "message", label: "Комментарий", required: false },
  ],
};

/** Calls to owners' URLs may reach loopback stand-ins over http (WEBHOOK_ALLOW_PRIVATE=1). */
export function allowLoopback(kit: Kit): void {
  kit.ctx.config.outbound = { allowLoopback: true, httpsOnly: false };
}

/** Fakes Date only (timers stay real) and sets it to the kit's clock. */
export function syncDate(kit: Kit): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(kit.clock.now);
}

export function advance(kit: Kit, ms: number): void {
  kit.advance(ms);
  vi.setSystemTime(kit.clock.now);
}

export async function proLanding(
  kit: Kit,
  o: { pro?: boolean; projectname?: string } = {},
): Promise<{ owner: number; uuid: string }> {
  const owner = await kit.addUser({
    tariff: o.pro === false ? 0 : TARIFF_PRO,
    expiry: new Date(kit.clock.now.getTime() + YEAR).toISOString(),
  });
  const uuid = await landingWithForm(kit, owner, {
    form: channelsForm as typeof leadForm,
    projectname: o.projectname ?? "Цветы у дома",
  });
  return { owner, uuid };
}

let channels = 0;
export async function connect(
  kit: Kit,
  at: { owner: number; uuid: string },
  kind: ChannelKind,
  url: string,
  secret: string | null = null,
): Promise<string> {
  const id = `ch${++channels}-${kind}`;
  const now = kit.clock.now.toISOString();
  await insertLeadChannel(kit.ctx.db, {
    id,
    landing_uuid: at.uuid,
    owner_id: at.owner,
    kind,
    url,
    chat_id: null,
    chat_title: null,
    secret,
    previous_secret: null,
    previous_secret_until: null,
    off_reason: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  });
  return id;
}

export async function newLead(
  kit: Kit,
  uuid: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const res = (await ingest.action({
    request: await relay(kit, await submit(kit, uuid, fields)),
    params: {},
    context: {},
  })) as Response;
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export const tick = (kit: Kit) => runTasksOnce(kit.ctx, { log: quiet });

export async function delivery(kit: Kit, leadId: string, channelId: string) {
  return kit.ctx.db
    .selectFrom("lead_deliveries")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("channel", "like", `%:${channelId}`)
    .executeTakeFirst();
}
