import type { SortableColumn } from "../../core/admin/constants";
import type { Executor } from "../database";
import { MAX_ID } from "../dialect";
import type { LandingRow } from "../schema";
import { listPage } from "./admin-list";
import type { AdminTable, ListPage, ListQuery, SortColumn } from "./admin-list";

/** Admin landings table: how each sortable column (core SORTABLE_COLUMNS.landings) orders (issue 10). */
export const LANDING_SORTS = {
  id: { col: "landings.id" },
  uuid: { col: "landings.uuid", text: true },
  projectname: { col: "landings.projectname", text: true },
  companyname: { col: "landings.companyname", text: true },
  textalias: { col: "landings.textalias", text: true, nullable: true },
  parent_user: { col: "landings.parent_user" },
  creation_date: { col: "landings.creation_date" },
  published: { col: "landings.published" },
} satisfies Record<SortableColumn<"landings">, SortColumn>;

/** Prefix search on these (NOCASE indexes). */
export const LANDING_SEARCH = [
  "landings.uuid",
  "landings.textalias",
  "landings.projectname",
] as const;

const LANDINGS: AdminTable = { sorts: LANDING_SORTS, search: LANDING_SEARCH, idCol: "landings.id" };

export type AdminLandingRecord = LandingRow & { owner_email: string };

export interface LandingFilter {
  parentUser?: number;
}

function filtered(db: Executor, filter: LandingFilter) {
  let q = db.selectFrom("landings").innerJoin("users", "users.id", "landings.parent_user");
  if (filter.parentUser !== undefined)
    // An id past PostgreSQL's integer range cannot exist (-1: no owner's either).
    q = q.where("landings.parent_user", "=", filter.parentUser > MAX_ID ? -1 : filter.parentUser);
  return q;
}

export async function listLandingsForAdmin(
  db: Executor,
  q: ListQuery,
  filter: LandingFilter = {},
): Promise<ListPage<AdminLandingRecord>> {
  return listPage(
    db,
    q,
    LANDINGS,
    () => filtered(db, filter),
    (from) => from.selectAll("landings").select("users.email as owner_email"),
  );
}

/** One landing by numeric id or uuid, with its owner's email. */
export async function findLandingForAdmin(
  db: Executor,
  ref: { id: number } | { uuid: string },
): Promise<AdminLandingRecord | undefined> {
  let q = db
    .selectFrom("landings")
    .innerJoin("users", "users.id", "landings.parent_user")
    .selectAll("landings")
    .select("users.email as owner_email");
  q = "id" in ref ? q.where("landings.id", "=", ref.id) : q.where("landings.uuid", "=", ref.uuid);
  return q.executeTakeFirst();
}

/** Moves a landing to another owner. */
export async function setLandingOwner(db: Executor, uuid: string, userId: number): Promise<void> {
  await db.updateTable("landings").set({ parent_user: userId }).where("uuid", "=", uuid).execute();
}
