// Bundles the edge worker for workerd (Miniflare locally, Cloudflare in production).
// `node scripts/build-worker.mjs` writes build/worker/index.js; scripts/lib/edge.ts imports buildWorker().
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const WORKER_BUNDLE = path.join(root, "build/worker/index.js");

/** esbuild's options for the worker, shared by the build and the bundle's contents check. */
const OPTIONS = {
  absWorkingDir: root,
  entryPoints: ["worker/index.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  target: "es2022",
  minify: true,
  metafile: true,
  logLevel: "warning",
};

export async function buildWorker(outfile = WORKER_BUNDLE) {
  const result = await build({ ...OPTIONS, outfile, sourcemap: "linked" });
  return Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
}

/** The source files in the worker bundle and the bytes each adds (nothing written). */
export async function workerBundleInputs() {
  const result = await build({ ...OPTIONS, outdir: "build/worker-inputs", write: false });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  return Object.fromEntries(
    Object.entries(output?.inputs ?? {}).map(([file, v]) => [file, v.bytesInOutput]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bytes = await buildWorker();
  console.log(
    `worker bundle: ${path.relative(process.cwd(), WORKER_BUNDLE)} (${(bytes / 1024).toFixed(1)} KB)`,
  );
}
