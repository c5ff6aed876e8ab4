import { isDeepStrictEqual, inspect } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { kvJsonError } from "../../../core/admin/schemas";
import { USER_SORTS } from "../../../db/queries/admin-users";
import { TASK_SORTS } from "../../../db/queries/admin-scheduled-tasks";
import { AdminError } from "./http.server";
import * as oldHttp from "./_old-http.server";
import * as newHttp from "./http.server";
import * as oldUsers from "./_old-users.server";
import * as newUsers from "./users.server";
import * as oldLandings from "./_old-landings.server";
import * as newLandings from "./landings.server";
import * as oldKv from "./_old-landing-kv.server";
import * as newKv from "./landing-kv.server";
import { kvJsonProblem } from "./_old-kv-mirror.server";
import * as oldTasks from "./_old-tasks.server";
import * as newTasks from "./tasks.server";
import * as oldExp from "./_old-set-expiration.server";
import * as newExp from "./set-expiration.server";

let seed = 12345;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T,>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];

const common: unknown[] = [
  null, "", " ", "   ", "\u00a0", "\t", "x", " x ", "abc", 0, -0, 1, 2, -1, 1.5, 3, 12, 1000, 1001,
  3650, 3651, 1e20, 2 ** 31, true, false, {}, [], ["a"], { a: 1 }, "0", "1", " 1 ", "1.0", "1.50",
  "-0", "-1", "0x1", "1e2", "1e308", "Infinity", "NaN", "true", "false", "yes", "12", " 12 ",
  "2026-01-01", "2026-12-01T09:00:00Z", " 2026-01-01 ", "soon", "0", "2026-02-30", "12/31/2026",
  "a@b.co", " A@B.CO ", "İ@x.io", "not-an-email", "a@b", "x".repeat(65), "x".repeat(101),
  "x".repeat(201), "y".repeat(255), `${"a".repeat(250)}@b.co`, "ru", "en", "id", " ru ", "RU",
  "fr", "pending", " pending ", "PENDING", "failed", "paused", "GET", "post", " put ", "PATCH",
  "[]", "[{", "{oops", "{}", " [1] ", "[1]\u00a0", "\u00a0[1]", '{"userId":1}', '{"userId":"me"}',
  JSON.stringify({ userId: 1, expiry: "2026-12-08T09:00:00Z", kind: "7d" }), "plan.reminder",
  "plan.scan", " plan.scan ", "tariff_expiration", "sessions.sweep", "New Name", "ab", "admin",
  "My_Shop", "secret12", "      ", "123", "p".repeat(129), "p".repeat(128), "qas", "cards",
  "contacts", " qas ", "note", "UUID-ABC", "k".repeat(100), "v".repeat(100_001), "ß", "ﬀ",
];
const ABSENT = Symbol("absent");
function body(fields: readonly string[], pool: unknown[] = common): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  for (const f of fields) {
    const r = rnd();
    if (r < 0.35) continue;
    b[f] = pick(pool);
  }
  if (rnd() < 0.1) b.id = 5;
  return b;
}
function outcome(fn: () => unknown): unknown {
  try {
    return { ok: fn() };
  } catch (e) {
    if (e instanceof AdminError) return { status: e.status, error: e.error, field: e.field };
    return { threw: String(e) };
  }
}
const tallies = new Map<string, Map<string, number>>();
afterAll(() => {
  for (const [label, m] of tallies) console.log(label, [...m.entries()].sort().map(([k, n]) => `${n}\t${k}`).join("\n  "));
});
function same(label: string, a: () => unknown, b: () => unknown, input: unknown) {
  const x = outcome(a);
  const y = outcome(b);
  const t = tallies.get(label) ?? new Map<string, number>();
  tallies.set(label, t);
  const o = x as { ok?: unknown; field?: string; error?: string };
  const k = "ok" in o ? "ok" : `${o.field}: ${String(o.error).slice(0, 60)}`;
  t.set(k, (t.get(k) ?? 0) + 1);
  if (!isDeepStrictEqual(x, y))
    throw new Error(`${label}: ${inspect(input)}\n old ${inspect(x)}\n new ${inspect(y)}`);
}
const N = 40_000;
void ABSENT;

