import type { Insertable } from "kysely";
import type { Executor } from "../database";
import type { PurchaseRow, PurchasesTable } from "../schema";

export async function insertPurchase(
  db: Executor,
  purchase: Insertable<PurchasesTable>,
): Promise<PurchaseRow> {
  return db.insertInto("purchases").values(purchase).returningAll().executeTakeFirstOrThrow();
}

/** SPEC §3 Purchase, newest first. */
export async function listPurchasesOfUser(db: Executor, userId: number): Promise<PurchaseRow[]> {
  return db
    .selectFrom("purchases")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("purchase_date", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Expiry dates of the user's extra-showroom entitlements (expired ones included). */
export async function extraLandingExpiries(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("purchases")
    .select("expiration_date")
    .where("user_id", "=", userId)
    .where("purchase_type", "=", "extra_landing")
    .where("expiration_date", "is not", null)
    .execute();
  return rows.map((r) => r.expiration_date as string);
}
