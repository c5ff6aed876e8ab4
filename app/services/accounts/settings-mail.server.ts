import { mailT } from "./account-mail.server";
import type { MailMessage } from "../platform/index.server";

/**
 * Settings mails. Texts live in the `auth` catalogue under `mail.*` (one source
 * of truth with the other account mails); all of these are transactional, so
 * none carries List-Unsubscribe.
 */

/** To the NEW address: the link that makes the change happen (48 h). */
export function emailChangeMail(
  to: string,
  name: string,
  link: string,
  language: string,
): MailMessage {
  const t = mailT(language);
  return {
    to,
    subject: t("mail.emailChangeSubject"),
    text: t("mail.emailChangeText", { name, email: to, link }),
  };
}

/** To the OLD address: a change was asked for; "this wasn't me" reverts it (7 days). */
export function emailChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  link: string,
  language: string,
): MailMessage {
  const t = mailT(language);
  return {
    to,
    subject: t("mail.emailChangeNoticeSubject"),
    text: t("mail.emailChangeNoticeText", { name, email: newEmail, oldEmail: to, link }),
  };
}

/** After a password change in Settings: a notice with the way back if it was not the owner. */
export function passwordChangedMail(
  to: string,
  name: string,
  link: string,
  language: string,
): MailMessage {
  const t = mailT(language);
  return {
    to,
    subject: t("mail.passwordChangedSubject"),
    text: t("mail.passwordChangedText", { name, link }),
  };
}
