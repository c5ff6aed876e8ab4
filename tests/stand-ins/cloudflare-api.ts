import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in of Cloudflare's Custom Hostnames API
 * (`/zones/{zone_id}/custom_hostnames`), answering in the API's envelope,
 * that the official SDK talks to through `baseURL`. For tests only.
 */
export interface StandInHostname {
  id: string;
  hostname: string;
  status: string;
  ssl: { status: string; method: string; type: string };
}

export interface CloudflareStandIn {
  /** The API base to give the driver (`…/client/v4`). */
  apiUrl: string;
  zoneId: string;
  apiToken: string;
  /** The custom hostnames that exist, by id; tests flip their status. */
  hostnames: Map<string, StandInHostname>;
  /** "METHOD path" of every request. */
  calls: string[];
  /** Hostnames whose creation the API refuses (400), as Cloudflare does for a name it will not take. */
  refuse: Set<string>;
  close(): Promise<void>;
}

function reply(res: http.ServerResponse, status: number, body: object) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startCloudflareStandIn(
  zoneId = "0123456789abcdef0123456789abcdef",
  apiToken = "cf-test-token",
): Promise<CloudflareStandIn> {
  const hostnames = new Map<string, StandInHostname>();
  const calls: string[] = [];
  const refuse = new Set<string>();
  let next = 0;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      calls.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== `Bearer ${apiToken}`)
        return reply(res, 403, { success: false, errors: [{ code: 10000, message: "auth" }] });
      const base = `/client/v4/zones/${zoneId}/custom_hostnames`;
      if (req.method === "POST" && url.pathname === base) {
        const body = JSON.parse(raw) as { hostname: string; ssl: { method: string; type: string } };
        if (refuse.has(body.hostname))
          return reply(res, 400, {
            success: false,
            errors: [{ code: 1406, message: "Invalid custom hostname." }],
          });
        const h: StandInHostname = {
          id: `ch-${++next}`,
          hostname: body.hostname,
          status: "pending",
          ssl: { status: "pending_validation", ...body.ssl },
        };
        hostnames.set(h.id, h);
        return reply(res, 200, { success: true, errors: [], messages: [], result: h });
      }
      const id = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length + 1) : "";
      const h = hostnames.get(id);
      if (!h)
        return reply(res, 404, {
          success: false,
          errors: [{ code: 1436, message: "The custom hostname was not found." }],
        });
      if (req.method === "GET") return reply(res, 200, { success: true, errors: [], result: h });
      if (req.method === "DELETE") {
        hostnames.delete(id);
        return reply(res, 200, { success: true, errors: [], result: { id } });
      }
      reply(res, 405, { success: false, errors: [{ code: 1, message: "method" }] });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
    zoneId,
    apiToken,
    hostnames,
    calls,
    refuse,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
