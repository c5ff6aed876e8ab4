import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  API_TIMEOUT_MS,
  FLASH_COOKIE,
  installFetchGuards,
  isNoResponse,
  SESSION_ENDED_EVENT,
  type GuardedInit,
} from "./fetch-guards";

/** A window just big enough for the guard: location, cookies, events and a scripted fetch. */
function fakeWindow(path = "/e/123", respond?: (req: Request) => Promise<Response>) {
  const sent: Request[] = [];
  const assigned: string[] = [];
  const events: string[] = [];
  const cookies: string[] = ["XSRF-TOKEN=tok"];
  const win = {
    location: {
      href: `https://app.test${path}`,
      origin: "https://app.test",
      pathname: path.split("?")[0],
      search: path.includes("?") ? path.slice(path.indexOf("?")) : "",
      assign: (u: string) => assigned.push(u),
    },
    document: {
      get cookie() {
        return cookies.join("; ");
      },
      set cookie(v: string) {
        cookies.push(v.split(";")[0]);
      },
    },
    dispatchEvent: (e: Event) => {
      events.push(e.type);
      return true;
    },
    fetch: (req: Request) => {
      sent.push(req);
      return respond ? respond(req) : Promise.resolve(new Response("{}", { status: 200 }));
    },
  };
  installFetchGuards(win as unknown as Window & typeof globalThis);
  return {
    fetch: win.fetch as unknown as (input: string, init?: GuardedInit) => Promise<Response>,
    sent,
    assigned,
    events,
    cookies,
  };
}

const flashOf = (cookies: string[]) => {
  const raw = cookies.find((c) => c.startsWith(`${FLASH_COOKIE}=`))!.split("=")[1];
  return JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
};

describe("fetch guard: 30 s timeout (issue 11 #5)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A server that never answers: only an abort ends the call. */
  const hang = (req: Request) =>
    new Promise<Response>((_, reject) =>
      req.signal.addEventListener("abort", () => reject(req.signal.reason)),
    );

  it("aborts an /api/ call that gets no answer within 30 s, as a TimeoutError", async () => {
    const w = fakeWindow("/e/1", hang);
    const call = w.fetch("/api/landings/1/setState", { method: "POST", body: "{}" });
    const settled = vi.fn();
    call.then(settled, settled);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await call.catch((e: unknown) => e);
    expect((error as Error).name).toBe("TimeoutError");
    expect(isNoResponse(error)).toBe(true);
  });

  it("keeps the caller's own abort signal working and leaves non-API requests alone", async () => {
    const w = fakeWindow("/e/1", hang);
    const own = new AbortController();
    const call = w.fetch("/api/live-preview?uuid=1", { signal: own.signal });
    own.abort(new DOMException("newer request", "AbortError"));
    expect(((await call.catch((e: unknown) => e)) as Error).name).toBe("AbortError");

    const page = w.fetch("/landings?_data=root");
    const settled = vi.fn();
    page.then(settled, settled);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS * 2);
    expect(settled).not.toHaveBeenCalled();
  });

  it("a failed network call counts as no response; an HTTP error does not", () => {
    expect(isNoResponse(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNoResponse(new DOMException("x", "AbortError"))).toBe(true);
    expect(isNoResponse(new Error("500"))).toBe(false);
  });
});

describe("fetch guard: a 401 ends the session (issue 11 #3, #7)", () => {
  const unauthorized = () =>
    Promise.resolve(Response.json({ error: "Unauthorized" }, { status: 401 }));

  it("tells the page, flashes 'session expired' and goes to Login with the way back", async () => {
    const w = fakeWindow("/e/abc?publish=1", unauthorized);
    const res = await w.fetch("/api/landings/abc/setState", { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
    expect(w.events).toEqual([SESSION_ENDED_EVENT]);
    expect(w.assigned).toEqual([`/login?redirectTo=${encodeURIComponent("/e/abc?publish=1")}`]);
    expect(flashOf(w.cookies)).toEqual([{ type: "error", key: "common:sessionExpired" }]);
    // the XSRF header still went out
    expect(w.sent[0].headers.get("x-xsrf-token")).toBe("tok");
  });

  it("any same-origin 401 counts, once; a call may choose its own message", async () => {
    const w = fakeWindow("/landings", unauthorized);
    await w.fetch("/api/landings/", {
      method: "POST",
      vitrina: { sessionLostKey: "landings:pleaseLogin" },
    });
    await w.fetch("/a/confirm", { method: "POST" });
    expect(w.assigned).toEqual([`/login?redirectTo=${encodeURIComponent("/landings")}`]);
    expect(flashOf(w.cookies)).toEqual([{ type: "error", key: "landings:pleaseLogin" }]);
  });

  it("wrong credentials are not a lost session", async () => {
    const w = fakeWindow("/login", unauthorized);
    await w.fetch("/api/auth/login", { method: "POST" });
    const other = fakeWindow("/register", unauthorized);
    await other.fetch("/api/auth/login", { method: "POST" });
    expect([...w.assigned, ...other.assigned]).toEqual([]);
  });
});
