import { z } from "zod";
import type { TranslationItem, TranslationView } from "../../../core/translate/wire";
import { pageShowsPro } from "../../../core/plans";
import { LONG_TEXT_MAX } from "../../../core/landing/limits";
import { isTranslatablePath, readTranslatable } from "../../../core/landing/translatable";
import {
  billedChars,
  isSourceLanguage,
  isTranslationTarget,
  TRANSLATE_DEADLINE_MS,
  TRANSLATION_TARGETS,
  type TranslationTarget,
} from "../../../core/translate/languages";
import {
  listTranslationRows,
  replaceTranslationRows,
  updateTranslationRow,
  type TranslationRow,
  type TranslationWrite,
} from "../../../db/queries/landing-translations";
import {
  findTranslationSettings,
  saveTranslationSettings,
} from "../../../db/queries/translation-settings";
import { releaseChars, reserveChars, usedChars } from "../../../db/queries/translation-usage";
import type { LandingWithOwner } from "../../../db/queries/landings";
import { contentOf, requireEditable, type Actor } from "../landings/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError, withRequestSlot } from "../platform/index.server";
import { TranslateProviderError, type Translator } from "./port";
import { translator as configuredTranslator } from "./provider.server";
import {
  currentRows,
  settingsOf,
  shownText,
  sourceHash,
  translatableFields,
  type TranslationSettings,
} from "../publishing/index.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** Tests pass their own translator; the app uses the configured one. */
export interface TranslateDeps {
  translator?: Translator | null;
  deadlineMs?: number;
}

/* ------------------------------------------------------------- gates */

/** Owner, not expired, PRO (403 proRequired); translation set up (503 notConfigured). */
async function requireTranslatable(ctx: Ctx, actor: Actor, uuid: string) {
  const landing = await requireEditable(ctx, actor, uuid);
  // The versions are published only while the page shows PRO: the same rule gates making them.
  if (!pageShowsPro(landing, ctx.now())) throw new HttpError(403, "proRequired");
  return landing;
}

function requireTranslator(ctx: Ctx, deps: TranslateDeps): Translator {
  const t = deps.translator === undefined ? configuredTranslator(ctx.config) : deps.translator;
  if (!t) throw new HttpError(503, "notConfigured");
  return t;
}

const monthOf = (d: Date): string => d.toISOString().slice(0, 7);

/* ------------------------------------------------------------- shapes */

export type { TranslationItem, TranslationView };

export interface TranslationsAnswer {
  source: string;
  targets: TranslationTarget[];
  translateNames: boolean;
  /** The service the text goes to; null when translation is not set up. */
  provider: string | null;
  quota: { used: number; limit: number };
  translations: TranslationView[];
}

function viewOf(
  to: TranslationTarget,
  fields: ReturnType<typeof translatableFields>,
  rows: TranslationRow[],
): TranslationView {
  const current = currentRows(fields, rows);
  const out: TranslationView = { to, fields: {}, items: [] };
  for (const f of fields) {
    const row = current.get(f.path);
    if (row) out.fields[f.path] = shownText(row);
    out.items.push({
      path: f.path,
      source: f.text,
      text: row ? shownText(row) : null,
      machineText: row?.machine_text ?? null,
      edited: row?.edited_text != null,
      needsReview: row ? row.needs_review === 1 : false,
    });
  }
  return out;
}

async function settingsFor(ctx: Ctx, landing: LandingWithOwner): Promise<TranslationSettings> {
  return settingsOf(await findTranslationSettings(ctx.db, landing.uuid), landing.lang);
}

/* ------------------------------------------------------------- GET */

/** GET /api/landings/{id}/translations: settings, quota and every target's current translation. */
export async function listTranslations(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  deps: TranslateDeps = {},
): Promise<TranslationsAnswer> {
  const landing = await requireTranslatable(ctx, actor, uuid);
  const t = deps.translator === undefined ? configuredTranslator(ctx.config) : deps.translator;
  const settings = await settingsFor(ctx, landing);
  const fields = translatableFields(contentOf(landing), settings);
  const translations: TranslationView[] = [];
  for (const to of TRANSLATION_TARGETS) {
    if (to === settings.source) continue;
    const rows = await listTranslationRows(ctx.db, uuid, settings.source, to);
    translations.push(viewOf(to, fields, rows));
  }
  return {
    ...settings,
    provider: t?.label ?? null,
    quota: {
      used: await usedChars(ctx.db, actor.id, monthOf(ctx.now())),
      limit: ctx.config.translate.monthlyChars,
    },
    translations,
  };
}

