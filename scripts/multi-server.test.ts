/**
 * Two app servers behind one proxy (issue 12, DESIGN §8, decision 009): the
 * real `scripts/start.ts` twice, on one database — PostgreSQL when
 * TEST_DATABASE_URL is set (a database of their own on that server), else one
 * SQLite file in WAL — with STORAGE_DRIVER=s3 on one s3rver and the same
 * explicit secrets. A node:http proxy in front appends the client's address
 * to X-Forwarded-For, as a load balancer does; the servers trust it
 * (TRUSTED_PROXIES). Needs the Remix build (`npm run build`; `npm test` makes it).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, openDatabase, withDatabase, type DB } from "../db/database";
import { startS3rver, type S3rverProcess } from "../tests/stand-ins/s3rver-process";

const root = fileURLToPath(new URL("..", import.meta.url));
const built = existsSync(path.join(root, "build/index.js"));
const pgServer = process.env.TEST_DATABASE_URL;

const ADMIN_EMAIL = "admin@multi.test";
const ADMIN_PASSWORD = "multi-server-admin-pw";
const SECRETS = {
  SESSION_SECRET: `multi-${"s".repeat(40)}`,
  PREVIEW_SECRET: `multi-${"p".repeat(40)}`,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface AppServer {
  name: string;
  port: number;
  child: ChildProcessWithoutNullStreams;
  out: () => string;
  exited: Promise<number | null>;
}

/** Request lines an app server logged (its stdout's JSON lines with msg "request"). */
function requestLines(server: AppServer): Array<Record<string, unknown>> {
  return server
    .out()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === "request");
}

function startApp(name: string, port: number, env: Record<string, string>): AppServer {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith("VITEST") && !k.startsWith("TEST_DATABASE") && k !== "NODE_OPTIONS",
    ),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...base, ...env, NODE_ENV: "production", PORT: String(port) },
    stdio: "pipe",
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { name, port, child, out: () => out, exited };
}

async function healthy(server: AppServer, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`${server.name} exited during start:\n${server.out()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} not healthy after ${timeoutMs} ms:\n${server.out()}`);
}

/**
 * The load balancer: `x-test-backend` picks the server (else round robin) and
 * `x-test-client` stands for the socket address of the client it would see;
 * it appends that to X-Forwarded-For like any proxy.
 */
