import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import { namespaceT } from "../accounts/index.server";
import type { AppContext } from "../platform/index.server";
import { log } from "../ops/index.server";

/** The owner mails of a custom domain (`domain` namespace); transactional, no List-Unsubscribe. */
export type DomainMailKind = "connected" | "removedFailing" | "released" | "lostToOther";

export async function mailDomainOwner(
  ctx: Pick<AppContext, "db" | "mailer" | "config">,
  userId: number,
  kind: DomainMailKind,
  vars: { hostname: string; landingUuid: string },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  const settings = await findUserSettings(ctx.db, userId);
  const t = namespaceT("domain", settings?.language);
  const link = `${ctx.config.appUrl}/e/${vars.landingUuid}`;
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: t(`mail.${kind}.subject`, { hostname: vars.hostname }),
      text: t(`mail.${kind}.text`, { name: user.name, hostname: vars.hostname, link }),
    });
  } catch (error) {
    // The domain's state is already saved; a lost notice must not undo it.
    log.error("domains: owner mail failed", { error, kind, hostname: vars.hostname });
  }
}
