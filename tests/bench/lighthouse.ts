/**
 * Lighthouse (mobile) on the full fixture landing, served locally with its
 * images. Prints the four category scores; exits non-zero when accessibility,
 * best practices or SEO is below 100 (performance is printed, not gated: it
 * depends on the machine). Analytics are left out: third-party scripts cannot
 * load offline and their console errors would be about the snippet, not us.
 *   npx tsx tests/bench/lighthouse.ts [--json lhr.json] [--checks checks.json]
 * --checks writes {checks: [{name, ok}]}: one check per gated category, which
 * `npm test` counts with the other suites.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { renderLanding } from "../../renderer/render-landing";
import { fixtureMeta, fullLanding } from "../fixtures/full-landing";
import { serveDir, writeFixtureAssets } from "./fixture-site";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-lh-"));
  const { url, server } = await serveDir(dir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await writeFixtureAssets(dir);
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
    const pageUrl = `${url}/l/${fullLanding.textAlias}`;
    const html = renderLanding(
      fullLanding,
      fixtureMeta({ canonicalUrl: pageUrl, publicUrl: url, includeAnalytics: false }),
    );
    await writeFile(path.join(dir, "index.html"), html);

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error("lighthouse returned no result");
    const { lhr } = result;
    const jsonAt = process.argv.indexOf("--json");
    if (jsonAt > 0 && process.argv[jsonAt + 1])
      await writeFile(process.argv[jsonAt + 1], JSON.stringify(lhr, null, 1));

    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scores = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    };
    console.log(`lighthouse ${lhr.lighthouseVersion} mobile — ${pageUrl}`);
    for (const [k, v] of Object.entries(scores)) console.log(`  ${k.padEnd(15)} ${v}`);
    const m = (id: string) => lhr.audits[id]?.displayValue ?? "";
    console.log(
      `  FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, CLS ${m("cumulative-layout-shift")}, TBT ${m("total-blocking-time")}`,
    );

    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== "informative" &&
        a.scoreDisplayMode !== "manual" &&
        a.scoreDisplayMode !== "notApplicable",
    );
    for (const a of failing) console.log(`  - ${a.id}: ${a.title} ${a.displayValue ?? ""}`);

    const gated = ["accessibility", "best-practices", "seo"] as const;
    const below = gated.filter((k) => scores[k] < 100);
    const checksAt = process.argv.indexOf("--checks");
    if (checksAt > 0 && process.argv[checksAt + 1]) {
      const checks = gated.map((k) => ({ name: `lighthouse ${k} = 100`, ok: scores[k] === 100 }));
      await writeFile(process.argv[checksAt + 1], JSON.stringify({ scores, checks }, null, 1));
    }
    if (below.length) {
      console.error(`below 100: ${below.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (chrome) await chrome.kill();
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
