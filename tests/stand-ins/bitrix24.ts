import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Issue 25: a Bitrix24 portal's incoming webhook on loopback,
 * `/rest/{user}/{code}/crm.lead.add.json`. Like the portal it answers
 * `{result: id}` or `{error, error_description}`; unlike it, it refuses any
 * field name crm.lead.add does not know and any multi-field not shaped
 * `[{VALUE, VALUE_TYPE}]`, so a wrong name cannot pass unnoticed.
 */
export const BITRIX_LEAD_FIELDS = new Set([
  "TITLE",
  "NAME",
  "LAST_NAME",
  "SECOND_NAME",
  "PHONE",
  "EMAIL",
  "COMMENTS",
  "SOURCE_ID",
  "SOURCE_DESCRIPTION",
  "UTM_SOURCE",
  "UTM_MEDIUM",
  "UTM_CAMPAIGN",
  "UTM_CONTENT",
  "UTM_TERM",
]);
const VALUE_TYPES = new Set(["WORK", "MOBILE", "HOME", "OTHER"]);

export interface Bitrix24StandIn {
  /** The incoming webhook the owner pastes: `http://127.0.0.1:{port}/rest/1/{code}/`. */
  url: string;
  /** The leads it added, each `fields` as received. */
  leads: Array<Record<string, unknown>>;
  /** Every call's path (to see the method called). */
  paths: string[];
  /** Answer this error (with `status`) instead of adding the lead. */
  failWith: { status: number; error: string; description: string } | null;
  close(): Promise<void>;
}

export async function startBitrix24(code = "k3y9code"): Promise<Bitrix24StandIn> {
  const prefix = `/rest/1/${code}/`;
  const standIn: Bitrix24StandIn = {
    url: "",
    leads: [],
    paths: [],
    failWith: null,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, error: string, description: string) =>
    answer(res, status, { error, error_description: description });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      standIn.paths.push(req.url ?? "");
      if (!req.url?.startsWith(prefix)) {
        return refuse(res, 401, "INVALID_CREDENTIALS", "Invalid request credentials");
      }
      if (req.url !== `${prefix}crm.lead.add.json`) {
        return refuse(res, 404, "ERROR_METHOD_NOT_FOUND", "Method not found!");
      }
      if (standIn.failWith) {
        const f = standIn.failWith;
        return refuse(res, f.status, f.error, f.description);
      }
      let fields: Record<string, unknown>;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { fields?: unknown };
        if (!body.fields || typeof body.fields !== "object") throw new Error("no fields");
        fields = body.fields as Record<string, unknown>;
      } catch {
        return refuse(res, 400, "INVALID_REQUEST", "fields expected");
      }
      const unknown = Object.keys(fields).filter((k) => !BITRIX_LEAD_FIELDS.has(k));
      if (unknown.length) return refuse(res, 400, "ERROR_CORE", `unknown ${unknown.join(",")}`);
      for (const key of ["PHONE", "EMAIL"]) {
        const list = fields[key];
        if (list === undefined) continue;
        const ok =
          Array.isArray(list) &&
          list.every(
            (v: { VALUE?: unknown; VALUE_TYPE?: unknown }) =>
              typeof v?.VALUE === "string" && VALUE_TYPES.has(String(v.VALUE_TYPE)),
          );
        if (!ok) return refuse(res, 400, "ERROR_CORE", `${key} must be [{VALUE, VALUE_TYPE}]`);
      }
      if (typeof fields.TITLE !== "string" || !fields.TITLE) {
        return refuse(res, 400, "ERROR_CORE", "TITLE is required");
      }
      standIn.leads.push(fields);
      answer(res, 200, { result: standIn.leads.length, time: { start: 0, finish: 0 } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
  return standIn;
}
