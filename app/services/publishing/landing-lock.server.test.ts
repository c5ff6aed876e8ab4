import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { LANDING_LEASE_MS, takeLeases, withLandingLock } from "./landing-lock.server";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: DB;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe("withLandingLock", () => {
  it("runs one landing's writes one after another, in the order they asked", async () => {
    const log: string[] = [];
    const slowOld = withLandingLock(db, "a", async () => {
      log.push("re-render reads v1");
      await tick(30);
      log.push("re-render writes v1");
    });
    const publish = withLandingLock(db, "a", async () => {
      log.push("publish writes v2");
    });
    await Promise.all([slowOld, publish]);
    // The later publish is the last write: the page ends on v2.
    expect(log).toEqual(["re-render reads v1", "re-render writes v1", "publish writes v2"]);
  });

  it("does not hold other landings back, and a failed write does not block the next", async () => {
    const log: string[] = [];
    const a = withLandingLock(db, "a", async () => {
      await tick(30);
      log.push("a");
    });
    const b = withLandingLock(db, "b", async () => {
      log.push("b");
    });
    const failed = withLandingLock(db, "c", async () => {
      throw new Error("bucket down");
    });
    const next = withLandingLock(db, "c", async () => "written");
    await expect(failed).rejects.toThrow("bucket down");
    expect(await next).toBe("written");
    await Promise.all([a, b]);
    expect(log).toEqual(["b", "a"]);
  });

  it("waits while another process holds the landing's lease, and runs once it is given back", async () => {
    // Another app server (or a rebuild) holds "d": only the database says so.
    const other = await takeLeases(db, ["d"]);
    expect([...other.taken]).toEqual(["d"]);
    const log: string[] = [];
    const publish = withLandingLock(db, "d", async () => void log.push("publish"));
    await tick(60);
    expect(log).toEqual([]);
    log.push("other server done");
    await other.release();
    await publish;
    expect(log).toEqual(["other server done", "publish"]);
  });

  it("takes over the lease of a holder that never gave it back, once it has expired", async () => {
    // A process that crashed holding "e" an hour ago.
    const crashed = await takeLeases(db, ["e"], Date.now() - 3_600_000);
    expect(crashed.taken.has("e")).toBe(true);
    const started = Date.now();
    expect(await withLandingLock(db, "e", async () => "written")).toBe("written");
    expect(Date.now() - started).toBeLessThan(LANDING_LEASE_MS);
  });
});

describe("takeLeases", () => {
  it("takes a chunk's leases in one go, leaving out those another holder has", async () => {
    const held = await takeLeases(db, ["f2"]);
    const chunk = await takeLeases(db, ["f1", "f2", "f3"]);
    expect([...chunk.taken].sort()).toEqual(["f1", "f3"]);
    // Releasing gives back only the holder's own.
    await chunk.release();
    expect([...(await takeLeases(db, ["f1", "f2", "f3"])).taken].sort()).toEqual(["f1", "f3"]);
    await held.release();
    expect([...(await takeLeases(db, ["f2"])).taken]).toEqual(["f2"]);
  });
});
