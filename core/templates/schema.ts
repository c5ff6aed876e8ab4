import { z } from "zod";
import { UI_LANGUAGES, type Language } from "../i18n/languages";
import { LandingContentSchema, ThemeSchema, type LandingContent } from "../landing/schema";
import { formItems } from "../landing/form";
import { NICHES } from "./niches";
import { optionsNamingCards, SELECT_REPEATS_CARDS_AT } from "./select-overlap";
import { TEMPLATE_REF_PREFIX, templateRefsIn } from "./refs";

/**
 * One template file (issue 26, core/templates/data/{id}.json): data, never
 * code. Each language's `content` is a landing content exactly as an owner's
 * landing parses it (LandingContentSchema), its images named by refs
 * (`template:cover`, `template:logo`, `template:card-N`) that the server resolves to the
 * template's own assets when a landing is created from it.
 */
export const TEMPLATE_TITLE_MAX = 60;
export const TEMPLATE_DESCRIPTION_MAX = 140;
export const TEMPLATE_CARDS = { min: 3, max: 6 } as const;
export const TEMPLATE_QAS = { min: 3, max: 5 } as const;

const IMAGE_NAME = /^(cover|logo|card-[1-9])$/;

export const TemplateLanguageSchema = z.object({
  title: z.string().trim().min(1).max(TEMPLATE_TITLE_MAX),
  description: z.string().trim().min(1).max(TEMPLATE_DESCRIPTION_MAX),
  content: LandingContentSchema,
});

/** The rules a template's content keeps beyond a landing's own (the issue's "each template is complete"). */
function checkContent(
  content: LandingContent,
  images: Record<string, string>,
  path: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const issue = (message: string, at: (string | number)[] = []) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [...path, ...at] });
  const { cards, qas, form } = content;
  if (cards.length < TEMPLATE_CARDS.min || cards.length > TEMPLATE_CARDS.max) {
    issue(`${TEMPLATE_CARDS.min}–${TEMPLATE_CARDS.max} cards`, ["cards"]);
  }
  if (qas.length < TEMPLATE_QAS.min || qas.length > TEMPLATE_QAS.max) {
    issue(`${TEMPLATE_QAS.min}–${TEMPLATE_QAS.max} questions`, ["qas"]);
  }
  cards.forEach((card, i) => {
    if (card.url !== `${TEMPLATE_REF_PREFIX}card-${i + 1}`) {
      issue(`card ${i + 1} shows ${TEMPLATE_REF_PREFIX}card-${i + 1}`, ["cards", i, "url"]);
    }
  });
  // Publishing needs a logo (core/landing/publish-rules.ts): a template brings its own.
  if (content.projectLogoUrl !== `${TEMPLATE_REF_PREFIX}logo`) {
    issue(`the logo is ${TEMPLATE_REF_PREFIX}logo`, ["projectLogoUrl"]);
  }
  if (!content.projectLogoAlt?.trim()) issue("the logo has an alt text", ["projectLogoAlt"]);
  // A template's form ships off until the owner adds a privacy-policy link (issue 26).
  if (!form || form.enabled || form.privacyPolicyUrl !== "") {
    issue("a form, switched off, with no policy link", ["form"]);
  }
  // The cards' own item list is the form's choice of service; a select must ask something else.
  const titles = formItems(cards).map((item) => item.title);
  form?.fields.forEach((field, i) => {
    if (field.kind !== "select") return;
    const named = optionsNamingCards(field.options ?? [], titles);
    if (named.length >= SELECT_REPEATS_CARDS_AT) {
      issue(`select repeats the cards' item list: ${named.join(", ")}`, ["form", "fields", i]);
    }
  });
  for (const ref of templateRefsIn(content)) {
    if (!images[ref]) issue(`image "${ref}" has no brief in images`);
  }
}

export const TemplateFileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    niche: z.enum(NICHES),
    /** PRO-only part: applied only when the new page shows PRO (core/plans pageShowsPro). */
    theme: ThemeSchema,
    /** Image name → an English brief of its illustration (the assets' origin). */
    images: z.record(z.string().regex(IMAGE_NAME), z.string().trim().min(1)),
    i18n: z.object({
      ru: TemplateLanguageSchema,
      en: TemplateLanguageSchema,
      id: TemplateLanguageSchema,
    }),
  })
  .superRefine((t, ctx) => {
    for (const lang of UI_LANGUAGES) {
      checkContent(t.i18n[lang].content, t.images, ["i18n", lang, "content"], ctx);
    }
  });

export type TemplateFile = z.infer<typeof TemplateFileSchema>;
export type TemplateLanguage = Language;
