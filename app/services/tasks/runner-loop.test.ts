import { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { makeTaskKit, quiet } from "../../../tests/support/tasks-kit";
import { startRunner } from "./runner-loop.server";
import { defineHandler, type TaskRegistry } from "./types";

/** The runner's loop between ticks. */
type Kit = Awaited<ReturnType<typeof makeTaskKit>>;
let kit: Kit;
beforeAll(async () => {
  kit = await makeTaskKit();
});

describe("a tick that stops at its task cap", () => {
  it("is followed at once by the next, not an interval later, while tasks are still due", async () => {
    const ran: number[] = [];
    const registry: TaskRegistry = new Map([
      [
        "test.ok",
        defineHandler({
          name: "test.ok",
          payload: z.object({}),
          async run({ task }) {
            ran.push(task.id);
            return "ok";
          },
        }),
      ],
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await kit.addTask({ name: "test.ok" }));
    // Three ticks of at most 3 tasks; with the interval an hour, only ticks run
    // at once can get through all seven while the test waits.
    const runner = startRunner(kit.ctx, registry, {
      intervalMs: 3_600_000,
      maxTasks: 3,
      log: quiet,
    });
    try {
      await expect.poll(() => ran.length, { timeout: 3000 }).toBe(ids.length);
      expect([...ran].sort((a, b) => a - b)).toEqual(ids);
    } finally {
      await runner.stop();
    }
  });
});
