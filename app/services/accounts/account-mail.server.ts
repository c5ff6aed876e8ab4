import i18next, { type TFunction } from "i18next";
import { accountLanguage, defaultLanguage, resources, type Language } from "../../../core/i18n";
import type { Executor } from "../../../db/database";
import { findUserSettings } from "../../../db/queries/user-settings";
import type { MailMessage } from "../platform/index.server";

/** The language an account's mails are written in (core/i18n accountLanguage of its settings). */
export async function accountLanguageOf(db: Executor, userId: number): Promise<Language> {
  return accountLanguage((await findUserSettings(db, userId))?.language);
}

const instances = new Map<string, TFunction>();

/**
 * A server-side translator for one catalogue namespace, independent of any
 * request (mails, API messages); one cached instance per namespace and language.
 */
export function namespaceT(ns: string, language: string | null | undefined): TFunction {
  const lng: Language = accountLanguage(language);
  const key = `${ns}:${lng}`;
  let t = instances.get(key);
  if (!t) {
    const inst = i18next.createInstance();
    void inst.init({
      resources: resources as never,
      lng,
      fallbackLng: defaultLanguage,
      ns: [ns],
      defaultNS: ns,
      initImmediate: false,
      interpolation: { escapeValue: false },
    });
    t = inst.t;
    instances.set(key, t);
  }
  return t;
}

/** Sends one account mail; a failure is logged and answered `false`, never thrown. */
export async function sendSafely(what: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    console.error(`[mail] ${what} failed:`, err);
    return false;
  }
}

/** Mail text of the account flows (auth namespace). */
export const mailT = (language: string): TFunction => namespaceT("auth", language);

/**
 * One account mail in the account's language: the `mail.{kind}Subject` and
 * `mail.{kind}Text` of the auth catalogue, the text filled from `values`.
 */
export function accountMail(
  to: string,
  language: string,
  kind: string,
  values: Record<string, string>,
): MailMessage {
  const t = mailT(language);
  return { to, subject: t(`mail.${kind}Subject`), text: t(`mail.${kind}Text`, values) };
}

/** A mail that carries one link to the account's owner. */
export type LinkMail = (to: string, name: string, link: string, language: string) => MailMessage;

export const confirmationMail: LinkMail = (to, name, link, language) =>
  accountMail(to, language, "confirm", { name, link });

export const resetMail: LinkMail = (to, name, link, language) =>
  accountMail(to, language, "reset", { name, link });
