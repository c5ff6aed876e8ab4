import type { Executor } from "../database";
import type { OneTimeTokenRow } from "../schema";

export type TokenKind = OneTimeTokenRow["kind"];

export async function insertToken(
  db: Executor,
  row: {
    user_id: number;
    kind: TokenKind;
    token_hash: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db
    .insertInto("one_time_tokens")
    .values({ ...row, used_at: null })
    .execute();
}

export async function findToken(
  db: Executor,
  kind: TokenKind,
  tokenHash: string,
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("kind", "=", kind)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Marks a token used only if it still is unused: true when this call consumed it. */
export async function markTokenUsed(db: Executor, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable("one_time_tokens")
    .set({ used_at: at })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Invalidates the user's other unused tokens of a kind (a new mail supersedes older links). */
export async function expireUserTokens(
  db: Executor,
  userId: number,
  kind: TokenKind,
  at: string,
): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .execute();
}
