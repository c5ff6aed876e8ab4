import { describe, expect, it } from "vitest";
import { insertToken } from "../../../db/queries/one-time-tokens";
import { insertSession } from "../../../db/queries/sessions";
import { SESSION_IDLE_MS } from "../accounts/session.server";
import { runTasksOnce } from "./index.server";
import { DAY, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";

describe("sessions.sweep", () => {
  it("deletes expired or idle sessions and used or long-expired tokens only, then plans tomorrow", async () => {
    const kit = await makeTaskKit(new Date("2026-11-25T10:00:00Z"));
    const { db } = kit.ctx;
    const now = kit.ctx.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const uid = await kit.addUser("sweep@test.dev");
    const session = (id: string, lastSeen: number, expires: number) =>
      insertSession(db, {
        id,
        user_id: uid,
        xsrf_token: "x",
        impersonator_id: null,
        created_at: at(-10 * DAY),
        last_seen_at: at(lastSeen),
        expires_at: at(expires),
        ip: null,
        user_agent: null,
      });
    await session("live", -60_000, 20 * DAY);
    await session("expired", -60_000, -1);
    await session("idle", -SESSION_IDLE_MS - 1, 20 * DAY);
    const token = (hash: string, expires: number, used: number | null) =>
      insertToken(db, {
        user_id: uid,
        kind: "password_reset",
        token_hash: hash,
        created_at: at(-30 * DAY),
        expires_at: at(expires),
      }).then(() =>
        used === null
          ? undefined
          : db
              .updateTable("one_time_tokens")
              .set({ used_at: at(used) })
              .where("token_hash", "=", hash)
              .execute(),
      );
    await token("unused-live", DAY, null);
    await token("expired-yesterday", -DAY, null); // still says "expired" for a while
    await token("used-yesterday", DAY, -DAY);
    await token("expired-long-ago", -8 * DAY, null);
    await token("used-long-ago", 10 * DAY, -8 * DAY);

    const id = await kit.addTask({ name: "sessions.sweep" });
    await runTasksOnce(kit.ctx, { log: quiet });

    expect(await kit.task(id)).toMatchObject({
      status: "completed",
      result: "2 session(s), 2 token(s) deleted",
    });
    const sessions = await db.selectFrom("sessions").select("id").orderBy("id").execute();
    expect(sessions.map((s) => s.id)).toEqual(["live"]);
    const tokens = await db
      .selectFrom("one_time_tokens")
      .select("token_hash")
      .orderBy("token_hash")
      .execute();
    expect(tokens.map((t) => t.token_hash)).toEqual([
      "expired-yesterday",
      "unused-live",
      "used-yesterday",
    ]);
    const next = await db
      .selectFrom("scheduled_tasks")
      .selectAll()
      .where("name", "=", "sessions.sweep")
      .where("status", "=", "pending")
      .execute();
    expect(next.map((t) => [t.execution_time, t.dedupe_key])).toEqual([
      ["2026-11-26T00:00:00.000Z", "sessions.sweep@2026-11-26"],
    ]);
  });
});
