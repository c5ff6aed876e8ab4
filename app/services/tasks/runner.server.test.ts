import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertScheduledTask } from "../../../db/queries/scheduled-tasks";
import type { AppContext } from "../platform/runtime.server";
import {
  BACKOFF_BASE_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  backoffMs,
  retryTask,
  runTasksOnce,
  taskPayloadSchema,
  TASK_HANDLER_NAMES,
} from "./index.server";
import { validateTaskPayload } from "../../../core/tasks/payloads";
import { startRunner } from "./runner-loop.server";
import { runDueTasks } from "./runner.server";
import { gatedSlowTask, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";
import { defineHandler, PermanentTaskError, type TaskRegistry } from "./types";

type Kit = Awaited<ReturnType<typeof makeTaskKit>>;
let kit: Kit;
const runs: Array<{ id: number; runner: string }> = [];
let failing = { left: 0 };
const stalled: unknown[] = [];

const registry: TaskRegistry = new Map(
  [
    defineHandler({
      name: "test.ok",
      payload: z.object({}).passthrough(),
      async run({ task }) {
        runs.push({ id: task.id, runner: task.claimed_by ?? "" });
        return "ok";
      },
    }),
    defineHandler({
      name: "test.fail",
      payload: z.object({}),
      async run() {
        if (failing.left-- > 0) throw new Error(`boom ${failing.left}`);
        return "finally";
      },
    }),
    defineHandler({
      name: "test.permanent",
      payload: z.object({}),
      async run() {
        throw new PermanentTaskError("cannot ever work");
      },
    }),
    defineHandler({
      name: "test.stall",
      payload: z.object({}),
      async run({ task }) {
        if (task.claimed_by === "runner-b") return "second";
        // The first holder stalls past its lease; another runner takes the task meanwhile.
        kit.advance(LEASE_MS + 1);
        stalled.push(await tick("runner-b"));
        return "first";
      },
    }),
    defineHandler({
      name: "test.long",
      payload: z.object({}),
      async run({ renewLease }) {
        kit.advance(LEASE_MS - 1000);
        expect(await renewLease()).toBe(true);
        kit.advance(LEASE_MS - 1000);
        return "long";
      },
    }),
  ].map((h) => [h.name, h]),
);

const tick = (runnerId = "runner-1") =>
  runDueTasks(kit.ctx as AppContext, registry, { runnerId, log: quiet });

beforeAll(async () => {
  kit = await makeTaskKit(new Date("2026-11-25T10:00:00Z"));
});
afterAll(async () => {
  await kit.ctx.db.destroy();
});

describe("claiming", () => {
  it("runs a due pending task once, records the claim, and leaves future tasks alone", async () => {
    const due = await kit.addTask({ name: "test.ok" });
    const later = await kit.addTask({
      name: "test.ok",
      execution_time: new Date(kit.ctx.now().getTime() + 60_000).toISOString(),
    });
    const r = await tick();
    expect(r.ids).toEqual([due]);
    const t = await kit.task(due);
    expect(t).toMatchObject({
      status: "completed",
      attempts: 1,
      claimed_by: "runner-1",
      result: "ok",
      lease_until: null,
      last_error: null,
      finished_at: kit.ctx.now().toISOString(),
    });
    expect((await kit.task(later)).status).toBe("pending");
    expect((await tick()).claimed).toBe(0);
    kit.advance(60_000);
    expect((await tick()).ids).toEqual([later]);
  });
});

describe("lease recovery", () => {
  it("takes over a processing task whose lease has expired, never one whose lease is live", async () => {
    const now = kit.ctx.now().getTime();
    const lapsed = await kit.addTask({
      name: "test.ok",
      status: "processing",
      attempts: 1,
      claimed_by: "dead-runner",
      lease_until: new Date(now - 1).toISOString(),
    });
    const live = await kit.addTask({
      name: "test.ok",
      status: "processing",
      attempts: 1,
      claimed_by: "busy-runner",
      lease_until: new Date(now + 30_000).toISOString(),
    });
    runs.length = 0;
    const r = await tick("runner-2");
    expect(r.ids).toEqual([lapsed]);
    expect(runs).toEqual([{ id: lapsed, runner: "runner-2" }]);
    expect(await kit.task(lapsed)).toMatchObject({
      status: "completed",
      attempts: 2,
      claimed_by: "runner-2",
    });
    expect(await kit.task(live)).toMatchObject({ status: "processing", claimed_by: "busy-runner" });

    // When its lease runs out, the live one is taken too.
    kit.advance(30_000);
    expect((await tick("runner-2")).ids).toEqual([live]);
    expect(await kit.task(live)).toMatchObject({ status: "completed", claimed_by: "runner-2" });
  });

  it("ignores the late finish of a holder that lost its lease (the task ran again elsewhere)", async () => {
    const id = await kit.addTask({ name: "test.stall" });
    const r = await tick("runner-a");
    expect(r).toMatchObject({ claimed: 1, lost: 1, completed: 0 });
    expect(stalled).toEqual([expect.objectContaining({ ids: [id], completed: 1 })]);
    expect(await kit.task(id)).toMatchObject({
      status: "completed",
      claimed_by: "runner-b",
      result: "second",
      attempts: 2,
    });
  });

  it("lets a long handler keep its task by renewing the lease", async () => {
    const id = await kit.addTask({ name: "test.long" });
    const r = await tick();
    expect(r.completed).toBe(1);
    expect(await kit.task(id)).toMatchObject({ status: "completed", result: "long" });
  });

  it("fails a task whose holders kept dying once it has used its attempts", async () => {
    const id = await kit.addTask({
      name: "test.ok",
      status: "processing",
      attempts: MAX_ATTEMPTS,
      lease_until: new Date(kit.ctx.now().getTime() - 1).toISOString(),
    });
    await tick();
    const t = await kit.task(id);
    expect(t.status).toBe("failed");
    expect(t.last_error).toContain(`gave up after ${MAX_ATTEMPTS} attempts`);
  });
});

describe("retries", () => {
  it("retries a failing handler with growing delays and fails it with last_error after 5 attempts", async () => {
    failing = { left: 100 };
    const id = await kit.addTask({ name: "test.fail" });
    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const before = kit.ctx.now().getTime();
      expect((await tick()).retry).toBe(1);
      const t = await kit.task(id);
      expect(t).toMatchObject({ status: "pending", attempts: attempt, lease_until: null });
      expect(t.last_error).toMatch(/^boom/);
      const delay = new Date(t.execution_time).getTime() - before;
      delays.push(delay);
      // Not due a moment before its time; due at it.
      kit.advance(delay - 1);
      expect((await tick()).claimed).toBe(0);
      kit.advance(1);
    }
    expect(delays).toEqual([1, 2, 3, 4].map(backoffMs));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(1)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(30)).toBe(60 * 60_000);

    expect((await tick()).failed).toBe(1);
    const t = await kit.task(id);
    expect(t).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, last_error: "boom 95" });
    kit.advance(24 * 3_600_000);
    expect((await tick()).claimed).toBe(0);

    // The admin's "retry now": pending, due now, attempts reset; success clears the error.
    failing = { left: 0 };
    expect(await retryTask(kit.ctx, id)).toBe(true);
    expect(await kit.task(id)).toMatchObject({
      status: "pending",
      attempts: 0,
      execution_time: kit.ctx.now().toISOString(),
    });
    expect(await retryTask(kit.ctx, id)).toBe(false); // only failed tasks
    await tick();
    expect(await kit.task(id)).toMatchObject({
      status: "completed",
      attempts: 1,
      result: "finally",
      last_error: null,
    });
  });

  it("fails at once on a permanent error or a payload its handler refuses", async () => {
    const a = await kit.addTask({ name: "test.permanent" });
    const b = await kit.addTask({ name: "test.fail", payload: "not json" });
    const c = await kit.addTask({ name: "test.fail", payload: "[1]" });
    await tick();
    expect(await kit.task(a)).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: "cannot ever work",
    });
    expect(await kit.task(b)).toMatchObject({
      status: "failed",
      last_error: "invalid payload: not JSON",
    });
    expect((await kit.task(c)).last_error).toMatch(/^invalid payload: /);
  });
});

