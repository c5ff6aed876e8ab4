import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { getLandingByUuid } from "../../../db/queries/landings";
import { IMAGE_WIDTHS } from "../../../core/landing/images";
import type { LandingContent } from "../../../core/landing/schema";
import type { SiteStore } from "../../../core/storage/site-store";
import { getTemplate, templateContent, templateIds } from "../../../core/templates/catalogue";
import { templateRefsIn } from "../../../core/templates/refs";
import {
  cookieHeader,
  formRequest,
  getRequest,
  jsonRequest,
  makeAuthContext,
  setCookiesOf,
} from "../../../tests/support/auth";
import { withTestStore } from "../../../tests/support/landings-store";
import { action as register } from "./auth+/register";
import { action as create } from "./landings+/_index";
import { loader as listTemplates } from "./templates";
import { action as createLandingPage } from "../_owner+/createLanding";

/** Issue 26 through the real route modules: the template list and creating a landing from one. */
let kit: Awaited<ReturnType<typeof makeAuthContext>>;
let store: SiteStore;
let ipSeq = 0;
const args = (request: Request) => ({ request, params: {}, context: {} });

withTestStore((s) => (store = s));
beforeEach(async () => {
  kit = await makeAuthContext();
  kit.ctx.store = store;
});

async function owner(tag: string, lang = "ru") {
  const email = `${tag}-${++ipSeq}@example.com`;
  const res = await register(
    args(
      jsonRequest(
        "/api/auth/register",
        { name: tag, email, phone: "+7 900", password: "secret12" },
        { ip: `198.51.100.${ipSeq}` },
      ),
    ),
  );
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return { id, cookie: `${cookieHeader(setCookiesOf(res))}; selectedLanguage=${lang}` };
}

const makePro = (id: number) =>
  kit.ctx.db
    .updateTable("users")
    .set({ tariff: 1, tariff_expiration_date: "2027-06-01T00:00:00.000Z" })
    .where("id", "=", id)
    .execute();

const createWith = (cookie: string, body: unknown) =>
  create(args(jsonRequest("/api/landings/", body, { cookie })));

async function stored(uuid: string): Promise<{ lang: string; content: LandingContent }> {
  const row = await getLandingByUuid(kit.ctx.db, uuid);
  return { lang: row!.lang, content: JSON.parse(row!.content) as LandingContent };
}

const manifest = JSON.parse(readFileSync("core/templates/assets/manifest.json", "utf8")) as Record<
  string,
  { sha256: string }
>;
/** A template whose every image is drawn (the image helper's manifest names them all). */
const drawn = templateIds().find((id) =>
  templateRefsIn(templateContent(id, "en")).every((ref) => manifest[`${id}/${ref}`]),
)!;

describe("GET /api/templates", () => {
  it("lists every template in the requested language, with public preview URLs, without a session", async () => {
    for (const lang of ["ru", "en", "id"] as const) {
      const res = await listTemplates(args(getRequest(`/api/templates?lang=${lang}`)));
      expect(res.status).toBe(200);
      const items = (await res.json()) as Array<Record<string, string>>;
      expect(items.map((i) => i.id)).toEqual(templateIds());
      for (const item of items) {
        const t = getTemplate(item.id)!;
        expect(item).toEqual({
          id: t.id,
          niche: t.niche,
          title: t.i18n[lang].title,
          description: t.i18n[lang].description,
          previewUrl: `https://app.test/template-previews/${t.id}.${lang}.webp`,
        });
      }
    }
  });

  it("without lang speaks the request's language", async () => {
    const req = getRequest("/api/templates", "selectedLanguage=id");
    const items = (await (await listTemplates(args(req))).json()) as Array<{ title: string }>;
    expect(items[0].title).toBe(getTemplate(templateIds()[0])!.i18n.id.title);
  });

  it("refuses a language it does not have with 400 in the error shape, message in the user's language", async () => {
    const res = await listTemplates(
      args(getRequest("/api/templates?lang=de", "selectedLanguage=en")),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "unsupportedLanguage",
      code: "unsupportedLanguage",
      message: "Templates are available in Russian, English and Indonesian (ru, en, id).",
    });
  });
});

