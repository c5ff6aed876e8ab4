import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { performance } from "node:perf_hooks";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { OUTBOUND_MAX_ANSWER_BYTES, OUTBOUND_TIMEOUT_MS } from "../../../core/leads/channels";
import { addressRefusal, literalAddress } from "./address-filter.server";

/**
 * Issue 25, the outbound port: the one way the app calls an owner's URL (a
 * webhook, a Bitrix24 portal). The owner's URL is an attack on our network
 * until proven otherwise, so every call is filtered AT CONNECT TIME on the
 * address the name resolved to (DNS rebinding cannot swap it): our lookup hook
 * applies addressRefusal, and request-filtering-agent refuses every address
 * that is not public unicast beneath it. Redirects are never followed (a 3xx
 * is a failure), the answer is read up to 64 KB, and a call is given up after
 * 10 s. Operator URLs (the Bot API) do not come through here.
 */

export interface OutboundPolicy {
  /** WEBHOOK_ALLOW_PRIVATE=1: loopback (127.0.0.0/8, ::1) is reachable; nothing else private. */
  allowLoopback: boolean;
  /** Production without WEBHOOK_ALLOW_PRIVATE: https only. */
  httpsOnly: boolean;
  /** The resolver (tests give one that answers a private address for a public-looking name). */
  lookup?: LookupFunction;
  /** OUTBOUND_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

export interface OutboundReply {
  /** The status the receiver answered, if it answered. */
  status?: number;
  /** The start of the answer, up to OUTBOUND_MAX_ANSWER_BYTES. */
  answer?: string;
  durationMs: number;
  /** Set when the call failed: refused, unreachable, timed out, redirected. */
  error?: string;
}

export interface OutboundPort {
  /** POSTs `body` as JSON to `url`. Never throws: a failure is `error`. */
  postJson(url: string, body: string, headers: Record<string, string>): Promise<OutboundReply>;
}

/** Why an owner's URL is refused, named for the owner's message (channels catalogue `url.*`). */
export type UrlRefusal =
  | { reason: "invalid" | "scheme" | "https" | "unresolved" }
  | { reason: "address"; address: string };

/** A refusal from the URL alone: not http(s), http in production, a private literal address. */
function shapeRefusal(raw: string, policy: OutboundPolicy): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { reason: "invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { reason: "scheme" };
  if (policy.httpsOnly && url.protocol !== "https:") return { reason: "https" };
  // WHATWG URL already turned decimal and octal forms (2130706433) into dotted ones.
  const literal = literalAddress(url.hostname);
  if (literal && addressRefusal(literal, policy.allowLoopback)) {
    return { reason: "address", address: literal };
  }
  return null;
}

const refusalText = (r: UrlRefusal): string =>
  r.reason === "address"
    ? (addressRefusal(r.address, false) ?? `address not allowed: ${r.address}`)
    : `url not allowed: ${r.reason}`;

/**
 * The check when an owner saves a URL: its shape, then every A and AAAA
 * address its host resolves to; any refused address refuses the URL. (The
 * connect-time filter still applies at every call.)
 */
export async function checkOwnerUrl(
  raw: string,
  policy: OutboundPolicy,
): Promise<UrlRefusal | null> {
  const shape = shapeRefusal(raw, policy);
  if (shape) return shape;
  const hostname = new URL(raw).hostname;
  if (literalAddress(hostname)) return null;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    (policy.lookup ?? (dnsLookup as LookupFunction))(hostname, { all: true }, (err, found) =>
      resolve(err ? [] : (found as unknown as LookupAddress[])),
    ),
  );
  if (addresses.length === 0) return { reason: "unresolved" };
  for (const { address } of addresses) {
    if (addressRefusal(address, policy.allowLoopback)) return { reason: "address", address };
  }
  return null;
}

/** The lookup hook: every address a name resolves to is checked before the socket connects. */
function filteredLookup(policy: OutboundPolicy): LookupFunction {
  const base = policy.lookup ?? (dnsLookup as LookupFunction);
  return ((hostname, options, callback) => {
    base(hostname, options, (err, address, family) => {
      if (err) return callback(err, address, family);
      const list = Array.isArray(address) ? (address as LookupAddress[]) : [{ address, family }];
      for (const a of list) {
        const refused = addressRefusal(String(a.address), policy.allowLoopback);
        if (refused) return callback(new Error(refused), address, family);
      }
      callback(null, address, family);
    });
  }) as LookupFunction;
}

// One agent per scheme and policy; no keep-alive, so each call connects (and is checked) afresh.
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowLoopback: boolean): http.Agent {
  const key = `${protocol}${allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    // Beneath our hook, the agent refuses whatever is not public unicast; with
    // WEBHOOK_ALLOW_PRIVATE it lets private through and our hook narrows it to loopback.
    const options = { keepAlive: false, allowPrivateIPAddress: allowLoopback };
    agent =
      protocol === "https:"
        ? new RequestFilteringHttpsAgent(options)
        : new RequestFilteringHttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

const describe = (e: unknown): string => {
  const err = e as NodeJS.ErrnoException;
  if (err?.code === "ECONNREFUSED") return "connection refused";
  if (err?.code === "ENOTFOUND") return "host not found";
  return err?.message || String(e);
};

export function createOutboundPort(policy: OutboundPolicy): OutboundPort {
  return {
    async postJson(url, body, headers) {
      const started = performance.now();
      const refused = shapeRefusal(url, policy);
      if (refused) return { durationMs: 0, error: refusalText(refused) };
      const target = new URL(url);
      return new Promise<OutboundReply>((resolve) => {
        let settled = false;
        const done = (r: Omit<OutboundReply, "durationMs">) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ ...r, durationMs: performance.now() - started });
        };
        const send = target.protocol === "https:" ? https.request : http.request;
        const req = send(
          target,
          {
            method: "POST",
            agent: agentFor(target.protocol, policy.allowLoopback),
            lookup: filteredLookup(policy),
            headers: {
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
              "user-agent": "Vitrina-Webhooks/1",
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            const finish = () => {
              const status = res.statusCode ?? 0;
              const answer = Buffer.concat(chunks).toString("utf8");
              const redirect =
                status >= 300 && status < 400
                  ? `redirect not followed (${status} to ${res.headers.location ?? "nowhere"})`
                  : undefined;
              done({ status, answer, ...(redirect && { error: redirect }) });
              res.destroy();
            };
            res.on("data", (chunk: Buffer) => {
              const room = OUTBOUND_MAX_ANSWER_BYTES - size;
              chunks.push(chunk.subarray(0, room));
              size += Math.min(chunk.length, room);
              if (size >= OUTBOUND_MAX_ANSWER_BYTES) finish();
            });
            res.on("end", finish);
            res.on("close", finish);
            res.on("error", finish);
          },
        );
        const timeoutMs = policy.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
        const timer = setTimeout(() => {
          done({ error: `timeout after ${timeoutMs / 1000} s` });
          req.destroy();
        }, timeoutMs);
        req.on("error", (e) => done({ error: describe(e) }));
        req.end(body);
      });
    },
  };
}
