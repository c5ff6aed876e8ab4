/**
 * Lighthouse (mobile) on the full fixture landing, served locally with its
 * images. Prints the four category scores; exits non-zero when accessibility,
 * best practices or SEO is below 100 (performance is printed, not gated: it
 * depends on the machine). Analytics are left out: third-party scripts cannot
 * load offline and their console errors would be about the snippet, not us.
 *   npx tsx tests/bench/lighthouse.ts [--json lhr.json] [--checks checks.json]
 * --checks writes {checks: [{name, ok}]}: one check per gated category, which
 * `npm test` counts with the other suites. The page is audited twice: with the
 * default colours, with a dark theme and a light accent (issue 13), and with
 * a lead form and priced cards with Order buttons (issue 24), and with the
 * analytics consent bar shown (issue 27, a local inline snippet); each must
 * stay at 100.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { FormSchema } from "../../core/landing/form";
import type { LandingContent } from "../../core/landing/schema";
import { renderLanding } from "../../renderer/render-landing";
import { fixtureMeta, fullLanding } from "../fixtures/full-landing";
import { leadForm } from "../support/leads-kit";
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

const GATED = ["accessibility", "best-practices", "seo"] as const;

/** The pages audited: `checkPrefix` names their checks (the default page's names are as before). */
const VARIANTS: Array<{
  label: string;
  checkPrefix: string;
  content: LandingContent;
  /** What the page must carry, so the audit is of what its label says. */
  mustContain?: RegExp;
  /** Render the owner's analytics (only the consent variant: its snippet is local). */
  analytics?: boolean;
}> = [
  { label: "default colours", checkPrefix: "lighthouse", content: fullLanding },
  {
    label: "dark theme, light accent",
    checkPrefix: "lighthouse dark theme",
    content: { ...fullLanding, theme: { accent: "#f5b301", mode: "dark" } },
  },
  {
    label: "lead form, priced cards",
    checkPrefix: "lighthouse lead form",
    mustContain: /<form [^>]*method="post"[\s\S]*name="item"[\s\S]*name="consent"/,
    content: {
      ...fullLanding,
      form: FormSchema.parse(leadForm),
      cards: fullLanding.cards.map((c, i) =>
        i < 3 ? { ...c, price: { amount: 150000 + i * 25000, currency: "RUB" }, order: true } : c,
      ),
    },
  },
  {
    // Issue 27: the consent bar shown, the owner's (local, inline) snippet waiting in its template.
    label: "analytics consent bar",
    checkPrefix: "lighthouse consent bar",
    mustContain: /<aside class="cb" id="vt-cb"[\s\S]*<template id="vt-an"/,
    analytics: true,
    content: {
      ...fullLanding,
      analyticsConsent: true,
      analytics: [{ name: "local", code: "<script>window.__lhAnalytics = 1</script>" }],
    },
  },
];

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-lh-"));
  const { url, server } = await serveDir(dir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await writeFixtureAssets(dir);
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
    const pageUrl = `${url}/l/${fullLanding.textAlias}`;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    const allScores: Record<string, Record<string, number>> = {};
    const checks: Array<{ name: string; ok: boolean }> = [];
    const below: string[] = [];
    for (const [i, variant] of VARIANTS.entries()) {
      const html = renderLanding(
        variant.content,
        fixtureMeta({
          canonicalUrl: pageUrl,
          publicUrl: url,
          includeAnalytics: variant.analytics ?? false,
        }),
      );
      if (variant.mustContain && !variant.mustContain.test(html))
        throw new Error(`the ${variant.label} page lacks ${variant.mustContain}`);
      await writeFile(path.join(dir, "index.html"), html);
      const scores = await audit(chrome.port, pageUrl, variant.label, i === 0);
      allScores[variant.label] = scores;
      for (const k of GATED) {
        checks.push({ name: `${variant.checkPrefix} ${k} = 100`, ok: scores[k] === 100 });
        if (scores[k] < 100) below.push(`${k} (${variant.label})`);
      }
    }
    const checksAt = process.argv.indexOf("--checks");
    if (checksAt > 0 && process.argv[checksAt + 1]) {
      const scores = allScores[VARIANTS[0].label];
      await writeFile(
        process.argv[checksAt + 1],
        JSON.stringify({ scores, themed: allScores, checks }, null, 1),
      );
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

/** One Lighthouse run; prints its scores and failing audits. `--json` keeps the first run's report. */
async function audit(port: number, pageUrl: string, label: string, first: boolean) {
  const result = await lighthouse(pageUrl, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error("lighthouse returned no result");
  const { lhr } = result;
  const jsonAt = process.argv.indexOf("--json");
  if (first && jsonAt > 0 && process.argv[jsonAt + 1])
    await writeFile(process.argv[jsonAt + 1], JSON.stringify(lhr, null, 1));

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
  };
  console.log(`lighthouse ${lhr.lighthouseVersion} mobile — ${pageUrl} (${label})`);
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

  return scores;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
