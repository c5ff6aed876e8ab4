import { describe, expect, it } from "vitest";
import { aggregateEvents } from "./aggregate";
import {
  STATS_EVENTS_PER_MINUTE,
  dayRange,
  isClickTarget,
  parseStatsEvent,
  referrerDomain,
  statsDays,
  type StatsEvent,
} from "./rules";
import { parseSaltRecord, rotateSalts, visitorHash } from "./salt";

const L1 = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";
const L2 = "1c8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";
const at = (iso: string) => Date.parse(iso);
const ev = (over: Partial<StatsEvent> = {}): StatsEvent => ({
  kind: "view",
  landing: L1,
  at: at("2026-11-23T10:00:00Z"),
  visitor: "a".repeat(16),
  referrer: "",
  country: "unknown",
  target: "",
  ...over,
});

describe("daily salt rotation", () => {
  let n = 0;
  const random = () => (++n).toString(16).padStart(64, "0");

  it("keeps exactly today's and tomorrow's salts (UTC), reusing the ones already there", () => {
    const first = rotateSalts({ salts: {} }, new Date("2026-11-23T23:59:00Z"), random);
    expect(Object.keys(first.salts)).toEqual(["2026-11-23", "2026-11-24"]);
    // Next day (any hour): yesterday's salt is gone, today's is the one isolates already had.
    const next = rotateSalts(first, new Date("2026-11-24T03:00:00Z"), random);
    expect(Object.keys(next.salts)).toEqual(["2026-11-24", "2026-11-25"]);
    expect(next.salts["2026-11-24"]).toBe(first.salts["2026-11-24"]);
    expect(Object.values(next.salts)).not.toContain(first.salts["2026-11-23"]);
  });

  it("reads a damaged or foreign record as empty and drops malformed entries", () => {
    expect(parseSaltRecord("not json").salts).toEqual({});
    expect(parseSaltRecord(null).salts).toEqual({});
    const good = "f".repeat(64);
    expect(
      parseSaltRecord(
        JSON.stringify({ salts: { "2026-11-23": good, x: good, "2026-11-24": "short" } }),
      ).salts,
    ).toEqual({ "2026-11-23": good });
  });

  it("gives one visitor the same hash all day, another one the next day and on another landing", async () => {
    const today = rotateSalts({ salts: {} }, new Date("2026-11-23T12:00:00Z"));
    const tomorrow = rotateSalts(today, new Date("2026-11-24T12:00:00Z"));
    const salt1 = today.salts["2026-11-23"];
    const salt2 = tomorrow.salts["2026-11-24"];
    const h = (salt: string, landing = L1, ip = "203.0.113.5", ua = "Firefox") =>
      visitorHash(salt, landing, ip, ua);
    const a = await h(salt1);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(await h(salt1)).toBe(a);
    expect(await h(salt2)).not.toBe(a);
    expect(await h(salt1, L2)).not.toBe(a);
    expect(await h(salt1, L1, "203.0.113.6")).not.toBe(a);
    expect(await h(salt1, L1, "203.0.113.5", "Chrome")).not.toBe(a);
    // Nothing of the address or the agent is in the hash.
    expect(a).not.toContain("203");
  });
});

