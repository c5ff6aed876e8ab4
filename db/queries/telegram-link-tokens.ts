import type { Executor } from "../database";
import type { TelegramLinkTokensTable } from "../schema";

/** Issue 25: one-time tokens of Telegram deep links, by their hash. */

export async function insertTelegramLinkToken(
  db: Executor,
  row: Omit<TelegramLinkTokensTable, "used_at">,
): Promise<void> {
  await db
    .insertInto("telegram_link_tokens")
    .values({ ...row, used_at: null })
    .execute();
}

/**
 * Uses the token if it is unused and unexpired: answers its landing and owner,
 * or undefined (unknown, used or expired). One update, so two chats sending
 * the same token cannot both bind.
 */
export async function consumeTelegramLinkToken(
  db: Executor,
  tokenHash: string,
  nowIso: string,
): Promise<{ landing_uuid: string; owner_id: number } | undefined> {
  const r = await db
    .updateTable("telegram_link_tokens")
    .set({ used_at: nowIso })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom("telegram_link_tokens")
    .select(["landing_uuid", "owner_id"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Tokens expired before `beforeIso` are of no use to anyone. */
export async function deleteExpiredTelegramLinkTokens(
  db: Executor,
  beforeIso: string,
): Promise<number> {
  const r = await db
    .deleteFrom("telegram_link_tokens")
    .where("expires_at", "<", beforeIso)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A landing's unused deep links go when it changes hands: the old owner's link must not bind. */
export async function deleteTelegramLinkTokensOfLanding(
  db: Executor,
  landingUuid: string,
): Promise<number> {
  const r = await db
    .deleteFrom("telegram_link_tokens")
    .where("landing_uuid", "=", landingUuid)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
