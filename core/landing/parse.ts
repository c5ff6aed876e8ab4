import type { z } from "zod";
import { LandingContentSchema, type LandingContent } from "./schema";
import { wellFormed } from "./text";

/**
 * The §7 wire form: what setState sends and /public/landings/{alias}/data
 * answers. cards, qas, contacts and analytics travel as JSON text; the alias is
 * `textalias` and the extra video link `videoExtraLink`.
 */
export type ServerContent = Omit<
  LandingContent,
  "textAlias" | "extraVideoLink" | "cards" | "qas" | "contacts" | "analytics"
> & {
  textalias: string;
  videoExtraLink: string;
  cards: string;
  qas: string;
  contacts: string;
  analytics: string;
};

const JSON_FIELDS = ["cards", "qas", "contacts", "analytics"] as const;
const shape = LandingContentSchema.shape;
type Key = keyof LandingContent;

function decodeJsonText(v: unknown): unknown {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/**
 * Strings anywhere in a parsed value, with unpaired surrogates replaced (JSON
 * may carry them). The value is copied only where something changed.
 */
function deepWellFormed(v: unknown): unknown {
  if (typeof v === "string") return wellFormed(v);
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const x = deepWellFormed(v[i]);
      if (x !== v[i]) (out ??= v.slice())[i] = x;
    }
    return out ?? v;
  }
  if (v && typeof v === "object") {
    const obj = v as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const k of Object.keys(obj)) {
      const x = deepWellFormed(obj[k]);
      if (x !== obj[k]) (out ??= { ...obj })[k] = x;
    }
    return out ?? v;
  }
  return v;
}

/**
 * Lenient by design: a value that does not fit its field becomes that field's
 * default instead of failing the whole landing (unparsable analytics → []; a
 * bad cards/qas/contacts value → its default). Unpaired surrogates become
 * U+FFFD, so no later encodeURIComponent can throw on them. Accepts the wire form, the
 * editor form (camelCase names, real arrays) or a JSON text of either.
 */
export function parseServerContent(json: unknown): LandingContent {
  let raw = decodeJsonText(json);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) raw = {};
  const src = raw as Record<string, unknown>;
  const input: Record<string, unknown> = { ...src };
  if (input.textAlias === undefined && src.textalias !== undefined) input.textAlias = src.textalias;
  if (input.extraVideoLink === undefined && src.videoExtraLink !== undefined)
    input.extraVideoLink = src.videoExtraLink;
  for (const f of JSON_FIELDS) input[f] = decodeJsonText(src[f]);

  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as Key[]) {
    const schema = shape[key] as z.ZodTypeAny;
    let value = input[key];
    if (value === null) value = undefined;
    let parsed = schema.safeParse(deepWellFormed(value));
    // A number or boolean where text is expected is read as its text; a boolean field (issue 27's analyticsConsent) keeps it.
    if (!parsed.success && (typeof value === "number" || typeof value === "boolean"))
      parsed = schema.safeParse(String(value));
    out[key] = parsed.success ? parsed.data : schema.parse(undefined);
  }
  return out as LandingContent;
}

export function serializeForServer(content: LandingContent): ServerContent {
  const { textAlias, extraVideoLink, cards, qas, contacts, analytics, ...rest } = content;
  return {
    ...rest,
    textalias: textAlias,
    videoExtraLink: extraVideoLink,
    cards: JSON.stringify(cards),
    qas: JSON.stringify(qas),
    contacts: JSON.stringify(contacts),
    analytics: JSON.stringify(analytics),
  };
}
