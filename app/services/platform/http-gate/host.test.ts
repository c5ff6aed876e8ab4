import { describe, expect, it } from "vitest";
import { hostRedirect, refusalFor } from "./host";

/** Issue 29: the app opened at 127.0.0.1 while APP_URL names localhost. */
const APP_URL = "http://localhost:3100";
const at = (
  href: string,
  { method = "GET", viaProxy = false, headers = {} as Record<string, string> } = {},
) => hostRedirect({ method, url: new URL(href), headers: new Headers(headers), viaProxy }, APP_URL);

describe("hostRedirect", () => {
  it("sends a page asked for on another name to the same path and query on APP_URL", () => {
    expect(at("http://127.0.0.1:3100/login?redirectTo=%2Fsettings")).toBe(
      "http://localhost:3100/login?redirectTo=%2Fsettings",
    );
    expect(at("http://127.0.0.1:3100/register", { method: "HEAD" })).toBe(
      "http://localhost:3100/register",
    );
    expect(at("http://[::1]:3100/landings")).toBe("http://localhost:3100/landings");
  });

  it("leaves APP_URL's own hostname (any port) and its en./id. language hosts alone", () => {
    expect(at("http://localhost:3100/login")).toBeNull();
    expect(at("http://LOCALHOST:8080/login")).toBeNull();
    expect(at("http://en.localhost:3100/login")).toBeNull();
    expect(at("http://fr.localhost:3100/login")).toBe("http://localhost:3100/login");
  });

  it("never moves writes, machine calls, Remix data fetches or the host-looked-up root", () => {
    expect(at("http://127.0.0.1:3100/login", { method: "POST" })).toBeNull();
    expect(at("http://127.0.0.1:3100/api/internal/stats")).toBeNull();
    expect(at("http://127.0.0.1:3100/api/payments/test/webhook")).toBeNull();
    expect(at("http://127.0.0.1:3100/api/unsubscribe/1.newsletter.sig")).toBeNull();
    expect(at("http://127.0.0.1:3100/login.data")).toBeNull();
    expect(at("http://shop.example/")).toBeNull();
  });

  it("behind a trusted proxy judges X-Forwarded-Host, and without it does not guess", () => {
    const proxied = { viaProxy: true, headers: { "x-forwarded-host": "203.0.113.9" } };
    expect(at("http://127.0.0.1:3000/login", proxied)).toBe("http://localhost:3100/login");
    const same = { viaProxy: true, headers: { "x-forwarded-host": "localhost:3100" } };
    expect(at("http://127.0.0.1:3000/login", same)).toBeNull();
    // nginx's default Host is its upstream (127.0.0.1:3000): redirecting would loop.
    expect(at("http://127.0.0.1:3000/login", { viaProxy: true })).toBeNull();
  });
});

describe("refusalFor", () => {
  const judge = (path: string, accept?: string) =>
    refusalFor(new URL(path, APP_URL), new Headers(accept ? { accept } : {}));

  it("a browser's form (document or Remix fetch) gets a page; API callers keep JSON", () => {
    expect(judge("/login", "text/html,application/xhtml+xml,*/*;q=0.8")).toBe("page");
    expect(judge("/login.data", "*/*")).toBe("page");
    expect(judge("/api/language.data")).toBe("page");
    expect(judge("/api/landings", "application/json")).toBe("json");
    expect(judge("/api/auth/login")).toBe("json");
  });
});
