import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, paymentCspFor } from "../entry.server";
import { createMercuryoProvider } from "../services/payments/drivers/mercuryo.server";
import { TOAST_COOKIE } from "../services/platform/toast.server";
import { XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER } from "../services/accounts/xsrf.server";
import { initials } from "./avatar-menu";
import { FLASH_COOKIE, readCookie } from "./fetch-guards";
import { isNavBarHidden } from "./nav-bar";
import { appendToasts, MAX_TOASTS, type Toast } from "./toasts";
import { XSRF_COOKIE_NAME, XSRF_FIELD_NAME, XSRF_HEADER_NAME } from "./xsrf-field";

describe("browser-side names match the server's", () => {
  it("XSRF field, cookie and header", () => {
    expect(XSRF_FIELD_NAME).toBe(XSRF_FIELD);
    expect(XSRF_COOKIE_NAME).toBe(XSRF_COOKIE);
    expect(XSRF_HEADER_NAME.toLowerCase()).toBe(XSRF_HEADER.toLowerCase());
    expect(FLASH_COOKIE).toBe(TOAST_COOKIE);
  });
});

describe("nav bar visibility (SPEC §2)", () => {
  it.each([
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password/abc",
    "/a/confirm",
    "/l/shop",
    "/admin",
    "/admin/users",
  ])("hidden on %s", (p) => expect(isNavBarHidden(p)).toBe(true));
  it.each([
    "/landings",
    "/s/",
    "/s",
    "/settings",
    "/e/123",
    "/createLanding",
    "/administrator-guide",
    "/loginx",
  ])("shown on %s", (p) => expect(isNavBarHidden(p)).toBe(false));
});

describe("avatar initials", () => {
  it("takes the first letters of two words, upper-cased", () => {
    expect(initials("анна мария петрова")).toBe("АМ");
    expect(initials("Budi")).toBe("B");
    expect(initials("  ", "zoe@example.com")).toBe("Z");
    expect(initials("", "")).toBe("?");
  });
});

describe("toast stack", () => {
  const mk = (i: number): Toast => ({ id: `t${i}`, type: "info", message: `m${i}` });
  it("keeps at most 20, dropping the oldest", () => {
    let stack: Toast[] = [];
    for (let i = 0; i < 25; i++) stack = appendToasts(stack, [mk(i)]);
    expect(stack).toHaveLength(MAX_TOASTS);
    expect(stack[0].id).toBe("t5");
    expect(stack.at(-1)!.id).toBe("t24");
  });
  it("shows a server toast id only once", () => {
    const once = appendToasts([], [mk(1)]);
    expect(appendToasts(once, [mk(1)])).toBe(once);
  });
});

describe("document CSP", () => {
  it("locks scripts to self plus the nonce and allows the public origin for images and frames", () => {
    const csp = contentSecurityPolicy("abc123", "http://localhost:8787/");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:8787");
    expect(csp).toContain("frame-src 'self' http://localhost:8787");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("base-uri 'self'");
  });
});

describe("cookie reading in the browser", () => {
  it("finds a cookie by exact name and decodes it", () => {
    expect(readCookie("a=1; XSRF-TOKEN=ab%2Bc.d; b=2", "XSRF-TOKEN")).toBe("ab+c.d");
    expect(readCookie("XXSRF-TOKEN=no", "XSRF-TOKEN")).toBeNull();
  });
});

describe("payment widget CSP", () => {
  const provider = createMercuryoProvider({
    widgetId: "w",
    widgetSecret: "secret",
    callbackSignKey: "sign-key-0123456789",
    widgetUrl: "https://widget.mercuryo.io",
    scriptUrl: "https://widget.mercuryo.io/embed.2.1.js",
  });
  const cspOf = (path: string) =>
    contentSecurityPolicy("n", "http://127.0.0.1:8787", paymentCspFor(path, provider));
  const directive = (csp: string, name: string) =>
    csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

  it("lets the configured provider's script and frame origins into /s only", () => {
    for (const path of ["/s", "/s/"]) {
      const csp = cspOf(path);
      expect(directive(csp, "script-src")).toContain("https://widget.mercuryo.io");
      expect(directive(csp, "frame-src")).toContain("https://widget.mercuryo.io");
      expect(directive(csp, "script-src")).toContain("'nonce-n'");
    }
  });

  it("keeps every other page's CSP free of the provider", () => {
    for (const path of [
      "/",
      "/login",
      "/register",
      "/landings",
      "/e/5f0c",
      "/createLanding",
      "/settings",
      "/admin/users",
      "/subscription-successful",
      "/terms",
      "/payments/test/checkout/ord_1",
      "/s/x",
      "/sx",
    ]) {
      expect(cspOf(path)).not.toContain("mercuryo");
    }
  });

  it("adds nothing when payments are off", () => {
    expect(contentSecurityPolicy("n", null, paymentCspFor("/s", null))).not.toContain("https:");
  });
});
