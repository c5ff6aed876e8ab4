import { afterEach, describe, expect, it } from "vitest";
import { defaultLogLevel, getLogLevel, log, setLogLevel, setLogSink } from "./log.server";
import { isSaneRequestId, loggablePath, requestIdFor } from "./request-id.server";

afterEach(() => {
  setLogSink(undefined);
  setLogLevel(defaultLogLevel());
});

function capture(): string[] {
  const lines: string[] = [];
  setLogSink((l) => lines.push(l));
  return lines;
}

describe("log", () => {
  it("is silent under vitest unless LOG_LEVEL says otherwise; info elsewhere", () => {
    expect(getLogLevel()).toBe(process.env.LOG_LEVEL ? getLogLevel() : "silent");
    expect(defaultLogLevel({ VITEST: "true" })).toBe("silent");
    expect(defaultLogLevel({})).toBe("info");
    expect(defaultLogLevel({ LOG_LEVEL: "WARN" })).toBe("warn");
    expect(defaultLogLevel({ LOG_LEVEL: "loud" })).toBe("info");
  });

  it("writes one JSON object per line with t, level, msg and the fields", () => {
    const lines = capture();
    setLogLevel("info");
    log.info("request", { id: "abc", status: 200, skipped: undefined });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", msg: "request", id: "abc", status: 200 });
    expect(new Date(entry.t as string).toISOString()).toBe(entry.t);
    expect("skipped" in entry).toBe(false);
  });

  it("drops lines under the level; silent drops all", () => {
    const lines = capture();
    setLogLevel("warn");
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(["w", "e"]);
    setLogLevel("silent");
    log.error("nothing");
    expect(lines).toHaveLength(2);
  });

  it("children carry their fields; errors become name/message/stack; fields never replace t/level/msg", () => {
    const lines = capture();
    setLogLevel("debug");
    log.child({ task: 7 }).error("boom", { error: new TypeError("bad"), msg: "forged" });
    const entry = JSON.parse(lines[0]) as { msg: string; task: number; error: { name: string } };
    expect(entry.msg).toBe("boom");
    expect(entry.task).toBe(7);
    expect(entry.error).toMatchObject({ name: "TypeError", message: "bad" });
  });

  it("a newline in a field cannot start a second line", () => {
    const lines = capture();
    setLogLevel("info");
    log.info("x", { path: '/a\n{"level":"error"}' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
  });
});

describe("request id", () => {
  it("takes a trusted proxy's sane id, otherwise makes a UUID", () => {
    expect(requestIdFor("lb-1234.abc", true)).toBe("lb-1234.abc");
    expect(requestIdFor(["a1", "b2"], true)).toBe("a1");
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdFor("lb-1234", false)).toMatch(uuid);
    expect(requestIdFor(undefined, true)).toMatch(uuid);
    expect(requestIdFor("x".repeat(129), true)).toMatch(uuid);
    expect(requestIdFor("has space", true)).toMatch(uuid);
    expect(requestIdFor('"quote', true)).toMatch(uuid);
    expect(requestIdFor("", true)).toMatch(uuid);
    expect(requestIdFor("a", false)).not.toBe(requestIdFor("a", false));
  });

  it("sane ids: letters, digits and a few separators, at most 128", () => {
    expect(isSaneRequestId("0f1e2d3c-aaaa-bbbb-cccc-1234567890ab")).toBe(true);
    expect(isSaneRequestId("Root=1-67891233-abcdef012345678912345678")).toBe(true);
    expect(isSaneRequestId("-leading-dash")).toBe(false);
    expect(isSaneRequestId("a\r\nb")).toBe(false);
  });
});

describe("loggablePath", () => {
  it("keeps ordinary paths and UUIDs; drops the query; hides token-like segments", () => {
    expect(loggablePath("/api/landings/9b2f3c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f")).toBe(
      "/api/landings/9b2f3c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
    );
    expect(loggablePath("/login?next=/s")).toBe("/login");
    const token = "Qk3x9_-aZ0b1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q6r";
    expect(loggablePath(`/a/confirm/${token}`)).toBe("/a/confirm/:token");
    expect(loggablePath(`/api/unsubscribe/12.system.${token}`)).toBe("/api/unsubscribe/:token");
  });
});
