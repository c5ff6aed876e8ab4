import { mkdtempSync } from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDb } from "../../db/database";
import { createLanding, updateLanding } from "../../db/queries/landings";
import { insertUserSettings } from "../../db/queries/user-settings";
import { insertUser } from "../../db/queries/users";
import { openTestBucket } from "./test-bucket";
import type { SiteStore } from "../../core/storage/site-store";
import { fullLanding } from "../fixtures/full-landing";
import { cookieHeader } from "./auth";
import { loadConfig, type Config } from "../../app/services/platform/config.server";
import { createFileMailer } from "../../app/services/platform/mail.server";
import { readOutbox } from "../../app/services/platform/mail-outbox";
import { hashPassword } from "../../app/services/accounts/passwords.server";
import { publishLanding } from "../../app/services/publishing/publish.server";
import { setContext, type AppContext } from "../../app/services/platform/runtime.server";
import { ensureAdminAccount } from "../../app/services/accounts/seed.server";
import { startSession } from "../../app/services/accounts/session.server";

/**
 * Test kit of the admin API tests: a real Miniflare bucket per file, a fresh
 * migrated database per test, the seeded admin (id 1; ADMIN_USER_IDS is
 * 1,3,17), users and published landings, and calls through the real route
 * modules (`loader` for GET, `action` otherwise).
 */

export const START = new Date("2026-11-25T12:00:00Z");
export const DAY = 86_400_000;

export function adminConfig(dataDir: string): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "https://app.test",
    PUBLIC_URL: "https://pages.test",
    SESSION_SECRET: "s".repeat(40),
  } as NodeJS.ProcessEnv);
}

export async function openBucket(): Promise<{ store: SiteStore; dispose(): Promise<void> }> {
  return openTestBucket();
}

let passwordHash: Promise<string> | null = null;

export interface Kit {
  ctx: AppContext;
  clock: { now: Date };
  store: SiteStore;
  config: Config;
  mails(): ReturnType<typeof readOutbox>;
  /** Cookie header of a session of the seeded admin (id 1). */
  adminCookie: string;
  addUser(o?: {
    id?: number;
    email?: string;
    name?: string;
    tariff?: number;
    expiry?: string | null;
    confirmed?: boolean;
    createdAt?: string;
  }): Promise<number>;
  signIn(userId: number): Promise<string>;
  /** A landing with the full fixture content, published under `alias`. */
  published(ownerId: number, alias: string): Promise<string>;
  /** A landing never published (draft only). */
  draft(ownerId: number): Promise<string>;
  advance(ms: number): void;
}

let seq = 0;

export async function freshKit(store: SiteStore): Promise<Kit> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-admin-"));
  const config = adminConfig(dir);
  const clock = { now: START };
  const mailDir = path.join(dir, "mail");
  const ctx: AppContext = {
    db: await createTestDb(),
    config,
    store,
    mailer: createFileMailer(mailDir, config.mailFrom),
    now: () => clock.now,
  };
  setContext(ctx);
  await ensureAdminAccount(ctx);
  passwordHash ??= hashPassword("secret12");
  const hash = await passwordHash;
  const signIn = async (userId: number) => cookieHeader((await startSession(ctx, userId)).cookies);

  const kit: Kit = {
    ctx,
    clock,
    store,
    config,
    mails: () => readOutbox(mailDir),
    adminCookie: await signIn(1),
    async addUser(o = {}) {
      const n = ++seq;
      const id = await insertUser(ctx.db, {
        ...(o.id !== undefined && { id: o.id }),
        name: o.name ?? `User ${n}`,
        email: o.email ?? `user${n}@example.com`,
        phone: "+7 900",
        password_hash: hash,
        position: null,
        country: null,
        usage_purpose: null,
        tariff: o.tariff ?? 0,
        tariff_expiration_date:
          o.expiry === undefined ? new Date(clock.now.getTime() + 7 * DAY).toISOString() : o.expiry,
        units_plan: null,
        location: null,
        email_confirmed_at: o.confirmed ? clock.now.toISOString() : null,
        created_at: o.createdAt ?? clock.now.toISOString(),
        last_login: null,
      });
      await insertUserSettings(ctx.db, { user_id: id });
      return id;
    },
    signIn,
    async published(ownerId, alias) {
      const row = await createLanding(ctx.db, { parentUser: ownerId, now: clock.now });
      await updateLanding(ctx.db, row.uuid, {
        content: JSON.stringify({ ...fullLanding, textAlias: alias }),
      });
      await publishLanding(ctx, row.uuid, { force: true });
      return row.uuid;
    },
    async draft(ownerId) {
      const row = await createLanding(ctx.db, { parentUser: ownerId, now: clock.now });
      return row.uuid;
    },
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return kit;
}

/**
 * Registers a file's hooks: one bucket for the file and, before each test, a
 * fresh kit (so a fresh database) handed to `take`.
 */
export function withFreshKit(take: (kit: Kit) => void): void {
  let store: SiteStore;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ store, dispose } = await openBucket()));
  afterAll(async () => dispose());
  beforeEach(async () => take(await freshKit(store)));
}

/** A list answer of the admin API. */
export type ListBody = {
  rows: Array<Record<string, unknown>>;
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  dir: string;
  mirrored_keys?: string[];
};

/** A call's JSON answer, read as a record. */
export const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** The call options of the seeded admin's session, with a body or params. */
export const asAdmin = (kit: Kit, o: { body?: unknown; params?: Record<string, string> } = {}) => ({
  cookie: kit.adminCookie,
  ...o,
});

type RouteArgs = { request: Request; params: Record<string, string>; context: object };

/** A route module's loader and action (typed loosely: each route has its own arg types). */
export interface RouteModule {
  loader?: unknown;
  action?: unknown;
}

/**
 * Calls a route module as Remix would: GET/HEAD → loader, others → action.
 * A thrown Response is returned like an answered one.
 */
export async function call(
  mod: RouteModule,
  method: string,
  url: string,
  o: { cookie?: string; body?: unknown; params?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers({
    "x-vitrina-client-ip": o.ip ?? "203.0.113.7",
    "user-agent": "vitest-admin",
  });
  if (o.cookie) headers.set("cookie", o.cookie);
  let body: string | undefined;
  if (o.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(o.body);
  }
  const request = new Request(new URL(url, "https://app.test"), { method, headers, body });
  const fn = (method === "GET" || method === "HEAD" ? mod.loader : mod.action) as
    ((args: RouteArgs) => unknown) | undefined;
  if (!fn) throw new Error(`route has no ${method === "GET" ? "loader" : "action"}`);
  try {
    return (await fn({ request, params: o.params ?? {}, context: {} })) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
