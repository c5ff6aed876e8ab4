/**
 * Payment → page back: from a signed `paid` notification reaching the app's
 * webhook over HTTP (the real Node server and Remix build) to the worker
 * serving the owner's expired page again, p50 and p95 over 30 payments.
 * Target p50 ≤ 100 ms (DESIGN §5). Run after `npm run build`:
 *   npx tsx tests/bench/payment-latency.ts
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { createLanding, updateLanding } from "../../db/queries/landings";
import { updateUserRow } from "../../db/queries/users";
import { refreshOwnerMeta } from "../../app/services/publishing/owner-meta.server";
import { publishLanding } from "../../app/services/publishing/publish.server";
import { startCheckout } from "../../app/services/payments/orders.server";
import { paymentProvider } from "../../app/services/payments/provider.server";
import { webhookPath } from "../../core/payments/paths";
import { signTestNotification } from "../../app/services/payments/drivers/test.server";
import { setContext } from "../../app/services/platform/runtime.server";
import { createApp, listen } from "../../scripts/server";
import { fullLanding } from "../fixtures/full-landing";
import { createOwner, percentile, startPipeline } from "./lib/pipeline";

const RUNS = Number(process.env.RUNS ?? 30);
const SECRET = "bench-payment-secret-0123456789";
const pipeline = await startPipeline({
  env: { PAYMENT_PROVIDER: "test", PAYMENT_TEST_SECRET: SECRET },
});
const { ctx, edge } = pipeline;
setContext(ctx);
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const hook = webhookPath(ctx.config.payments.provider)!;
const server = await listen(createApp(build, "production", ctx.config.appUrl, [hook]), 0);
const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const provider = paymentProvider(ctx.config)!;

try {
  const servedMs: number[] = [];
  const answerMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const email = `bench-pay-${i}@vitrina.test`;
    const owner = await createOwner(ctx, email);
    const landing = await createLanding(ctx.db, { parentUser: owner, now: new Date() });
    const alias = `bench-pay-${i}`;
    await updateLanding(ctx.db, landing.uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: alias }),
    });
    const published = await publishLanding(ctx, landing.uuid, { force: true });
    if (!published.published) throw new Error(`publish ${i} failed`);
    // The plan ended yesterday: the worker must answer 403 with the overlay.
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await updateUserRow(ctx.db, owner, { tariff: 0, tariff_expiration_date: past });
    await refreshOwnerMeta(ctx, owner);
    const dark = await fetch(`${edge.url}/l/${alias}`);
    await dark.arrayBuffer();
    if (dark.status !== 403) throw new Error(`run ${i}: expected 403, got ${dark.status}`);

    const user = { id: owner, email, tariff: 0, tariff_expiration_date: past };
    const started = await startCheckout(ctx, provider, user, "pro_year");
    if (!started.ok) throw new Error("checkout refused");
    const body = JSON.stringify({
      eventId: `evt_${i}`,
      orderId: started.order.id,
      status: "paid",
      amount: started.order.amount_minor / 100,
      currency: started.order.currency,
    });
    const t0 = performance.now();
    const res = await fetch(`${appUrl}${hook}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Signature": signTestNotification(SECRET, body),
      },
      body,
    });
    if (res.status !== 200) throw new Error(`run ${i}: webhook answered ${res.status}`);
    await res.arrayBuffer();
    const t1 = performance.now();
    for (let attempt = 0; ; attempt++) {
      const page = await fetch(`${edge.url}/l/${alias}`);
      await page.arrayBuffer();
      if (page.status === 200) break;
      if (attempt > 2000) throw new Error(`run ${i}: page never came back`);
      await new Promise((r) => setTimeout(r, 2));
    }
    const t2 = performance.now();
    answerMs.push(t1 - t0);
    servedMs.push(t2 - t0);
  }
  answerMs.sort((a, b) => a - b);
  servedMs.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(`payment → page back over ${RUNS} payments (expired owner, full landing)`);
  console.log(
    `  webhook answered:           p50 ${f(percentile(answerMs, 50))} ms  p95 ${f(percentile(answerMs, 95))} ms`,
  );
  console.log(
    `  webhook → served by worker: p50 ${f(percentile(servedMs, 50))} ms  p95 ${f(percentile(servedMs, 95))} ms  (target p50 ≤ 100 ms)`,
  );
} finally {
  server.close();
  await pipeline.close();
}
