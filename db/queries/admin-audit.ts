import type { Insertable } from "kysely";
import type { Executor } from "../database";
import type { AdminAuditRow, AdminAuditTable } from "../schema";
import { listPage, type ListPage, type ListQuery } from "./admin-list";

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
  return listPage(
    db,
    { search: "", sort: "id", dir: "desc", ...q },
    { sorts: {}, search: [], idCol: "id" },
    () => db.selectFrom("admin_audit"),
    (from) => from.selectAll(),
  );
}
