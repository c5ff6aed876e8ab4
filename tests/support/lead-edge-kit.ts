import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { acceptLead, LEADS_ENV, leadsConfig } from "../../app/services/leads/index.server";
import { publishLanding } from "../../app/services/publishing/index.server";
import { createLanding, updateLanding } from "../../db/queries/landings";
import { startEdge, type Edge } from "../../scripts/lib/edge";
import { fullLanding } from "../fixtures/full-landing";
import { freshKit, type Kit } from "./admin-kit";
import { leadForm } from "./leads-kit";

/**
 * Issue 24 integration kit: the real worker (workerd, Miniflare) in front of
 * the app's real ingest (`acceptLead`, served on loopback) and a fresh real
 * database. `appDown` makes the app drop every relay's connection. The app's
 * clock is real time, as the worker's signatures are.
 */
export interface LeadEdge {
  edge: Edge;
  kit: Kit;
  /** While true the app drops each relay unanswered, as a crashed or unreachable app. */
  appDown: boolean;
  /** Relays the app received (answered or dropped). */
  relays: number;
  dispose(): Promise<void>;
}

export async function startLeadEdge(o: { secret: string; env?: Record<string, string> }) {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-lead-edge-"));
  const state = { appDown: false, relays: 0 } as LeadEdge;
  const app = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    state.relays++;
    if (state.appDown) {
      req.socket.destroy();
      return;
    }
    const answer = await acceptLead(
      state.kit.ctx,
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(await answer.text());
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  const edge = await startEdge({
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`,
    publicUrl: "https://pages.test",
    rebuild: true,
    cacheTtl: 0,
    leadsIngestSecret: o.secret,
  });
  const kit = await freshKit(edge.store);
  // The app's lead settings as its environment gives them, with the worker's secret.
  const env = z.object(LEADS_ENV).parse({ LEADS_INGEST_SECRET: o.secret, ...o.env });
  Object.assign(
    kit.config.leads,
    leadsConfig(env, kit.config.previewSecret, false, (m) => {
      throw new Error(m);
    }),
  );
  Object.defineProperty(kit.clock, "now", { get: () => new Date() });
  Object.assign(state, {
    edge,
    kit,
    async dispose() {
      await edge.dispose();
      await new Promise<void>((r) => app.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  });
  return state;
}

/** A landing of a new owner, published with the kit's form (or `form`) under `alias`. */
export async function publishWithForm(
  kit: Kit,
  alias: string,
  o: { form?: unknown; owner?: number } = {},
): Promise<{ uuid: string; owner: number }> {
  const owner = o.owner ?? (await kit.addUser({ confirmed: true }));
  const row = await createLanding(kit.ctx.db, { parentUser: owner, now: kit.clock.now });
  await updateLanding(kit.ctx.db, row.uuid, {
    content: JSON.stringify({ ...fullLanding, textAlias: alias, form: o.form ?? leadForm }),
  });
  await publishLanding(kit.ctx, row.uuid, { force: true });
  return { uuid: row.uuid, owner };
}

/** The value of a page's hidden input `name`, as the attribute holds it. */
export const hiddenValue = (html: string, name: string): string =>
  /value="([^"]*)"/.exec(
    new RegExp(`<input type="hidden" name="${name}"[^>]*>`).exec(html)?.[0] ?? "",
  )?.[1] ?? "";
