import { describe, expect, it } from "vitest";
import { workerBundleInputs } from "../scripts/build-worker.mjs";

describe("the worker bundle's contents", () => {
  it("carries no schema library: the lead relay reads input names from a zod-free module", async () => {
    const inputs: Record<string, number> = await workerBundleInputs();
    const files = Object.keys(inputs);
    expect(files).toContain("worker/lead-view.ts");
    expect(files.filter((f) => f.includes("node_modules/zod/"))).toEqual([]);
    // Nothing of the app (Remix, the database) either: the edge stays small.
    expect(files.filter((f) => f.startsWith("app/") || f.startsWith("db/"))).toEqual([]);
  }, 60_000);
});
