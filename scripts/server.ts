import {
  createRequestHandler,
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { ServerBuild } from "@remix-run/node";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { Server } from "node:http";
import { Transform, type Readable } from "node:stream";
import path from "node:path";
import {
  clientAddress,
  parseTrustedProxies,
  type TrustedProxies,
} from "../app/services/ops/index.server";
import { isDraining, type HealthReport } from "../app/services/ops/index.server";
import { log as appLog, type Logger } from "../app/services/ops/index.server";
import { loggablePath, REQUEST_ID_HEADER, requestIdFor } from "../app/services/ops/index.server";
import { isValidXsrf, XSRF_FIELD, XSRF_HEADER } from "../app/services/accounts/index.server";
import { hasLiveSession, needsSession } from "../app/services/platform/index.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const MAX_FORM_BYTES = 1024 * 1024;
/** Any other body (uploads): one 5 MB image and its form fields fit with room to spare. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
export const CLIENT_IP_HEADER = "x-vitrina-client-ip";

async function readBody(req: ExpressRequest, limit: number): Promise<Buffer | null> {
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
function capped(source: ExpressRequest, limit: number): Readable {
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

/** What the first middleware learns of a request, for the handlers after it. */
interface RequestOps {
  clientIp: string;
  requestId: string;
}
const opsOf = (res: ExpressResponse): RequestOps => res.locals as RequestOps;

function toFetchHeaders(req: ExpressRequest, ops: RequestOps): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values || key === CLIENT_IP_HEADER || key === REQUEST_ID_HEADER) continue;
    for (const v of Array.isArray(values) ? values : [values]) headers.append(key, v);
  }
  // Set by the server itself, never trusted from the client: rate limits key on it.
  // From the socket, or behind TRUSTED_PROXIES from their forwarding headers.
  headers.set(CLIENT_IP_HEADER, ops.clientIp);
  headers.set(REQUEST_ID_HEADER, ops.requestId);
  return headers;
}

function forbidden(res: ExpressResponse, error = "Invalid XSRF token"): void {
  res.status(403).type("application/json").send(JSON.stringify({ error }));
}

/**
 * A browser names where a write comes from; one from another origin (a
 * published page, say) is refused even if it somehow holds a token. API
 * clients that send no Origin are judged by the token alone.
 */
function crossOrigin(req: ExpressRequest, appOrigin: string): boolean {
  const origin = req.get("origin");
  if (origin && origin !== appOrigin) return true;
  const site = req.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

/**
 * The allow-list as a test on a request's (normalised) path. An entry is an
 * exact path, or — when it ends in "/" — a prefix followed by exactly one
 * non-empty segment, for endpoints whose signed token is the last segment
 * (`/api/unsubscribe/` matches `/api/unsubscribe/{token}` and nothing deeper).
 */
export function machinePathMatcher(entries: readonly string[]): (pathname: string) => boolean {
  const exact = new Set(entries.filter((e) => !e.endsWith("/")));
  const prefixes = entries.filter((e) => e.endsWith("/") && e.length > 1);
  return (pathname) => {
    if (exact.has(pathname)) return true;
    return prefixes.some((p) => {
      if (!pathname.startsWith(p)) return false;
      const rest = pathname.slice(p.length);
      return rest.length > 0 && !rest.includes("/");
    });
  };
}

/** A Host header the URL parser accepts as exactly a host and an optional port. */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (!/^[A-Za-z0-9.\-[\]:]{1,255}$/.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host.length > 0;
  } catch {
    return false;
  }
}

/** Operations settings of the server (decision 009); every one has a single-machine default. */
export interface ServerOps {
  /** Proxies whose X-Forwarded-For / CF-Connecting-IP / X-Request-Id are believed. None by default. */
  trustedProxies?: TrustedProxies | readonly string[];
  /** `GET /healthz`; without it /healthz answers from the Remix routes (404). */
  health?: () => Promise<HealthReport>;
  log?: Logger;
}

/**
 * Remix behind a thin Node server. Every state-changing request must carry the
 * session-bound XSRF token (header, or the `_xsrf` field of a urlencoded form);
 * one that doesn't is answered 403 before any route code runs (SPEC §7). A
 * write to a call that needs a signed-in user (scripts/lib/session-gate.ts)
 * without a live session is answered 401 `sessionExpired` first.
 *
 * `machinePaths` is the named allow-list of machine endpoints (DESIGN §6),
 * each authenticating by signature instead (see `machinePaths` in
 * scripts/lib/machine-paths.ts). Nothing else is exempt.
 *
 * Every request gets an id (`X-Request-Id`, a trusted proxy's when sane) and
 * one JSON log line when it ends; `GET /healthz` answers the load balancer
 * without a session (`ops.health`).
 */
