import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Cloudflare Turnstile's siteverify on loopback (issue 25), as its docs
 * describe it: a form-encoded POST of `secret`, `response` and `remoteip`,
 * answered `{success, "error-codes"}`. It knows one secret and one good token.
 */
export const SITEVERIFY_SECRET = "0x4AAAAAAAtest-secret-key";
export const GOOD_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

export interface SiteverifyStandIn {
  url: string;
  /** Each call's form, as received. */
  calls: Array<Record<string, string>>;
  /** "broken": answers 500 with HTML, as a proxy in trouble might. */
  mode: "ok" | "broken";
  close(): Promise<void>;
}

export async function startSiteverify(): Promise<SiteverifyStandIn> {
  const state: SiteverifyStandIn = {
    url: "",
    calls: [],
    mode: "ok",
    close: async () => {},
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    state.calls.push(form);
    if (state.mode === "broken") {
      res.writeHead(500, { "Content-Type": "text/html" });
      res.end("<h1>Bad gateway</h1>");
      return;
    }
    const errors =
      form.secret !== SITEVERIFY_SECRET
        ? ["invalid-input-secret"]
        : form.response !== GOOD_TOKEN
          ? ["invalid-input-response"]
          : [];
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ success: errors.length === 0, "error-codes": errors }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}
