import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import {
  KeyTooLongError,
  keyFits,
  type PutOptions,
  type SiteStore,
} from "../../core/storage/site-store";

/**
 * Writes to the local bucket without Miniflare's binding proxy (issue 28,
 * ADR 027). The proxy serialises every call's arguments (the whole page) with
 * devalue and sends it through a fresh fetch: about 3 ms of the app's event
 * loop a put, on every autosave. A second, local-only worker in the same
 * Miniflare, bound to the same bucket, takes a plain PUT instead, over one
 * kept-alive connection pool. It exists only on this machine (never in the
 * deployed bundle) and answers only requests carrying its per-process secret.
 */
export const STORE_WRITER_NAME = "vitrina-local-store-writer";
export const STORE_WRITER_SECRET_HEADER = "x-store-writer-secret";

/** The writer worker: PUT /{encoded key}, metadata in one JSON header, body as sent. */
export const storeWriterScript = (binding: string) => `
export default {
  async fetch(request, env) {
    const given = new TextEncoder().encode(request.headers.get("${STORE_WRITER_SECRET_HEADER}") ?? "");
    const secret = new TextEncoder().encode(env.STORE_WRITER_SECRET);
    if (given.byteLength !== secret.byteLength || !crypto.subtle.timingSafeEqual(given, secret)) {
      return new Response("forbidden", { status: 403 });
    }
    if (request.method !== "PUT") return new Response("method not allowed", { status: 405 });
    const key = decodeURIComponent(new URL(request.url).pathname.slice(1));
    const meta = JSON.parse(request.headers.get("x-store-meta") ?? "{}");
    await env.${binding}.put(key, await request.arrayBuffer(), meta);
    return new Response(null, { status: 204 });
  },
};
`;

export const newStoreWriterSecret = () => randomBytes(24).toString("hex");

/** `store` with its puts sent to the writer worker at `url`; reads, lists and deletes unchanged. */
export function withStoreWriter(store: SiteStore, url: string, secret: string): SiteStore {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const { hostname, port } = new URL(url);
  const put = (key: string, body: string | Uint8Array, opts: PutOptions = {}) =>
    new Promise<void>((resolve, reject) => {
      if (!keyFits(key)) return reject(new KeyTooLongError(key));
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      const httpMetadata: { contentType?: string; cacheControl?: string } = {};
      if (opts.contentType) httpMetadata.contentType = opts.contentType;
      if (opts.cacheControl) httpMetadata.cacheControl = opts.cacheControl;
      const meta = JSON.stringify({ httpMetadata, customMetadata: opts.customMetadata ?? {} });
      const req = request(
        {
          agent,
          hostname,
          port,
          method: "PUT",
          path: `/${encodeURIComponent(key)}`,
          headers: {
            [STORE_WRITER_SECRET_HEADER]: secret,
            // Header values are Latin-1: metadata (titles, names) travels escaped.
            "x-store-meta": meta.replace(
              /[\u007f-\uffff]/g,
              (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
            ),
            "content-length": bytes.byteLength,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 204
              ? resolve()
              : reject(new Error(`local store write of ${key} answered ${res.statusCode}`)),
          );
        },
      );
      req.on("error", reject);
      req.end(bytes);
    });
  return { ...store, put };
}
