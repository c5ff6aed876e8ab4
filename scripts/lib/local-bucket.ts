import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import type { R2BucketLike, R2ObjectBodyLike } from "../../core/storage/r2-store";

/**
 * Node's way into the local bucket (issue 28, ADR 027): a second, local-only
 * worker in the same Miniflare, bound to the same bucket, answering plain HTTP
 * over one kept-alive connection pool. It replaces Miniflare's binding proxy,
 * which serialised every put's page with devalue through a fresh fetch (~3 ms
 * of the app's event loop per autosave) and made the first call of each method
 * a synchronous cross-thread fetch that, under load on Node 20, now and then
 * woke without its answer (an assertion in Miniflare's fetch-sync). The worker
 * exists only on this machine (never in the deployed bundle) and answers only
 * requests carrying its per-process secret.
 */
export const LOCAL_BUCKET_WORKER = "vitrina-local-bucket";
export const LOCAL_BUCKET_SECRET_HEADER = "x-local-bucket-secret";
const META_HEADER = "x-store-meta";

/**
 * Header values are Latin-1: metadata (titles, names) travels as JSON with every
 * other character escaped (the worker below escapes its answers the same way).
 */
const headerJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/**
 * The worker. PUT /o/{key} (metadata in one JSON header, body as sent),
 * GET /o/{key}, POST /delete (a JSON array of keys), GET /list?prefix&cursor&limit.
 */
export const localBucketScript = (binding: string) => `
const headerJson = (value) =>
  JSON.stringify(value).replace(/[\\u007f-\\uffff]/g, (c) => "\\\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
const OBJECT = "/o/";
export default {
  async fetch(request, env) {
    const given = new TextEncoder().encode(request.headers.get("${LOCAL_BUCKET_SECRET_HEADER}") ?? "");
    const secret = new TextEncoder().encode(env.LOCAL_BUCKET_SECRET);
    if (given.byteLength !== secret.byteLength || !crypto.subtle.timingSafeEqual(given, secret)) {
      return new Response("forbidden", { status: 403 });
    }
    const url = new URL(request.url);
    const bucket = env.${binding};
    if (url.pathname.startsWith(OBJECT)) {
      const key = decodeURIComponent(url.pathname.slice(OBJECT.length));
      if (request.method === "PUT") {
        const meta = JSON.parse(request.headers.get("${META_HEADER}") ?? "{}");
        await bucket.put(key, await request.arrayBuffer(), meta);
        return new Response(null, { status: 204 });
      }
      if (request.method === "GET") {
        const obj = await bucket.get(key);
        if (!obj) return new Response(null, { status: 404 });
        const meta = { httpMetadata: obj.httpMetadata ?? {}, customMetadata: obj.customMetadata ?? {}, httpEtag: obj.httpEtag };
        return new Response(obj.body, { headers: { "${META_HEADER}": headerJson(meta) } });
      }
    }
    if (url.pathname === "/delete" && request.method === "POST") {
      await bucket.delete(await request.json());
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/list" && request.method === "GET") {
      const page = await bucket.list({
        prefix: url.searchParams.get("prefix") ?? "",
        cursor: url.searchParams.get("cursor") ?? undefined,
        limit: Number(url.searchParams.get("limit") ?? 1000),
      });
      const objects = page.objects.map((o) => ({ key: o.key }));
      return Response.json({ objects, truncated: page.truncated, cursor: page.truncated ? page.cursor : undefined });
    }
    return new Response("not found", { status: 404 });
  },
};
`;

export const newLocalBucketSecret = () => randomBytes(24).toString("hex");

interface Answer {
  status: number;
  meta: string | undefined;
  body: Buffer;
}

class StaleSocketError extends Error {
  constructor(readonly cause: Error) {
    super(`local bucket: kept-alive socket closed under the request (${cause.message})`);
  }
}

/** The slice of the R2 binding r2-store.ts uses, over HTTP to the worker at `url`. */
export function httpBucket(url: string, secret: string): R2BucketLike {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const { hostname, port } = new URL(url);
  // Every call here is idempotent (a put of the same bytes, a read, a delete, a list), so a
  // request that lost the race with the worker closing an idle kept-alive socket (ECONNRESET
  // on a reused socket, as Node's docs describe) is sent once more on a fresh one.
  const call = async (
    method: string,
    path: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    try {
      return await send(method, path, body, headers);
    } catch (error) {
      if (!(error instanceof StaleSocketError)) throw error;
      return send(method, path, body, headers);
    }
  };
  const send = (
    method: string,
    path: string,
    body: Uint8Array | undefined,
    headers: Record<string, string>,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            ...headers,
            [LOCAL_BUCKET_SECRET_HEADER]: secret,
            "content-length": String(body?.byteLength ?? 0),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", reject);
          res.on("end", () => {
            const meta = res.headers[META_HEADER];
            resolve({
              status: res.statusCode ?? 0,
              meta: typeof meta === "string" ? meta : undefined,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        const stale = req.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
        reject(stale ? new StaleSocketError(error) : error);
      });
      req.end(body);
    });
  const expect = (a: Answer, status: number, what: string) => {
    if (a.status !== status) throw new Error(`local bucket ${what} answered ${a.status}`);
    return a;
  };
  const objectPath = (key: string) => `/o/${encodeURIComponent(key)}`;

  return {
    async put(key, value, options = {}) {
      const bytes =
        typeof value === "string"
          ? Buffer.from(value)
          : value instanceof ArrayBuffer
            ? new Uint8Array(value)
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      const meta = headerJson({
        httpMetadata: options.httpMetadata ?? {},
        customMetadata: options.customMetadata ?? {},
      });
      expect(await call("PUT", objectPath(key), bytes, { [META_HEADER]: meta }), 204, `put ${key}`);
    },
    async get(key) {
      const a = await call("GET", objectPath(key));
      if (a.status === 404) return null;
      expect(a, 200, `get ${key}`);
      const meta = JSON.parse(a.meta ?? "{}") as Omit<R2ObjectBodyLike, "key" | "arrayBuffer">;
      const body = a.body;
      return {
        key,
        ...meta,
        arrayBuffer: async () =>
          body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
      };
    },
    async delete(keys) {
      const list = JSON.stringify(typeof keys === "string" ? [keys] : keys);
      expect(await call("POST", "/delete", Buffer.from(list)), 204, "delete");
    },
    async list(options = {}) {
      const q = new URLSearchParams({ prefix: options.prefix ?? "" });
      if (options.cursor) q.set("cursor", options.cursor);
      if (options.limit) q.set("limit", String(options.limit));
      const a = expect(await call("GET", `/list?${q}`), 200, "list");
      return JSON.parse(a.body.toString("utf8")) as Awaited<ReturnType<R2BucketLike["list"]>>;
    },
  };
}