/* ------------------------------------------------------------- settings */

const SettingsSchema = z.object({
  source: z.string().refine(isSourceLanguage),
  targets: z.array(z.string().refine(isTranslationTarget)).max(TRANSLATION_TARGETS.length),
  translateNames: z.boolean(),
});

/** PUT /api/landings/{id}/translation-settings: source language, targets, "translate names". */
export async function updateTranslationSettings(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  input: unknown,
): Promise<TranslationsAnswer> {
  await requireTranslatable(ctx, actor, uuid);
  const parsed = SettingsSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, "invalidSettings");
  const { source, targets, translateNames } = parsed.data;
  await saveTranslationSettings(ctx.db, {
    uuid,
    source_lang: source,
    // The source language is never a target.
    targets: [...new Set(targets)].filter((t) => t !== source).join(","),
    translate_names: translateNames ? 1 : 0,
    now: ctx.now(),
  });
  return listTranslations(ctx, actor, uuid);
}

/* ------------------------------------------------------------- POST translate */

const TranslateBody = z.object({ to: z.string() });

function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new HttpError(504, "aiTimeout"));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/** Reserves the characters for the month, then sends the texts; a failure gives them back. */
async function sendCounted(
  ctx: Ctx,
  actor: Actor,
  provider: Translator,
  uniqueTexts: string[],
  from: string,
  to: TranslationTarget,
  deadlineMs: number,
): Promise<Map<string, string>> {
  const chars = uniqueTexts.reduce((n, t) => n + billedChars(t), 0);
  const month = monthOf(ctx.now());
  const limit = ctx.config.translate.monthlyChars;
  if (!(await reserveChars(ctx.db, actor.id, month, chars, limit))) {
    const used = await usedChars(ctx.db, actor.id, month);
    throw new HttpError(429, "quotaExceeded", { limit, used, needed: chars });
  }
  try {
    const out = await withDeadline(
      (signal) => provider.translate(uniqueTexts, from, to, { signal }),
      deadlineMs,
    );
    if (out.length !== uniqueTexts.length)
      throw new TranslateProviderError("provider answered a different number of texts");
    return new Map(uniqueTexts.map((t, i) => [t, out[i]]));
  } catch (error) {
    await releaseChars(ctx.db, actor.id, month, chars);
    if (error instanceof HttpError) throw error;
    if (error instanceof TranslateProviderError) {
      console.warn(`translate: ${error.message}`);
      throw new HttpError(502, "translateFailed");
    }
    throw error;
  }
}

/**
 * POST /api/landings/{id}/translate {to}: translates the draft's allow-listed
 * fields and stores them. Only fields whose source text has no translation
 * yet are sent (an unchanged page sends nothing); a text this landing has
 * translated before under another path is reused. Owner edits of unchanged
 * fields stay. Characters sent count against the monthly quota; a timeout or
 * provider failure gives them back.
 */
