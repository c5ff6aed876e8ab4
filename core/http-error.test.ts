import { describe, expect, it } from "vitest";
import { HttpError, methodNotAllowedError, reasonPhraseError } from "./http-error";

describe("HttpError", () => {
  it("has the code as error, then its values, when there is no text", () => {
    const e = new HttpError(409, "staleDraft", { updatedAt: "2026-01-01T00:00:00.000Z" });
    expect(e.status).toBe(409);
    expect(e.message).toBe("staleDraft");
    expect(e.body).toEqual({
      error: "staleDraft",
      code: "staleDraft",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(e.headers).toEqual({});
  });

  it("keeps a SPEC text in error and the key in code", () => {
    const e = new HttpError(
      400,
      "invalidJson",
      { field: "qas" },
      { text: "Invalid JSON format for field 'qas'" },
    );
    expect(e.body).toEqual({
      error: "Invalid JSON format for field 'qas'",
      code: "invalidJson",
      field: "qas",
    });
    expect(e.message).toBe("Invalid JSON format for field 'qas'");
  });

  it("is an Error, so a bug's stack and a plain catch still see it", () => {
    const e = new HttpError(404, "notFound");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("HttpError");
  });
});

describe("methodNotAllowedError", () => {
  it("is 405 methodNotAllowed with the methods in Allow", () => {
    const e = methodNotAllowedError(["GET", "POST"]);
    expect(e.status).toBe(405);
    expect(e.body).toEqual({ error: "methodNotAllowed", code: "methodNotAllowed" });
    expect(e.headers).toEqual({ Allow: "GET, POST" });
    expect(methodNotAllowedError("POST").headers).toEqual({ Allow: "POST" });
  });
});

describe("reasonPhraseError", () => {
  it("keeps the reason phrase older callers read in error, with the key in code", () => {
    expect(reasonPhraseError(401).body).toEqual({ error: "Unauthorized", code: "unauthorized" });
    expect(reasonPhraseError(403).body).toEqual({ error: "Forbidden", code: "forbidden" });
    const missing = reasonPhraseError(404);
    expect([missing.status, missing.body]).toEqual([404, { error: "Not found", code: "notFound" }]);
  });
});