describe("differential: old parsers vs schema-based", () => {
  it("users PUT", () => {
    const fields = ["name", "email", "phone", "position", "location", "units_plan", "tariff",
      "tariff_expiration_date", "total_available_landings", "active", "password"];
    for (let i = 0; i < N; i++) {
      const b = body(fields);
      same("user", () => oldUsers.parseUserEdit(b), () => newUsers.parseUserEdit(b), b);
    }
  });
  it("grant days", () => {
    for (let i = 0; i < 5000; i++) {
      const b = body(["days"]);
      same("grant", () => oldUsers.parseGrantDays(b), () => newUsers.parseGrantDays(b), b);
    }
  });
  it("landings PUT and filter", () => {
    const fields = ["projectname", "companyname", "textalias", "parent_user", "lang"];
    for (let i = 0; i < N; i++) {
      const b = body(fields);
      same("landing", () => oldLandings.parseLandingEdit(b), () => newLandings.parseLandingEdit(b), b);
    }
    for (const v of common) {
      if (typeof v !== "string" && typeof v !== "number") continue;
      const url = new URL(`https://x.test/?parent_user=${encodeURIComponent(String(v))}`);
      same("filter", () => oldLandings.parseLandingFilter(url), () => newLandings.parseLandingFilter(url), v);
    }
  });
  it("kv POST/PUT up to the JSON rule", () => {
    const fields = ["parent_landing", "key", "value"];
    const before = { parent_landing: "u", key: "qas", value: "[]" };
    for (let i = 0; i < N; i++) {
      const b = body(fields);
      const create = rnd() < 0.5;
      const run = (parse: typeof oldKv.parseKvInput, json: (k: string, v: string) => string | null) => () => {
        const input = parse(b, create);
        const row = create
          ? input
          : { parent_landing: input.parent_landing ?? before.parent_landing, key: input.key ?? pick(["qas", "note"]), value: input.value ?? pick(["[]", "[oops", "x"]) };
        const p = json(row.key!, row.value!);
        if (p) throw new AdminError(400, p, "value");
        return row;
      };
      const s = seed;
      const a = outcome(run(oldKv.parseKvInput, kvJsonProblem));
      seed = s;
      const c = outcome(run(newKv.parseKvInput, kvJsonError));
      if (!isDeepStrictEqual(a, c)) throw new Error(`kv ${create}: ${inspect(b)}\n old ${inspect(a)}\n new ${inspect(c)}`);
    }
    for (const v of common) if (typeof v === "string") for (const k of ["qas", "cards", "note"])
      expect(kvJsonError(k, v), `${k} ${v}`).toBe(kvJsonProblem(k, v));
  });
  it("tasks PUT", () => {
    const fields = ["name", "execution_time", "status", "payload", "method", "body"];
    const good = {
      name: ["plan.reminder", "plan.scan", "plan.expired", " sessions.sweep "],
      execution_time: ["2026-12-01T09:00:00Z", " 2026-01-01 "],
      status: ["pending", " failed "],
      payload: [JSON.stringify({ userId: 1, expiry: "2026-12-08T09:00:00Z", kind: "7d" }), "{}", '{"userId":1}'],
      method: ["post", "GET"],
      body: [undefined, "", " x ", null],
    } as Record<string, unknown[]>;
    for (let i = 0; i < N; i++) {
      const b: Record<string, unknown> = {};
      for (const f of fields) {
        const r = rnd();
        if (r < 0.1) continue;
        if (r < 0.75) { const v = pick(good[f]); if (v !== undefined) b[f] = v; }
        else b[f] = pick(common);
      }
      same("task", () => oldTasks.parseTaskEdit(b), () => newTasks.parseTaskEdit(b), b);
    }
  });
  it("set-expiration", () => {
    const route = (schema: typeof oldExp.SetExpirationSchema | typeof newExp.SetExpirationSchema, b: unknown) => () => {
      const parsed = schema.safeParse(b);
      if (!parsed.success) throw new AdminError(400, parsed.error.issues[0].message, "expiration_date");
      return new Date(parsed.data.expiration_date).toISOString();
    };
    for (const v of [...common, undefined]) {
      const b = v === undefined ? {} : { expiration_date: v };
      same("exp", route(oldExp.SetExpirationSchema, b), route(newExp.SetExpirationSchema, b), b);
    }
  });
  it("single-field sweeps", () => {
    const userFields = ["name", "email", "phone", "position", "location", "units_plan", "tariff",
      "tariff_expiration_date", "total_available_landings", "active", "password"];
    const userGood = { name: "N", email: "a@b.co", tariff: 1, active: 1 };
    for (const f of userFields) for (const v of common) for (const base of [{}, userGood]) {
      const b = { ...base, [f]: v };
      same("user1", () => oldUsers.parseUserEdit(b), () => newUsers.parseUserEdit(b), b);
    }
    for (const f of ["projectname", "companyname", "textalias", "parent_user", "lang"]) for (const v of common) {
      const b = { lang: "ru", [f]: v };
      same("landing1", () => oldLandings.parseLandingEdit(b), () => newLandings.parseLandingEdit(b), b);
    }
    const taskGood = { name: "plan.reminder", execution_time: "2026-12-01T09:00:00Z", status: "pending",
      payload: JSON.stringify({ userId: 1, expiry: "2026-12-08T09:00:00Z", kind: "7d" }), method: "post" };
    for (const f of [...Object.keys(taskGood), "body"]) for (const v of common) for (const name of ["plan.reminder", "plan.scan"]) {
      const b = { ...taskGood, name, [f]: v };
      same("task1", () => oldTasks.parseTaskEdit(b), () => newTasks.parseTaskEdit(b), b);
    }
    for (const f of ["parent_landing", "key", "value"]) for (const v of common) for (const create of [true, false]) {
      const b = { parent_landing: "U", key: "note", value: "v", [f]: v };
      same("kv1", () => oldKv.parseKvInput(b, create), () => newKv.parseKvInput(b, create), b);
    }
  });
  it("list query", () => {
    const vals = ["", " ", "1", " 2 ", "0", "-4", "1e308", "99", "999999999", "1000000000", "1.5",
      "abc", "%20", "100", "101", "1000", "Infinity", "0x10", "name", " name ", "email", "NAME",
      "id", "password_hash", "__proto__", "constructor", "asc", "desc", " ASC ", "Desc", "up",
      "x".repeat(300), "é".repeat(150), "\u00a03\u00a0", "execution_time", "attempts"];
    const keys = ["search", "sort", "dir", "page", "pageSize"];
    for (let i = 0; i < N; i++) {
      const sp = new URLSearchParams();
      for (const k of keys) {
        const n = Math.floor(rnd() * 3) - (rnd() < 0.5 ? 1 : 0);
        for (let j = 0; j < n; j++) sp.append(k, pick(vals));
      }
      const url = new URL(`https://x.test/api?${sp}`);
      const sorts = pick([USER_SORTS, TASK_SORTS, {}]);
      same("list", () => oldHttp.parseListQuery(url, sorts), () => newHttp.parseListQuery(url, sorts), sp.toString());
    }
  });
});
