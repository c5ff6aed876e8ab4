import { describe, expect, it, vi } from "vitest";

describe("waking the task runner", () => {
  it("reaches a runner that loaded another copy of the module (the Remix build bundles its own)", async () => {
    const runnerSide = await import("./task-wake.server");
    vi.resetModules();
    const buildSide = await import("./task-wake.server");
    expect(buildSide).not.toBe(runnerSide);
    const woken = vi.fn();
    const off = runnerSide.onTasksWake(woken);
    buildSide.wakeTasks();
    expect(woken).toHaveBeenCalledTimes(1);
    off();
    buildSide.wakeTasks();
    expect(woken).toHaveBeenCalledTimes(1);
  });
});
