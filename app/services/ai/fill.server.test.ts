import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySuggestion, suggestionChanges } from "../../../core/ai/apply";
import { isRewritablePath, type Suggestion } from "../../../core/ai/suggestions";
import { HttpError } from "../../../core/http-error";
import { LandingContentSchema, type LandingContent } from "../../../core/landing/schema";
import { templateContent, templateIds } from "../../../core/templates/catalogue";
import {
  createTestDb,
  migrateToLatest,
  openDatabase,
  testDatabaseIsPostgres,
  type DB,
} from "../../../db/database";
import { createLanding } from "../../../db/queries/landings";
import { insertUser } from "../../../db/queries/users";
import type { Actor } from "../landings/landings.server";
import { loadConfig } from "../platform/config.server";
import { closeLimiterStore, initLimiterStore } from "../platform/rate-limit.server";
import type { AppContext } from "../platform/runtime.server";
import { createFakeAiProvider } from "./drivers/fake.server";
import { createOpenAiProvider } from "./drivers/openai.server";
import { fillQuestion } from "./fill.server";
import type { AiProvider, AiQuestion } from "./port";
import { suggest } from "./suggest.server";

/** Fill with AI (issue 26) through POST /api/landings/{id}/ai. */

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-ai-fill-"));
let db: DB;
let ctx: Pick<AppContext, "db" | "store" | "config" | "now">;
const now = new Date("2026-11-27T12:00:00Z");
let pro: Actor;
let free: Actor;
let uuid: string;
let freeUuid: string;

// A page made from a template, with the owner's contacts, a link, a select field and analytics added.
const base = templateContent("cafe-bakery", "en");
if (!base) throw new Error("the cafe-bakery template is missing");
/** Where the owner's select lands: its options are words to fill too. */
const SELECT_AT = base.form!.fields.length;
const content: LandingContent = LandingContentSchema.parse({
  ...base,
  form: {
    ...base.form,
    fields: [
      ...base.form!.fields,
      {
        id: "pickup",
        kind: "select",
        label: "Pickup time",
        required: false,
        options: ["Morning", "Afternoon"],
      },
    ],
  },
  mainButtonLink: "https://wa.me/15550001111",
  contacts: {
    ...base.contacts,
    mainPhone: "+1 555 000 1111",
    email: "owner@bakery.example",
    messageText: "Hello, I'd like to order",
  },
  analytics: [{ name: "GA", code: "<script>secret()</script>" }],
});
const BODY = {
  action: "fill",
  businessName: "Sunny Crust",
  about: "A family bakery in Denpasar: sourdough, croissants and birthday cakes.",
};

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
const errorOf = async (p: Promise<unknown>) => {
  const e = await p.catch((x: unknown) => x);
  expect(e).toBeInstanceOf(HttpError);
  return e as HttpError;
};
const savedContent = async (id: string) =>
  JSON.parse(
    (
      await db
        .selectFrom("landings")
        .select("content")
        .where("uuid", "=", id)
        .executeTakeFirstOrThrow()
    ).content,
  ) as unknown;

/** Everything but the allow-listed words and the name: what a fill must never change. */
function structure(c: LandingContent) {
  return {
    ...c,
    projectName: undefined,
    projectDescription: undefined,
    mainButtonName: undefined,
    extraButtonName: undefined,
    cardsSectionTitle: undefined,
    projectLocation: undefined,
    videoSectionTitle: undefined,
    projectLogoAlt: undefined,
    projectBackgroundAlt: undefined,
    seo: undefined,
    cards: c.cards.map((card) => ({ ...card, title: undefined, alt: undefined })),
    qas: c.qas.map((qa) => ({ ...qa, question: undefined, answer: undefined })),
    form: c.form && {
      ...c.form,
      title: undefined,
      description: undefined,
      submitText: undefined,
      successMessage: undefined,
      consentText: undefined,
      fields: c.form.fields.map((f) => ({
        ...f,
        label: undefined,
        placeholder: undefined,
        options: f.options?.length,
      })),
    },
  };
}

