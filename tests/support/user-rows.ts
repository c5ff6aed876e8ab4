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

/** Every column of a bare account's users row, for tests that insert through insertUser itself. */
export const fullUserRow = (
  email: string,
  createdAt: string,
  extra: Partial<NewUser> = {},
): NewUser => ({
  name: email,
  email,
  phone: "",
  password_hash: "h",
  position: null,
  country: null,
  usage_purpose: null,
  tariff: 0,
  tariff_expiration_date: null,
  units_plan: null,
  location: null,
  email_confirmed_at: null,
  created_at: createdAt,
  last_login: null,
  ...extra,
});
