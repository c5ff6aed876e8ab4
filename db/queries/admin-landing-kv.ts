import type { SortableColumn } from "../../core/admin/constants";
import type { Executor } from "../database";
import type { LandingKvRow } from "../schema";
import { listPage } from "./admin-list";
import type { AdminTable, ListPage, ListQuery, SortColumn } from "./admin-list";

/** Admin landing KV table: how each sortable column (core SORTABLE_COLUMNS.landing_kv) orders (issue 10). */
export const LANDING_KV_SORTS = {
  id: { col: "landing_kv.id" },
  parent_landing: { col: "landing_kv.parent_landing", text: true },
  key: { col: "landing_kv.key", text: true },
} satisfies Record<SortableColumn<"landing_kv">, SortColumn>;

/** Prefix search on the key and the landing uuid; never inside values. */
export const LANDING_KV_SEARCH = ["landing_kv.key", "landing_kv.parent_landing"] as const;

const LANDING_KV: AdminTable = {
  sorts: LANDING_KV_SORTS,
  search: LANDING_KV_SEARCH,
  idCol: "landing_kv.id",
};

function filtered(db: Executor, parentLanding?: string) {
  const q = db.selectFrom("landing_kv");
  return parentLanding === undefined ? q : q.where("landing_kv.parent_landing", "=", parentLanding);
}

export async function listLandingKvForAdmin(
  db: Executor,
  q: ListQuery,
  filter: { parentLanding?: string } = {},
): Promise<ListPage<LandingKvRow>> {
  const from = () => filtered(db, filter.parentLanding);
  return listPage(db, q, LANDING_KV, from, (rows) => rows.selectAll());
}

/** Inserts a row; undefined when (parent_landing, key) is taken. */
export async function insertLandingKv(
  db: Executor,
  row: Pick<LandingKvRow, "parent_landing" | "key" | "value">,
): Promise<LandingKvRow | undefined> {
  return db
    .insertInto("landing_kv")
    .values(row)
    .onConflict((oc) => oc.columns(["parent_landing", "key"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}
