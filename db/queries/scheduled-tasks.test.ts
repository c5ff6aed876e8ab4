import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB, type Executor } from "../database";
import { deleteIdleTaskByKey, insertTaskOnce } from "./scheduled-tasks";

/**
 * Issue 25's resend removes a delivery's task by its key before planning it
 * again. A runner may claim that task at the very same moment: the removal
 * must then leave the running task alone and say so, or the delivery runs
 * twice at once (this file's own database; both dialects in CI).
 */
const now = "2026-11-27T10:00:00.000Z";
let db: DB;
let seq = 0;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db.destroy());

async function task(status: "pending" | "processing" | "completed" | "failed") {
  const key = `lead.deliver:lead-${++seq}:ch`;
  await insertTaskOnce(db, {
    name: "lead.deliver.webhook",
    execution_time: now,
    created_at: now,
    status,
    dedupe_key: key,
  });
  return key;
}

const statusOf = async (key: string) =>
  (
    await db
      .selectFrom("scheduled_tasks")
      .select("status")
      .where("dedupe_key", "=", key)
      .executeTakeFirst()
  )?.status;

/** The database as the resend sees it, with `hook` run just before its first DELETE reaches it. */
function beforeFirstDelete(hook: () => Promise<void>): Executor {
  let done = false;
  const wrap = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== "function") return value;
        const fn = value as (...args: unknown[]) => unknown;
        if (typeof prop === "string" && prop.startsWith("execute")) {
          return async (...args: unknown[]) => {
            if (!done) {
              done = true;
              await hook();
            }
            return fn.apply(target, args);
          };
        }
        return (...args: unknown[]) => {
          const out = fn.apply(target, args);
          return out && typeof out === "object" ? wrap(out) : out;
        };
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop === "deleteFrom") {
        return (...args: unknown[]) =>
          wrap((value as (...a: unknown[]) => object).apply(target, args));
      }
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

describe("deleteIdleTaskByKey (a resend's removal of the old task)", () => {
  it("removes a finished or failed task and says the key is free", async () => {
    for (const status of ["completed", "failed", "pending"] as const) {
      const key = await task(status);
      expect(await deleteIdleTaskByKey(db, key)).toBe(true);
      expect(await statusOf(key)).toBeUndefined();
    }
  });

  it("says the key is free when there is no task at all", async () => {
    expect(await deleteIdleTaskByKey(db, "lead.deliver:nothing:here")).toBe(true);
  });

  it("leaves a running task alone and says it is busy", async () => {
    const key = await task("processing");
    expect(await deleteIdleTaskByKey(db, key)).toBe(false);
    expect(await statusOf(key)).toBe("processing");
  });

  it("leaves a task a runner claims at the same moment alone and says it is busy", async () => {
    const key = await task("pending");
    const claim = async () => {
      await db
        .updateTable("scheduled_tasks")
        .set({ status: "processing", claimed_by: "runner-1", lease_until: now })
        .where("dedupe_key", "=", key)
        .execute();
    };
    expect(await deleteIdleTaskByKey(beforeFirstDelete(claim), key)).toBe(false);
    expect(await statusOf(key)).toBe("processing");
  });
});
