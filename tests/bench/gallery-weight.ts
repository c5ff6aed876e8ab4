/**
 * Issue 26's figure: the template gallery adds ≤ 150 KB transferred beyond the
 * app shell — its route chunk, its data, and the previews above the fold.
 * The app runs as `npm start` runs it; Chromium (as the e2e specs use it)
 * opens My landings, the shell's baseline, and then "New showroom", as an
 * owner does. Everything fetched from that click on is the gallery's weight,
 * counted in bytes on the wire (CDP's encodedDataLength: headers and
 * compressed bodies), at 1440×900 and 390×844. A cold direct load of
 * /createLanding is printed beside it: the files /landings did not need, and
 * the document (its markup and data). Exits non-zero above the budget.
 * Run: npm run build && NODE_ENV=production npx tsx tests/bench/gallery-weight.ts
 */
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { startAppServer } from "./lib/app-server";

const BUDGET = 150 * 1024;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

interface Fetched {
  url: string;
  type: string;
  bytes: number;
}

/** Records every response's bytes on the wire for one page (Chrome's own count). */
async function recorder(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const seen = new Map<string, { url: string; type: string }>();
  const done: Fetched[] = [];
  cdp.on("Network.responseReceived", (e) =>
    seen.set(e.requestId, { url: e.response.url, type: e.type }),
  );
  cdp.on("Network.loadingFinished", (e) => {
    const r = seen.get(e.requestId);
    if (r) done.push({ ...r, bytes: e.encodedDataLength });
  });
  return {
    /** What finished since the last call. */
    take(): Fetched[] {
      return done.splice(0);
    },
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (xs: Fetched[]) => xs.reduce((s, x) => s + x.bytes, 0);
const label = (f: Fetched) => {
  const u = new URL(f.url);
  return `${f.type.padEnd(10)} ${kb(f.bytes).padStart(9)}  ${u.pathname}${u.search}`;
};

const server = await startAppServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic"],
});

/** A signed-in owner's browser (registered over the API with the XSRF header, as the app's page does). */
async function ownerContext(email: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.appUrl, viewport });
  await context.request.get("/login");
  const xsrf = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const reg = await context.request.post("/api/auth/register", {
    headers: { origin: server.appUrl, "x-xsrf-token": decodeURIComponent(xsrf) },
    data: {
      name: "Bench Owner",
      email,
      phone: "+7 900 555-44-33",
      password: "secret12",
      confirmPassword: "secret12",
      usagePurpose: "business",
    },
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  return context;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Lazy images in view start after layout; give them their turn.
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
}

let over = false;
try {
  let n = 0;
  for (const viewport of VIEWPORTS) {
    const at = `${viewport.width}×${viewport.height}`;
    // 1. As an owner goes: My landings (the shell), then "New showroom".
    const context: BrowserContext = await ownerContext(`gallery-${n++}@bench.test`, viewport);
    const page = await context.newPage();
    const rec = await recorder(page);
    await page.goto("/landings");
    await settle(page);
    const shell = rec.take();
    await page.getByTestId("new-landing").click();
    await page.waitForURL(/\/createLanding$/);
    await settle(page);
    const added = rec.take();
    const previews = added.filter((f) => f.url.includes("/template-previews/"));
    console.log(`\n${at}: My landings (shell) ${kb(sum(shell))} in ${shell.length} responses`);
    console.log(
      `${at}: "New showroom" adds ${kb(sum(added))} (${previews.length} previews, ${kb(sum(previews))}):`,
    );
    for (const f of added) console.log(`  ${label(f)}`);
    const verdict = sum(added) <= BUDGET ? "ok" : "OVER";
    if (verdict === "OVER") over = true;
    console.log(
      `${at}: gallery beyond the shell ${kb(sum(added))} / budget ${kb(BUDGET)}: ${verdict}`,
    );
    await context.close();

    // 2. Cold: /createLanding opened directly, against what /landings itself needed.
    const cold = await ownerContext(`gallery-${n++}@bench.test`, viewport);
    const direct = await cold.newPage();
    const rec2 = await recorder(direct);
    await direct.goto("/createLanding");
    await settle(direct);
    const shellPaths = new Set(shell.map((f) => new URL(f.url).pathname));
    const all = rec2.take();
    const doc = all.filter((f) => f.type === "Document");
    const extra = all.filter(
      (f) => f.type !== "Document" && !shellPaths.has(new URL(f.url).pathname),
    );
    console.log(
      `${at}: cold /createLanding: document ${kb(sum(doc))} + files /landings did not need ${kb(sum(extra))} = ${kb(sum(doc) + sum(extra))} (all: ${kb(sum(all))})`,
    );
    await cold.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) process.exitCode = 1;
