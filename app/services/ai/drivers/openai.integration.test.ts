import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SeoSuggestionSchema } from "../../../../core/ai/suggestions";
import type { AiQuestion } from "../port";
import { createOpenAiProvider } from "./openai.server";

/**
 * The real `openai`-based driver, over real HTTP, against a small
 * OpenAI-compatible server on loopback (`POST /v1/chat/completions`). It
 * answers with the arguments it was given, the way a model following the
 * schema would; `/json-only/v1` behaves like a server without json_schema
 * support (llama.cpp builds before it, some gateways).
 */
type Seen = { path: string; auth: string | undefined; body: Record<string, any> };
const seen: Seen[] = [];
let server: Server;
let base: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = "";
    req.on("data", (c: Buffer) => (s += c.toString()));
    req.on("end", () => resolve(s));
  });

function completion(content: string) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "local-model",
    choices: [
      { index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, any>;
    seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (req.method !== "POST" || !req.url?.endsWith("/v1/chat/completions"))
      return send(404, { error: { message: "not found" } });
    const jsonOnly = req.url.startsWith("/json-only/");
    if (jsonOnly && body.response_format?.type === "json_schema")
      return send(400, { error: { message: "Unsupported response_format type: json_schema" } });
    const input = JSON.parse(body.messages[1].content) as { cardTitles: string[] };
    const first =
      seen.filter((s) => s.path === req.url && s.body.response_format?.type === "json_object")
        .length === 1;
    // The plain-JSON server's first answer is too long, so the driver has to ask again.
    const description =
      jsonOnly && first ? "x".repeat(300) : `Bakery: ${input.cardTitles.join(", ")}`;
    send(
      200,
      completion(
        JSON.stringify({
          description,
          logoAlt: "Bakery logo",
          backgroundAlt: "",
          cardAlts: input.cardTitles.map((t) => `Photo of ${t}`),
        }),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const question: AiQuestion<unknown> = {
  task: "seo",
  schema: SeoSuggestionSchema,
  instructions: "Write the SEO pack.",
  input: { language: "en", projectDescription: "", cardTitles: ["Bread", "Cakes"], hasLogo: true },
  maxTokens: 700,
};

describe("openai driver against an OpenAI-compatible server on loopback", () => {
  it("sends json_schema structured output with the key and model, and validates the answer", async () => {
    seen.length = 0;
    const p = createOpenAiProvider({
      baseUrl: `${base}/v1`,
      apiKey: "sk-local",
      model: "local-model",
    });
    expect(p.destination).toBe(new URL(base).host);
    const answer = await p.ask(question, new AbortController().signal);
    expect(answer).toEqual({
      description: "Bakery: Bread, Cakes",
      logoAlt: "Bakery logo",
      backgroundAlt: "",
      cardAlts: ["Photo of Bread", "Photo of Cakes"],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe("/v1/chat/completions");
    expect(seen[0].auth).toBe("Bearer sk-local");
    expect(seen[0].body.model).toBe("local-model");
    expect(seen[0].body.response_format.type).toBe("json_schema");
    expect(seen[0].body.response_format.json_schema.schema.properties.description.maxLength).toBe(
      160,
    );
    expect(seen[0].body.max_tokens).toBe(700);
  });

  it("falls back to JSON mode on a server without json_schema; the fallback and the retry share one budget of 2 calls", async () => {
    seen.length = 0;
    const p = createOpenAiProvider({ baseUrl: `${base}/json-only/v1`, apiKey: "none", model: "m" });
    // The fallback was the second call, so the invalid answer is not asked for again.
    const error = (await p
      .ask(question, new AbortController().signal)
      .catch((e: unknown) => e)) as {
      code: string;
    };
    expect(error.code).toBe("aiInvalidAnswer");
    expect(seen.map((s) => s.body.response_format.type)).toEqual(["json_schema", "json_object"]);
    // JSON mode is remembered: the next question goes there directly.
    const answer = (await p.ask(question, new AbortController().signal)) as { description: string };
    expect(answer.description).toBe("Bakery: Bread, Cakes");
    expect(seen.map((s) => s.body.response_format.type)).toEqual([
      "json_schema",
      "json_object",
      "json_object",
    ]);
    expect(seen.every((s) => s.body.max_tokens === 700)).toBe(true);
  });
});
