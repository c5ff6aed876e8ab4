import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { insertUser } from "../../../db/queries/users";
import { checkToken, consumeToken, issueToken, TOKEN_TTL_MS } from "./tokens.server";
import { sha256Hex } from "../platform/index.server";

let db: DB;
let userId: number;
const t0 = new Date("2026-03-01T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

beforeEach(async () => {
  db = await createTestDb();
  userId = await insertUser(db, {
    name: "A",
    email: "a@x.io",
    phone: "",
    password_hash: "h",
    created_at: t0.toISOString(),
  });
});

describe("one-time tokens", () => {
  it("are long random strings stored only as a sha256", async () => {
    const token = await issueToken(db, userId, "password_reset", t0);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await db.selectFrom("one_time_tokens").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("reset links last one hour, confirmation links 48 hours", async () => {
    expect(TOKEN_TTL_MS.password_reset).toBe(3_600_000);
    const reset = await issueToken(db, userId, "password_reset", t0);
    const confirm = await issueToken(db, userId, "email_confirm", t0);
    expect((await checkToken(db, "password_reset", reset, at(3_599_000))).ok).toBe(true);
    expect(await checkToken(db, "password_reset", reset, at(3_600_000))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect((await checkToken(db, "email_confirm", confirm, at(47 * 3_600_000))).ok).toBe(true);
    expect(await checkToken(db, "email_confirm", confirm, at(48 * 3_600_000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("are single use", async () => {
    const token = await issueToken(db, userId, "password_reset", t0);
    expect((await consumeToken(db, "password_reset", token, t0)).ok).toBe(true);
    expect(await consumeToken(db, "password_reset", token, t0)).toEqual({
      ok: false,
      reason: "used",
    });
  });

  it("do not cross kinds, and unknown or empty tokens are invalid", async () => {
    const token = await issueToken(db, userId, "email_confirm", t0);
    expect(await checkToken(db, "password_reset", token, t0)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await checkToken(db, "password_reset", "nope", t0)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await checkToken(db, "password_reset", "", t0)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("a newer link supersedes an older one of the same kind", async () => {
    const first = await issueToken(db, userId, "password_reset", t0);
    const second = await issueToken(db, userId, "password_reset", at(1000));
    expect((await checkToken(db, "password_reset", first, at(2000))).ok).toBe(false);
    expect((await checkToken(db, "password_reset", second, at(2000))).ok).toBe(true);
  });
});
