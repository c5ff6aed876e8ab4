/**
 * The sample contacts templates ship (issue 26: "contacts left as clearly
 * marked placeholders"). A page made from a template keeps them until the
 * owner types their own; the editor says so while any remains, so a sample
 * number is not published unnoticed. Publishing is not blocked: the values are
 * valid, only not the owner's.
 */
import type { Contacts } from "../landing/schema";

/** The placeholders every template uses (catalogue.test.ts checks the files keep to them). */
export const PLACEHOLDER_PHONES = ["+7 900 000-00-00", "+1 555 000 0000", "+62 800 0000 0000"];
export const PLACEHOLDER_EMAIL = "hello@example.com";

const digits = (s: string) => s.replace(/\D/g, "");
const PHONE_DIGITS = new Set(PLACEHOLDER_PHONES.map(digits));
/** RFC 2606 reserves example.com/.net/.org: no owner receives mail there. */
const EXAMPLE_MAIL = /@example\.(com|net|org)$/i;

/** A template's sample phone (however it was re-spaced) or an address at a reserved example domain. */
export function isPlaceholderContact(value: string | undefined): boolean {
  const v = (value ?? "").trim();
  if (!v) return false;
  if (v.includes("@")) return EXAMPLE_MAIL.test(v);
  return PHONE_DIGITS.has(digits(v));
}

/** The contact fields that still hold a sample value, in the form's order. */
export function placeholderContactKeys(contacts: Contacts): (keyof Contacts)[] {
  return (Object.keys(contacts) as (keyof Contacts)[]).filter(
    (k) => k !== "messageText" && isPlaceholderContact(contacts[k]),
  );
}
