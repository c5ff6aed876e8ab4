/**
 * Image refs in a template's content: `template:cover`, `template:card-N`. They
 * stand where an image URL goes; creating a landing swaps each for the URL of
 * the template's own asset, or "" (no image) when that asset is missing.
 */
export const TEMPLATE_REF_PREFIX = "template:";

const REF = /^template:([a-z0-9-]+)$/;

/** The image name a string refers to ("cover", "card-2"), else null. */
export function templateRef(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return REF.exec(value)?.[1] ?? null;
}

function walk(value: unknown, visit: (s: string) => string): unknown {
  if (typeof value === "string") return visit(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, visit));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, visit)]));
  }
  return value;
}

/** Every image name the content refers to, once each. */
export function templateRefsIn(content: unknown): string[] {
  const found = new Set<string>();
  walk(content, (s) => {
    const ref = templateRef(s);
    if (ref) found.add(ref);
    return s;
  });
  return [...found];
}

/** A copy of the content with every ref replaced by `resolve(name)`; other strings untouched. */
export function resolveTemplateRefs<T>(content: T, resolve: (name: string) => string): T {
  return walk(content, (s) => {
    const ref = templateRef(s);
    return ref === null ? s : resolve(ref);
  }) as T;
}
