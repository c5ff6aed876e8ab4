/**
 * Issue 27: where a page's vCard lives, for the page, publish and the worker.
 * No library here: the worker imports this module and its bundle stays small
 * (the builder is ./vcard).
 */

/** A page's vCard is its address plus `/contact.vcf` (`/l/{alias}/contact.vcf`, `/en/contact.vcf`). */
export const VCARD_FILE = "contact.vcf";
export const VCARD_PATH_SUFFIX = `/${VCARD_FILE}`;
export const VCARD_CONTENT_TYPE = "text/vcard; charset=utf-8";
