import type { SortableColumn } from "../../core/admin/constants";
import type { Executor } from "../database";
import type { LandingKvRow } from "../schema";
import {
  listPage,
  prefixMatch,
  type ListPage,
  type ListQuery,
  type SortColumn,
} from "./admin-list";

/** Admin landing KV table: how each sortable column (core SORTABLE_COLUMNS.landing_kv) orders (issue 10). */
export const LANDING_KV_SORTS = {
  id: { col: "landing_kv.id" },
  parent_landing: { col: "landing_kv.parent_landing", text: true },
  key: { col: "landing_kv.key", text: true },
} satisfies Record<SortableColumn<"landing_kv">, SortColumn>;

/** Prefix search on the key and the landing uuid; never inside values. */
export const LANDING_KV_SEARCH = ["landing_kv.key", "landing_kv.parent_landing"] as const;

function filtered(db: Executor, search: string, parentLanding?: string) {
  let q = db.selectFrom("landing_kv");
  if (parentLanding !== undefined) q = q.where("landing_kv.parent_landing", "=", parentLanding);
  if (search) q = q.where(prefixMatch(db, LANDING_KV_SEARCH, search));
  return q;
}

export async function listLandingKvForAdmin(
  db: Executor,
  q: ListQuery,
  filter: { parentLanding?: string } = {},
): Promise<ListPage<LandingKvRow>> {
  return listPage(
    db,
    q,
    () => filtered(db, q.search, filter.parentLanding),
    (from) => from.selectAll(),
    { sorts: LANDING_KV_SORTS, idCol: "landing_kv.id" },
  );
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
