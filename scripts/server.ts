import { createRequestHandler, createReadableStreamFromReadable } from "@remix-run/node";
import type { ServerBuild } from "@remix-run/node";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { Server } from "node:http";
import path from "node:path";
import { HttpError } from "../core/http-error";
import {
  clientAddress,
  parseTrustedProxies,
  untrustedNearbyProxy,
  type TrustedProxies,
} from "../app/services/ops/index.server";
import { isDraining, type HealthReport } from "../app/services/ops/index.server";
import { log as appLog, type Logger } from "../app/services/ops/index.server";
import { loggablePath, REQUEST_ID_HEADER, requestIdFor } from "../app/services/ops/index.server";
import {
  hasLiveSession,
  isValidXsrf,
  XSRF_FIELD,
  XSRF_HEADER,
} from "../app/services/accounts/index.server";
import { auditImpersonatedWrites } from "../app/services/admin/index.server";
import {
  CLIENT_IP_HEADER,
  createHttpGate,
  GATE_ANSWERS,
  hostRedirect,
  refusalFor,
  validHost,
  type GateAnswer,
  type GateRequest,
  runInRequestScope,
} from "../app/services/platform/index.server";
import { capped, readBody, refusedPageRequest, send } from "./lib/http-io";

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

/** The gate's refusal, as JSON (or empty when it has no body). */
function answer(res: ExpressResponse, { status, body }: GateAnswer): void {
  if (body === null) res.status(status).end();
  else res.status(status).type("application/json").send(JSON.stringify(body));
}

/** Operations settings of the server (decision 009); every one has a single-machine default. */
export interface ServerOps {
  /** Proxies whose X-Forwarded-For / CF-Connecting-IP / X-Request-Id are believed. None by default. */
  trustedProxies?: TrustedProxies | readonly string[];
  /** `GET /healthz`; without it /healthz answers from the Remix routes (404). */
  health?: () => Promise<HealthReport>;
  log?: Logger;
  /**
   * Production: warn once when a proxy on this host or its network forwards
   * requests but is not one of `trustedProxies` (every client then shares its
   * address, and so its rate limits).
   */
  warnUntrustedProxy?: boolean;
}

/**
 * Remix behind a thin Node server. Every request passes the HTTP gate
 * (app/services/platform/http-gate/gate.ts) before any route code runs: the
 * XSRF token and Origin on writes (SPEC §7), the session gate, the body caps.
 * `machinePaths` is the named allow-list of machine endpoints (DESIGN §6),
 * each authenticating by signature instead; nothing else is exempt. The gate
 * gets accounts' session lookup and token check from here.
 *
 * A write in an admin's "Login as" session is audited once the app has
 * answered it (admin's auditImpersonatedWrites).
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
  const gate = createHttpGate({
    appUrl,
    machinePaths,
    hasLiveSession,
    xsrf: { header: XSRF_HEADER, field: XSRF_FIELD, isValid: isValidXsrf },
  });
  const trusted =
    ops.trustedProxies && "has" in ops.trustedProxies
      ? ops.trustedProxies
      : parseTrustedProxies(ops.trustedProxies ?? []);
  const log = ops.log ?? appLog;
  let proxyWarned = !ops.warnUntrustedProxy;
  const app = express();
  app.disable("x-powered-by");
  // Every write an admin makes as another user is audited, whichever route answers it.
  const handle = auditImpersonatedWrites(createRequestHandler(build, mode));

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const fromProxy = trusted.has(req.socket.remoteAddress);
    const sources = {
      socket: req.socket.remoteAddress,
      forwardedFor: req.headers["x-forwarded-for"],
      cfConnectingIp: req.headers["cf-connecting-ip"],
    };
    if (!proxyWarned) {
      const proxy = untrustedNearbyProxy(sources, trusted);
      if (proxy) {
        proxyWarned = true;
        log.warn("TRUSTED_PROXIES does not list the proxy in front of the app", {
          proxy,
          effect: "every client gets the proxy's address and shares its rate limits",
          fix: `TRUSTED_PROXIES=${proxy}`,
        });
      }
    }
    const info: RequestOps = {
      clientIp: clientAddress(sources, trusted),
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

  const https = gate.appOrigin.startsWith("https:");
  app.use((req, res, next) => {
    // HSTS once the app is served over https; nosniff on every answer, JSON included.
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (!validHost(req.headers.host)) {
      answer(res, GATE_ANSWERS.badHost);
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

  const answerWithApp = async (
    req: ExpressRequest,
    res: ExpressResponse,
    next: express.NextFunction,
  ) => {
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
      const request: GateRequest = { method: req.method, url, headers };
      const viaProxy = trusted.has(req.socket.remoteAddress);
      const elsewhere = hostRedirect({ ...request, viaProxy }, appUrl);
      if (elsewhere) {
        res.redirect(302, elsewhere);
        return;
      }
      const admission = await gate.admit(request);
      if ("refuse" in admission) {
        if (admission.refuse === GATE_ANSWERS.crossOrigin && refusalFor(url, headers) === "page") {
          // A page in the user's language instead of JSON a browser cannot show (issue 29).
          await send(res, await handle(refusedPageRequest(url, headers), {}));
          return;
        }
        answer(res, admission.refuse);
        return;
      }
      let formText: string | null = null;
      if (admission.body === "form") {
        const body = await readBody(req, admission.limit);
        if (!body) {
          answer(res, GATE_ANSWERS.formTooLarge);
          return;
        }
        formText = body.toString("utf8");
        init.body = new Uint8Array(body);
      } else if (admission.body === "stream") {
        init.body = createReadableStreamFromReadable(capped(req, admission.limit));
        init.duplex = "half";
      }
      if (admission.body !== "none" && admission.token) {
        const refusal = await gate.checkToken(request, formText);
        if (refusal) {
          answer(res, refusal);
          return;
        }
      }
      await send(res, await handle(new Request(url.href, init), {}));
    } catch (error) {
      next(error);
    }
  };
  // One scope a request: the gate's checks and the route share one session lookup (issue 28).
  app.all("*", (req, res, next) => runInRequestScope(() => answerWithApp(req, res, next)));
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
      const refusal = new HttpError(status, status >= 500 ? "internal" : "badRequest");
      res.status(status).type("application/json").send(JSON.stringify(refusal.body));
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
