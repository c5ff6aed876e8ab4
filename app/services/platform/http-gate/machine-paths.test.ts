import { describe, expect, it } from "vitest";
import { machinePathMatcher, machinePaths } from "./machine-paths";

describe("machine-path allow-list (XSRF/Origin gate exemptions)", () => {
  it("names the payment webhook (when payments are on), the unsubscribe prefix, the stats ingest, the leads ingest and the Telegram webhook", () => {
    expect(machinePaths({ payments: { provider: "off" } } as never)).toEqual([
      "/api/unsubscribe/",
      "/api/internal/stats",
      "/api/internal/leads",
      "/api/telegram/webhook",
    ]);
    expect(machinePaths({ payments: { provider: "test" } } as never)).toEqual([
      "/api/payments/test/webhook",
      "/api/unsubscribe/",
      "/api/internal/stats",
      "/api/internal/leads",
      "/api/telegram/webhook",
    ]);
  });

  it("exact entries match exactly; a trailing-slash entry admits exactly one more segment", () => {
    const exempt = machinePathMatcher(["/api/payments/test/webhook", "/api/unsubscribe/"]);
    expect(exempt("/api/payments/test/webhook")).toBe(true);
    expect(exempt("/api/payments/test/webhook/")).toBe(false);
    expect(exempt("/api/payments/test")).toBe(false);
    expect(exempt("/api/unsubscribe/12.newsletter.sig")).toBe(true);
    expect(exempt("/api/unsubscribe/")).toBe(false);
    expect(exempt("/api/unsubscribe")).toBe(false);
    expect(exempt("/api/unsubscribe/a/b")).toBe(false);
    expect(exempt("/api/unsubscribeX/a")).toBe(false);
    expect(exempt("/api/auth/settings")).toBe(false);
  });

  it("judges the normalised path the app routes on (dot segments resolved first)", () => {
    const exempt = machinePathMatcher(["/api/unsubscribe/"]);
    for (const raw of [
      "/api/unsubscribe/../auth/settings",
      "/api/unsubscribe/%2e%2e/auth/avatar",
    ]) {
      const pathname = new URL(raw, "http://localhost").pathname;
      expect(exempt(pathname), raw).toBe(false);
    }
  });

  it("an empty list exempts nothing; a bare '/' is not a prefix for everything", () => {
    expect(machinePathMatcher([])("/api/unsubscribe/x")).toBe(false);
    expect(machinePathMatcher(["/"])("/anything")).toBe(false);
  });
});