beforeAll(async () => {
  if (testDatabaseIsPostgres) {
    db = await createTestDb();
    await initLimiterStore({ db });
  } else {
    const file = path.join(dir, "vitrina.sqlite");
    db = openDatabase(file);
    await migrateToLatest(db);
    await initLimiterStore({ db }, { kind: "sqlite", file });
  }
  const config = loadConfig({
    DATA_DIR: dir,
    SESSION_SECRET: "s".repeat(40),
    AI_PROVIDER: "fake",
    AI_DAILY_LIMIT: "5",
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
  pro = await mk("pro@fill.test", 1);
  free = await mk("free@fill.test", 0);
  const mkLanding = async (owner: Actor) =>
    (
      await createLanding(db, {
        parentUser: owner.id,
        now,
        lang: "en",
        content: JSON.stringify(content),
      })
    ).uuid;
  uuid = await mkLanding(pro);
  freeUuid = await mkLanding(free);
});
afterAll(async () => {
  await closeLimiterStore();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("Fill with AI: who may ask, and what", () => {
  it("a free owner gets 403 proRequired and nothing reaches the provider; AI off is 503", async () => {
    const { p, asked } = recording();
    const e = await errorOf(suggest(ctx, free, freeUuid, BODY, { provider: p }));
    expect([e.status, e.body.error]).toEqual([403, "proRequired"]);
    const off = await errorOf(suggest(ctx, pro, uuid, BODY, { provider: null }));
    expect([off.status, off.body.error]).toEqual([503, "notConfigured"]);
    expect(asked).toHaveLength(0);
  });

  it("needs the business name and a sentence about it (400 invalidRequest)", async () => {
    const { p, asked } = recording();
    for (const body of [
      { ...BODY, businessName: "  " },
      { ...BODY, about: "Bakery" },
      { ...BODY, about: "x".repeat(601) },
      { action: "fill", about: BODY.about },
    ]) {
      const e = await errorOf(suggest(ctx, pro, uuid, body, { provider: p }));
      expect([e.status, e.body.error]).toEqual([400, "invalidRequest"]);
    }
    expect(asked).toHaveLength(0);
  });

  it("a page with no words to rewrite is 400 nothingToFill", () => {
    const empty = LandingContentSchema.parse({ projectName: "X" });
    expect(() => fillQuestion({ ...BODY, action: "fill" }, empty, "en")).toThrow(
      expect.objectContaining({
        status: 400,
        body: expect.objectContaining({ error: "nothingToFill" }),
      }),
    );
  });
});

describe("Fill with AI: the allow-list, the structure, review before save", () => {
  it("sends only the page's words: no names, links, images, contacts, prices, ids or analytics", async () => {
    const { p, asked } = recording();
    await suggest(ctx, pro, uuid, BODY, { provider: p });
    const input = asked[0].input as { fields: { path: string; text: string; max: number }[] };
    expect(asked[0].task).toBe("fill");
    expect(input).toMatchObject({ language: "en", businessName: "Sunny Crust", about: BODY.about });
    const paths = input.fields.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "projectDescription",
        "cards.0.title",
        "qas.0.answer",
        `form.fields.${SELECT_AT}.options.0`,
      ]),
    );
    for (const f of input.fields) {
      expect(isRewritablePath(f.path), f.path).toBe(true);
      expect(f.path.startsWith("contacts.")).toBe(false);
    }
    const sent = JSON.stringify(asked[0].input);
    for (const secret of [
      content.projectName,
      "+1 555 000 1111",
      "owner@bakery.example",
      "I'd like to order",
      "wa.me",
      "template:",
      "secret()",
      '"price"',
      '"amount"',
      '"id"',
    ])
      expect(sent, secret).not.toContain(secret);
  });

  it("the suggestion rewrites words and keeps the structure; nothing is saved until the owner applies it", async () => {
    const { p } = recording();
    const { suggestion } = await suggest(ctx, pro, uuid, BODY, { provider: p });
    expect(suggestion.action).toBe("fill");
    expect(await savedContent(uuid)).toEqual(content);

    const after = applySuggestion(content, suggestion, () => "new");
    expect(LandingContentSchema.safeParse(after).success).toBe(true);
    expect(after.projectName).toBe("Sunny Crust");
    expect(after.projectDescription).toContain("Sunny Crust");
    expect(after.projectDescription).toContain(BODY.about);
    expect(structure(after)).toEqual(structure(content));
    expect(after.cards.map((c) => [c.id, c.price, c.url, c.link])).toEqual(
      content.cards.map((c) => [c.id, c.price, c.url, c.link]),
    );
    // The review dialog shows the new name beside the rewritten words.
    const changed = suggestionChanges(content, after).map((c) => c.path);
    expect(changed).toEqual(expect.arrayContaining(["projectName", "projectDescription"]));
  });

  it("counts against the same daily allowance: over it is 429 and the provider is not asked", async () => {
    const { p, asked } = recording();
    const used = { take: async () => false, used: async () => 5 };
    const e = await errorOf(suggest(ctx, pro, uuid, BODY, { provider: p, limit: used }));
    expect([e.status, e.body.error]).toEqual([429, "dailyLimit"]);
    expect(asked).toHaveLength(0);
  });

  it("every template, in every language, fills through the stand-in into content that saves", async () => {
    const fake = createFakeAiProvider();
    for (const id of templateIds()) {
      for (const lang of ["ru", "en", "id"] as const) {
        const c = templateContent(id, lang)!;
        const q = fillQuestion({ ...BODY, action: "fill" }, c, lang);
        const s = q.wrap(await fake.ask(q.ask, new AbortController().signal));
        const after = applySuggestion(c, s, () => "new");
        expect(LandingContentSchema.safeParse(after).success, `${id}/${lang}`).toBe(true);
        expect(structure(after), `${id}/${lang}`).toEqual(structure(c));
      }
    }
  });
});

describe("Fill with AI through the OpenAI driver (a stand-in chat-completions server)", () => {
  function server(contents: string[]) {
    const sent: Array<Record<string, any>> = [];
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, any>);
      const content = contents.shift() ?? "";
      const body = {
        id: "c1",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices: [
          {
            index: 0,
            finish_reason: "stop",
            message: { role: "assistant", content, refusal: null },
          },
        ],
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }) as typeof globalThis.fetch;
    const provider = createOpenAiProvider({
      baseUrl: "http://ai.test/v1",
      apiKey: "sk-test",
      model: "m",
      fetch,
    });
    return { sent, provider };
  }
  const answer = (fields: { path: string; text: string }[]) => JSON.stringify({ fields });

  it("asks for the sent paths only (an enum in the schema) and returns a suggestion that keeps the page", async () => {
    const s = server([
      answer([
        { path: "projectDescription", text: "Sunny Crust bakes sourdough in Denpasar." },
        { path: "cards.0.title", text: "Butter croissant" },
      ]),
    ]);
    const { suggestion } = await suggest(ctx, pro, uuid, BODY, { provider: s.provider });
    const schema = s.sent[0].response_format.json_schema.schema;
    const item = schema.properties.fields.items;
    expect(item.properties.path.enum).toContain("form.title");
    expect(item.properties.path.enum).not.toContain("contacts.mainPhone");
    expect(item.properties.path.enum).not.toContain("projectName");
    const after = applySuggestion(content, suggestion as Suggestion, () => "new");
    expect(after.projectDescription).toBe("Sunny Crust bakes sourdough in Denpasar.");
    expect(after.cards[0].title).toBe("Butter croissant");
    expect(structure(after)).toEqual(structure(content));
    expect(await savedContent(uuid)).toEqual(content);
  });

  it("an answer with a path that was not sent, or a text over its field's limit, is refused (502 aiInvalidAnswer)", async () => {
    const s = server([
      answer([{ path: "contacts.mainPhone", text: "+1 999" }]),
      answer([{ path: "mainButtonName", text: "x".repeat(61) }]),
    ]);
    const e = await errorOf(suggest(ctx, pro, uuid, BODY, { provider: s.provider }));
    expect([e.status, e.body.error]).toEqual([502, "aiInvalidAnswer"]);
    expect(s.sent).toHaveLength(2);
    expect(await savedContent(uuid)).toEqual(content);
  });
});
