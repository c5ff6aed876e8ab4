import { mkdtempSync, rmSync } from "node:fs";
import { HttpError } from "../../../core/http-error";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDb,
  migrateToLatest,
  openDatabase,
  testDatabaseIsPostgres,
  type DB,
} from "../../../db/database";
import { createLanding } from "../../../db/queries/landings";
import { insertUser } from "../../../db/queries/users";
import { LandingContentSchema } from "../../../core/landing/schema";
import { DRAFT_MAX_TOKENS, rewriteMaxTokens, SEO_MAX_TOKENS } from "../../../core/ai/suggestions";
import { loadConfig } from "../platform/config.server";
import type { Actor } from "../landings/landings.server";
import { LIMITS_TABLE } from "../platform/limiter-stores.server";
import { closeLimiterStore, initLimiterStore } from "../platform/rate-limit.server";
import type { AppContext } from "../platform/runtime.server";
import { createFakeAiProvider } from "./drivers/fake.server";
import { AiFailure, type AiProvider, type AiQuestion } from "./port";
import { suggest } from "./suggest.server";

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-ai-"));
let db: DB;
let ctx: Pick<AppContext, "db" | "store" | "config" | "now">;
let now = new Date("2026-11-23T12:00:00Z");
let pro: Actor;
let free: Actor;
let stranger: Actor;
let uuid: string;
let freeUuid: string;

const content = LandingContentSchema.parse({
  projectName: "Roti Bali",
  projectDescription: "Sourdough bakery in Ubud.",
  projectLogoUrl: "/assets/logo.jpg",
  mainButtonName: "Order",
  cards: [
    { id: "a", title: "Sourdough", url: "/assets/a.jpg", link: "https://shop.example/a" },
    { id: "b", title: "", url: "/assets/b.jpg" },
  ],
  qas: [{ question: "Do you deliver?", answer: "Yes." }],
  contacts: { mainPhone: "+62 811 000", email: "owner@roti.example" },
  analytics: [{ name: "GA", code: "<script>secret()</script>" }],
});

/** A provider that records what it was asked and answers through the fake. */
function recording(inner: AiProvider = createFakeAiProvider()) {
  const asked: AiQuestion<unknown>[] = [];
  const p: AiProvider = {
    name: "fake",
    destination: "test",
    ask: (q, signal) => {
      asked.push(q as AiQuestion<unknown>);
      return inner.ask(q, signal);
    },
  };
  return { p, asked };
}
const hanging: AiProvider = {
  name: "fake",
  destination: "test",
  ask: () => new Promise(() => {}),
};

const errorOf = async (p: Promise<unknown>) => {
  const e = await p.catch((x: unknown) => x);
  expect(e).toBeInstanceOf(HttpError);
  return e as HttpError;
};

