/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(to: unknown, fallback = "/landings"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\"))
    return fallback;
  return to;
}
