const BASE = "http://vitrina.invalid";

const unsafeChar = (c: string): boolean => {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f || c === "\\" || /\s/.test(c);
};

/**
 * Only same-site paths are followed after sign-in (no open redirect). Browsers
 * drop tabs and newlines from URLs, so "/\t/evil.example" would become
 * "//evil.example": anything with control characters, spaces or backslashes is
 * refused, and what is left must resolve to our own origin.
 */
export function safeRedirect(to: unknown, fallback = "/landings"): string {
  if (typeof to !== "string" || !to.startsWith("/") || [...to].some(unsafeChar)) return fallback;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    // Dot segments normalise away ("/.//evil.example" → "//evil.example"): judge the result, not the input.
    const out = url.pathname + url.search + url.hash;
    if (out.startsWith("//") || out.startsWith("/\\")) return fallback;
    return out;
  } catch {
    return fallback;
  }
}
