/**
 * One bucket, the DESIGN.md §2 key layout. Two drivers implement this:
 * `r2` (a Workers R2 binding, Miniflare's locally) and `s3` (@aws-sdk/client-s3).
 */
export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
  /** Small string metadata carried with the object (R2 customMetadata / S3 x-amz-meta-*). */
  customMetadata?: Record<string, string>;
}

export interface StoredObject {
  body: Uint8Array;
  contentType?: string;
  customMetadata: Record<string, string>;
  etag?: string;
}

export interface SiteStore {
  put(key: string, body: string | Uint8Array, opts?: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(keys: string | string[]): Promise<void>;
  /** Every key under a prefix (paged internally). */
  list(prefix: string): Promise<string[]>;
}

/**
 * R2 and S3 refuse keys longer than 1024 bytes of UTF-8 (R2 with an error, so a
 * lookup built from a long request path would fail instead of missing). Drivers
 * read such a key as missing, skip it on delete and refuse to write it.
 */
export const MAX_KEY_BYTES = 1024;

const utf8 = new TextEncoder();
export function keyFits(key: string): boolean {
  // Each UTF-16 unit is at most 3 bytes: short keys need no encoding.
  return key.length * 3 <= MAX_KEY_BYTES || utf8.encode(key).byteLength <= MAX_KEY_BYTES;
}

export class KeyTooLongError extends Error {
  constructor(key: string) {
    super(`storage key longer than ${MAX_KEY_BYTES} bytes: ${key.slice(0, 64)}…`);
  }
}

/** Keys of DESIGN.md §2, defined once for the app, the renderer and the worker. */
export const keys = {
  page: (uuid: string) => `pages/${uuid}.html`,
  /** A translated version of the page (issue 14): `pages/{uuid}/{lang}.html`. */
  langPage: (uuid: string, lang: string) => `pages/${uuid}/${lang}.html`,
  preview: (uuid: string) => `previews/${uuid}.html`,
  meta: (uuid: string) => `meta/${uuid}.json`,
  alias: (textalias: string) => `routes/alias/${textalias.toLowerCase()}`,
  host: (hostname: string) => `routes/host/${hostname.toLowerCase()}`,
  asset: (name: string) => `assets/${name}`,
} as const;

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
