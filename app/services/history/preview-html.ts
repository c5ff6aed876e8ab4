/**
 * The History preview shows a version's page in a sandbox with no scripts
 * (its route sends a `sandbox; script-src 'none'` CSP). Each `<script>` left
 * in it would only be refused and logged as an error in the owner's console,
 * so the preview carries none: the page's own script (video embeds, FAQ
 * anchors), the stats beacon and the JSON-LD. The renderer writes every
 * script's body itself and never lets `</script` into one, so the first
 * closing tag ends it.
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

export function stripScripts(html: string): string {
  return html.replace(SCRIPT, "");
}