describe("aggregation", () => {
  it("groups a batch into daily views, unique visitors, referrers, countries and clicks (UTC days)", () => {
    const agg = aggregateEvents([
      ev({ visitor: "1".repeat(16), referrer: "google.com", country: "DE" }),
      ev({ visitor: "1".repeat(16), referrer: "google.com", country: "DE" }),
      ev({ visitor: "2".repeat(16), country: "FR" }),
      ev({ visitor: "", country: "unknown" }),
      ev({ kind: "click", target: "button:0", visitor: "1".repeat(16) }),
      ev({ kind: "click", target: "card:3", visitor: "2".repeat(16) }),
      ev({ at: at("2026-11-23T23:59:59Z"), visitor: "3".repeat(16) }),
      ev({ at: at("2026-11-24T00:00:00Z"), visitor: "3".repeat(16) }),
      ev({ landing: L2, visitor: "1".repeat(16) }),
    ]);
    const day = (landing: string, d: string) =>
      agg.days.find((x) => x.landing === landing && x.day === d)!;
    const d23 = day(L1, "2026-11-23");
    expect(d23.views).toBe(5);
    expect(d23.visitors.size).toBe(3);
    expect(Object.fromEntries(d23.referrers)).toEqual({ "google.com": 2 });
    expect(Object.fromEntries(d23.countries)).toEqual({ DE: 2, FR: 1, unknown: 2 });
    expect(Object.fromEntries(d23.clicks)).toEqual({ "button:0": 1, "card:3": 1 });
    expect(day(L1, "2026-11-24").views).toBe(1);
    expect(day(L1, "2026-11-24").visitors.size).toBe(1);
    expect(day(L2, "2026-11-23").views).toBe(1);
    expect(agg.dropped).toBe(0);
  });

  it("caps events per visitor hash and minute, earlier batches included", () => {
    const burst = Array.from({ length: 50 }, (_, i) =>
      ev({ kind: "click", target: "button:0", at: at("2026-11-23T10:00:00Z") + i * 100 }),
    );
    const first = aggregateEvents(burst);
    expect(first.days[0].clicks.get("button:0")).toBe(STATS_EVENTS_PER_MINUTE);
    expect(first.dropped).toBe(50 - STATS_EVENTS_PER_MINUTE);
    expect(first.minutes).toEqual([expect.objectContaining({ events: STATS_EVENTS_PER_MINUTE })]);
    // A later batch in the same minute finds the minute used up.
    const again = aggregateEvents(burst.slice(0, 5), () => STATS_EVENTS_PER_MINUTE);
    expect(again.days).toEqual([]);
    expect(again.dropped).toBe(5);
    // The next minute is a fresh allowance; another visitor has their own.
    const later = aggregateEvents(
      [
        ev({ kind: "click", target: "button:0", at: at("2026-11-23T10:01:00Z") }),
        ev({ kind: "click", target: "button:0", visitor: "b".repeat(16) }),
      ],
      (_l, v, m) =>
        v === "a".repeat(16) && m === Math.floor(at("2026-11-23T10:00:00Z") / 60_000) ? 99 : 0,
    );
    expect(later.days[0].clicks.get("button:0")).toBe(2);
  });

  it("lets one visitor add at least 20 events a minute (issue 23: a busy reader is not cut short)", () => {
    expect(STATS_EVENTS_PER_MINUTE).toBeGreaterThanOrEqual(20);
    const minute = Array.from({ length: 20 }, (_, i) =>
      ev({ kind: "click", target: "card:1", at: at("2026-11-23T10:00:00Z") + i * 2_000 }),
    );
    const agg = aggregateEvents(minute);
    expect(agg.dropped).toBe(0);
    expect(agg.days[0].clicks.get("card:1")).toBe(20);
  });
});

describe("event rules", () => {
  it("accepts only the two buttons and the cards as click targets", () => {
    for (const t of ["button:0", "button:1", "card:0", "card:8"])
      expect(isClickTarget(t), t).toBe(true);
    for (const t of ["button:2", "card:9", "card:10", "card:-1", "link", "", "button:0 "])
      expect(isClickTarget(t), t).toBe(false);
  });

  it("parses well-formed events and refuses anything else", () => {
    expect(parseStatsEvent(ev({ country: "DE", referrer: "ya.ru" }))).toMatchObject({
      country: "DE",
    });
    expect(parseStatsEvent({ ...ev(), country: "Germany" })!.country).toBe("unknown");
    expect(parseStatsEvent({ ...ev(), landing: "../x" })).toBeNull();
    expect(parseStatsEvent({ ...ev(), visitor: "203.0.113.5" })).toBeNull();
    expect(parseStatsEvent({ ...ev(), kind: "click", target: "anything" })).toBeNull();
    expect(parseStatsEvent({ ...ev(), target: "button:0" })).toBeNull();
    expect(parseStatsEvent("view")).toBeNull();
  });

  it("keeps the referrer's domain only, not the page's own host", () => {
    expect(referrerDomain("https://www.Google.com/search?q=secret", "pub.example")).toBe(
      "google.com",
    );
    expect(referrerDomain("https://pub.example/l/x", "pub.example")).toBe("");
    expect(referrerDomain("android-app://org.telegram", "pub.example")).toBe("");
    expect(referrerDomain(null, "pub.example")).toBe("");
  });

  it("offers 7, 30 and 90 days as UTC days ending today", () => {
    expect(statsDays("7")).toBe(7);
    expect(statsDays("90")).toBe(90);
    expect(statsDays("365")).toBe(30);
    expect(statsDays(null)).toBe(30);
    const r = dayRange(new Date("2026-11-23T00:30:00Z"), 7);
    expect(r).toHaveLength(7);
    expect(r[0]).toBe("2026-11-17");
    expect(r[6]).toBe("2026-11-23");
  });
});
