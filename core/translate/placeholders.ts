/**
 * Parts of a text a translator must leave as they are: template placeholders
 * ({name}, {{name}}, %s, %1$s), links and e-mail addresses. For DeepL they are
 * wrapped in an ignored XML tag (its documented way to keep placeholders:
 * tag_handling=xml with ignore_tags), and the rest of the text is escaped so
 * the owner's own `<` or `&` survive the round trip.
 */
export const KEEP_TAG = "x";

const PLACEHOLDER =
  /\{\{[^{}]{1,100}\}\}|\{[^{}\s]{1,100}\}|%(?:\d+\$)?[sd]|https?:\/\/[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The text as XML with each placeholder inside `<x>…</x>`. */
export function protectPlaceholders(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const at = m.index ?? 0;
    out += escapeXml(text.slice(last, at)) + `<${KEEP_TAG}>${escapeXml(m[0])}</${KEEP_TAG}>`;
    last = at + m[0].length;
  }
  return out + escapeXml(text.slice(last));
}

/** Back from the translated XML: the tags dropped, the text unescaped. */
export function restorePlaceholders(xml: string): string {
  return unescapeXml(xml.replace(new RegExp(`</?${KEEP_TAG}>`, "g"), ""));
}