describe("the registry is the only way to run anything", () => {
  it("fails an unknown name with 'unknown handler' (prototype keys included)", async () => {
    const ids = [
      await kit.addTask({ name: "tariff_expiration" }),
      await kit.addTask({ name: "constructor" }),
      await kit.addTask({ name: "__proto__" }),
    ];
    await runTasksOnce(kit.ctx, { log: quiet });
    for (const id of ids) {
      expect(await kit.task(id)).toMatchObject({
        status: "failed",
        attempts: 1,
        last_error: "unknown handler",
      });
    }
  });

  it("never uses method or body: a POST task whose body names a URL only runs its handler", async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/steal`;
    try {
      const id = await insertScheduledTask(kit.ctx.db, {
        name: "sessions.sweep",
        execution_time: kit.ctx.now().toISOString(),
        payload: "{}",
        method: "POST",
        body: JSON.stringify({ url, callback: url }),
        created_at: kit.ctx.now().toISOString(),
      });
      await runTasksOnce(kit.ctx, { log: quiet });
      const t = await kit.task(id);
      expect(t.status).toBe("completed");
      expect(t.result).toMatch(/session\(s\), \d+ token\(s\) deleted$/);
      expect(t).toMatchObject({ method: "POST", body: JSON.stringify({ url, callback: url }) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it("exports the handler names and a payload schema per handler for admin edits", () => {
    expect([...TASK_HANDLER_NAMES].sort()).toEqual(
      [
        "plan.expired",
        "plan.reminder",
        "plan.scan",
        "sessions.sweep",
        "bin.purge",
        "stats.salt",
        "share.image",
        "domains.recheck",
        "edge.purge",
        "assets.collect",
        "lead.notify.email",
        "leads.purge",
        "lead.deliver.webhook",
        "lead.deliver.telegram",
        "lead.resume",
      ].sort(),
    );
    expect(taskPayloadSchema("nope")).toBeUndefined();
    expect(
      taskPayloadSchema("plan.reminder")!.safeParse({
        userId: 4,
        expiry: "2026-12-01T00:00:00.000Z",
        kind: "7d",
      }).success,
    ).toBe(true);
    expect(validateTaskPayload("plan.reminder", '{"userId":4}')).toMatch(/^invalid payload: /);
    expect(validateTaskPayload("plan.scan", "")).toBeNull();
    expect(validateTaskPayload("plan.expired", '{"userId":4}')).toBeNull();
    expect(validateTaskPayload("plan.scan", '{"url":"http://x"}')).toMatch(/^invalid payload/);
    expect(validateTaskPayload("http.get", "{}")).toBe("unknown handler");
    expect(validateTaskPayload("lead.notify.email", '{"leadId":"abc"}')).toBeNull();
    expect(validateTaskPayload("lead.notify.email", "{}")).toMatch(/^invalid payload: leadId/);
  });
});

describe("startRunner", () => {
  it("ticks on its interval and, stopped, finishes the task in hand and claims no more", async () => {
    const { registry: slow, started, release } = gatedSlowTask();
    const first = await kit.addTask({ name: "test.slow" });
    const second = await kit.addTask({ name: "test.slow" });
    const runner = startRunner(kit.ctx, slow, { intervalMs: 10, log: quiet });
    await expect.poll(() => started.length).toBe(1);
    const stopping = runner.stop();
    release();
    await stopping;
    expect(await kit.task(first)).toMatchObject({ status: "completed", result: "slow" });
    expect((await kit.task(second)).status).toBe("pending");
  });
});
