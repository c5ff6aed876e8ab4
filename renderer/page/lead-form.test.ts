import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixtureMeta, fullLanding } from "../../tests/fixtures/full-landing";
import { FormSchema } from "../../core/landing/form";
import type { LandingContent } from "../../core/landing/schema";
import { renderLanding } from "../render-landing";

const form = (patch: Record<string, unknown> = {}) =>
  FormSchema.parse({
    enabled: true,
    privacyPolicyUrl: "https://shop.example/privacy",
    fields: [
      { id: "name", kind: "name", label: "Имя", required: true },
      { id: "phone", kind: "phone", label: "Телефон", required: true },
      { id: "msg", kind: "message", label: "Сообщение", placeholder: "Ваш вопрос" },
    ],
    ...patch,
  });

const render = (patch: Partial<LandingContent> = {}, meta = {}) =>
  renderLanding({ ...fullLanding, ...patch }, fixtureMeta({ includeAnalytics: false, ...meta }), {
    log: () => {},
  });

/** The `<form …>…</form>` of the page. */
const formOf = (html: string) => /<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
const inputNamed = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*/>`).exec(html)?.[0] ?? "";

describe("the lead form on the page (issue 24)", () => {
  it("is a real POST form to the page's own /lead with labelled fields", () => {
    const html = formOf(render({ form: form() }));
    expect(html).toMatch(
      /^<form id="lead-form" class="lf" method="post" action="\/l\/dubrava-mebel\/lead" data-lead=""/,
    );
    expect(html).toContain('<label for="lf-name">Имя<span aria-hidden="true"> *</span></label>');
    expect(inputNamed(html, "name")).toBe(
      '<input id="lf-name" name="name" required="" autocomplete="name"/>',
    );
    expect(inputNamed(html, "phone")).toBe(
      '<input id="lf-phone" name="phone" required="" type="tel" autocomplete="tel" inputmode="tel"/>',
    );
    expect(html).toContain(
      '<label for="lf-msg">Сообщение</label><textarea id="lf-msg" name="msg" rows="4" placeholder="Ваш вопрос"></textarea>',
    );
    expect(html).toContain('<button type="submit" class="btn main">Отправить</button>');
  });

  it("a language version posts to its own /en/lead and speaks English", () => {
    const html = render(
      { form: form() },
      { lang: "en", canonicalUrl: "http://localhost:8787/l/dubrava-mebel/en" },
    );
    expect(formOf(html)).toContain('action="/l/dubrava-mebel/en/lead"');
    expect(html).toContain(">Leave a request</h2>");
    expect(html).toContain('data-err="Nothing was sent. Please try again."');
  });

  it("an email, date, checkbox and select field get their own controls", () => {
    const html = formOf(
      render({
        form: form({
          fields: [
            { id: "mail", kind: "email", label: "Почта", required: true },
            { id: "when", kind: "date", label: "Дата" },
            { id: "news", kind: "checkbox", label: "Рассылка" },
            { id: "size", kind: "select", label: "Размер", options: ["S", "M"], required: true },
          ],
        }),
      }),
    );
    expect(inputNamed(html, "mail")).toContain(
      'type="email" autocomplete="email" inputmode="email"',
    );
    expect(inputNamed(html, "when")).toContain('type="date"');
    expect(inputNamed(html, "news")).toBe('<input type="checkbox" id="lf-news" name="news"/>');
    expect(html).toContain(
      '<select id="lf-size" name="size" required=""><option value="">Выберите…</option><option>S</option><option>M</option></select>',
    );
  });

  it("has an unticked, required consent with its text and the privacy policy link", () => {
    const html = formOf(render({ form: form() }));
    expect(inputNamed(html, "consent")).toBe(
      '<input type="checkbox" id="lf-consent" name="consent" required=""/>',
    );
    // The default text names the policy: those words are the link, said once.
    expect(html).toContain(
      '<label for="lf-consent">Я даю согласие на обработку моих персональных данных в соответствии с <a href="https://shop.example/privacy" target="_blank" rel="noopener">Политикой конфиденциальности</a></label>',
    );
    expect(html.match(/конфиденциальности/g)).toHaveLength(1);
    // An own text that does not name it gets the link after it.
    const own = formOf(render({ form: form({ consentText: "Согласен на звонок" }) }));
    expect(own).toContain(
      '<label for="lf-consent">Согласен на звонок</label> <a href="https://shop.example/privacy" target="_blank" rel="noopener">Политика конфиденциальности</a>',
    );
  });

  it("hides a text honeypot from people and leaves the view's inputs empty for the worker", () => {
    const html = formOf(render({ form: form() }));
    const trap = inputNamed(html, "website");
    expect(trap).toContain('type="text"');
    expect(trap).toContain('tabindex="-1"');
    expect(trap).toContain('autocomplete="off"');
    expect(html).toMatch(/<div class="hp"><input[^>]*name="website"/);
    expect(render({ form: form() })).toMatch(/\.hp[,{][^}]*display:none/);
    for (const name of [
      "_ts",
      "ref",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ]) {
      expect(inputNamed(html, name)).toBe(`<input type="hidden" name="${name}"/>`);
    }
  });

  it("escapes every owner text in the form", () => {
    const xss = '<img src=x onerror=alert(1)>"';
    const html = render({
      form: form({
        title: xss,
        description: xss,
        submitText: xss,
        successMessage: xss,
        consentText: xss,
        fields: [{ id: "f1", kind: "select", label: xss, placeholder: xss, options: [xss] }],
      }),
    });
    expect(html).not.toContain("<img src=x");
    expect(formOf(html)).toContain("&lt;img src=x onerror=alert(1)&gt;&quot;");
  });

  it("lists priced and orderable cards in the item select, and gives Order cards a link to the form", () => {
    const cards = fullLanding.cards.map((c, i) =>
      i === 1 ? { ...c, price: { amount: 150000, currency: "RUB" as const }, order: true } : c,
    );
    const html = render({ cards, form: form() });
    expect(formOf(html)).toMatch(
      /<select id="lf-item" name="item"><option value="">Выберите…<\/option><option value="1">[^<]+ — 1\s500\s₽<\/option><\/select>/,
    );
    expect(html).toContain('<a class="btn main order" href="?item=1#form">Заказать</a>');
    expect(html).toMatch(/<p class="price">1\s500\s₽<\/p>/);
  });

  it("shows a card's price without a form, and no Order link to a form then", () => {
    const cards = fullLanding.cards.map((c, i) =>
      i === 0 ? { ...c, price: { amount: 1550, currency: "USD" as const }, order: true } : c,
    );
    const html = render({ cards }, { lang: "en" });
    expect(html).toContain('<p class="price">$15.50</p>');
    expect(html).not.toContain("<form");
    expect(html).not.toContain(`href="?item=`);
    // Issue 27: Order writes to WhatsApp instead (renderer/page/visitor-actions.test.ts).
    expect(html.match(/class="btn main order"/g)).toHaveLength(1);
    const noMessenger = render(
      { cards, contacts: { ...fullLanding.contacts, whatsapp: "", telegramContact: "" } },
      { lang: "en" },
    );
    expect(noMessenger).not.toContain('class="btn main order"');
  });

  it("is left out, with its script and styles, when not enabled", () => {
    const html = render({ form: form({ enabled: false }) });
    expect(html).not.toContain("<form");
    expect(html).not.toContain("lead-form");
    expect(html).not.toContain(".lf{");
  });

  it("adds at most 1.2 KB gzip for a 3-field form with its consent and script", () => {
    const without = gzipSync(render()).byteLength;
    const withForm = gzipSync(render({ form: form() })).byteLength;
    const added = withForm - without;
    console.log(`lead form adds ${added} bytes gzip`);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(1200);
  });
});

describe("the default consent text", () => {
  it("names the privacy policy in words the page links, in every page language", async () => {
    for (const lang of ["ru", "en", "id", "uk"]) {
      const { default: pub } = (await import(`../../core/i18n/locales/${lang}/public.ts`)) as {
        default: { lead: { consentDefault: string; policyInConsent: string } };
      };
      expect(pub.lead.consentDefault, lang).toContain(pub.lead.policyInConsent);
    }
  });
});
