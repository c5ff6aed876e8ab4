import {
  KeyTooLongError,
  keyFits,
  type PutOptions,
  type SiteStore,
  type StoredObject,
} from "./site-store";

/**
 * The R2 driver of the worker (its `SITE` binding) and of Node (Miniflare's
 * bucket, locally and in tests). It lives in core beside the layout because it
 * touches nothing but the binding it is handed: no Worker globals, no node:*.
 */

/**
 * The slice of the Workers R2 binding this driver uses. Declared here (not taken
 * from @cloudflare/workers-types) so the same driver type-checks in the worker
 * bundle and in Node, where Miniflare's `getR2Bucket()` hands out a proxy with
 * the same shape.
 */
export interface R2ObjectLike {
  key: string;
  httpEtag?: string;
  etag?: string;
  httpMetadata?: { contentType?: string; cacheControl?: string };
  customMetadata?: Record<string, string>;
}
export interface R2ObjectBodyLike extends R2ObjectLike {
  arrayBuffer(): Promise<ArrayBuffer>;
}
export interface R2BucketLike {
  put(
    key: string,
    value: string | ArrayBuffer | ArrayBufferView,
    options?: {
      httpMetadata?: { contentType?: string; cacheControl?: string };
      customMetadata?: Record<string, string>;
    },
  ): Promise<unknown>;
  get(key: string): Promise<R2ObjectBodyLike | null>;
  delete(keys: string | string[]): Promise<void>;
  list(options?: { prefix?: string; cursor?: string; limit?: number }): Promise<{
    objects: { key: string }[];
    truncated: boolean;
    cursor?: string;
  }>;
}

/** R2 refuses more than 1000 keys in one delete call. */
const DELETE_BATCH = 1000;

export interface R2StoreOptions {
  /** Keys per list call (R2's maximum is 1000); smaller only to exercise paging in tests. */
  listPageSize?: number;
}

export function createR2Store(bucket: R2BucketLike, opts: R2StoreOptions = {}): SiteStore {
  const listPageSize = opts.listPageSize ?? 1000;
  return {
    async put(key: string, body: string | Uint8Array, opts: PutOptions = {}) {
      if (!keyFits(key)) throw new KeyTooLongError(key);
      const httpMetadata: { contentType?: string; cacheControl?: string } = {};
      if (opts.contentType) httpMetadata.contentType = opts.contentType;
      if (opts.cacheControl) httpMetadata.cacheControl = opts.cacheControl;
      await bucket.put(key, body, { httpMetadata, customMetadata: opts.customMetadata ?? {} });
    },

    async get(key: string): Promise<StoredObject | null> {
      if (!keyFits(key)) return null;
      const obj = await bucket.get(key);
      if (!obj) return null;
      const body = new Uint8Array(await obj.arrayBuffer());
      return {
        body,
        contentType: obj.httpMetadata?.contentType,
        customMetadata: { ...(obj.customMetadata ?? {}) },
        etag: obj.httpEtag ?? (obj.etag ? `"${obj.etag}"` : undefined),
      };
    },

    async delete(keys: string | string[]) {
      const list = (typeof keys === "string" ? [keys] : keys).filter(keyFits);
      for (let i = 0; i < list.length; i += DELETE_BATCH) {
        const batch = list.slice(i, i + DELETE_BATCH);
        if (batch.length) await bucket.delete(batch);
      }
    },

    async list(prefix: string) {
      const out: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix, cursor, limit: listPageSize });
        for (const o of page.objects) out.push(o.key);
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return out;
    },
  };
}
