import { describe, expect, it } from "vitest";
import {
  LEADS_INGEST_SKEW_MS,
  LEADS_SIGNATURE_HEADER,
  LEADS_TIMESTAMP_HEADER,
  readViewTime,
  signLeadIngest,
  signViewTime,
  verifyLeadIngest,
} from "./ingest";

const secret = "k".repeat(64);
const now = new Date("2026-11-27T10:00:00Z");

async function check(body: string, headers: Record<string, string>, at = now, key = secret) {
  return verifyLeadIngest(
    key,
    body,
    headers[LEADS_TIMESTAMP_HEADER],
    headers[LEADS_SIGNATURE_HEADER],
    at,
  );
}

describe("the relay's signature (issue 24)", () => {
  it("accepts its own signature within the skew window, either way", async () => {
    const h = await signLeadIngest(secret, '{"a":1}', now);
    expect(await check('{"a":1}', h)).toBe(true);
    expect(await check('{"a":1}', h, new Date(now.getTime() + LEADS_INGEST_SKEW_MS))).toBe(true);
    expect(await check('{"a":1}', h, new Date(now.getTime() - LEADS_INGEST_SKEW_MS))).toBe(true);
  });

  it("refuses another secret, another body, another time, a stale one and missing headers", async () => {
    const h = await signLeadIngest(secret, '{"a":1}', now);
    expect(await check('{"a":1}', h, now, "x".repeat(64))).toBe(false);
    expect(await check('{"a":2}', h)).toBe(false);
    expect(
      await check('{"a":1}', { ...h, [LEADS_TIMESTAMP_HEADER]: String(now.getTime() + 1) }),
    ).toBe(false);
    expect(await check('{"a":1}', h, new Date(now.getTime() + LEADS_INGEST_SKEW_MS + 1))).toBe(
      false,
    );
    expect(await verifyLeadIngest(secret, '{"a":1}', null, h[LEADS_SIGNATURE_HEADER], now)).toBe(
      false,
    );
    expect(await verifyLeadIngest(secret, '{"a":1}', h[LEADS_TIMESTAMP_HEADER], null, now)).toBe(
      false,
    );
    expect(
      await verifyLeadIngest(
        "",
        '{"a":1}',
        h[LEADS_TIMESTAMP_HEADER],
        h[LEADS_SIGNATURE_HEADER],
        now,
      ),
    ).toBe(false);
  });
});

describe("the view time `_ts`", () => {
  it("reads back the time it was signed at, and nothing from a forged or foreign value", async () => {
    const ts = await signViewTime(secret, now);
    expect(await readViewTime(secret, ts)).toBe(now.getTime());
    expect(await readViewTime("x".repeat(64), ts)).toBeNull();
    const [, mac] = ts.split(".");
    expect(await readViewTime(secret, `${now.getTime() - 60_000}.${mac}`)).toBeNull();
    expect(await readViewTime(secret, String(now.getTime()))).toBeNull();
    expect(await readViewTime(secret, undefined)).toBeNull();
  });
});
