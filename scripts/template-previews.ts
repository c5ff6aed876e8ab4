/**
 * npm run templates:previews — the template gallery's preview images (issue 26).
 *
 * For every template in every language: the page our renderer publishes for
 * it (scripts/lib/template-preview-page.ts), served with the template's own
 * images by a loopback server inside this script, shot in Chromium at a
 * phone's width, and written as public/template-previews/{id}.{lang}.webp with
 * sharp. public/template-previews/manifest.json records the hash of each
 * page's HTML; scripts/template-previews.test.ts fails when the renderer or a
 * template has moved on since (run this again then) — so a preview never
 * drifts from what publishing produces.
 */
import { readFile, readdir, rm, mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { UI_LANGUAGES } from "../core/i18n";
import { templateIds } from "../core/templates/catalogue";
import { TEMPLATE_PREVIEW, TEMPLATE_PREVIEW_VIEWPORT } from "../core/templates/preview";
import { assetSource } from "../app/services/templates/index.server";
import {
  previewFile,
  previewPageHtml,
  sha256,
  type PreviewManifest,
} from "./lib/template-preview-page";

const ASSETS = path.resolve("core/templates/assets");
const OUT = path.resolve("public/template-previews");
/** WebP quality to start from; the budget is 10 KB a file (the gallery's weight, issue 26). */
const QUALITY = Number(process.env.PREVIEW_QUALITY ?? 60);
const MAX_BYTES = 10 * 1024;

async function main() {
  const started = Date.now();
  const images = await assetSource(ASSETS).manifest();
  const pages = new Map<string, string>();
  for (const id of templateIds())
    for (const lang of UI_LANGUAGES)
      pages.set(previewFile(id, lang), previewPageHtml(id, lang, images));

  // Pages at /{file}.html, the template images at /assets/{name}; nothing else.
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const html = pages.get(url.pathname.slice(1).replace(/\.html$/, ""));
    if (html !== undefined) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    const m = /^\/assets\/([0-9a-f]{64}(?:-\d+)?\.webp)$/.exec(url.pathname);
    if (!m) return void res.writeHead(404).end();
    readFile(path.join(ASSETS, m[1])).then(
      (body) => res.writeHead(200, { "Content-Type": "image/webp" }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const missing: string[] = [];
  try {
    const context = await browser.newContext({
      viewport: { ...TEMPLATE_PREVIEW_VIEWPORT },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    page.on("requestfailed", (r) => missing.push(r.url()));
    page.on("response", (r) => r.status() >= 400 && missing.push(`${r.status()} ${r.url()}`));
    await mkdir(OUT, { recursive: true });
    const manifest: PreviewManifest = {};
    let bytes = 0;
    for (const [file, html] of pages) {
      await page.goto(`${base}/${file}.html`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ animations: "disabled" });
      const webp = await encode(png);
      await writeFile(path.join(OUT, file), webp);
      manifest[file] = { html: sha256(html) };
      bytes += webp.length;
      console.log(`${file}  ${(webp.length / 1024).toFixed(1)} KB`);
    }
    // Previews of templates that are gone go too.
    for (const f of await readdir(OUT))
      if (f.endsWith(".webp") && !manifest[f]) await rm(path.join(OUT, f));
    await writeFile(path.join(OUT, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
    console.log(
      `${pages.size} previews, ${(bytes / 1024).toFixed(0)} KB in all, ` +
        `max ${(Math.max(...(await sizes())) / 1024).toFixed(1)} KB, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await browser.close();
    server.close();
  }
  if (missing.length) {
    console.error(`requests that failed while shooting:\n  ${[...new Set(missing)].join("\n  ")}`);
    process.exitCode = 1;
  }
}

/** The best quality that keeps the file within the budget (a busy page needs a little less). */
async function encode(png: Buffer): Promise<Buffer> {
  for (let quality = QUALITY; ; quality -= 6) {
    const webp = await sharp(png)
      .resize(TEMPLATE_PREVIEW.width, TEMPLATE_PREVIEW.height)
      .webp({ quality, effort: 6 })
      .toBuffer();
    if (webp.length <= MAX_BYTES || quality <= 40) return webp;
  }
}

async function sizes(): Promise<number[]> {
  const files = (await readdir(OUT)).filter((f) => f.endsWith(".webp"));
  return Promise.all(files.map(async (f) => (await readFile(path.join(OUT, f))).length));
}

await main();
