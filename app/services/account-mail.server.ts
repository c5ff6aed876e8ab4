import i18next, { type TFunction } from "i18next";
import { defaultLanguage, isLanguage, resources, type Language } from "../../core/i18n";
import type { MailMessage } from "./mail.server";

const instances = new Map<Language, TFunction>();

/** A server-side translator for mail text (auth namespace), independent of any request. */
export function mailT(language: string): TFunction {
  const lng = isLanguage(language) ? language : defaultLanguage;
  let t = instances.get(lng);
  if (!t) {
    const inst = i18next.createInstance();
    void inst.init({
      resources: resources as never,
      lng,
      fallbackLng: defaultLanguage,
      ns: ["auth"],
      defaultNS: "auth",
      initImmediate: false,
      interpolation: { escapeValue: false },
    });
    t = inst.t;
    instances.set(lng, t);
  }
  return t;
}

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
