import { describe, expect, it } from "vitest";
import { HttpError } from "../../../core/http-error";
import { errorResponse, methodNotAllowed } from "./http-error.server";

describe("errorResponse", () => {
  it("answers an HttpError as its JSON body, status and headers", async () => {
    const res = errorResponse(
      new HttpError(429, "quotaExceeded", { limit: 10 }, { headers: { "Retry-After": "60" } }),
    );
    expect(res.status).toBe(429);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(await res.json()).toEqual({ error: "quotaExceeded", code: "quotaExceeded", limit: 10 });
  });

  it("rethrows anything else: a thrown Response keeps Remix's handling, a bug its boundary", () => {
    const thrown = new Response(null, { status: 401 });
    expect(() => errorResponse(thrown)).toThrow(expect.objectContaining({ status: 401 }));
    const bug = new TypeError("x is undefined");
    expect(() => errorResponse(bug)).toThrow(bug);
  });
});

describe("methodNotAllowed", () => {
  it("is a 405 JSON answer with Allow", async () => {
    const res = methodNotAllowed(["GET", "PUT", "DELETE"]);
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, PUT, DELETE");
    expect(await res.json()).toEqual({ error: "methodNotAllowed", code: "methodNotAllowed" });
  });
});
