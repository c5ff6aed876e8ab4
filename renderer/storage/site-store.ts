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

/** Keys of DESIGN.md §2, defined once for the app, the renderer and the worker. */
export const keys = {
  page: (uuid: string) => `pages/${uuid}.html`,
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
}
