import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { createTestDb, type DB } from "../../../db/database";
import { checkHealth, HEALTH_PROBE_KEY, setDraining } from "./health.server";
import { closeServer } from "./shutdown.server";

afterEach(() => setDraining(false));

/** A database whose every connection attempt fails, as a server that is down. */
function unreachableDb(): DB {
  class Down extends DummyDriver {
    override acquireConnection(): never {
      throw new Error("connection refused");
    }
  }
  return new Kysely({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new Down(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }) as DB;
}

const bucket = (get: (key: string) => Promise<unknown>) => ({ get }) as never;

describe("checkHealth", () => {
  it("ok when the database, the bucket and the limiter store answer", async () => {
    const db = await createTestDb();
    const asked: string[] = [];
    try {
      const report = await checkHealth({
        db,
        store: bucket(async (key) => (asked.push(key), null)),
        limits: async () => undefined,
      });
      expect(report).toEqual({ ok: true, db: "ok", store: "ok", limits: "ok" });
      expect(asked).toEqual([HEALTH_PROBE_KEY]);
    } finally {
      await db.destroy();
    }
  });

  it("names what failed or hung", async () => {
    const db = unreachableDb();
    const report = await checkHealth(
      {
        db,
        store: bucket(() => new Promise(() => {})),
        limits: () => Promise.reject(new Error("down")),
      },
      50,
    );
    expect(report).toEqual({ ok: false, db: "fail", store: "timeout", limits: "fail" });
  });

  it("a draining server is not healthy, whatever its checks say", async () => {
    const db = await createTestDb();
    try {
      setDraining(true);
      const report = await checkHealth({ db, store: bucket(async () => null) });
      expect(report).toMatchObject({ ok: false, db: "ok", draining: true });
    } finally {
      await db.destroy();
    }
  });
});

describe("closeServer", () => {
  async function slowServer(ms: number): Promise<{ server: Server; url: string }> {
    const server = createServer((_req, res) => {
      setTimeout(() => res.end("done"), ms);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
  }

  it("lets a request in flight finish, then resolves", async () => {
    const { server, url } = await slowServer(150);
    const inFlight = fetch(url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 30));
    const closed = await closeServer(server, 5_000);
    expect(closed).toEqual({ forced: false });
    expect(await inFlight).toBe("done");
    await expect(fetch(url)).rejects.toThrow();
  });

  it("cuts what is still open at the timeout", async () => {
    const { server, url } = await slowServer(5_000);
    const inFlight = fetch(url).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((r) => setTimeout(r, 30));
    const started = Date.now();
    expect(await closeServer(server, 100)).toEqual({ forced: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe("cut");
  });

  it("a server that is not listening resolves at once", async () => {
    const server = createServer();
    expect(await closeServer(server, 10)).toEqual({ forced: false });
  });
});
