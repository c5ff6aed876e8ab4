import type { Page, Request } from "@playwright/test";

/**
 * What `waitForLoadState("networkidle")` was used for, without its fixed half
 * second of silence after every page: the page has hydrated (app/root.tsx marks
 * `<html data-hydrated>` once React has taken over) and every request it
 * started (its own data calls, an editor's preview frame) has answered, with two
 * animation frames after the last answer for React to draw it. Call the returned
 * function after each `page.goto`; it watches `page` from the moment it is made.
 */
export function settler(page: Page, timeoutMs = 15_000): () => Promise<void> {
  const open = new Set<Request>();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  return async () => {
    const deadline = Date.now() + timeoutMs;
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: timeoutMs });
    for (;;) {
      while (open.size > 0) {
        if (Date.now() > deadline) {
          throw new Error(`still waiting for ${[...open].map((r) => r.url()).join(", ")}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      // A drawn answer may start the next call (a list after its count): quiet across two frames.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      if (open.size === 0) return;
    }
  };
}
