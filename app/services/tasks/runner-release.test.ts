import { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { releaseRunnerTasks } from "../../../db/queries/scheduled-tasks";
import { startRunner } from "./runner-loop.server";
import { runDueTasks } from "./runner.server";
import { gatedSlowTask, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";
import { defineHandler } from "./types";

/** Graceful shutdown (decision 009): a stopping runner gives back the task it cannot finish in time. */
type Kit = Awaited<ReturnType<typeof makeTaskKit>>;
let kit: Kit;
beforeAll(async () => {
  kit = await makeTaskKit();
});

describe("stop({ graceMs })", () => {
  it("a task that finishes within the grace completes; nothing is given back", async () => {
    const { registry, started, release } = gatedSlowTask();
    const id = await kit.addTask({ name: "test.slow" });
    const runner = startRunner(kit.ctx, registry, { intervalMs: 10, log: quiet, runnerId: "r1" });
    await expect.poll(() => started).toEqual([id]);
    const stopping = runner.stop({ graceMs: 5_000 });
    release();
    expect(await stopping).toEqual({ released: 0 });
    expect(await kit.task(id)).toMatchObject({ status: "completed", result: "slow" });
  });

  it("past the grace the task goes back to pending, due, its attempt returned; another runner takes it", async () => {
    const { registry, started, release } = gatedSlowTask();
    const id = await kit.addTask({ name: "test.slow" });
    const other = await kit.addTask({ name: "test.slow", execution_time: "2999-01-01T00:00:00Z" });
    const runner = startRunner(kit.ctx, registry, { intervalMs: 10, log: quiet, runnerId: "r2" });
    await expect.poll(() => started).toEqual([id]);
    expect(await kit.task(id)).toMatchObject({
      status: "processing",
      claimed_by: "r2",
      attempts: 1,
    });

    expect(await runner.stop({ graceMs: 20 })).toEqual({ released: 1 });
    expect(await kit.task(id)).toMatchObject({
      status: "pending",
      claimed_by: null,
      lease_until: null,
      attempts: 0,
    });
    expect((await kit.task(other)).status).toBe("pending");

    // The old holder finishing late changes nothing; the next runner runs it once more.
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect((await kit.task(id)).status).toBe("pending");
    const { registry: again } = gatedSlowTask();
    const done = new Map(again);
    done.set(
      "test.slow",
      defineHandler({ name: "test.slow", payload: z.object({}), run: async () => "rerun" }),
    );
    const report = await runDueTasks(kit.ctx, done, { runnerId: "r3", log: quiet });
    expect(report.ids).toEqual([id]);
    expect(await kit.task(id)).toMatchObject({ status: "completed", result: "rerun", attempts: 1 });
  });

  it("without graceMs stop() waits for the task, as before", async () => {
    const { registry, started, release } = gatedSlowTask();
    const id = await kit.addTask({ name: "test.slow" });
    const runner = startRunner(kit.ctx, registry, { intervalMs: 10, log: quiet, runnerId: "r4" });
    await expect.poll(() => started).toEqual([id]);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await kit.task(id)).status).toBe("completed");
  });

  it("releaseRunnerTasks touches only that runner's processing rows", async () => {
    const mine = await kit.addTask({
      name: "x",
      status: "processing",
      claimed_by: "me",
      attempts: 2,
    });
    const theirs = await kit.addTask({
      name: "x",
      status: "processing",
      claimed_by: "them",
      attempts: 1,
    });
    const doneMine = await kit.addTask({ name: "x", status: "completed", claimed_by: "me" });
    expect(await releaseRunnerTasks(kit.ctx.db, "me")).toBe(1);
    expect(await kit.task(mine)).toMatchObject({
      status: "pending",
      attempts: 1,
      claimed_by: null,
    });
    expect(await kit.task(theirs)).toMatchObject({ status: "processing", claimed_by: "them" });
    expect((await kit.task(doneMine)).status).toBe("completed");
  });
});
