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
    payload?: string | null;
  },
): Promise<void> {
  await db
    .insertInto("one_time_tokens")
    .values({ ...row, payload: row.payload ?? null, used_at: null })
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

/** Invalidates the user's unused tokens of several kinds at once; answers how many. */
export async function expireUserTokensOfKinds(
  db: Executor,
  userId: number,
  kinds: readonly TokenKind[],
  at: string,
): Promise<number> {
  if (kinds.length === 0) return 0;
  const r = await db
    .updateTable("one_time_tokens")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("kind", "in", kinds)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Invalidates the user's unused tokens of a kind issued no earlier than token `fromId`. */
export async function expireUserTokensFrom(
  db: Executor,
  userId: number,
  kind: TokenKind,
  fromId: number,
  at: string,
): Promise<number> {
  const r = await db
    .updateTable("one_time_tokens")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("id", ">=", fromId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The user's newest unused, unexpired token of a kind (e.g. the pending email change). */
export async function findLiveUserToken(
  db: Executor,
  userId: number,
  kind: TokenKind,
  nowIso: string,
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * Another account's live token of a kind that carries `payload` (an email
 * address reserved by a pending "this wasn't me" link, say).
 */
export async function findLiveTokenByPayload(
  db: Executor,
  kind: TokenKind,
  payload: string,
  nowIso: string,
  exceptUserId: number,
): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("kind", "=", kind)
    .where("payload", "=", payload)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .where("user_id", "!=", exceptUserId)
    .executeTakeFirst();
}