describe("POST /api/landings/ {templateId}", () => {
  it("creates the landing from the template in the owner's language (201), form and images included", async () => {
    const a = await owner("tpl-en", "en");
    const res = await createWith(a.cookie, { templateId: drawn });
    expect(res.status).toBe(201);
    const { uuid } = (await res.json()) as { uuid: string };
    const { lang, content } = await stored(uuid);
    const source = getTemplate(drawn)!.i18n.en.content;
    expect(lang).toBe("en");
    expect(content.projectName).toBe(source.projectName);
    expect(content.cards.map((c) => c.title)).toEqual(source.cards.map((c) => c.title));
    expect(content.qas.map((q) => q.question)).toEqual(source.qas.map((q) => q.question));
    expect(content.form).toMatchObject({ enabled: false, privacyPolicyUrl: "" });
    expect(content.analyticsConsent).toBe(true); // issue 27: on for new pages, templates too
    expect(JSON.stringify(content)).not.toContain("template:");

    // Every image is the template's own asset, in the bucket under the upload convention.
    const cover = manifest[`${drawn}/cover`].sha256;
    expect(content.projectBackgroundUrl).toBe(`${kit.ctx.config.publicUrl}/assets/${cover}.webp`);
    content.cards.forEach((card, i) =>
      expect(card.url).toBe(
        `${kit.ctx.config.publicUrl}/assets/${manifest[`${drawn}/card-${i + 1}`].sha256}.webp`,
      ),
    );
    for (const key of [
      `assets/${cover}.webp`,
      ...IMAGE_WIDTHS.map((w) => `assets/${cover}-${w}.webp`),
    ]) {
      const obj = await store.get(key);
      expect(obj?.contentType, key).toBe("image/webp");
    }
    // Shared files, nobody's upload: the owner's quota is untouched.
    const uploads = await kit.ctx.db.selectFrom("user_uploads").selectAll().execute();
    expect(uploads).toEqual([]);

    // The KV mirror (decision 007) holds the template's cards like any draft's.
    const kv = await kit.ctx.db
      .selectFrom("landing_kv")
      .select(["key", "value"])
      .where("parent_landing", "=", uuid)
      .execute();
    expect(kv.find((r) => r.key === "cards")?.value).toContain(source.cards[0].title);
  });

  it("writes the content in the owner's UI language (ru) and takes a form-encoded templateId", async () => {
    const a = await owner("tpl-ru", "ru");
    const res = await create(
      args(formRequest("/api/landings/", { templateId: drawn }, { cookie: a.cookie })),
    );
    expect(res.status).toBe(201);
    const { lang, content } = await stored(((await res.json()) as { uuid: string }).uuid);
    expect(lang).toBe("ru");
    expect(content.projectName).toBe(getTemplate(drawn)!.i18n.ru.content.projectName);
  });

  it("an unknown id is 400 unknownTemplate with the message in the owner's language; nothing is created", async () => {
    const a = await owner("tpl-unknown", "ru");
    for (const templateId of ["no-such-template", 42]) {
      const res = await createWith(a.cookie, { templateId });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "unknownTemplate",
        code: "unknownTemplate",
        message: "Такого шаблона нет. Выберите шаблон из галереи.",
      });
    }
    const count = await kit.ctx.db.selectFrom("landings").select("id").execute();
    expect(count).toEqual([]);
  });

  it("no body or a blank templateId is a blank landing, as before", async () => {
    const a = await owner("tpl-blank");
    await kit.ctx.db
      .updateTable("users")
      .set({ total_available_landings: 3 })
      .where("id", "=", a.id)
      .execute();
    for (const body of [undefined, {}, { templateId: "  " }]) {
      const res = await createWith(a.cookie, body);
      expect(res.status).toBe(201);
      const { content } = await stored(((await res.json()) as { uuid: string }).uuid);
      expect(content.projectName).toBe("");
      expect(content.cards).toEqual([]);
    }
  });

  it("at the plan's limit refuses exactly as for a blank landing", async () => {
    const a = await owner("tpl-limit");
    expect((await createWith(a.cookie, {})).status).toBe(201);
    const blank = await createWith(a.cookie, {});
    const fromTemplate = await createWith(a.cookie, { templateId: drawn });
    expect(fromTemplate.status).toBe(403);
    expect(blank.status).toBe(403);
    expect(await fromTemplate.json()).toEqual(await blank.json());
  });

  it("applies the template's theme only for a PRO owner (one plan rule)", async () => {
    const free = await owner("tpl-free");
    const pro = await owner("tpl-pro");
    await makePro(pro.id);
    const theme = getTemplate(drawn)!.theme;
    const uuidOf = async (cookie: string) =>
      ((await (await createWith(cookie, { templateId: drawn })).json()) as { uuid: string }).uuid;
    expect((await stored(await uuidOf(free.cookie))).content.theme).toBeUndefined();
    expect((await stored(await uuidOf(pro.cookie))).content.theme).toEqual(theme);
  });
});

describe("/createLanding (the gallery's form)", () => {
  it("creates from a templateId field and opens the editor; an unknown id goes back to the gallery", async () => {
    const a = await owner("tpl-page", "id");
    const res = await createLandingPage(
      args(formRequest("/createLanding", { templateId: drawn }, { cookie: a.cookie })),
    );
    expect(res.status).toBe(302);
    const uuid = res.headers.get("Location")!.replace("/e/", "");
    const { lang, content } = await stored(uuid);
    expect(lang).toBe("id");
    expect(content.projectName).toBe(getTemplate(drawn)!.i18n.id.content.projectName);

    const unknown = await createLandingPage(
      args(formRequest("/createLanding", { templateId: "nope" }, { cookie: a.cookie })),
    );
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/createLanding");
  });
});
