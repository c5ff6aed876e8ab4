import http from "node:http";
import { HttpError } from "../../../core/http-error";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATS_SALT_KEY, parseSaltRecord } from "../../../core/stats/salt";
import {
  STATS_EVENTS_PER_MINUTE,
  STATS_INGEST_SECRET_HEADER,
  type StatsEvent,
} from "../../../core/stats/rules";
import { deleteLanding } from "../../../db/queries/landings";
import { readMeta } from "../../../renderer/publish-ops";
import type { SiteStore } from "../../../core/storage/site-store";
import { openTestBucket } from "../../../tests/support/test-bucket";
import { analyticsEngineStatsReader } from "./drivers/analytics-engine.server";
import { StatsUnavailableError } from "./port";
import {
  ingestRequest,
  landingStats,
  rotateStatsSalt,
  setStatsEnabled,
  statsCsv,
  cardViews,
} from "./index.server";
import { makeStatsKit } from "../../../tests/support/stats-kit";

let store: SiteStore;
let dispose: () => Promise<void>;
let kit: Awaited<ReturnType<typeof makeStatsKit>>;
beforeAll(async () => {
  ({ store, dispose } = await openTestBucket());
  kit = await makeStatsKit(store);
});
afterAll(async () => {
  await kit?.close();
  await dispose?.();
});

const secret = () => (kit.ctx.config.stats as { ingestSecret: string }).ingestSecret;
const post = (events: unknown[], key: string | null = secret()) =>
  ingestRequest(
    kit.ctx,
    new Request("https://app.test/api/internal/stats", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(key === null ? {} : { [STATS_INGEST_SECRET_HEADER]: key }),
      },
      body: JSON.stringify({ events }),
    }),
  );
const ev = (landing: string, over: Partial<StatsEvent> = {}): StatsEvent => ({
  kind: "view",
  landing,
  at: kit.clock.now.getTime() - 60_000,
  visitor: "a".repeat(16),
  referrer: "",
  country: "unknown",
  target: "",
  ...over,
});
const visitor = (i: number) => i.toString(16).padStart(16, "0");

describe("local ingest and the stats API", () => {
  it("refuses a batch without the right secret, and counts nothing", async () => {
    const me = await kit.owner();
    const uuid = await kit.published(me.id, "ingest-secret");
    expect((await post([ev(uuid)], null)).status).toBe(403);
    expect((await post([ev(uuid)], "x".repeat(64))).status).toBe(403);
    expect((await landingStats(kit.ctx, me, uuid, "7")).totals.views).toBe(0);
  });

  it("aggregates batches into daily views, unique visitors, referrers, countries and clicks", async () => {
    const me = await kit.owner();
    const uuid = await kit.published(me.id, "ingest-days");
    const yesterday = kit.clock.now.getTime() - 86_400_000;
    const first = await post([
      ev(uuid, { visitor: visitor(1), referrer: "google.com", country: "DE" }),
      ev(uuid, { visitor: visitor(2), referrer: "google.com" }),
      ev(uuid, { visitor: visitor(3), referrer: "t.me" }),
      ev(uuid, { visitor: visitor(1), at: yesterday }),
      ev(uuid, { kind: "click", target: "button:0", visitor: visitor(1) }),
      ev(uuid, { kind: "click", target: "card:4", visitor: visitor(2) }),
    ]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: 6, dropped: 0 });
    // The same visitor in a later batch is not a new visitor; a malformed event is dropped.
    const second = await post([ev(uuid, { visitor: visitor(1) }), { kind: "view", landing: uuid }]);
    expect(await second.json()).toEqual({ counted: 1, dropped: 1 });

    const stats = await landingStats(kit.ctx, me, uuid, "7");
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toEqual({ date: "2026-11-23", views: 4, visitors: 3 });
    expect(stats.days.at(-2)).toEqual({ date: "2026-11-22", views: 1, visitors: 1 });
    expect(stats.days[0]).toEqual({ date: "2026-11-17", views: 0, visitors: 0 });
    expect(stats.referrers).toEqual([
      { domain: "google.com", views: 2 },
      { domain: "t.me", views: 1 },
    ]);
    expect(stats.countries).toEqual([
      { country: "unknown", views: 4 },
      { country: "DE", views: 1 },
    ]);
    expect(stats.clicks).toEqual([
      { target: "button:0", clicks: 1 },
      { target: "card:4", clicks: 1 },
    ]);
    expect(stats.totals).toEqual({ views: 5, visitors: 4, clicks: 2 });
    expect(await cardViews(kit.ctx, [uuid])).toEqual({ [uuid]: 5 });

    const csv = statsCsv(stats);
    expect(csv.split("\r\n")[0]).toBe('"date","views","visitors"');
    expect(csv).toContain('"2026-11-23","4","3"');
    expect(csv).toContain('"google.com","2"');
  });

  it("applies the per-minute cap across batches (replayed beacons do not inflate clicks)", async () => {
    const me = await kit.owner();
    const uuid = await kit.published(me.id, "ingest-cap");
    const click = ev(uuid, { kind: "click", target: "button:1" });
    await post(Array.from({ length: 15 }, () => click));
    const res = await post(Array.from({ length: 15 }, () => click));
    expect(await res.json()).toEqual({
      counted: STATS_EVENTS_PER_MINUTE - 15,
      dropped: 30 - STATS_EVENTS_PER_MINUTE,
    });
    const stats = await landingStats(kit.ctx, me, uuid, "7");
    expect(stats.clicks).toEqual([{ target: "button:1", clicks: STATS_EVENTS_PER_MINUTE }]);
  });

  it("is owner only; counts nothing for an opted-out landing; stats die with the landing", async () => {
    const me = await kit.owner();
    const other = await kit.owner();
    const uuid = await kit.published(me.id, "ingest-owner");
    await post([ev(uuid)]);
    await expect(landingStats(kit.ctx, other, uuid, "30")).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<HttpError>);

    // The opt-out reaches the worker through the published meta record.
    expect(await setStatsEnabled(kit.ctx, me, uuid, false)).toEqual({ statsOff: true });
    expect((await readMeta(store, uuid))?.statsOff).toBe(true);
    expect(await (await post([ev(uuid, { visitor: visitor(9) })])).json()).toEqual({
      counted: 0,
      dropped: 1,
    });
    const off = await landingStats(kit.ctx, me, uuid, "30");
    expect(off).toMatchObject({ statsOff: true, totals: { views: 1 } });
    await setStatsEnabled(kit.ctx, me, uuid, true);
    expect((await readMeta(store, uuid))?.statsOff).toBeUndefined();
    await expect(setStatsEnabled(kit.ctx, me, uuid, "yes")).rejects.toMatchObject({ status: 400 });

    await deleteLanding(kit.ctx.db, uuid);
    const left = await kit.ctx.db
      .selectFrom("stats_daily")
      .select("views")
      .where("landing_uuid", "=", uuid)
      .execute();
    expect(left).toEqual([]);
  });

  it("rotates the shared salt in the bucket and forgets past visitor hashes", async () => {
    const me = await kit.owner();
    const uuid = await kit.published(me.id, "salt-rotation");
    await post([ev(uuid, { visitor: visitor(5), at: kit.clock.now.getTime() - 2 * 86_400_000 })]);
    await rotateStatsSalt(kit.ctx);
    const record = parseSaltRecord((await store.get(STATS_SALT_KEY))!.body);
    expect(Object.keys(record.salts)).toEqual(["2026-11-23", "2026-11-24"]);
    const hashes = await kit.ctx.db
      .selectFrom("stats_visitors")
      .select("day")
      .where("day", "<", "2026-11-22")
      .execute();
    expect(hashes).toEqual([]);
  });
});

