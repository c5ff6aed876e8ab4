import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDeepLTranslator, DEEPL_MAX_TEXTS } from "./deepl.server";
import { createLibreTranslateTranslator } from "./libretranslate.server";

/**
 * The real drivers against small stand-ins started on loopback: DeepL's
 * `POST /v2/translate` (form body, `DeepL-Auth-Key` header, answers
 * `{translations: [{detected_source_language, text}]}`) and LibreTranslate's
 * `POST /translate` (JSON, `q` as an array, answers `{translatedText: [...]}`).
 */
interface Seen {
  path: string;
  auth: string | undefined;
  contentType: string | undefined;
  bytes: number;
  form?: URLSearchParams;
  json?: Record<string, unknown>;
}
let server: Server;
let base = "";
const seen: Seen[] = [];
/** Statuses to answer before the real answer (retries). */
let failures: number[] = [];

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
  });

/** Stand-in "translation": upper-cases the text, leaving ignored tags and entities alone as DeepL does. */
const shout = (xml: string) =>
  xml
    .split(/(<x>.*?<\/x>|&\w+;)/)
    .map((part) => (part.startsWith("<x>") || part.startsWith("&") ? part : part.toUpperCase()))
    .join("");

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    const entry: Seen = {
      path: req.url ?? "",
      auth: req.headers.authorization,
      contentType: req.headers["content-type"],
      bytes: body.byteLength,
    };
    const status = failures.shift();
    if (status) {
      seen.push(entry);
      res
        .writeHead(status, { "Content-Type": "application/json" })
        .end(JSON.stringify({ message: "busy" }));
      return;
    }
    if (req.url === "/v2/translate") {
      entry.form = new URLSearchParams(body.toString());
      seen.push(entry);
      const texts = entry.form.getAll("text");
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          translations: texts.map((t) => ({ detected_source_language: "RU", text: shout(t) })),
        }),
      );
      return;
    }
    if (req.url === "/translate") {
      entry.json = JSON.parse(body.toString()) as Record<string, unknown>;
      seen.push(entry);
      const q = entry.json.q as string[];
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ translatedText: q.map((t) => `${entry.json!.target}:${t}`) }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  failures = [];
});

describe("deepl driver (deepl-node) against a local /v2/translate", () => {
  const driver = (enVariant: "en-GB" | "en-US" = "en-GB") =>
    createDeepLTranslator({ apiKey: "test-key:fx", serverUrl: base, enVariant });

  it("translates in order, keeps placeholders, maps en to the configured variant", async () => {
    const out = await driver().translate(
      ["привет {name}", "пишите на a@b.test & звоните", "см. https://shop.test/a?b=1"],
      "ru",
      "en",
    );
    expect(out).toEqual([
      "ПРИВЕТ {name}",
      "ПИШИТЕ НА a@b.test & ЗВОНИТЕ",
      "СМ. https://shop.test/a?b=1",
    ]);
    expect(seen).toHaveLength(1);
    const form = seen[0].form!;
    expect(seen[0].auth).toBe("DeepL-Auth-Key test-key:fx");
    expect(form.get("target_lang")).toBe("en-GB");
    expect(form.get("source_lang")).toBe("ru");
    expect(form.get("tag_handling")).toBe("xml");
    expect(form.get("ignore_tags")).toBe("x");

    await driver("en-US").translate(["да"], "ru", "en");
    expect(seen[1].form!.get("target_lang")).toBe("en-US");
    await driver().translate(["да"], "ru", "uk");
    expect(seen[2].form!.get("target_lang")).toBe("uk");
  });

  it("batches at most 50 texts and 128 KiB per request", async () => {
    const many = Array.from({ length: 120 }, (_, i) => `текст ${i}`);
    const out = await driver().translate(many, "ru", "uk");
    expect(out[119]).toBe("ТЕКСТ 119");
    expect(seen.map((s) => s.form!.getAll("text").length)).toEqual([DEEPL_MAX_TEXTS, 50, 20]);

    seen.length = 0;
    const long = Array.from({ length: 12 }, () => "ж".repeat(3000));
    await driver().translate(long, "ru", "uk");
    expect(seen.length).toBeGreaterThan(1);
    for (const s of seen) expect(s.bytes).toBeLessThanOrEqual(128 * 1024);
  });

  it("retries 429 and 5xx with backoff, then answers", async () => {
    failures = [429, 503];
    const out = await driver().translate(["ок"], "ru", "en");
    expect(out).toEqual(["ОК"]);
    expect(seen).toHaveLength(3);
  }, 15_000);
});

describe("libretranslate driver against a local /translate", () => {
  it("sends q as an array with languages and key, and retries 5xx", async () => {
    const driver = createLibreTranslateTranslator({ url: base, apiKey: "k", backoffMs: 10 });
    failures = [502];
    const out = await driver.translate(["один", "два"], "ru", "uk");
    expect(out).toEqual(["uk:один", "uk:два"]);
    expect(seen).toHaveLength(2);
    expect(seen[1].json).toEqual({
      q: ["один", "два"],
      source: "ru",
      target: "uk",
      format: "text",
      api_key: "k",
    });
  });

  it("gives up with an error after its retries", async () => {
    const driver = createLibreTranslateTranslator({ url: base, maxRetries: 1, backoffMs: 5 });
    failures = [500, 500];
    await expect(driver.translate(["x"], "ru", "en")).rejects.toThrow(/LibreTranslate 500/);
  });
});
