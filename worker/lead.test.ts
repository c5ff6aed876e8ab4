import { describe, expect, it } from "vitest";
import { bindHost, writeMeta, writePublished } from "../renderer/publish-ops";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import {
  LEADS_SIGNATURE_HEADER,
  LEADS_TIMESTAMP_HEADER,
  verifyLeadIngest,
  type LeadIngestBody,
} from "../core/leads/ingest";
import { edgeConfig } from "./config";
import { handleRequest, type EdgeDeps } from "./router";
import { leadPagePath, parseSubmit } from "./lead";
import { pageSuccessText } from "./lead-page";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

let store: SiteStore;
withTestBucket((s) => (store = s), { emptyEachTest: true });

const SECRET = "l".repeat(64);
const now = new Date("2030-06-01T12:00:00.000Z");
const env = {
  APP_URL: "https://app.example",
  PUBLIC_URL: "https://pub.example",
  LEADS_INGEST_SECRET: SECRET,
};
const config = edgeConfig(env);

interface Relayed {
  url: string;
  headers: Headers;
  text: string;
}

/** A fake app: records each relay and answers `status` with `body`. */
function app(status = 201, body: unknown = { success: true, id: "x" }, headers = {}) {
  const calls: Relayed[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      text: String(init?.body),
    });
    return Response.json(body, { status, headers });
  }) as typeof fetch;
  return { calls, fetcher };
}

const deps = (over: Partial<EdgeDeps> = {}): EdgeDeps => ({
  store,
  config,
  cache: null,
  now: () => now,
  ...over,
});

const publish = async (html = "<p>page</p>") => {
  await writePublished(store, { uuid, html, meta: testMeta(), alias: "coffee" });
  await store.put(keys.langPage(uuid, "en"), "<p>en page</p>", {
    contentType: "text/html; charset=utf-8",
  });
};

const FORM = "name=Anna&phone=%2B7+900+000-00-00&consent=on&_ts=1.ab&utm_source=tg";
const post = (path: string, init: RequestInit & { host?: string } = {}) =>
  new Request(`https://${init.host ?? "pub.example"}${path}`, {
    method: "POST",
    body: FORM,
    ...init,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...init.headers },
  });
const json = (init: RequestInit = {}) => ({
  ...init,
  headers: { Accept: "application/json", ...(init.headers as Record<string, string>) },
});

describe("leadPagePath, parseSubmit and pageSuccessText", () => {
  it("reads the owner's success message back from the page, unescaped", () => {
    const page = new TextEncoder().encode(
      '<form id="lead-form" class="lf" data-lead="" data-ok="Ждём &quot;вас&quot; &amp; &lt;b&gt;!" data-err="x">',
    );
    expect(pageSuccessText(page)).toBe('Ждём "вас" & <b>!');
    expect(pageSuccessText(new TextEncoder().encode("<p>no form</p>"))).toBeNull();
  });

  it("finds the page of a …/lead path", () => {
    expect(leadPagePath("/l/coffee/lead")).toBe("/l/coffee");
    expect(leadPagePath("/l/coffee/en/lead")).toBe("/l/coffee/en");
    expect(leadPagePath("/lead")).toBe("/");
    expect(leadPagePath("/en/lead")).toBe("/en");
    expect(leadPagePath("/l/coffee")).toBeNull();
  });

  it("reads form-encoded and JSON bodies, refusing other shapes", () => {
    expect(parseSubmit("application/x-www-form-urlencoded", "a=1&a=2&b=%3Cx%3E")).toEqual({
      a: "1",
      b: "<x>",
    });
    expect(parseSubmit("application/json; charset=utf-8", '{"a":"1"}')).toEqual({ a: "1" });
    expect(parseSubmit("application/json", '{"a":1}')).toBeNull();
    expect(parseSubmit("application/json", "[1]")).toBeNull();
    expect(parseSubmit("application/json", "{")).toBeNull();
    expect(parseSubmit("text/plain", "a=1")).toBeNull();
  });
});

