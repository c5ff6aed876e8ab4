import type { StoredObject } from "./site-store";

/**
 * The small records of the DESIGN.md §2 layout, encoded and decoded in one
 * place for the app (writer) and the worker (reader).
 */

/** `meta/{uuid}.json` (DESIGN.md §2). */
export interface LandingMeta {
  uuid: string;
  lang: string;
  published: boolean;
  /** ISO date after which the page shows the overlay; null = no date known. */
  expiresAt: string | null;
  ownerExpired: boolean;
  pro: boolean;
  title: string;
  /** Content hash of the published page; changes whenever the page body changes. */
  version: string;
  /** The owner switched view statistics off (issue 15); absent = counted. */
  statsOff?: boolean;
  /** Translated versions published beside the page (issue 14), e.g. ["en","uk"]; absent = none. */
  languages?: string[];
}

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";
export const JSON_CONTENT_TYPE = "application/json";

/** customMetadata key of the page object that carries a copy of its meta (one read on a miss). */
export const PAGE_META_KEY = "meta";

/**
 * JSON with every non-ASCII character as a \u escape: metadata travels in HTTP
 * headers through the S3 API, where only ASCII is safe, and JSON.parse reads
 * the escapes back unchanged.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * A route record. `redirectTo` (host routes only): the host is the `www`/apex
 * twin of the landing's own domain (decision 011) and answers a permanent
 * redirect to that hostname instead of the page.
 */
export function routeBody(uuid: string, redirectTo?: string | null): string {
  return JSON.stringify(redirectTo ? { uuid, redirectTo } : { uuid });
}

export function parseRoute(body: Uint8Array | string): string | null {
  try {
    const v = JSON.parse(
      typeof body === "string" ? body : new TextDecoder().decode(body),
    ) as unknown;
    if (v && typeof v === "object" && typeof (v as { uuid?: unknown }).uuid === "string") {
      return (v as { uuid: string }).uuid;
    }
  } catch {
    // A damaged route reads as missing.
  }
  return null;
}

/** A host route: its landing, and the hostname it redirects to when it is a twin. */
export function parseHostRoute(
  body: Uint8Array | string,
): { uuid: string; redirectTo: string | null } | null {
  const uuid = parseRoute(body);
  if (!uuid) return null;
  const v = JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body)) as {
    redirectTo?: unknown;
  };
  const to = typeof v.redirectTo === "string" ? normalizeHost(v.redirectTo) : "";
  return { uuid, redirectTo: to || null };
}

/** Accepts a meta record only if it has the shape the worker relies on. */
export function parseMeta(text: string | Uint8Array | undefined): LandingMeta | null {
  if (text === undefined) return null;
  let v: unknown;
  try {
    v = JSON.parse(typeof text === "string" ? text : new TextDecoder().decode(text));
  } catch {
    return null;
  }
  if (!v || typeof v !== "object") return null;
  const m = v as Record<string, unknown>;
  if (typeof m.uuid !== "string" || typeof m.published !== "boolean") return null;
  if (m.expiresAt !== null && m.expiresAt !== undefined && typeof m.expiresAt !== "string")
    return null;
  return {
    ...(m as object),
    uuid: m.uuid,
    lang: typeof m.lang === "string" ? m.lang : "ru",
    published: m.published,
    expiresAt: typeof m.expiresAt === "string" ? m.expiresAt : null,
    ownerExpired: m.ownerExpired === true,
    pro: m.pro === true,
    title: typeof m.title === "string" ? m.title : "",
    version: typeof m.version === "string" ? m.version : "",
  };
}

export function pageMeta(page: StoredObject): LandingMeta | null {
  return parseMeta(page.customMetadata[PAGE_META_KEY]);
}

/** Hostnames are compared lower-case, without a port or a trailing dot. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    h = end >= 0 ? h.slice(0, end + 1) : h;
  } else {
    const colon = h.indexOf(":");
    if (colon >= 0) h = h.slice(0, colon);
  }
  return h.replace(/\.+$/, "");
}