function startProxy(backends: () => number[]): Promise<{ server: Server; url: string }> {
  let next = 0;
  const server = createServer((req, res) => {
    const ports = backends();
    const pick = req.headers["x-test-backend"];
    const port = pick !== undefined ? ports[Number(pick)] : ports[next++ % ports.length];
    const client = String(req.headers["x-test-client"] ?? req.socket.remoteAddress);
    const headers = { ...req.headers };
    delete headers["x-test-backend"];
    delete headers["x-test-client"];
    const prior = headers["x-forwarded-for"];
    headers["x-forwarded-for"] = prior ? `${String(prior)}, ${client}` : client;
    const upstream = httpRequest(
      { host: "127.0.0.1", port, path: req.url, method: req.method, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** A browser's cookies, enough for this app (no paths or expiry to honour). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (value === "" || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

describe.skipIf(!built)("two app servers behind a proxy, one database, one bucket", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-multi-"));
  let s3: S3rverProcess;
  let proxy: { server: Server; url: string };
  let a: AppServer;
  let b: AppServer;
  let db: DB;
  let pgName: string | undefined;

  beforeAll(async () => {
    s3 = await startS3rver("vitrina-multi");
    const env: Record<string, string> = {
      ...SECRETS,
      NODE_ENV: "production",
      DATA_DIR: dir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PAYMENT_PROVIDER: "off",
      EDGE_PURGE: "off",
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      TRUSTED_PROXIES: "127.0.0.1/32,::1",
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_MS: "5000",
      REGISTER_LIMIT_PER_HOUR: "1000",
    };
    if (pgServer) {
      pgName = `t_${process.env.TEST_DATABASE_RUN ?? "x"}_multi_${randomBytes(3).toString("hex")}`;
      await adminQuery(pgServer, `create database ${pgName}`);
      env.DATABASE_URL = withDatabase(pgServer, pgName);
    }
    const ports = [await freePort(), await freePort()];
    proxy = await startProxy(() => ports);
    env.APP_URL = proxy.url;
    env.PUBLIC_URL = `http://127.0.0.1:${await freePort()}`;
    // One after the other: the first migrates and seeds, the second finds it done.
    a = startApp("server A", ports[0], env);
    await healthy(a);
    b = startApp("server B", ports[1], env);
    await healthy(b);
    db = openDatabase(env.DATABASE_URL ?? path.join(dir, "vitrina.sqlite"));
  }, 200_000);

  afterAll(async () => {
    await db?.destroy();
    for (const s of [a, b]) {
      if (s && s.child.exitCode === null) {
        s.child.kill("SIGKILL");
        await s.exited;
      }
    }
    proxy?.server.close();
    await s3?.stop();
    if (pgServer && pgName)
      await adminQuery(pgServer, `drop database if exists ${pgName} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A client at `ip` talking to the proxy; `backend` 0/1 picks the server. */
  function client(ip: string) {
    const jar = new Jar();
    const send = async (
      backend: 0 | 1,
      method: string,
      path: string,
      body?: unknown,
      extra: Record<string, string> = {},
    ) => {
      const headers: Record<string, string> = {
        "x-test-backend": String(backend),
        "x-test-client": ip,
        ...extra,
      };
      if (jar.header()) headers.cookie = jar.header();
      const xsrf = jar.get("XSRF-TOKEN");
      if (method !== "GET" && xsrf) headers["x-xsrf-token"] = decodeURIComponent(xsrf);
      if (body !== undefined) headers["content-type"] = "application/json";
      const res = await fetch(`${proxy.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      });
      jar.take(res);
      return res;
    };
    return {
      jar,
      send,
      /** Any page hands out the anonymous XSRF token. */
      async open(backend: 0 | 1 = 0) {
        const res = await send(backend, "GET", "/login");
        await res.arrayBuffer();
        expect(jar.get("XSRF-TOKEN")).toBeTruthy();
      },
      login(backend: 0 | 1, password: string, extra?: Record<string, string>) {
        return send(backend, "POST", "/api/auth/login", { email: ADMIN_EMAIL, password }, extra);
      },
    };
  }

  it("/healthz on each server: database, bucket and limiter store answer", async () => {
    for (const s of [a, b]) {
      const res = await fetch(`http://127.0.0.1:${s.port}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, db: "ok", store: "ok", limits: "ok" });
    }
  });

  it("failed logins spread over both servers still hit the limit; limits stay per client", async () => {
    const attacker = client("198.51.100.10");
    await attacker.open(0);
    // Five failures per account and address, alternating servers.
    for (let i = 0; i < 5; i++) {
      const res = await attacker.login((i % 2) as 0 | 1, "wrong-password");
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const backend of [0, 1] as const) {
      const blocked = await attacker.login(backend, ADMIN_PASSWORD);
      expect(blocked.status, `server ${backend}`).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Naming another address in X-Forwarded-For does not escape the limit.
    const spoofed = await attacker.login(1, ADMIN_PASSWORD, {
      "x-forwarded-for": "203.0.113.77",
    });
    expect(spoofed.status).toBe(429);

    // Another client behind the same proxy is not held by the attacker's failures.
    const owner = client("198.51.100.20");
    await owner.open(1);
    expect((await owner.login(1, "typo-password")).status).toBe(401);
    expect((await owner.login(0, ADMIN_PASSWORD)).status).toBe(200);

    // The counters are rows of the shared database, keyed on the client's address.
    const counted = await sql<{ key: string; points: number }>`select key, points from rate_limits
      where key = ${`login-acct-ip:${ADMIN_EMAIL}|198.51.100.10`}`.execute(db);
    expect(counted.rows.map((r) => Number(r.points))).toEqual([5]);

    // The servers saw the clients' addresses, not the proxy's.
    const ips = [...requestLines(a), ...requestLines(b)]
      .filter((l) => l.path === "/api/auth/login")
      .map((l) => l.ip);
    expect(new Set(ips)).toEqual(new Set(["198.51.100.10", "198.51.100.20"]));
  });

  it("a session made on one server works on the other, and ends on both", async () => {
    const user = client("198.51.100.30");
    await user.open(0);
    const login = await user.login(0, ADMIN_PASSWORD);
    expect(login.status).toBe(200);
    const check = await user.send(1, "GET", "/api/auth/check");
    expect(check.status).toBe(200);
    expect(((await check.json()) as { email: string }).email).toBe(ADMIN_EMAIL);
    // A write on B with the session's XSRF token from A.
    const out = await user.send(1, "POST", "/api/auth/logout", {});
    expect(out.status).toBe(200);
    expect((await user.send(0, "GET", "/api/auth/check")).status).toBe(401);
  });

  it("each answer carries a request id, the one in that server's log line", async () => {
    const res = await fetch(`${proxy.url}/login`, {
      headers: { "x-test-backend": "1", "x-request-id": "lb-trace-0001" },
    });
    await res.arrayBuffer();
    // The proxy is trusted: its id is kept.
    expect(res.headers.get("x-request-id")).toBe("lb-trace-0001");
    await expect
      .poll(() => requestLines(b).some((l) => l.id === "lb-trace-0001" && l.path === "/login"))
      .toBe(true);
  });

  it("due tasks are claimed once between the two runners", async () => {
    const due = new Date(Date.now() - 1_000).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await db
        .insertInto("scheduled_tasks")
        .values({ name: "sessions.sweep", execution_time: due, created_at: due, payload: "{}" })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(r.id);
    }
    const rows = async () =>
      db.selectFrom("scheduled_tasks").selectAll().where("id", "in", ids).execute();
    await expect
      .poll(async () => (await rows()).filter((t) => t.status === "completed").length, {
        timeout: 40_000,
        interval: 500,
      })
      .toBe(ids.length);
    const done = await rows();
    // A claim counts an attempt: one each means no task was claimed twice.
    expect(done.map((t) => t.attempts)).toEqual(ids.map(() => 1));
    const pids = new Set(done.map((t) => Number(String(t.claimed_by).split(":")[1])));
    for (const pid of pids) expect([a.child.pid, b.child.pid]).toContain(pid);
  }, 60_000);

  it("SIGTERM: the server drains and exits 0; the other keeps serving", async () => {
    b.child.kill("SIGTERM");
    expect(await b.exited).toBe(0);
    expect(b.out()).toMatch(/"msg":"stopped"/);
    const res = await fetch(`${proxy.url}/healthz`, { headers: { "x-test-backend": "0" } });
    expect(res.status).toBe(200);
  }, 30_000);
});
