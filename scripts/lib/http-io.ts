import { writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { Transform, type Readable } from "node:stream";
import { REFUSED_PAGE_PATH } from "../../app/services/platform/index.server";

/** Bodies in and answers out for the Node server (scripts/server.ts). */

/** The whole body, or null once it grows past `limit`. */
export async function readBody(req: ExpressRequest, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Passes a body through until it grows past `limit`, then fails it (chunked uploads too). */
export function capped(source: ExpressRequest, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new Error("request body too large"));
      else done(null, chunk);
    },
  });
  source.on("error", (error) => counter.destroy(error));
  return source.pipe(counter);
}

/** A fetch Response written to Express. */
export async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * A refused form POST, as a bodiless POST to the refusal page: a `.data` fetch
 * stays one (Remix's client decodes the answer), `from` is the page it came from.
 */
export function refusedPageRequest(url: URL, headers: Headers): Request {
  const data = url.pathname.endsWith(".data");
  let from = data ? url.pathname.slice(0, -".data".length) : url.pathname;
  if (from === "/_root") from = "/";
  const target = new URL(`${REFUSED_PAGE_PATH}${data ? ".data" : ""}`, url);
  target.searchParams.set("from", from);
  const kept = new Headers(headers);
  kept.delete("content-type");
  kept.delete("content-length");
  return new Request(target.href, { method: "POST", headers: kept });
}
