import { describe, expect, it } from "vitest";
import {
  clearToastCookie,
  getToasts,
  jsonWithToast,
  redirectWithToast,
  TOAST_COOKIE,
} from "./toast.server";

function cookieFrom(setCookie: string): string {
  return setCookie.split(";")[0];
}

describe("flash toasts", () => {
  it("round-trips a toast through a redirect's cookie and clears it once read", () => {
    const res = redirectWithToast("/landings", {
      type: "success",
      key: "landings:deleteSuccess",
      values: { n: 2 },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/landings");
    const set = res.headers.get("Set-Cookie")!;
    expect(set).toMatch(new RegExp(`^${TOAST_COOKIE}=`));
    expect(set).toContain("HttpOnly");

    const { toasts, setCookie } = getToasts(
      new Request("http://x/", { headers: { Cookie: cookieFrom(set) } }),
    );
    expect(toasts).toEqual([{ type: "success", key: "landings:deleteSuccess", values: { n: 2 } }]);
    expect(setCookie).toBe(clearToastCookie);
  });

  it("keeps other Set-Cookie headers passed in init", () => {
    const headers = new Headers({ "Set-Cookie": "vitrina_session=; Max-Age=0" });
    const res = redirectWithToast(
      "/login",
      { type: "error", key: "common:sessionExpired" },
      { headers },
    );
    expect(res.headers.getSetCookie()).toHaveLength(2);
  });

  it("returns JSON with the toast cookie for actions and API routes", async () => {
    const res = jsonWithToast(
      { ok: true },
      { type: "info", key: "common:languageChanged" },
      { status: 201 },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("Set-Cookie")).toMatch(new RegExp(`^${TOAST_COOKIE}=`));
  });

  it("gives nothing without the cookie and drops a forged or malformed one", () => {
    expect(getToasts(new Request("http://x/"))).toEqual({ toasts: [], setCookie: null });
    const bad = Buffer.from(JSON.stringify([{ type: "success", key: "<img src=x>" }])).toString(
      "base64url",
    );
    const r1 = getToasts(
      new Request("http://x/", { headers: { Cookie: `${TOAST_COOKIE}=${bad}` } }),
    );
    expect(r1.toasts).toEqual([]);
    expect(r1.setCookie).toBe(clearToastCookie);
    const r2 = getToasts(new Request("http://x/", { headers: { Cookie: `${TOAST_COOKIE}=%%%` } }));
    expect(r2.toasts).toEqual([]);
  });
});