describe("Analytics Engine reader (SQL API stand-in on loopback)", () => {
  const uuid = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";
  let server: http.Server;
  let base: string;
  const queries: Array<{ path: string; auth: string | undefined; sql: string }> = [];
  let failWith = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let sql = "";
      req.on("data", (c) => (sql += c));
      req.on("end", () => {
        queries.push({ path: req.url ?? "", auth: req.headers.authorization, sql });
        if (failWith) {
          res.writeHead(failWith, { "Content-Type": "application/json" });
          return res.end(JSON.stringify({ errors: [{ message: "Authentication error" }] }));
        }
        // Answers in the API's FORMAT JSON shape; numbers of UInt64 columns come as strings.
        let data: unknown[] = [];
        if (sql.includes("COUNT(DISTINCT blob3)")) data = [{ date: "2026-11-23", visitors: "3" }];
        else if (sql.includes("GROUP BY date"))
          data = [
            { date: "2026-11-23", views: "7" },
            { date: "2026-11-22", views: 2 },
          ];
        else if (sql.includes("blob4 AS domain"))
          data = [
            { domain: "t.me", views: 1 },
            { domain: "google.com", views: "4" },
          ];
        else if (sql.includes("blob5 AS country")) data = [{ country: "DE", views: 9 }];
        else if (sql.includes("blob2 AS target")) data = [{ target: "button:0", clicks: "5" }];
        else if (sql.includes("index1 AS landing")) data = [{ landing: uuid, views: "9" }];
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            meta: [],
            data,
            rows: data.length,
            rows_before_limit_at_least: data.length,
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const reader = () =>
    analyticsEngineStatsReader({
      accountId: "a".repeat(32),
      apiToken: "tok",
      apiUrl: base,
      dataset: "vitrina_stats",
    });

  it("queries the account's SQL endpoint with the token and maps the rows", async () => {
    const days = ["2026-11-21", "2026-11-22", "2026-11-23"];
    const stats = await reader().read(uuid, days);
    expect(stats.days).toEqual([
      { date: "2026-11-21", views: 0, visitors: 0 },
      { date: "2026-11-22", views: 2, visitors: 0 },
      { date: "2026-11-23", views: 7, visitors: 3 },
    ]);
    expect(stats.referrers).toEqual([
      { domain: "google.com", views: 4 },
      { domain: "t.me", views: 1 },
    ]);
    expect(stats.countries).toEqual([{ country: "DE", views: 9 }]);
    expect(stats.clicks).toEqual([{ target: "button:0", clicks: 5 }]);
    expect(
      queries.every((q) => q.path === `/client/v4/accounts/${"a".repeat(32)}/analytics_engine/sql`),
    ).toBe(true);
    expect(queries.every((q) => q.auth === "Bearer tok")).toBe(true);
    expect(queries.every((q) => q.sql.endsWith("FORMAT JSON"))).toBe(true);
    expect(queries.every((q) => q.sql.includes(`index1 = '${uuid}'`))).toBe(true);
    expect(
      queries.every((q) => q.sql.includes("timestamp >= toDateTime('2026-11-21 00:00:00')")),
    ).toBe(true);
    expect(await reader().views([uuid, "'; DROP"], "2026-11-17")).toEqual(new Map([[uuid, 9]]));
  });

  it("reports an API failure as unavailable, and refuses values that are not ids", async () => {
    failWith = 401;
    await expect(reader().read(uuid, ["2026-11-23"])).rejects.toBeInstanceOf(StatsUnavailableError);
    failWith = 0;
    await expect(reader().read("x' OR 1=1 --", ["2026-11-23"])).rejects.toBeInstanceOf(
      StatsUnavailableError,
    );
  });
});
