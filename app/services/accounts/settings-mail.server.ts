import { accountMail, type LinkMail } from "./account-mail.server";
import type { MailMessage } from "../platform/index.server";

/**
 * Settings mails. Texts live in the `auth` catalogue under `mail.*` (one source
 * of truth with the other account mails); all of these are transactional, so
 * none carries List-Unsubscribe.
 */

/** To the NEW address: the link that makes the change happen (48 h). */
export const emailChangeMail: LinkMail = (to, name, link, language) =>
  accountMail(to, language, "emailChange", { name, email: to, link });

/** To the OLD address: a change was asked for; "this wasn't me" reverts it (7 days). */
export function emailChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  link: string,
  language: string,
): MailMessage {
  return accountMail(to, language, "emailChangeNotice", {
    name,
    email: newEmail,
    oldEmail: to,
    link,
  });
}

/** After a password change in Settings: a notice with the way back if it was not the owner. */
export const passwordChangedMail: LinkMail = (to, name, link, language) =>
  accountMail(to, language, "passwordChanged", { name, link });

/** After the account was deleted in Settings: what went, to the address it had (issue 29). */
export const accountDeletedMail = (to: string, name: string, language: string): MailMessage =>
  accountMail(to, language, "accountDeleted", { name, email: to });
