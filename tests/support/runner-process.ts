import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The real task runner as its own process (`npm run tasks`, scripts/tasks.ts),
 * for crash tests that kill it mid-delivery and start a fresh one.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * This process's environment without the test runner's own database settings,
 * plus a quiet app on a SQLite file in `dataDir`. Nothing here reads the bucket;
 * s3 at a closed port spares the process a Miniflare of its own.
 */
export function runnerEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !k.startsWith("VITEST") && !k.startsWith("TEST_DATABASE") && !k.startsWith("DATABASE"),
    ),
  );
  return {
    ...base,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    APP_URL: "https://app.test",
    PUBLIC_URL: "https://pages.test",
    SESSION_SECRET: "s".repeat(40),
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: "http://127.0.0.1:9",
    S3_ACCESS_KEY_ID: "x",
    S3_SECRET_ACCESS_KEY: "x",
    ...extra,
  };
}

/** Starts the runner with `env`; its output is collected for a failing test's message. */
export function spawnTaskRunner(env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/tasks.ts", ...args], {
    cwd: root,
    env,
    stdio: "pipe",
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, out: () => out };
}
