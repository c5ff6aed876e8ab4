import { canonicalJson } from "../../core/landing/hash";
import { oldestKeptVersion, VERSIONS_KEPT } from "../../core/landing/history";
import type { Executor } from "../database";
import { isUniqueViolation } from "../dialect";
import type { LandingVersionRow } from "../schema";

/** A kept version with its author's name and email (null once that user is gone). */
export type LandingVersionWithAuthor = LandingVersionRow & {
  author_name: string | null;
  author_email: string | null;
};

/** Two stored contents say the same thing, whatever their key order. */
export function sameVersionContent(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return canonicalJson(JSON.parse(a)) === canonicalJson(JSON.parse(b));
  } catch {
    return false;
  }
}

/**
 * Keeps a publish as the landing's next version and deletes those beyond the
 * last VERSIONS_KEPT. A publish whose content equals the newest kept version
 * (a forced republish, a rebuild of an unchanged page) keeps nothing: a copy
 * would only push a real version out of the last VERSIONS_KEPT (issue 29), so
 * that newest version is answered instead. The unique (landing, n) index
 * settles two publishes of one landing at once: the loser retries with the next number.
 */
export async function insertVersion(
  db: Executor,
  input: { landingUuid: string; content: string; publishedAt: string; publishedBy: number | null },
): Promise<LandingVersionRow> {
  for (let attempt = 0; ; attempt++) {
    const top = await db
      .selectFrom("landing_versions")
      .selectAll()
      .where("landing_uuid", "=", input.landingUuid)
      .orderBy("n", "desc")
      .limit(1)
      .executeTakeFirst();
    if (top && sameVersionContent(top.content, input.content)) return top;
    const n = Number(top?.n ?? 0) + 1;
    try {
      const row = await db
        .insertInto("landing_versions")
        .values({
          landing_uuid: input.landingUuid,
          n,
          content: input.content,
          published_at: input.publishedAt,
          published_by: input.publishedBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom("landing_versions")
        .where("landing_uuid", "=", input.landingUuid)
        .where("n", "<", oldestKeptVersion(n, VERSIONS_KEPT))
        .execute();
      return row;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The kept versions, newest first, with who published each. */
export async function listVersions(
  db: Executor,
  landingUuid: string,
): Promise<LandingVersionWithAuthor[]> {
  return db
    .selectFrom("landing_versions")
    .leftJoin("users", "users.id", "landing_versions.published_by")
    .selectAll("landing_versions")
    .select(["users.name as author_name", "users.email as author_email"])
    .where("landing_versions.landing_uuid", "=", landingUuid)
    .orderBy("landing_versions.n", "desc")
    .execute();
}

export async function getVersion(
  db: Executor,
  landingUuid: string,
  n: number,
): Promise<LandingVersionRow | undefined> {
  return db
    .selectFrom("landing_versions")
    .selectAll()
    .where("landing_uuid", "=", landingUuid)
    .where("n", "=", n)
    .executeTakeFirst();
}

/** Every kept version's content (asset retention reads these). */
export async function listAllVersionContents(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom("landing_versions").select("content").execute();
  return rows.map((r) => r.content);
}
