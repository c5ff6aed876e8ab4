import { describe, expect, it } from "vitest";
import { createHttpGate, GATE_ANSWERS, MAX_BODY_BYTES, MAX_FORM_BYTES } from "./gate";
import { crossOrigin, validHost } from "./origin";

/**
 * The gate's rules without a server: what it answers, in which order, and how
 * a passed body goes on. scripts/server.test.ts and session-gate.test.ts
 * check the same over HTTP.
 */

const APP_URL = "http://localhost:3999";
const gateWith = (live: boolean) =>
  createHttpGate({
    appUrl: APP_URL,
    machinePaths: ["/api/payments/test/webhook", "/api/unsubscribe/"],
    hasLiveSession: () => Promise.resolve(live),
    xsrf: {
      header: "x-xsrf-token",
      field: "_xsrf",
      isValid: (_request, submitted) => Promise.resolve(submitted === "good"),
    },
  });
const request = (method: string, path: string, headers: Record<string, string> = {}) => ({
  method,
  url: new URL(path, APP_URL),
  headers: new Headers(headers),
});

describe("createHttpGate", () => {
  it("passes reads without a body and machine paths with a capped body, unchecked", async () => {
    const gate = gateWith(false);
    expect(await gate.admit(request("GET", "/api/admin/users"))).toEqual({ body: "none" });
    expect(await gate.admit(request("POST", "/api/unsubscribe/1.newsletter.sig"))).toEqual({
      body: "stream",
      limit: MAX_FORM_BYTES,
      token: false,
    });
  });

  it("refuses in order: no live session (401), then another origin (403)", async () => {
    const foreign = { origin: "https://evil.example" };
    expect(await gateWith(false).admit(request("POST", "/api/landings", foreign))).toEqual({
      refuse: GATE_ANSWERS.sessionExpired,
    });
    expect(await gateWith(true).admit(request("POST", "/api/landings", foreign))).toEqual({
      refuse: GATE_ANSWERS.crossOrigin,
    });
    expect(await gateWith(false).admit(request("POST", "/api/auth/login", foreign))).toEqual({
      refuse: GATE_ANSWERS.crossOrigin,
    });
  });

  it("reads a urlencoded form whole for its token unless the header carries one", async () => {
    const gate = gateWith(true);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect(await gate.admit(request("POST", "/api/auth/login", form))).toEqual({
      body: "form",
      limit: MAX_FORM_BYTES,
      token: true,
    });
    const withHeader = { ...form, "x-xsrf-token": "good" };
    expect(await gate.admit(request("POST", "/api/auth/login", withHeader))).toEqual({
      body: "stream",
      limit: MAX_BODY_BYTES,
      token: true,
    });
    const huge = { "content-length": String(MAX_BODY_BYTES + 1) };
    expect(await gate.admit(request("PUT", "/api/landings/x", huge))).toEqual({
      refuse: GATE_ANSWERS.fileTooLarge,
    });
  });

  it("checks the token from the header, or from the form's field", async () => {
    const gate = gateWith(true);
    expect(await gate.checkToken(request("POST", "/x", { "x-xsrf-token": "good" }), null)).toBe(
      null,
    );
    expect(await gate.checkToken(request("POST", "/x"), null)).toBe(GATE_ANSWERS.invalidXsrf);
    expect(await gate.checkToken(request("POST", "/x"), "a=1&_xsrf=good")).toBe(null);
    expect(await gate.checkToken(request("POST", "/x"), "_xsrf=bad")).toBe(
      GATE_ANSWERS.invalidXsrf,
    );
  });
});

describe("origin rules", () => {
  it("a write from another origin or site is cross-origin; none named is not", () => {
    const judge = (h: Record<string, string>) => crossOrigin(new Headers(h), APP_URL);
    expect(judge({})).toBe(false);
    expect(judge({ origin: APP_URL })).toBe(false);
    expect(judge({ origin: "https://page.example" })).toBe(true);
    expect(judge({ "sec-fetch-site": "same-origin" })).toBe(false);
    expect(judge({ "sec-fetch-site": "same-site" })).toBe(true);
    expect(judge({ "sec-fetch-site": "cross-site" })).toBe(true);
  });

  it("a Host must be exactly a host and an optional port", () => {
    expect(validHost(undefined)).toBe(true);
    expect(validHost("localhost:3000")).toBe(true);
    expect(validHost("[::1]:80")).toBe(true);
    expect(validHost("a b")).toBe(false);
    expect(validHost("host/path")).toBe(false);
    expect(validHost("")).toBe(false);
  });
});
