import type { Insertable } from "kysely";
import type { Executor } from "../database";
import type { AdminAuditRow, AdminAuditTable } from "../schema";
import { paged, type ListPage, type ListQuery } from "./admin-list";

export async function insertAudit(
  db: Executor,
  row: Insertable<AdminAuditTable>,
): Promise<AdminAuditRow> {
  return db.insertInto("admin_audit").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first (by id: rows are only ever appended). */
export async function listAudit(
  db: Executor,
  q: Pick<ListQuery, "page" | "pageSize">,
): Promise<ListPage<AdminAuditRow>> {
  return paged(
    { search: "", sort: "id", dir: "desc", ...q },
    async () => {
      const r = await db
        .selectFrom("admin_audit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    (limit, offset) =>
      db
        .selectFrom("admin_audit")
        .selectAll()
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
}
