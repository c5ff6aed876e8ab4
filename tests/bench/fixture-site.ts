import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { IMAGE_WIDTHS, variantKey } from "../../core/landing/images";
import { FIXTURE_IMAGES, type FixtureImage } from "../fixtures/full-landing";

/**
 * A throw-away local site for benches: the fixture's images generated with sharp
 * under dir/assets (original JPEG + every webp width, as uploads store them),
 * and a static server for dir. The machine has no internet, so nothing remote.
 */
function artwork(img: FixtureImage, i: number): Buffer {
  const hues = [228, 262, 330, 18, 160, 200, 45, 285, 120, 0, 90, 300];
  const h = hues[i % hues.length];
  const { width: w, height: hgt } = img;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,42%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,68%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.78}" cy="${hgt * 0.3}" r="${Math.min(w, hgt) * 0.28}" fill="rgba(255,255,255,.18)"/>
<rect x="${w * 0.08}" y="${hgt * 0.55}" width="${w * 0.5}" height="${hgt * 0.25}" rx="${hgt * 0.04}" fill="rgba(0,0,0,.15)"/>
</svg>`;
  return Buffer.from(svg);
}

export async function writeFixtureAssets(dir: string): Promise<void> {
  const assets = path.join(dir, "assets");
  await mkdir(assets, { recursive: true });
  await Promise.all(
    FIXTURE_IMAGES.map(async (img, i) => {
      const base = sharp(artwork(img, i));
      await writeFile(
        path.join(assets, `${img.sha256}.jpg`),
        await base.clone().jpeg({ quality: 80 }).toBuffer(),
      );
      for (const w of IMAGE_WIDTHS) {
        const out = await base
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 72 })
          .toBuffer();
        await writeFile(path.join(assets, variantKey(img.sha256, w)), out);
      }
    }),
  );
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=utf-8",
};

/** Serves dir; `/l/<alias>` answers dir/index.html (gzipped, like the edge). */
export function serveDir(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file: string;
    if (urlPath.startsWith("/l/")) file = "index.html";
    else if (urlPath === "/robots.txt") file = "robots.txt";
    else if (/^\/assets\/[0-9a-f]{64}(-\d+)?\.(jpg|webp)$/.test(urlPath)) file = urlPath.slice(1);
    else {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    try {
      let body = await readFile(path.join(dir, file));
      const headers: Record<string, string> = {
        "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      };
      if (file.startsWith("assets/"))
        headers["cache-control"] = "public, max-age=31536000, immutable";
      if (file === "index.html" && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const addr = server.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