describe("POST {page}/lead (issue 24)", () => {
  it("relays the fields, signed, with the visitor apart, and thanks a browser without script", async () => {
    await publish();
    const { calls, fetcher } = app();
    const res = await handleRequest(
      post("/l/coffee/lead", {
        headers: {
          "User-Agent": "UA/1",
          Referer: "https://pub.example/l/coffee?utm_source=vk",
          "CF-Connecting-IP": "198.51.100.7",
          Origin: "https://pub.example",
        },
      }),
      deps({ fetcher }),
    );
    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call.url).toBe("https://app.example/api/internal/leads");
    const ok = await verifyLeadIngest(
      SECRET,
      call.text,
      call.headers.get(LEADS_TIMESTAMP_HEADER),
      call.headers.get(LEADS_SIGNATURE_HEADER),
      now,
    );
    expect(ok).toBe(true);
    const body = JSON.parse(call.text) as LeadIngestBody;
    expect(body).toEqual({
      landing: uuid,
      lang: "",
      pageUrl: "https://pub.example/l/coffee",
      // Off Cloudflare a client-sent CF-Connecting-IP is not the visitor's address.
      visitor: {
        ip: null,
        country: "unknown",
        userAgent: "UA/1",
        referer: "https://pub.example/l/coffee?utm_source=vk",
      },
      fields: {
        name: "Anna",
        phone: "+7 900 000-00-00",
        consent: "on",
        _ts: "1.ab",
        utm_source: "tg",
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain("<h1>Заявка отправлена</h1>");
    expect(html).toContain("<p>Спасибо! Заявка отправлена.</p>");
    expect(html).toContain('<a href="/l/coffee">Вернуться на страницу</a>');
  });

  it("thanks with the owner's success message, escaped", async () => {
    await publish(
      '<form id="lead-form" data-lead="" data-ok="Перезвоним &lt;script&gt;alert(1)&lt;/script&gt;" data-err="x"></form>',
    );
    const { fetcher } = app();
    const page = await (await handleRequest(post("/l/coffee/lead"), deps({ fetcher }))).text();
    expect(page).toContain("<p>Перезвоним &lt;script&gt;alert(1)&lt;/script&gt;</p>");
    const js = await handleRequest(post("/l/coffee/lead", json()), deps({ fetcher }));
    expect(await js.json()).toEqual({
      success: true,
      message: "Перезвоним <script>alert(1)</script>",
    });
  });

  it("takes CF-Connecting-IP as the address on Cloudflare", async () => {
    await publish();
    const { calls, fetcher } = app();
    const cf = edgeConfig({ ...env, STATS: { writeDataPoint() {} } } as never);
    await handleRequest(
      post("/l/coffee/lead", { headers: { "CF-Connecting-IP": "198.51.100.7" } }),
      deps({ fetcher, config: cf }),
    );
    expect((JSON.parse(calls[0].text) as LeadIngestBody).visitor.ip).toBe("198.51.100.7");
  });

  it("answers a fetch caller in JSON, and a language version in its language", async () => {
    await publish();
    const { calls, fetcher } = app();
    const res = await handleRequest(post("/l/coffee/en/lead", json()), deps({ fetcher }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true });
    const body = JSON.parse(calls[0].text) as LeadIngestBody;
    expect(body.lang).toBe("en");
    expect(body.pageUrl).toBe("https://pub.example/l/coffee/en");

    const page = await handleRequest(post("/l/coffee/en/lead"), deps({ fetcher }));
    expect(await page.text()).toContain("<h1>Request sent</h1>");
  });

  it("takes JSON bodies too", async () => {
    await publish();
    const { calls, fetcher } = app();
    const res = await handleRequest(
      post("/l/coffee/lead", {
        body: JSON.stringify({ name: "Anna", consent: "on" }),
        headers: { "Content-Type": "application/json", Accept: "application/json" },
      }),
      deps({ fetcher }),
    );
    expect(res.status).toBe(201);
    expect((JSON.parse(calls[0].text) as LeadIngestBody).fields).toEqual({
      name: "Anna",
      consent: "on",
    });
    const bad = await handleRequest(
      post("/l/coffee/lead", {
        body: '{"name":["x"]}',
        headers: { "Content-Type": "application/json", Accept: "application/json" },
      }),
      deps({ fetcher }),
    );
    expect(bad.status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it("serves /lead on a landing's custom host", async () => {
    await publish();
    await bindHost(store, "shop.example", uuid);
    const { calls, fetcher } = app();
    const res = await handleRequest(
      post("/lead", { ...json(), host: "shop.example" }),
      deps({ fetcher }),
    );
    expect(res.status).toBe(201);
    const body = JSON.parse(calls[0].text) as LeadIngestBody;
    expect(body.landing).toBe(uuid);
    expect(body.pageUrl).toBe("https://shop.example/");
  });

  it("keeps POST on the page itself 405, and 404s a submit to no landing", async () => {
    await publish();
    const { calls, fetcher } = app();
    expect((await handleRequest(post("/l/coffee"), deps({ fetcher }))).status).toBe(405);
    const missing = await handleRequest(post("/l/nothing/lead", json()), deps({ fetcher }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "unavailable" });
    expect(calls).toHaveLength(0);
  });

  it("refuses bodies over 16 KB with 413, declared or not", async () => {
    await publish();
    const { calls, fetcher } = app();
    const big = `name=${"a".repeat(16 * 1024)}`;
    const streamed = await handleRequest(
      post("/l/coffee/lead", json({ body: big })),
      deps({ fetcher }),
    );
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: "tooLarge" });
    const declared = await handleRequest(
      post("/l/coffee/lead", { body: big, headers: { "Content-Length": String(big.length) } }),
      deps({ fetcher }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("Заявка слишком длинная");
    expect(calls).toHaveLength(0);
  });

  it("refuses another site's Origin, and accepts a missing one", async () => {
    await publish();
    const { calls, fetcher } = app();
    for (const origin of ["https://evil.example", "null", "http://pub.example"]) {
      const res = await handleRequest(
        post("/l/coffee/lead", json({ headers: { Origin: origin } })),
        deps({ fetcher }),
      );
      expect(res.status, origin).toBe(403);
    }
    expect(calls).toHaveLength(0);
    const res = await handleRequest(post("/l/coffee/lead", json()), deps({ fetcher }));
    expect(res.status).toBe(201);
  });

  it("never says sent when the app cannot be reached or fails", async () => {
    await publish();
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const res = await handleRequest(post("/l/coffee/lead"), deps({ fetcher: down }));
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("<h1>Заявка не отправлена</h1>");
    expect(html).toContain("Ничего не отправлено");
    expect(html).not.toContain("Заявка отправлена<");
    const js = await handleRequest(post("/l/coffee/en/lead", json()), deps({ fetcher: down }));
    expect(await js.json()).toMatchObject({
      code: "notSent",
      message: "Nothing was sent. Please try again.",
    });
    for (const status of [500, 401, 400]) {
      const { fetcher } = app(status, { error: "x", code: "x" });
      const r = await handleRequest(post("/l/coffee/lead", json()), deps({ fetcher }));
      expect(r.status, String(status)).toBe(503);
    }
    const noSecret = edgeConfig({ APP_URL: env.APP_URL, PUBLIC_URL: env.PUBLIC_URL });
    const { calls, fetcher } = app();
    const r = await handleRequest(
      post("/l/coffee/lead", json()),
      deps({ fetcher, config: noSecret }),
    );
    expect(r.status).toBe(503);
    expect(calls).toHaveLength(0);
  });

  it("says sent only on the app's 201 {success: true, id}, and follows no redirect", async () => {
    await publish();
    const proxyPage = (async () =>
      new Response("<html>proxy</html>", {
        status: 200,
        headers: { "Content-Type": "text/html" },
      })) as typeof fetch;
    const page200 = await handleRequest(post("/l/coffee/lead"), deps({ fetcher: proxyPage }));
    expect(page200.status).toBe(503);
    expect(await page200.text()).toContain("<h1>Заявка не отправлена</h1>");
    for (const [status, body] of [
      [200, { success: true, id: "x" }],
      [201, { success: false, id: "x" }],
      [201, { success: true }],
      [201, "<html>"],
    ] as const) {
      const r = await handleRequest(
        post("/l/coffee/lead", json()),
        deps({ fetcher: app(status, body).fetcher }),
      );
      expect(r.status, `${status} ${JSON.stringify(body)}`).toBe(503);
      expect(await r.json()).toMatchObject({ code: "notSent" });
    }
    // A redirect is not followed: were it, the page it leads to would answer "stored".
    const redirect = (async (_url: RequestInfo | URL, init?: RequestInit) =>
      init?.redirect === "manual"
        ? new Response(null, { status: 302, headers: { Location: "https://elsewhere.test/" } })
        : Response.json({ success: true, id: "x" }, { status: 201 })) as typeof fetch;
    const moved = await handleRequest(post("/l/coffee/lead", json()), deps({ fetcher: redirect }));
    expect(moved.status).toBe(503);
    expect(await moved.json()).toMatchObject({ code: "notSent" });
  });

  it("passes the app's refusals on in the page's language", async () => {
    await publish();
    const invalid = app(422, {
      error: "invalidLead",
      code: "invalidLead",
      errors: [
        { field: "phone", message: "lead.errors.phone" },
        { field: "consent", message: "lead.errors.consent" },
      ],
    });
    const res = await handleRequest(
      post("/l/coffee/en/lead", json()),
      deps({ fetcher: invalid.fetcher }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "invalidLead",
      code: "invalidLead",
      message: "Check the form fields.",
      fields: [
        { field: "phone", message: "Enter a phone number: digits, optionally starting with +" },
        { field: "consent", message: "Your consent to the processing of personal data is needed" },
      ],
    });
    await publish(
      '<form data-lead=""><p><label for="lf-phone">Телефон &amp; WhatsApp<span aria-hidden="true"> *</span></label><input id="lf-phone" name="phone"/></p>' +
        '<p class="fc"><input type="checkbox" id="lf-consent" name="consent"/><span><label for="lf-consent">Я согласен</label></span></p></form>',
    );
    const page = await handleRequest(post("/l/coffee/lead"), deps({ fetcher: invalid.fetcher }));
    expect(page.status).toBe(422);
    const html = await page.text();
    // Without script the page names each refused field by its label.
    expect(html).toContain(
      "<li>Телефон &amp; WhatsApp: Введите номер телефона: цифры, можно с + в начале</li>",
    );
    expect(html).toContain("<li>Нужно ваше согласие на обработку персональных данных</li>");

    const limited = app(
      429,
      { error: "tooManyLeads", code: "tooManyLeads" },
      { "Retry-After": "60" },
    );
    const many = await handleRequest(
      post("/l/coffee/lead", json()),
      deps({ fetcher: limited.fetcher }),
    );
    expect(many.status).toBe(429);
    expect(many.headers.get("Retry-After")).toBe("60");
    expect(await many.json()).toMatchObject({ message: expect.stringContaining("Слишком много") });
  });

  it("does not relay to an unpublished landing", async () => {
    await publish();
    await writeMeta(store, testMeta({ published: false }));
    const { calls, fetcher } = app();
    const res = await handleRequest(post("/l/coffee/lead", json()), deps({ fetcher }));
    expect(res.status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe("the relay's address (issue 24)", () => {
  it("is https, or on this machine; any other address is no relay at all", () => {
    const relay = (APP_URL: string, LEADS_INGEST_URL?: string) =>
      edgeConfig({ APP_URL, PUBLIC_URL: env.PUBLIC_URL, LEADS_INGEST_URL }).leadsIngestUrl;
    expect(relay("https://app.example")).toBe("https://app.example/api/internal/leads");
    expect(relay("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/api/internal/leads");
    expect(relay("http://localhost:3000")).toBe("http://localhost:3000/api/internal/leads");
    expect(relay("http://app.example")).toBeNull();
    expect(relay("https://app.example", "http://ingest.example/api/internal/leads")).toBeNull();
    expect(relay("http://app.example", "https://ingest.example/leads")).toBe(
      "https://ingest.example/leads",
    );
  });
});
