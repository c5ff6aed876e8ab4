import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-bundle-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("worker bundle check (issue 12)", () => {
  it("bundles the production worker with wrangler's dry run and reports it under 1 MiB gzip", () => {
    const report = path.join(dir, "worker-bundle.json");
    const out = execFileSync(
      process.execPath,
      ["scripts/check-worker-bundle.mjs", "--report", report],
      { encoding: "utf8" },
    );
    expect(out).toMatch(/^worker bundle: [\d.]+ KiB raw, [\d.]+ KiB gzip .*: ok$/m);
    const { checks } = JSON.parse(readFileSync(report, "utf8"));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ ok: true, limitBytes: 1024 * 1024 });
    expect(checks[0].gzipBytes).toBeGreaterThan(1000);
    expect(checks[0].gzipBytes).toBeLessThan(1024 * 1024);
  }, 120_000);

  it("is counted by the test summary: one pass, or one failure", () => {
    const write = (name: string, body: unknown) => {
      const file = path.join(dir, name);
      writeFileSync(file, JSON.stringify(body));
      return file;
    };
    const vitest = write("v.json", { numPassedTests: 3, numFailedTests: 0, success: true });
    const pw = write("p.json", { stats: { expected: 2, unexpected: 0 } });
    const lh = write("l.json", { checks: [{ ok: true }] });
    const pg = write("pg.json", { numPassedTests: 3, numFailedTests: 0, success: true });
    const summary = (bundle: string) =>
      spawnSync(process.execPath, ["scripts/lib/test-summary.mjs", vitest, pw, lh, pg, bundle], {
        encoding: "utf8",
      });
    const ok = summary(write("b1.json", { checks: [{ name: "worker bundle", ok: true }] }));
    expect(ok.stdout.trim().split("\n").at(-1)).toBe("10 passed, 0 failed");
    expect(ok.status).toBe(0);
    const big = summary(write("b2.json", { checks: [{ name: "worker bundle", ok: false }] }));
    expect(big.stdout.trim().split("\n").at(-1)).toBe("9 passed, 1 failed");
    expect(big.status).toBe(1);
    const missing = summary(path.join(dir, "none.json"));
    expect(missing.stdout.trim().split("\n").at(-1)).toBe("9 passed, 1 failed");
  });
});
