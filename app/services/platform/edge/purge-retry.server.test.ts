import { describe, expect, it } from "vitest";
import { listScheduledTasks } from "../../../../db/queries/scheduled-tasks";
import { runTasksOnce } from "../../tasks/index.server";
import { makeTaskKit, quiet } from "../../../../tests/support/tasks-kit";
import { purgeLandings, useEdgePurge } from "./purge.server";
import type { EdgePurge } from "./port";

/** A driver that fails while `down` is set and records what reached it otherwise. */
function flaky() {
  const state = { down: true, purged: [] as string[][] };
  const driver: EdgePurge = {
    name: "cloudflare",
    async purge(urls) {
      if (state.down) throw new Error("Cloudflare purge: HTTP 503");
      state.purged.push([...urls]);
    },
  };
  return { state, driver };
}

describe("a failed purge is not lost (issue 12)", () => {
  it("queues the URLs as an edge.purge task, which the runner purges once the edge answers", async () => {
    const kit = await makeTaskKit();
    const { ctx } = kit;
    const edge = flaky();
    useEdgePurge(ctx.config, edge.driver);

    const ok = await purgeLandings(ctx, [{ uuid: "u-1", alias: "shop", hosts: ["shop.example"] }]);
    expect(ok).toBe(false);
    const [task] = (await listScheduledTasks(ctx.db)).filter((t) => t.name === "edge.purge");
    const urls = (JSON.parse(task.payload) as { urls: string[] }).urls;
    expect(urls).toEqual(
      expect.arrayContaining([expect.stringContaining("/l/shop"), "https://shop.example/"]),
    );

    // Still down: the runner keeps the task for a later try instead of dropping it.
    expect((await runTasksOnce(ctx, { log: quiet })).retry).toBe(1);
    expect((await kit.task(task.id)).status).toBe("pending");

    edge.state.down = false;
    kit.advance(60 * 60_000);
    expect((await runTasksOnce(ctx, { log: quiet })).completed).toBe(1);
    expect(edge.state.purged).toEqual([urls]);
    expect((await kit.task(task.id)).status).toBe("completed");
  });

  it("without a database at hand it still answers false and logs, never throws", async () => {
    const kit = await makeTaskKit();
    const edge = flaky();
    useEdgePurge(kit.ctx.config, edge.driver);
    expect(await purgeLandings({ config: kit.ctx.config }, [{ uuid: "u-2" }])).toBe(false);
    expect((await listScheduledTasks(kit.ctx.db)).some((t) => t.name === "edge.purge")).toBe(false);
  });
});
