import type { DB } from "../../db/database";
import type { NewUser } from "../../db/schema";

/**
 * A users row with only the columns the landing rules need (no settings row),
 * named after its email; `columns` sets or overrides any other. Answers the id.
 */
export async function insertBareUser(
  db: DB,
  email: string,
  now: Date,
  columns: Partial<NewUser> = {},
): Promise<number> {
  const row = await db
    .insertInto("users")
    .values({
      name: email,
      email,
      phone: "",
      password_hash: "x",
      created_at: now.toISOString(),
      ...columns,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