export function createApp(
  build: ServerBuild,
  mode: string,
  appUrl: string,
  machinePaths: readonly string[] = [],
  ops: ServerOps = {},
): express.Express {
  const appOrigin = new URL(appUrl).origin;
  const exempt = machinePathMatcher(machinePaths);
  const trusted =
    ops.trustedProxies && "has" in ops.trustedProxies
      ? ops.trustedProxies
      : parseTrustedProxies(ops.trustedProxies ?? []);
  const log = ops.log ?? appLog;
  const app = express();
  app.disable("x-powered-by");
  const handle = createRequestHandler(build, mode);

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const fromProxy = trusted.has(req.socket.remoteAddress);
    const info: RequestOps = {
      clientIp: clientAddress(
        {
          socket: req.socket.remoteAddress,
          forwardedFor: req.headers["x-forwarded-for"],
          cfConnectingIp: req.headers["cf-connecting-ip"],
        },
        trusted,
      ),
      requestId: requestIdFor(req.headers[REQUEST_ID_HEADER], fromProxy),
    };
    Object.assign(res.locals, info);
    res.setHeader("X-Request-Id", info.requestId);
    // A draining server tells keep-alive clients to reconnect (to another server).
    if (isDraining()) res.setHeader("Connection", "close");
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const status = res.writableFinished ? res.statusCode : 499;
      const line = {
        id: info.requestId,
        method: req.method,
        path: loggablePath(req.path),
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ip: info.clientIp,
      };
      if (req.path === "/healthz" && status < 500) log.debug("request", line);
      else if (status >= 500) log.error("request", line);
      else log.info("request", line);
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  });

  const https = appOrigin.startsWith("https:");
  app.use((req, res, next) => {
    // HSTS once the app is served over https; nosniff on every answer, JSON included.
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // A Host that is not a valid host[:port] cannot build the request URL: 400, not a 500.
    if (!validHost(req.headers.host)) {
      res
        .status(400)
        .type("application/json")
        .send(JSON.stringify({ error: "badRequest" }));
      return;
    }
    next();
  });
  const health = ops.health;
  if (health) {
    // For the load balancer: no session, no XSRF (a read), no Remix.
    app.get("/healthz", (_req, res, next) => {
      health().then(
        (report) =>
          res
            .status(report.ok ? 200 : 503)
            .setHeader("Cache-Control", "no-store")
            .type("application/json")
            .send(JSON.stringify(report)),
        next,
      );
    });
  }
  app.use(
    "/build",
    express.static(path.resolve("public/build"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(path.resolve("public"), { maxAge: "1h", index: false }));

  app.all("*", async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`);
      const headers = toFetchHeaders(req, opsOf(res));
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: "half" } = {
        method: req.method,
        headers,
        signal: controller.signal,
      };
      if (!SAFE_METHODS.has(req.method) && exempt(url.pathname)) {
        init.body = createReadableStreamFromReadable(capped(req, MAX_FORM_BYTES));
        init.duplex = "half";
      } else if (!SAFE_METHODS.has(req.method)) {
        // A call that needs a signed-in user, without a live session (missing,
        // expired or revoked): 401 before the XSRF check (the client then
        // goes to /login), not a 403 that reads like a forgery.
        if (needsSession(url.pathname) && !(await hasLiveSession(headers, url.href))) {
          res
            .status(401)
            .type("application/json")
            .send(JSON.stringify({ error: "sessionExpired" }));
          return;
        }
        if (crossOrigin(req, appOrigin)) {
          forbidden(res, "Cross-origin request refused");
          return;
        }
        let submitted = req.get(XSRF_HEADER) ?? null;
        const type = req.get("content-type") ?? "";
        if (!submitted && type.startsWith("application/x-www-form-urlencoded")) {
          const body = await readBody(req, MAX_FORM_BYTES);
          if (!body) {
            res.status(413).end();
            return;
          }
          submitted = new URLSearchParams(body.toString("utf8")).get(XSRF_FIELD);
          init.body = new Uint8Array(body);
        } else {
          const declared = Number(req.get("content-length") ?? 0);
          if (declared > MAX_BODY_BYTES) {
            res
              .status(413)
              .type("application/json")
              .send(JSON.stringify({ error: "fileTooLarge" }));
            return;
          }
          init.body = createReadableStreamFromReadable(capped(req, MAX_BODY_BYTES));
          init.duplex = "half";
        }
        const probe = new Request(url.href, { method: req.method, headers });
        if (!(await isValidXsrf(probe, submitted))) {
          forbidden(res);
          return;
        }
      }
      const response = await handle(new Request(url.href, init), {});
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  });
  // Logged with the request's id (not Express's bare stack on stderr).
  app.use(
    (error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
      const given = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
      const code = Number(given.status ?? given.statusCode);
      const status = code >= 400 && code < 600 ? code : 500;
      if (status >= 500) log.error("request failed", { id: opsOf(res).requestId, error });
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .status(status)
        .type("application/json")
        .send(JSON.stringify({ error: status >= 500 ? "internal" : "badRequest" }));
    },
  );
  return app;
}

export function listen(app: express.Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, () => resolve(server));
    server.once("error", reject);
  });
}
