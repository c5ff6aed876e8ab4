import en from "../i18n/locales/en/public";
import id from "../i18n/locales/id/public";
import ru from "../i18n/locales/ru/public";
import uk from "../i18n/locales/uk/public";
import type { Form } from "../landing/form";
import type { PublishedLanguage } from "../translate/languages";

/**
 * Issue 24: proof of the visitor's consent, kept with each lead (Russian law
 * since 1 September 2025 asks for a separate consent and its proof). The
 * record holds the exact words the visitor ticked, so a later edit of the
 * form's text never changes what an old lead agreed to; the hash lets anyone
 * check the text was not altered. Core stays pure: the app hashes (sha256,
 * node:crypto) and hands the hex digest in.
 */

export const CONSENT_HASH_ALGORITHM = "sha256";
/** A user agent is kept as proof, not parsed; its length is the sender's to choose, so it is capped. */
export const CONSENT_USER_AGENT_MAX = 512;

export interface ConsentRecord {
  text: string;
  /** sha256 of `text` (UTF-8), lowercase hex. */
  textHash: string;
  policyUrl: string;
  /** ISO 8601, UTC. */
  at: string;
  address: string | null;
  userAgent: string | null;
}

const DEFAULTS: Record<PublishedLanguage, string> = {
  ru: ru.lead.consentDefault,
  en: en.lead.consentDefault,
  id: id.lead.consentDefault,
  uk: uk.lead.consentDefault,
};

/** The consent a page in this language shows when the owner wrote none (public catalogue). */
export const defaultConsentText = (lang: PublishedLanguage): string => DEFAULTS[lang];

/** The exact consent text the page shows beside its checkbox: the owner's, else the language's default. */
export function consentText(form: Pick<Form, "consentText">, lang: PublishedLanguage): string {
  return form.consentText.trim() || defaultConsentText(lang);
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function consentRecord(input: {
  /** The form as published in the language version the visitor saw. */
  form: Pick<Form, "consentText" | "privacyPolicyUrl">;
  lang: PublishedLanguage;
  /** Hashes the text: the app passes sha256 hex from node:crypto. */
  hash: (text: string) => string;
  at: Date;
  address: string | null | undefined;
  userAgent: string | null | undefined;
}): ConsentRecord {
  const text = consentText(input.form, input.lang);
  const textHash = input.hash(text);
  if (!SHA256_HEX.test(textHash)) throw new Error("consentRecord: hash must be sha256 hex");
  return {
    text,
    textHash,
    policyUrl: input.form.privacyPolicyUrl,
    at: input.at.toISOString(),
    address: input.address?.trim() || null,
    userAgent: input.userAgent ? input.userAgent.slice(0, CONSENT_USER_AGENT_MAX) : null,
  };
}
