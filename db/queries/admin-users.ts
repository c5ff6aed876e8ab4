import type { SortableColumn } from "../../core/admin/constants";
import type { Executor } from "../database";
import type { UserRow } from "../schema";
import { listPage } from "./admin-list";
import type { AdminTable, ListPage, ListQuery, SortColumn } from "./admin-list";

/** Admin users table: how each sortable column (core SORTABLE_COLUMNS.users) orders (SPEC §2 Admin console, issue 10). */
export const USER_SORTS = {
  id: { col: "users.id" },
  name: { col: "users.name", text: true },
  email: { col: "users.email", text: true },
  tariff: { col: "users.tariff" },
  tariff_expiration_date: { col: "users.tariff_expiration_date", nullable: true },
  created_at: { col: "users.created_at" },
  last_login: { col: "users.last_login", nullable: true },
} satisfies Record<SortableColumn<"users">, SortColumn>;

/** Prefix search on these (NOCASE indexes). */
export const USER_SEARCH = ["users.email", "users.name"] as const;

const USERS: AdminTable = { sorts: USER_SORTS, search: USER_SEARCH, idCol: "users.id" };

export type AdminUserRecord = UserRow & { landings_count: number };

export async function listUsersForAdmin(
  db: Executor,
  q: ListQuery,
): Promise<ListPage<AdminUserRecord>> {
  const page = await listPage(
    db,
    q,
    USERS,
    () => db.selectFrom("users"),
    (from) =>
      from
        .selectAll("users")
        .select((eb) =>
          eb
            .selectFrom("landings")
            .select(eb.fn.countAll<number>().as("n"))
            .whereRef("landings.parent_user", "=", "users.id")
            .as("landings_count"),
        ),
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({ ...r, landings_count: Number(r.landings_count ?? 0) })),
  };
}

/** How many of the configured admin ids have an account (the "last admin" rule). */
export async function countExistingUsers(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("id", "in", [...ids])
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Dashboard: accounts created at or after `since`. */
export async function countSignupsSince(db: Executor, since: string): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
