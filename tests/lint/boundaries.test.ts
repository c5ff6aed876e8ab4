import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The layout's boundaries (ADR 021) are checked by dependency-cruiser with the
 * project's own `.dependency-cruiser.cjs`. Here it runs on a small tree of
 * deliberately wrong files (`fixtures/tree`, outside what `npm run lint`
 * reads) and must refuse each of them, and only them.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const tree = fileURLToPath(new URL("./fixtures/tree", import.meta.url));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(): Violation[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [
        `${root}/node_modules/dependency-cruiser/bin/dependency-cruise.mjs`,
        "app",
        "core",
        "db",
        "renderer",
        "worker",
        "tests",
        "--config",
        `${root}/.dependency-cruiser.cjs`,
        "--output-type",
        "json",
      ],
      { cwd: tree, encoding: "utf8" },
    );
  } catch (error) {
    // Exit code = number of errors; the report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

const violations = cruise();
const found = (rule: string) =>
  violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

describe("lint boundaries (dependency-cruiser, ADR 021)", () => {
  it.each([
    ["no-cycle", "core/cycle-a.ts → core/cycle-b.ts"],
    ["route-imports-db", "app/routes/reaches-db.ts → db/queries/thing.ts"],
    [
      "feature-internals-from-another-feature",
      "app/services/alpha/reaches-beta-internals.server.ts → app/services/beta/internal.server.ts",
    ],
    [
      "feature-imports-its-own-face",
      "app/services/alpha/via-own-face.server.ts → app/services/alpha/index.server.ts",
    ],
    [
      "feature-internals-from-outside",
      "app/routes/reaches-internals.ts → app/services/beta/internal.server.ts",
    ],
    [
      "composition-root-reaches-only-config",
      "app/services/platform/config.server.ts → app/services/beta/internal.server.ts",
    ],
    [
      "lower-layer-imports-feature",
      "app/services/publishing/publish.server.ts → app/services/beta/index.server.ts",
    ],
    ["core-imports-outside-core", "core/reaches-db.ts → db/queries/thing.ts"],
    [
      "renderer-or-worker-imports-app",
      "renderer/reaches-app.ts → app/services/beta/index.server.ts",
    ],
    ["worker-imports-renderer", "worker/reaches-renderer.ts → renderer/page.ts"],
    ["source-imports-tests", "app/routes/reaches-tests.ts → tests/support/kit.ts"],
  ])("%s refuses %s", (rule, edge) => {
    expect(found(rule)).toContain(edge);
  });

  it("lets the right imports through: a face, core, and the composition root reading a feature's config", () => {
    const from = (file: string) => violations.filter((v) => v.from === file);
    expect(from("app/routes/good.ts")).toEqual([]);
    expect(from("app/services/alpha/uses-beta-face.server.ts")).toEqual([]);
    expect(violations.filter((v) => v.to === "app/services/beta/config.server.ts")).toEqual([]);
  });
});
