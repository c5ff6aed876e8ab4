import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTaskKit, quiet } from "../../../tests/support/tasks-kit";
import { wakeTasks } from "../platform/index.server";
import { startRunner } from "./runner-loop.server";
import { runDueTasks } from "./runner.server";
import { defineHandler, type TaskRegistry } from "./types";

/**
 * Issue 24: a handler's own concurrency and retry schedule, and the runner's
 * wake-up. Handlers without them behave as before (runner.server.test.ts).
 */
type Kit = Awaited<ReturnType<typeof makeTaskKit>>;
let kit: Kit;
beforeAll(async () => {
  kit = await makeTaskKit(new Date("2026-11-25T10:00:00Z"));
});
afterAll(async () => {
  await kit.ctx.db.destroy();
});

/** A gate the test opens; handlers wait at it and record who is inside at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

function lanesRegistry(g: { opened: Promise<void> }) {
  const started: string[] = [];
  let inside = 0;
  let most = 0;
  const slow = (name: string, concurrency?: number) =>
    defineHandler({
      name,
      payload: z.object({}),
      concurrency,
      async run() {
        started.push(name);
        most = Math.max(most, ++inside);
        await g.opened;
        inside--;
        return "done";
      },
    });
  const registry: TaskRegistry = new Map(
    [slow("test.deliver", 8), slow("test.serial"), slow("test.serial2")].map((h) => [h.name, h]),
  );
  return { registry, started, most: () => most };
}

const clear = () => kit.ctx.db.deleteFrom("scheduled_tasks").execute();

describe("a handler's concurrency", () => {
  it("runs 8 slow delivery tasks at once, and a 9th as soon as one finishes", async () => {
    await clear();
    const g = gate();
    const { registry, started, most } = lanesRegistry(g);
    for (let i = 0; i < 9; i++) await kit.addTask({ name: "test.deliver" });
    const tick = runDueTasks(kit.ctx, registry, { log: quiet });
    await expect.poll(() => started.length).toBe(8);
    // The 9th waits for a free slot, not for the whole tick.
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toHaveLength(8);
    g.open();
    const report = await tick;
    expect(report).toMatchObject({ claimed: 9, completed: 9 });
    expect(most()).toBe(8);
  });

  it("a slow task of another handler does not hold deliveries up, and handlers without concurrency still take turns", async () => {
    await clear();
    const g = gate();
    const { registry, started } = lanesRegistry(g);
    await kit.addTask({ name: "test.serial" });
    await kit.addTask({ name: "test.serial2" });
    await kit.addTask({ name: "test.deliver" });
    await kit.addTask({ name: "test.deliver" });
    const tick = runDueTasks(kit.ctx, registry, { log: quiet });
    await expect.poll(() => started.length).toBe(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(started.sort()).toEqual(["test.deliver", "test.deliver", "test.serial"]);
    g.open();
    expect(await tick).toMatchObject({ claimed: 4, completed: 4 });
    expect(started).toContain("test.serial2");
  });
});

describe("a handler's retry schedule", () => {
  it("waits as its schedule says after each failure and fails after its last try", async () => {
    await clear();
    const registry: TaskRegistry = new Map([
      [
        "test.scheduled",
        defineHandler({
          name: "test.scheduled",
          payload: z.object({}),
          retryDelaysMs: [1_000, 7_000],
          async run({ lastAttempt }) {
            throw new Error(lastAttempt ? "last" : "again");
          },
        }),
      ],
    ]);
    const id = await kit.addTask({ name: "test.scheduled" });
    const tick = () => runDueTasks(kit.ctx, registry, { log: quiet });
    const dueIn = async () =>
      new Date((await kit.task(id)).execution_time).getTime() - kit.ctx.now().getTime();
    expect((await tick()).retry).toBe(1);
    expect(await dueIn()).toBe(1_000);
    kit.advance(1_000);
    expect((await tick()).retry).toBe(1);
    expect(await dueIn()).toBe(7_000);
    kit.advance(6_999);
    expect((await tick()).claimed).toBe(0);
    kit.advance(1);
    expect((await tick()).failed).toBe(1);
    expect(await kit.task(id)).toMatchObject({ status: "failed", attempts: 3, last_error: "last" });
  });
});

describe("waking the runner", () => {
  it("a wake-up starts a tick at once instead of at the next interval", async () => {
    await clear();
    const ran: number[] = [];
    const registry: TaskRegistry = new Map([
      [
        "test.ok",
        defineHandler({
          name: "test.ok",
          payload: z.object({}),
          async run({ task }) {
            ran.push(task.id);
          },
        }),
      ],
    ]);
    const runner = startRunner(kit.ctx, registry, { intervalMs: 60 * 60_000, log: quiet });
    try {
      await new Promise((r) => setTimeout(r, 100));
      const id = await kit.addTask({ name: "test.ok" });
      await new Promise((r) => setTimeout(r, 100));
      expect(ran).toEqual([]); // no wake-up, no tick for an hour
      wakeTasks();
      await expect.poll(() => ran, { timeout: 2_000 }).toEqual([id]);
    } finally {
      await runner.stop();
    }
  });

  it("a wake-up during a tick's wait for a busy lane lets it claim the new task", async () => {
    await clear();
    const g = gate();
    const { registry, started } = lanesRegistry(g);
    await kit.addTask({ name: "test.serial" });
    const tick = runDueTasks(kit.ctx, registry, { log: quiet });
    await expect.poll(() => started.length).toBe(1);
    await kit.addTask({ name: "test.deliver" });
    wakeTasks();
    await expect.poll(() => started).toEqual(["test.serial", "test.deliver"]);
    g.open();
    await tick;
  });
});
