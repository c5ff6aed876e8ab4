import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/**
 * Issue 25: a webhook receiver on loopback, as an owner would write one: it
 * verifies each delivery with the official `standardwebhooks` package (the
 * secret it was given) and records what came, verified or not. It can be
 * switched off (the port stops listening, so calls are refused) and back on
 * at the same address, answer another status, redirect, or hang.
 */
export interface Received {
  /** The request's path and query, e.g. `/hook?l=3`. */
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The payload `verify` returned, or null when it refused. */
  payload: unknown;
  verifyError: string | null;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: Received[];
  /** The secret `verify` uses (set once the endpoint is created). */
  secret: string | null;
  /** Secrets by path and query (many endpoints at one port), before `secret`. */
  secrets: Map<string, string>;
  /** The answer: a status (200 by default), a redirect, or never answering. */
  answer: { status: number; body?: string; location?: string; hang?: boolean };
  /** Stop listening (calls are refused) and start again at the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hook"): Promise<WebhookReceiver> {
  const sockets = new Set<import("node:net").Socket>();
  const receiver: WebhookReceiver = {
    url: "",
    port: 0,
    received: [],
    secret: null,
    secrets: new Map(),
    answer: { status: 200 },
    down: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        for (const s of sockets) s.destroy();
      });
    },
    up: () => listen(receiver.port),
    close: () => receiver.down(),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
      );
      let payload: unknown = null;
      let verifyError: string | null = null;
      const target = req.url ?? "/";
      try {
        const secret = receiver.secrets.get(target) ?? receiver.secret ?? "whsec_AAAA";
        payload = new Webhook(secret).verify(body, headers);
      } catch (e) {
        verifyError = (e as Error).message;
      }
      receiver.received.push({ path: target, headers, body, payload, verifyError });
      const a = receiver.answer;
      if (a.hang) return;
      res.writeHead(a.status, {
        "content-type": "text/plain",
        ...(a.location && { location: a.location }),
      });
      res.end(a.body ?? "ok");
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}${path}`;
  return receiver;
}