beforeAll(async () => {
  if (testDatabaseIsPostgres) {
    db = await createTestDb();
    await initLimiterStore({ db });
  } else {
    // The SQLite store needs the app's file (a connection of its own), as in production.
    const file = path.join(dir, "vitrina.sqlite");
    db = openDatabase(file);
    await migrateToLatest(db);
    await initLimiterStore({ db }, { kind: "sqlite", file });
  }
  const config = loadConfig({
    DATA_DIR: dir,
    SESSION_SECRET: "s".repeat(40),
    AI_PROVIDER: "fake",
    AI_DAILY_LIMIT: "3",
  });
  ctx = { db, config, store: undefined as never, now: () => now };
  const mk = async (email: string, tariff: number) => {
    const id = await insertUser(db, {
      name: email,
      email,
      phone: "",
      password_hash: "x",
      position: null,
      country: null,
      usage_purpose: null,
      tariff,
      tariff_expiration_date: tariff ? "2027-11-23T00:00:00Z" : null,
      units_plan: null,
      location: null,
      email_confirmed_at: now.toISOString(),
      created_at: now.toISOString(),
      last_login: null,
    });
    return { id, tariff, expired: false, total_available_landings: 1 } satisfies Actor;
  };
  pro = await mk("pro@ai.test", 1);
  free = await mk("free@ai.test", 0);
  stranger = await mk("other@ai.test", 1);
  uuid = (
    await createLanding(db, {
      parentUser: pro.id,
      now,
      lang: "en",
      content: JSON.stringify(content),
    })
  ).uuid;
  freeUuid = (
    await createLanding(db, { parentUser: free.id, now, content: JSON.stringify(content) })
  ).uuid;
});
afterAll(async () => {
  await closeLimiterStore();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const usedToday = async (userId: number) => {
  const day = now.toISOString().slice(0, 10);
  const r = await sql<{ points: number }>`select points from ${sql.table(LIMITS_TABLE)}
    where key = ${`ai-day:${userId}|${day}`}`.execute(db);
  return r.rows[0] ? Number(r.rows[0].points) : 0;
};

describe("POST /api/landings/{id}/ai rules", () => {
  it("only the owner (others get 404), only PRO (403 proRequired), and off answers 503 notConfigured", async () => {
    const { p } = recording();
    expect(
      (await errorOf(suggest(ctx, stranger, uuid, { action: "seo" }, { provider: p }))).status,
    ).toBe(404);
    const freeErr = await errorOf(suggest(ctx, free, freeUuid, { action: "seo" }, { provider: p }));
    expect([freeErr.status, freeErr.body.error]).toEqual([403, "proRequired"]);
    const off = await errorOf(suggest(ctx, pro, uuid, { action: "seo" }, { provider: null }));
    expect([off.status, off.body.error]).toEqual([503, "notConfigured"]);
  });

  it("draft answers a validated suggestion and saves nothing", async () => {
    const { p, asked } = recording();
    const { suggestion } = await suggest(
      ctx,
      pro,
      uuid,
      { action: "draft", description: "We bake sourdough bread and cakes in Ubud." },
      { provider: p },
    );
    expect(suggestion.action).toBe("draft");
    if (suggestion.action !== "draft") return;
    expect(suggestion.draft.cardTitles.length).toBeGreaterThan(0);
    expect(suggestion.draft.cardTitles.length).toBeLessThanOrEqual(9);
    expect(asked[0].input).toEqual({
      language: "en",
      description: "We bake sourdough bread and cakes in Ubud.",
    });
    const row = await db
      .selectFrom("landings")
      .select("content")
      .where("uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.content)).toEqual(content);
  });

  it("rewrite takes only allow-listed fields: contacts, links, analytics and names are refused before anything is sent", async () => {
    const { p, asked } = recording();
    for (const field of [
      "contacts.mainPhone",
      "contacts.email",
      "cards.0.link",
      "cards.0.url",
      "analytics.0.code",
      "projectName",
      "mainButtonLink",
    ]) {
      const e = await errorOf(
        suggest(ctx, pro, uuid, { action: "rewrite", field, style: "shorter" }, { provider: p }),
      );
      expect([e.status, e.body.error]).toEqual([400, "invalidRequest"]);
    }
    const bad = await errorOf(
      suggest(
        ctx,
        pro,
        uuid,
        { action: "rewrite", field: "projectDescription", style: "louder" },
        { provider: p },
      ),
    );
    expect(bad.body.error).toBe("invalidRequest");
    const empty = await errorOf(
      suggest(
        ctx,
        pro,
        uuid,
        { action: "rewrite", field: "cards.1.title", style: "fix" },
        { provider: p },
      ),
    );
    expect(empty.body).toEqual({
      error: "emptyField",
      code: "emptyField",
      field: "cards.1.title",
    });
    expect(asked).toHaveLength(0);

    const { suggestion } = await suggest(
      ctx,
      pro,
      uuid,
      { action: "rewrite", field: "qas.0.question", style: "formal" },
      { provider: p },
    );
    expect(suggestion).toMatchObject({
      action: "rewrite",
      field: "qas.0.question",
      before: "Do you deliver?",
    });
    // Exactly that field's text left the server.
    expect(JSON.stringify(asked[0].input)).not.toMatch(/\+62|owner@|secret|shop\.example/);
    expect(asked[0].input.text).toBe("Do you deliver?");
  });

  it("SEO pack sends the description and card titles, never images, links or contacts", async () => {
    const { p, asked } = recording();
    const { suggestion } = await suggest(ctx, pro, uuid, { action: "seo" }, { provider: p });
    expect(suggestion.action).toBe("seo");
    if (suggestion.action === "seo")
      expect(suggestion.seo.description.length).toBeLessThanOrEqual(160);
    expect(asked[0].input).toEqual({
      language: "en",
      projectDescription: "Sourdough bakery in Ubud.",
      cardTitles: ["Sourdough", ""],
      hasLogo: true,
      hasCover: false,
    });
  });

  it("each question caps the answer at its schema's size (max_tokens), from core/ai", async () => {
    now = new Date("2026-12-01T08:00:00Z");
    const { p, asked } = recording();
    await suggest(ctx, pro, uuid, { action: "seo" }, { provider: p });
    await suggest(
      ctx,
      pro,
      uuid,
      { action: "draft", description: "We bake sourdough bread and cakes in Ubud." },
      { provider: p },
    );
    await suggest(
      ctx,
      pro,
      uuid,
      { action: "rewrite", field: "projectDescription", style: "shorter" },
      { provider: p },
    );
    expect(asked.map((q) => q.maxTokens)).toEqual([
      SEO_MAX_TOKENS,
      DRAFT_MAX_TOKENS,
      rewriteMaxTokens("projectDescription"),
    ]);
    expect(rewriteMaxTokens("projectDescription")).toBeGreaterThan(
      rewriteMaxTokens("cards.0.title"),
    );
    expect(Math.max(...asked.map((q) => q.maxTokens))).toBeLessThanOrEqual(8192);
  });
});

describe("daily limit, counted in the database", () => {
  it("counts every request that reached the provider, timeouts and provider errors included; over the limit is 429 dailyLimit", async () => {
    now = new Date("2026-11-24T08:00:00Z");
    const { p } = recording();
    expect(await usedToday(pro.id)).toBe(0);
    await suggest(ctx, pro, uuid, { action: "seo" }, { provider: p });
    expect(await usedToday(pro.id)).toBe(1);

    // A timeout still cost the provider its work (issue 23, low 5): it counts.
    const started = Date.now();
    const timeout = await errorOf(
      suggest(ctx, pro, uuid, { action: "seo" }, { provider: hanging, deadlineMs: 150 }),
    );
    expect([timeout.status, timeout.body.error]).toEqual([504, "aiTimeout"]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await usedToday(pro.id)).toBe(2);

    // So does a provider error.
    const broken: AiProvider = {
      name: "fake",
      destination: "test",
      ask: async () => {
        throw new AiFailure("aiUnavailable");
      },
    };
    const down = await errorOf(suggest(ctx, pro, uuid, { action: "seo" }, { provider: broken }));
    expect([down.status, down.body.error]).toEqual([502, "aiUnavailable"]);
    expect(await usedToday(pro.id)).toBe(3);

    const over = await errorOf(suggest(ctx, pro, uuid, { action: "seo" }, { provider: p }));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: "dailyLimit",
      code: "dailyLimit",
      limit: 3,
      resetAt: "2026-11-25T00:00:00.000Z",
    });

    // An invalid answer did reach the provider, so it counts too.
    now = new Date("2026-11-25T00:00:01Z");
    const invalid: AiProvider = {
      name: "fake",
      destination: "test",
      ask: async () => {
        throw new AiFailure("aiInvalidAnswer");
      },
    };
    const inv = await errorOf(suggest(ctx, pro, uuid, { action: "seo" }, { provider: invalid }));
    expect([inv.status, inv.body.error]).toEqual([502, "aiInvalidAnswer"]);
    expect(await usedToday(pro.id)).toBe(1);

    // A new UTC day starts a new count.
    now = new Date("2026-11-26T00:00:01Z");
    await suggest(ctx, pro, uuid, { action: "seo" }, { provider: p });
    expect(await usedToday(pro.id)).toBe(1);
  });
});

describe("requests in flight, counted in the database", () => {
  it("a third request while two are running is 429 tooManyRequests, and not counted", async () => {
    now = new Date("2026-12-05T08:00:00Z");
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fake = createFakeAiProvider();
    const slow: AiProvider = {
      name: "fake",
      destination: "test",
      ask: async (q, signal) => {
        await gate;
        return fake.ask(q, signal);
      },
    };
    const running = [1, 2].map(() =>
      suggest(ctx, pro, uuid, { action: "seo" }, { provider: slow }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const third = await errorOf(suggest(ctx, pro, uuid, { action: "seo" }, { provider: fake }));
    expect([third.status, third.body.error]).toEqual([429, "tooManyRequests"]);
    open();
    await Promise.all(running);
    expect(await usedToday(pro.id)).toBe(2);
    await suggest(ctx, pro, uuid, { action: "seo" }, { provider: fake });
    expect(await usedToday(pro.id)).toBe(3);
  });
});
