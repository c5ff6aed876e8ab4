// CI check (issue 12): bundle the worker exactly as `wrangler deploy --env production`
// would (`--dry-run --outdir`, nothing is uploaded) and fail if the upload grows past
// 1 MiB gzipped — Cloudflare's Workers Free size limit, with the paid plans' far above.
//   node scripts/check-worker-bundle.mjs [--report .cache/worker-bundle.json]
// The report is in the `checks` shape scripts/lib/test-summary.mjs counts.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const LIMIT_BYTES = 1024 * 1024;
const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const reportAt = args.includes("--report") ? args[args.indexOf("--report") + 1] : null;

function report(check) {
  if (!reportAt) return;
  mkdirSync(path.dirname(path.resolve(reportAt)), { recursive: true });
  writeFileSync(reportAt, JSON.stringify({ checks: [check] }, null, 2));
}

const outdir = mkdtempSync(path.join(tmpdir(), "vitrina-worker-dry-"));
try {
  const wrangler = path.join(root, "node_modules/.bin/wrangler");
  const run = spawnSync(
    wrangler,
    ["deploy", "--dry-run", "--env", "production", "--outdir", outdir],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    },
  );
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    console.log("worker bundle: wrangler deploy --dry-run failed");
    report({ name: "worker bundle ≤ 1 MiB gzip", ok: false, error: "wrangler dry run failed" });
    process.exitCode = 1;
  } else {
    // Everything wrangler would upload: the modules, not source maps or its README.
    const files = readdirSync(outdir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && !f.name.endsWith(".map") && f.name !== "README.md")
      .map((f) => path.join(f.parentPath ?? f.path, f.name));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const body = readFileSync(file);
      raw += body.byteLength;
      gzip += gzipSync(body, { level: 9 }).byteLength;
    }
    const ok = files.length > 0 && gzip <= LIMIT_BYTES;
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      `worker bundle: ${kib(raw)} raw, ${kib(gzip)} gzip in ${files.length} file(s); limit ${kib(LIMIT_BYTES)} gzip: ${ok ? "ok" : "TOO BIG"}`,
    );
    report({
      name: "worker bundle ≤ 1 MiB gzip",
      ok,
      rawBytes: raw,
      gzipBytes: gzip,
      limitBytes: LIMIT_BYTES,
    });
    process.exitCode = ok ? 0 : 1;
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
