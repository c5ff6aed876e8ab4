import { describe, expect, it } from "vitest";
import { DraftSuggestionSchema } from "../../../../core/ai/suggestions";
import { AiFailure, type AiQuestion } from "../port";
import { createOpenAiProvider } from "./openai.server";

/** What the driver sent, and a queue of answers a pretend chat-completions server gives back. */
function fakeServer(answers: Array<{ status?: number; content?: string; body?: unknown }>) {
  const sent: Array<Record<string, any>> = [];
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, any>);
    const next = answers.shift() ?? { status: 500, body: { error: { message: "no more" } } };
    const status = next.status ?? 200;
    const body =
      next.body ??
      ({
        id: "c1",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices: [
          {
            index: 0,
            finish_reason: "stop",
            message: { role: "assistant", content: next.content ?? "", refusal: null },
          },
        ],
      } as const);
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

const GOOD = {
  projectDescription: "Fresh bread every morning.",
  cardTitles: ["Sourdough", "Croissants"],
  qas: [{ question: "Do you deliver?", answer: "Yes, in town." }],
  mainButtonName: "Order",
  extraButtonName: "",
};
const question: AiQuestion<unknown> = {
  task: "draft",
  schema: DraftSuggestionSchema,
  instructions: "Write the page.",
  input: { language: "en", description: "A small bakery in Bali." },
  maxTokens: 1234,
};
const signal = () => new AbortController().signal;
const provider = (fetch: typeof globalThis.fetch) =>
  createOpenAiProvider({ baseUrl: "http://ai.test/v1", apiKey: "sk-test", model: "m", fetch });

describe("openai driver: structured output and validation", () => {
  it("asks for a json_schema response format built from the zod schema and returns the validated answer", async () => {
    const s = fakeServer([{ content: JSON.stringify(GOOD) }]);
    expect(await provider(s.fetch).ask(question, signal())).toEqual(GOOD);
    expect(s.sent).toHaveLength(1);
    const format = s.sent[0].response_format;
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(
      expect.arrayContaining(["projectDescription", "cardTitles", "qas", "mainButtonName"]),
    );
    expect(format.json_schema.schema.properties.cardTitles.maxItems).toBe(9);
    // The owner's words travel as data in the user message, not in the instructions.
    expect(s.sent[0].messages[1]).toEqual({
      role: "user",
      content: JSON.stringify(question.input),
    });
    expect(s.sent[0].model).toBe("m");
    // The answer's size is capped (issue 23): `max_tokens`, which compatible servers take.
    expect(s.sent[0].max_tokens).toBe(1234);
    expect(s.sent[0]).not.toHaveProperty("max_completion_tokens");
  });

  it("against OpenAI itself the cap is max_completion_tokens, which its newer models require", async () => {
    const s = fakeServer([{ content: JSON.stringify(GOOD) }]);
    const p = createOpenAiProvider({ apiKey: "sk-test", model: "m", fetch: s.fetch });
    expect(await p.ask(question, signal())).toEqual(GOOD);
    expect(s.sent[0].max_completion_tokens).toBe(1234);
    expect(s.sent[0]).not.toHaveProperty("max_tokens");
  });

  it("an invalid answer is asked for once more, telling the model what was wrong", async () => {
    const tooMany = { ...GOOD, cardTitles: Array.from({ length: 12 }, (_, i) => `Card ${i}`) };
    const s = fakeServer([{ content: JSON.stringify(tooMany) }, { content: JSON.stringify(GOOD) }]);
    expect(await provider(s.fetch).ask(question, signal())).toEqual(GOOD);
    expect(s.sent).toHaveLength(2);
    const retry = s.sent[1].messages;
    expect(retry.at(-2)).toMatchObject({ role: "assistant" });
    expect(retry.at(-1).content).toMatch(/not valid \(cardTitles/);
  });

  it("two invalid answers end in aiInvalidAnswer, with no third request", async () => {
    const s = fakeServer([
      { content: "Sure! Here is your page:" },
      { content: '{"projectDescription": 5}' },
    ]);
    const error = await provider(s.fetch)
      .ask(question, signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiFailure);
    expect((error as AiFailure).code).toBe("aiInvalidAnswer");
    expect(s.sent).toHaveLength(2);
  });

  it("a server that refuses json_schema is asked in JSON mode with the schema in the instructions, and remembered", async () => {
    const s = fakeServer([
      { status: 400, body: { error: { message: "response_format json_schema is not supported" } } },
      { content: "```json\n" + JSON.stringify(GOOD) + "\n```" },
      { content: JSON.stringify(GOOD) },
    ]);
    const p = provider(s.fetch);
    expect(await p.ask(question, signal())).toEqual(GOOD);
    expect(s.sent.map((b) => b.response_format.type)).toEqual(["json_schema", "json_object"]);
    expect(s.sent[1].messages[0].content).toContain('"cardTitles"');
    // The next question goes straight to JSON mode.
    await p.ask(question, signal());
    expect(s.sent[2].response_format).toEqual({ type: "json_object" });
  });

  it("one question makes at most 2 provider calls: the JSON-mode fallback uses up the retry", async () => {
    const s = fakeServer([
      { status: 400, body: { error: { message: "response_format json_schema is not supported" } } },
      { content: "Sure! Here is your page:" },
      { content: JSON.stringify(GOOD) },
    ]);
    const error = await provider(s.fetch)
      .ask(question, signal())
      .catch((e: unknown) => e);
    expect((error as AiFailure).code).toBe("aiInvalidAnswer");
    expect(s.sent).toHaveLength(2);
  });

  it("a server error is asked again once, and that retry uses up the one for an invalid answer", async () => {
    const s = fakeServer([
      { status: 503, body: { error: { message: "overloaded" } } },
      { content: "not json" },
      { content: JSON.stringify(GOOD) },
    ]);
    const error = await provider(s.fetch)
      .ask(question, signal())
      .catch((e: unknown) => e);
    expect((error as AiFailure).code).toBe("aiInvalidAnswer");
    expect(s.sent).toHaveLength(2);

    const again = fakeServer([
      { status: 503, body: { error: { message: "overloaded" } } },
      { status: 503, body: { error: { message: "overloaded" } } },
      { content: JSON.stringify(GOOD) },
    ]);
    const down = await provider(again.fetch)
      .ask(question, signal())
      .catch((e: unknown) => e);
    expect((down as AiFailure).code).toBe("aiUnavailable");
    expect(again.sent).toHaveLength(2);
  });

  it("an abort (the request's deadline) is aiTimeout; a broken server is aiUnavailable", async () => {
    const never = (async (_u: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        ),
      )) as typeof globalThis.fetch;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const timedOut = await provider(never)
      .ask(question, controller.signal)
      .catch((e: unknown) => e);
    expect((timedOut as AiFailure).code).toBe("aiTimeout");

    const s = fakeServer([{ status: 401, body: { error: { message: "bad key" } } }]);
    const broken = await provider(s.fetch)
      .ask(question, signal())
      .catch((e: unknown) => e);
    expect((broken as AiFailure).code).toBe("aiUnavailable");
  });
});
