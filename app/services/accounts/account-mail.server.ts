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

/** Mail text of the account flows (auth namespace). */
export const mailT = (language: string): TFunction => namespaceT("auth", language);

export function confirmationMail(
  to: string,
  name: string,
  link: string,
  language: string,
): MailMessage {
  const t = mailT(language);
  return {
    to,
    subject: t("mail.confirmSubject"),
    text: t("mail.confirmText", { name, link }),
  };
}

export function resetMail(to: string, name: string, link: string, language: string): MailMessage {
  const t = mailT(language);
  return {
    to,
    subject: t("mail.resetSubject"),
    text: t("mail.resetText", { name, link }),
  };
}