export async function translateLanding(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  input: unknown,
  deps: TranslateDeps = {},
): Promise<{ to: TranslationTarget; fields: Record<string, string> }> {
  const landing = await requireTranslatable(ctx, actor, uuid);
  const provider = requireTranslator(ctx, deps);
  const body = TranslateBody.safeParse(input);
  const to = body.success ? body.data.to : undefined;
  if (!isTranslationTarget(to)) throw new HttpError(400, "invalidTarget");
  const settings = await settingsFor(ctx, landing);
  if (to === settings.source) throw new HttpError(400, "sameLanguage");

  const content = contentOf(landing);
  const fields = translatableFields(content, settings);
  const from = settings.source;
  const rows = await listTranslationRows(ctx.db, uuid, from, to);
  const current = currentRows(fields, rows);
  const machineByHash = new Map(rows.map((r) => [r.source_hash, r.machine_text]));

  const toSend: { path: string; text: string; hash: string }[] = [];
  const reused: TranslationWrite[] = [];
  for (const f of fields) {
    if (current.has(f.path)) continue;
    const hash = sourceHash(f.text);
    const known = machineByHash.get(hash);
    if (known !== undefined) {
      reused.push({
        path: f.path,
        source_hash: hash,
        machine_text: known,
        edited_text: null,
        needs_review: 1,
      });
    } else toSend.push({ path: f.path, text: f.text, hash });
  }
  // The same text in two fields is sent once.
  const uniqueTexts = [...new Set(toSend.map((s) => s.text))];

  let translated = new Map<string, string>();
  if (uniqueTexts.length) {
    const deadlineMs = deps.deadlineMs ?? TRANSLATE_DEADLINE_MS;
    // A slot first (shared with AI requests): one too many reserves no characters.
    translated = await withRequestSlot(ctx, actor.id, deadlineMs, () =>
      sendCounted(ctx, actor, provider, uniqueTexts, from, to, deadlineMs),
    );
  }

  // Keep the rows of the draft's fields and of the published page's (until it is published again).
  const keep = new Set(fields.map((f) => `${f.path}\u0000${sourceHash(f.text)}`));
  if (landing.published_content) {
    const live = contentOf({ content: landing.published_content });
    for (const f of translatableFields(live, { translateNames: true }))
      keep.add(`${f.path}\u0000${sourceHash(f.text)}`);
  }
  const next: TranslationWrite[] = [
    ...rows
      .filter((r) => keep.has(`${r.path}\u0000${r.source_hash}`))
      .map((r) => ({
        path: r.path,
        source_hash: r.source_hash,
        machine_text: r.machine_text,
        edited_text: r.edited_text,
        needs_review: r.needs_review,
      })),
    ...reused,
    ...toSend.map((s) => ({
      path: s.path,
      source_hash: s.hash,
      machine_text: translated.get(s.text) ?? "",
      edited_text: null,
      needs_review: 1,
    })),
  ];
  await ctx.db.transaction().execute(async (trx) => {
    await replaceTranslationRows(trx, { uuid, from, to, now: ctx.now() }, next);
    // Translating into a language switches it on.
    if (!settings.targets.includes(to)) {
      await saveTranslationSettings(trx, {
        uuid,
        source_lang: from,
        targets: [...settings.targets, to].join(","),
        translate_names: settings.translateNames ? 1 : 0,
        now: ctx.now(),
      });
    }
  });
  const view = viewOf(to, fields, await listTranslationRows(ctx.db, uuid, from, to));
  return { to, fields: view.fields };
}

/* ------------------------------------------------------------- PUT edits */

const EditsSchema = z.object({
  fields: z.record(z.string(), z.string().trim().max(LONG_TEXT_MAX)).default({}),
  /** Paths whose translation the owner confirms as it is; `true` confirms every field. */
  confirm: z.union([z.array(z.string()), z.literal(true)]).optional(),
});

/**
 * PUT /api/landings/{id}/translations/{to}: the owner's edits. An edit equal
 * to the provider's text clears the edit; any edit or confirm clears "needs
 * review". Only fields with a current translation can be edited.
 */
export async function saveTranslationEdits(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  toParam: string,
  input: unknown,
): Promise<TranslationView> {
  const landing = await requireTranslatable(ctx, actor, uuid);
  if (!isTranslationTarget(toParam)) throw new HttpError(404, "notFound");
  const to = toParam;
  const parsed = EditsSchema.safeParse(input);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.code === "too_big");
    throw new HttpError(400, tooLong ? "translationTooLong" : "invalidEdits");
  }
  const settings = await settingsFor(ctx, landing);
  const content = contentOf(landing);
  const fields = translatableFields(content, settings);
  const rows = await listTranslationRows(ctx.db, uuid, settings.source, to);
  const current = currentRows(fields, rows);
  const { fields: edits, confirm } = parsed.data;
  const confirmed = new Set(confirm === true ? current.keys() : (confirm ?? []));
  const bad = [...Object.keys(edits), ...(confirm === true ? [] : (confirm ?? []))].filter(
    (p) => !isTranslatablePath(p) || !current.has(p),
  );
  if (bad.length) throw new HttpError(400, "notTranslated", { fields: bad });

  await ctx.db.transaction().execute(async (trx) => {
    for (const [path, row] of current) {
      const edit = edits[path];
      if (edit === undefined && !confirmed.has(path)) continue;
      const text = edit ?? shownText(row);
      await updateTranslationRow(
        trx,
        {
          uuid,
          from: settings.source,
          to,
          path,
          sourceHash: sourceHash(readTranslatable(content, path) ?? ""),
          now: ctx.now(),
        },
        { edited_text: text === row.machine_text || text === "" ? null : text, needs_review: 0 },
      );
    }
  });
  return viewOf(to, fields, await listTranslationRows(ctx.db, uuid, settings.source, to));
}
