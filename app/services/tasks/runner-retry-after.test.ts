import { z } from "zod";
import { beforeEach, describe, expect, it } from "vitest";
import { makeTaskKit, quiet } from "../../../tests/support/tasks-kit";
import { runDueTasks } from "./runner.server";
import { defineHandler, type TaskRegistry } from "./types";

/**
 * Issue 25: a failure that carries `retryAfterMs` (Telegram's 429
 * `retry_after`, thrown as ChannelCallFailed) is tried again no sooner than
 * that, whatever the handler's schedule says; a shorter one keeps the schedule.
 */
type Kit = Awaited<ReturnType<typeof makeTaskKit>>;
let kit: Kit;
beforeEach(async () => {
  kit = await makeTaskKit();
});

class AskedToWait extends Error {
  constructor(readonly retryAfterMs?: number) {
    super("429: Too Many Requests");
  }
}

let askFor: number | undefined;
const registry: TaskRegistry = new Map(
  [
    defineHandler({
      name: "test.rate-limited",
      payload: z.object({}),
      retryDelaysMs: [60_000, 300_000],
      async run() {
        throw new AskedToWait(askFor);
      },
    }),
  ].map((h) => [h.name, h]),
);

async function nextTryAfter(retryAfterMs: number | undefined): Promise<number> {
  askFor = retryAfterMs;
  const id = await kit.addTask({ name: "test.rate-limited" });
  const report = await runDueTasks(kit.ctx, registry, { runnerId: "r", log: quiet });
  expect(report.retry).toBe(1);
  const task = await kit.task(id);
  return Date.parse(task.execution_time) - kit.ctx.now().getTime();
}

describe("a failure asking to wait", () => {
  it("is tried again no sooner than its retryAfterMs when that is longer than the schedule", async () => {
    expect(await nextTryAfter(150_000)).toBe(150_000);
  });

  it("keeps the schedule when the asked wait is shorter, or absent", async () => {
    expect(await nextTryAfter(2_000)).toBe(60_000);
    expect(await nextTryAfter(undefined)).toBe(60_000);
  });
});
