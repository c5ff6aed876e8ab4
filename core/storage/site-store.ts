/**
 * One bucket, the DESIGN.md §2 key layout (`keys.ts`, `records.ts`). Two drivers
 * implement this: `r2` (`r2-store.ts`, a Workers R2 binding, Miniflare's locally)
 * and `s3` (`renderer/storage/s3-store.ts`, @aws-sdk/client-s3, Node only).
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
