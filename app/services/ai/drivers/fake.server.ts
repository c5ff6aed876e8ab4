import { AiFailure, type AiProvider, type AiQuestion } from "../port";

/**
 * Deterministic stand-in for tests and local work (AI_PROVIDER=fake): the
 * same input always gives the same answer, built from the input's own words,
 * and it passes through the same schema validation as a real answer.
 */
export function createFakeAiProvider(): AiProvider {
  return {
    name: "fake",
    destination: "fake",
    async ask<T>(q: AiQuestion<T>, signal: AbortSignal): Promise<T> {
      if (signal.aborted) throw new AiFailure("aiTimeout");
      const parsed = q.schema.safeParse(answer(q.task, q.input));
      if (!parsed.success) throw new AiFailure("aiInvalidAnswer", parsed.error.issues[0]?.message);
      return parsed.data;
    },
  };
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

const WORDS: Record<
  string,
  { main: string; extra: string; q: string; a: string; logo: string; cover: string }
> = {
  ru: {
    main: "Написать нам",
    extra: "Подробнее",
    q: "Что такое «{w}»?",
    a: "Расскажем о «{w}» подробно.",
    logo: "Логотип",
    cover: "Обложка",
  },
  en: {
    main: "Contact us",
    extra: "Learn more",
    q: "What is “{w}”?",
    a: "We will tell you all about “{w}”.",
    logo: "Logo",
    cover: "Cover",
  },
  id: {
    main: "Hubungi kami",
    extra: "Selengkapnya",
    q: "Apa itu “{w}”?",
    a: "Kami jelaskan “{w}” selengkapnya.",
    logo: "Logo",
    cover: "Sampul",
  },
};

/** Distinct longer words of a text, in order: the fake's "topics". */
function topics(text: string, n: number): string[] {
  const seen = new Set<string>();
  for (const w of text.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? []) {
    seen.add(w);
    if (seen.size === n) break;
  }
  return [...seen].map(cap);
}

const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max).trimEnd() : s);

/**
 * Fill: every field echoed, with the business woven into the description
 * and the meta description, so a test can see the page was filled.
 */
function fill(input: Record<string, unknown>): unknown {
  const name = str(input.businessName).trim();
  const about = cap(str(input.about).trim());
  const fields = Array.isArray(input.fields) ? (input.fields as Record<string, unknown>[]) : [];
  return {
    fields: fields.map((f) => {
      const path = str(f.path);
      const text = str(f.text);
      const max = typeof f.max === "number" ? f.max : text.length;
      if (path === "projectDescription")
        return { path, text: clip(`${name}. ${about}\n\n${text}`, max) };
      if (path === "seo.description") return { path, text: clip(`${name}: ${about}`, max) };
      return { path, text };
    }),
  };
}

function answer(task: string, input: Record<string, unknown>): unknown {
  const words = WORDS[str(input.language)] ?? WORDS.en;
  if (task === "fill") return fill(input);
  if (task === "draft") {
    const description = str(input.description).trim();
    const t = topics(description, 3);
    return {
      projectDescription: cap(description),
      cardTitles: t,
      qas: t.slice(0, 2).map((w) => ({
        question: words.q.replace("{w}", w),
        answer: words.a.replace("{w}", w),
      })),
      mainButtonName: words.main,
      extraButtonName: words.extra,
    };
  }
  if (task === "rewrite") {
    const text = str(input.text).trim();
    const style = str(input.style);
    if (style === "shorter") {
      const firstSentence = text.match(/^[^.!?…]*[.!?…]/u)?.[0] ?? text;
      const cut =
        firstSentence.length < text.length
          ? firstSentence
          : text
              .split(/\s+/)
              .slice(0, Math.max(1, Math.ceil(text.split(/\s+/).length / 2)))
              .join(" ");
      return { text: cut.trim() };
    }
    if (style === "friendlier") return { text: `${text.replace(/[.!]*$/u, "")}!` };
    if (style === "formal") return { text: cap(text.replace(/!+/g, ".")) };
    return { text: cap(text.replace(/\s+/g, " ").replace(/\s+([,.!?])/g, "$1")) };
  }
  const description = str(input.projectDescription).replace(/\s+/g, " ").trim();
  const titles = Array.isArray(input.cardTitles) ? input.cardTitles.map(str) : [];
  const base = description || titles.join(", ");
  return {
    description: base.length > 160 ? `${base.slice(0, 157).trimEnd()}…` : base,
    logoAlt: input.hasLogo ? words.logo : "",
    backgroundAlt: input.hasCover ? `${words.cover}: ${topics(base, 2).join(", ")}` : "",
    cardAlts: titles.map((t) => t),
  };
}
