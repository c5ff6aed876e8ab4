/**
 * Copies text for a button the user pressed; true when it was copied. The
 * Clipboard API is missing on plain http (an app opened by its LAN address)
 * and refuses where the browser withholds the permission; then the selected
 * hidden textarea with `execCommand("copy")`, which still works inside a
 * click, does it.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: the fallback below may still copy.
  }
  const focused = document.activeElement as HTMLElement | null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "0";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus({ preventScroll: true });
  }
}
