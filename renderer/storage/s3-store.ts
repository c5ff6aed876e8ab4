import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  KeyTooLongError,
  keyFits,
  type PutOptions,
  type SiteStore,
  type StoredObject,
} from "../../core/storage/site-store";

export interface S3StoreOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per list call (S3's maximum is 1000); smaller only to exercise paging in tests. */
  listPageSize?: number;
}

/**
 * HTTP headers carry only ASCII, so non-ASCII metadata values travel as RFC 2047
 * encoded words — the form S3 itself uses when it returns such values.
 */
const PLAIN_HEADER_VALUE = /^[\x20-\x7e]*$/;
const ENCODED_WORD = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/i;

export function encodeMetadataValue(v: string): string {
  if (PLAIN_HEADER_VALUE.test(v) && !ENCODED_WORD.test(v)) return v;
  let bin = "";
  for (const b of new TextEncoder().encode(v)) bin += String.fromCharCode(b);
  return `=?UTF-8?B?${btoa(bin)}?=`;
}

export function decodeMetadataValue(v: string): string {
  const m = ENCODED_WORD.exec(v);
  if (!m) return v;
  const bin = atob(m[1]);
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** S3 refuses more than 1000 keys in one DeleteObjects call. */
const DELETE_BATCH = 1000;

export function createS3Store(opts: S3StoreOptions): SiteStore {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // R2, MinIO and s3rver address buckets by path, not by virtual host.
    forcePathStyle: true,
    // The SDK's default CRC checksums are not understood by every S3-compatible server.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // The middleware chain is built once per command type instead of on every
    // request (the SDK's own option; this store never changes the stack).
    cacheMiddleware: true,
  });
  const Bucket = opts.bucket;

  return {
    async put(key: string, body: string | Uint8Array, putOpts: PutOptions = {}) {
      if (!keyFits(key)) throw new KeyTooLongError(key);
      const Metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(putOpts.customMetadata ?? {})) {
        Metadata[k.toLowerCase()] = encodeMetadataValue(v);
      }
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: typeof body === "string" ? new TextEncoder().encode(body) : body,
          ContentType: putOpts.contentType,
          CacheControl: putOpts.cacheControl,
          Metadata,
        }),
      );
    },

    async get(key: string): Promise<StoredObject | null> {
      if (!keyFits(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
        const customMetadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.Metadata ?? {}))
          customMetadata[k] = decodeMetadataValue(v);
        return { body, contentType: res.ContentType, customMetadata, etag: res.ETag };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },

    async delete(keys: string | string[]) {
      const list = (typeof keys === "string" ? [keys] : keys).filter(keyFits);
      for (let i = 0; i < list.length; i += DELETE_BATCH) {
        const batch = list.slice(i, i + DELETE_BATCH);
        if (!batch.length) continue;
        const res = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (res.Errors ?? []).filter((e) => e.Code !== "NoSuchKey");
        if (failed.length) {
          throw new Error(
            `S3 delete failed for ${failed.map((e) => `${e.Key}: ${e.Code}`).join(", ")}`,
          );
        }
      }
    },

    async list(prefix: string) {
      const out: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ContinuationToken,
            MaxKeys: opts.listPageSize ?? 1000,
          }),
        );
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
  };
}
