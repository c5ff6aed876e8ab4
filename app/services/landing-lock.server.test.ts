import { describe, expect, it } from "vitest";
import { withLandingLock } from "./landing-lock.server";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("withLandingLock", () => {
  it("runs one landing's writes one after another, in the order they asked", async () => {
    const log: string[] = [];
    const slowOld = withLandingLock("a", async () => {
      log.push("re-render reads v1");
      await tick(30);
      log.push("re-render writes v1");
    });
    const publish = withLandingLock("a", async () => {
      log.push("publish writes v2");
    });
    await Promise.all([slowOld, publish]);
    // The later publish is the last write: the page ends on v2.
    expect(log).toEqual(["re-render reads v1", "re-render writes v1", "publish writes v2"]);
  });

  it("does not hold other landings back, and a failed write does not block the next", async () => {
    const log: string[] = [];
    const a = withLandingLock("a", async () => {
      await tick(30);
      log.push("a");
    });
    const b = withLandingLock("b", async () => {
      log.push("b");
    });
    const failed = withLandingLock("c", async () => {
      throw new Error("bucket down");
    });
    const next = withLandingLock("c", async () => "written");
    await expect(failed).rejects.toThrow("bucket down");
    expect(await next).toBe("written");
    await Promise.all([a, b]);
    expect(log).toEqual(["b", "a"]);
  });
});
