/**
 * The few Workers-runtime globals the edge uses, typed here because the project
 * does not install @cloudflare/workers-types (its globals clash with the DOM
 * lib the app compiles against).
 */
export interface RewriterElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  append(content: string, options?: { html: boolean }): void;
  prepend(content: string, options?: { html: boolean }): void;
  before(content: string, options?: { html: boolean }): void;
  remove(): void;
}
export interface RewriterDocumentEnd {
  append(content: string, options?: { html: boolean }): void;
}
export interface HTMLRewriterLike {
  /** A handler may be async (workerd waits for it before writing the element on). */
  on(
    selector: string,
    handlers: { element?(el: RewriterElement): void | Promise<void> },
  ): HTMLRewriterLike;
  onDocument(handlers: { end?(end: RewriterDocumentEnd): void }): HTMLRewriterLike;
  transform(response: Response): Response;
}

export function createHtmlRewriter(): HTMLRewriterLike {
  const Ctor = (globalThis as { HTMLRewriter?: new () => HTMLRewriterLike }).HTMLRewriter;
  if (!Ctor) throw new Error("HTMLRewriter exists only in the Workers runtime (workerd)");
  return new Ctor();
}

/** `caches.default` in workerd; null elsewhere (Node unit tests), which turns the shared cache off. */
export function defaultCache(): Cache | null {
  const c = (globalThis as { caches?: { default?: Cache } }).caches;
  return c?.default ?? null;
}

export interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}
