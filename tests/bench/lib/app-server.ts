import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

/**
 * The product as `npm start` runs it (after `npm run build`): scripts/start.ts
 * in its own process, on its own ports and a fresh data folder, so a benchmark
 * talks to it only over HTTP, as editors and visitors do.
 */
export interface AppServer {
  appUrl: string;
  publicUrl: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startAppServer(
  opts: {
    port?: number;
    publicPort?: number;
    env?: Record<string, string>;
    nodeArgs?: string[];
  } = {},
): Promise<AppServer> {
  const port = opts.port ?? Number(process.env.BENCH_PORT ?? 3400);
  const publicPort = opts.publicPort ?? Number(process.env.BENCH_PUBLIC_PORT ?? 8940);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrina-load-"));
  const appUrl = `http://localhost:${port}`;
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), "--import", "tsx", "scripts/start.ts"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        PUBLIC_PORT: String(publicPort),
        APP_URL: appUrl,
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: "admin@bench.test",
        ADMIN_PASSWORD: "bench-admin-password",
        SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
        REGISTER_LIMIT_PER_HOUR: "100000",
        LOG_LEVEL: "warn",
        ...opts.env,
      },
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    // BENCH_ECHO=1 shows the app's own output (its logs) as it runs.
    if (process.env.BENCH_ECHO) process.stderr.write(chunk);
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited:\n${output.join("")}`);
    try {
      const res = await fetch(`${appUrl}/login`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app did not start:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    appUrl,
    publicUrl,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser's cookies and XSRF token for one user of the app, over plain fetch. */
export class HttpUser {
  private cookies = new Map<string, string>();
  constructor(readonly appUrl: string) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const xsrf = this.cookies.get("XSRF-TOKEN");
    return {
      cookie,
      origin: this.appUrl,
      ...(xsrf ? { "x-xsrf-token": decodeURIComponent(xsrf) } : {}),
      ...extra,
    };
  }

  async get(p: string): Promise<Response> {
    const res = await fetch(`${this.appUrl}${p}`, { headers: this.headers(), redirect: "manual" });
    this.remember(res);
    return res;
  }

  async post(p: string, body: unknown): Promise<Response> {
    const res = await fetch(`${this.appUrl}${p}`, {
      method: "POST",
      headers: this.headers({ "content-type": "application/json" }),
      body: JSON.stringify(body),
      redirect: "manual",
    });
    this.remember(res);
    return res;
  }
}

/**
 * A new owner signed in over HTTP (POST /api/auth/register) whose address is
 * already confirmed, so they may publish: the confirmation mail's round trip
 * is not what a benchmark measures, so it is marked in the database.
 */
export async function confirmedOwner(
  server: Pick<AppServer, "appUrl">,
  db: Kysely<Database>,
  email: string,
): Promise<HttpUser> {
  const user = new HttpUser(server.appUrl);
  await user.get("/login");
  const reg = await user.post("/api/auth/register", {
    name: "Bench Owner",
    email,
    phone: "+7 900 555-44-33",
    password: "secret12",
    confirmPassword: "secret12",
    usagePurpose: "business",
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  await db
    .updateTable("users")
    .set({ email_confirmed_at: new Date().toISOString() })
    .where("email", "=", email)
    .execute();
  return user;
}
