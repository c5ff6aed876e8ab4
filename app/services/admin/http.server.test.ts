import { describe, expect, it } from "vitest";
import { SORTABLE_COLUMNS, type AdminList } from "../../../core/admin/constants";
import { lastPage } from "../../../core/admin/lists";
import { LANDING_KV_SORTS } from "../../../db/queries/admin-landing-kv";
import { LANDING_SORTS } from "../../../db/queries/admin-landings";
import type { SortSpec } from "../../../db/queries/admin-list";
import { TASK_SORTS } from "../../../db/queries/admin-scheduled-tasks";
import { USER_SORTS } from "../../../db/queries/admin-users";
import * as auditList from "../../routes/api+/admin+/audit";
import * as kvList from "../../routes/api+/admin+/landing_kv._index";
import * as landingList from "../../routes/api+/admin+/landings._index";
import * as taskList from "../../routes/api+/admin+/scheduled_tasks._index";
import * as userList from "../../routes/api+/admin+/users._index";
import { parseListQuery } from "./http.server";
import { call, withFreshKit, type Kit, type RouteModule } from "../../../tests/support/admin-kit";

const url = (query: string) => new URL(`https://app.test/api/admin/users?${query}`);
const USER_COLUMNS = SORTABLE_COLUMNS.users;

describe("parseListQuery (core/admin/lists.ts listQuerySchema)", () => {
  it("never fails: a page or pageSize that is no 1–9 digit number is the default", () => {
    for (const page of [
      "1e308",
      "Infinity",
      "NaN",
      "-1",
      "0",
      "1.5",
      "0x10",
      "99999999999999999999",
      "",
      " ",
    ]) {
      const q = parseListQuery(url(`page=${encodeURIComponent(page)}`), USER_COLUMNS);
      expect(q.page, page).toBe(1);
    }
    expect(parseListQuery(url("page=%203%20"), USER_COLUMNS).page).toBe(3);
    expect(parseListQuery(url("page=999999999"), USER_COLUMNS).page).toBe(999_999_999);
    expect(parseListQuery(url("pageSize=1e308"), USER_COLUMNS).pageSize).toBe(10);
    expect(parseListQuery(url("pageSize=0"), USER_COLUMNS).pageSize).toBe(1);
    expect(parseListQuery(url("pageSize=5000"), USER_COLUMNS).pageSize).toBe(100);
    // The first value of a repeated param counts (URLSearchParams.get).
    expect(parseListQuery(url("page=2&page=3"), USER_COLUMNS).page).toBe(2);
  });

  it("whitelists the sort; the default direction depends on the column", () => {
    const sortOf = (query: string, sortable: readonly string[] = USER_COLUMNS) => {
      const { sort, dir } = parseListQuery(url(query), sortable);
      return `${sort} ${dir}`;
    };
    expect(sortOf("")).toBe("id desc");
    expect(sortOf("dir=ASC")).toBe("id asc");
    expect(sortOf("sort=email")).toBe("email asc");
    expect(sortOf("sort=%20email%20&dir=%20Desc")).toBe("email desc");
    expect(sortOf("sort=id")).toBe("id desc");
    for (const bogus of ["password_hash", "__proto__", "constructor", "toString", "EMAIL"])
      expect(sortOf(`sort=${bogus}&dir=asc`), bogus).toBe("id desc");
    expect(sortOf("sort=email", [])).toBe("id desc");
    expect(parseListQuery(url(`search=${"x".repeat(300)}`), USER_COLUMNS).search).toHaveLength(200);
    // PostgreSQL refuses NUL in text: it is dropped from the search.
    expect(parseListQuery(url("search=%00a%00b%20"), USER_COLUMNS).search).toBe("ab");
  });

  it("the UI's sortable columns are the tables' sort whitelists", () => {
    const tables: Record<AdminList, SortSpec> = {
      users: USER_SORTS,
      landings: LANDING_SORTS,
      landing_kv: LANDING_KV_SORTS,
      scheduled_tasks: TASK_SORTS,
    };
    for (const [list, sorts] of Object.entries(tables))
      expect([...SORTABLE_COLUMNS[list as AdminList]].sort(), list).toEqual(
        Object.keys(sorts).sort(),
      );
  });
});

describe("malformed list queries answer a list page or 400, never 500", () => {
  let kit: Kit;
  withFreshKit((k) => (kit = k));

  const lists: Array<[string, RouteModule]> = [
    ["/api/admin/users", userList],
    ["/api/admin/landings", landingList],
    ["/api/admin/landing_kv", kvList],
    ["/api/admin/scheduled_tasks", taskList],
    ["/api/admin/audit", auditList],
  ];
  const queries = [
    "page=1e308",
    "page=-1",
    "page=Infinity",
    "page=99999999999999999999",
    "page=999999999&pageSize=100",
    "pageSize=1e308",
    "pageSize=-5",
    "pageSize=99999999999",
    "page=%00&pageSize=%00",
    "sort=__proto__&dir=sideways",
    "sort=constructor",
    `search=${"%25".repeat(3000)}`,
    "search=%5C",
    "search=%00",
    "search=a%00b",
    "search=%00%20%00",
    "search=%FF",
    "dir[]=asc&page[]=2",
    "parent_user=1e308",
    "parent_user=99999999999999999999",
    "parent_user=-1",
    "parent_landing=%00",
    "parent_landing=not-a-uuid",
  ];

  it("every admin list", async () => {
    const owner = await kit.addUser();
    await kit.draft(owner);
    for (const [path, mod] of lists) {
      for (const query of queries) {
        const res = await call(mod, "GET", `${path}?${query}`, { cookie: kit.adminCookie });
        expect([200, 400], `${path}?${query}`).toContain(res.status);
        const body = (await res.json()) as {
          page?: number;
          pageSize?: number;
          total?: number;
          error?: string;
        };
        if (res.status === 400) {
          expect(body.error, `${path}?${query}`).toBe("parent_user must be a number");
          continue;
        }
        expect(body.pageSize).toBeGreaterThanOrEqual(1);
        expect(body.pageSize).toBeLessThanOrEqual(100);
        expect(body.page).toBeGreaterThanOrEqual(1);
        expect(body.page).toBeLessThanOrEqual(lastPage(body.total!, body.pageSize!));
      }
    }
  });
});
