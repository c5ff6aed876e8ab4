import { z } from "zod";
import {
  ANALYTICS_CODE_MAX,
  LONG_TEXT_MAX,
  MAX_ANALYTICS,
  MAX_CARDS,
  MAX_QAS,
  MESSAGE_TEXT_MAX,
  TEXT_MAX,
  URL_MAX,
} from "./limits";
import { FormSchema } from "./form";
import { PriceSchema } from "./price";

/**
 * Landing content (SPEC §3 "Landing content"): the editor state. Every string
 * defaults to "" so a partially filled draft always parses; limits are
 * enforced here, the publish rules live in ./publish-rules.
 */
const text = (max = TEXT_MAX) => z.string().trim().max(max).default("");
const url = () => z.string().trim().max(URL_MAX).default("");
/** Fields added after launch are optional, so stored content and its hash (ADR 005) stay as they were until used. */
const optionalText = (max = TEXT_MAX) => z.string().trim().max(max).optional();

/** Meta description limit (issue 14 "SEO pack"; issue 15 falls back to the description's first 160 characters). */
export const SEO_DESCRIPTION_MAX = 160;

export const CardSchema = z.object({
  id: z.string().max(64).default(""),
  title: text(),
  link: url(),
  url: url(),
  alt: optionalText(),
  /** Issue 24: a card with a price or an Order button is a choice in the lead form. */
  price: PriceSchema.optional(),
  order: z.boolean().optional(),
});

export const QaSchema = z.object({
  question: text(500),
  answer: text(LONG_TEXT_MAX),
  open: z.boolean().default(false),
});

export const ContactsSchema = z.object({
  mainPhone: text(64),
  extraPhone: text(64),
  whatsapp: url(),
  telegramContact: url(),
  telegramChannelLink: url(),
  instagramLink: url(),
  vkLink: url(),
  youtubeLink: url(),
  website: url(),
  email: text(254),
  /** Issue 27: what the WhatsApp/Telegram links type for the visitor; absent = the page language's default. */
  messageText: optionalText(MESSAGE_TEXT_MAX),
});

export const AnalyticsSchema = z.object({
  name: text(100),
  code: z.string().max(ANALYTICS_CODE_MAX).default(""),
});

/** PRO colours (issue 13): the accent as #rrggbb and the page mode; absent means the default theme. */
export const ThemeSchema = z.object({
  accent: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((s) => s.toLowerCase()),
  mode: z.enum(["light", "dark"]),
});

export const SeoSchema = z.object({
  description: text(SEO_DESCRIPTION_MAX),
});

export const LandingContentSchema = z.object({
  textAlias: text(64),
  projectName: text(),
  companyName: text(),
  projectDescription: text(LONG_TEXT_MAX),
  projectLocation: text(),
  projectLogoUrl: url(),
  projectBackgroundUrl: url(),
  projectLogoAlt: optionalText(),
  projectBackgroundAlt: optionalText(),
  mainButtonName: text(60),
  mainButtonLink: url(),
  extraButtonName: text(60),
  extraButtonLink: url(),
  cardsSectionTitle: text(),
  cards: z.array(CardSchema).max(MAX_CARDS).default([]),
  videoSectionTitle: text(),
  videoLink: url(),
  extraVideoLink: url(),
  videoUrl: url(),
  qas: z.array(QaSchema).max(MAX_QAS).default([]),
  contacts: ContactsSchema.default({}),
  analytics: z.array(AnalyticsSchema).max(MAX_ANALYTICS).default([]),
  theme: ThemeSchema.optional(),
  seo: SeoSchema.optional(),
  /** Issue 24: the lead form; absent on every page that never had one. */
  form: FormSchema.optional(),
  /** Issue 27: ask visitors before the analytics snippets run; absent means off (pages made before it). */
  analyticsConsent: z.boolean().optional(),
});

export type Card = z.infer<typeof CardSchema>;
export type Qa = z.infer<typeof QaSchema>;
export type Contacts = z.infer<typeof ContactsSchema>;
export type AnalyticsSnippet = z.infer<typeof AnalyticsSchema>;
export type Theme = z.infer<typeof ThemeSchema>;
export type Seo = z.infer<typeof SeoSchema>;
export type LandingContent = z.infer<typeof LandingContentSchema>;

export const emptyContent = (): LandingContent => LandingContentSchema.parse({});
