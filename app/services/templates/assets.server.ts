import { readFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_WIDTHS, variantKey } from "../../../core/landing/images";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { IMMUTABLE } from "../landings/index.server";
import type { AppContext } from "../platform/index.server";

/**
 * Template images (issue 26). They are ours and checked in under
 * core/templates/assets/ in the upload convention (core/landing/images:
 * `{sha256}.webp` and `{sha256}-{w}.webp` for every width), with a manifest
 * `{"<templateId>/<name>": {sha256, ext, width, height}}`. Creating a landing
 * from a template copies its files into the bucket under the keys uploads use,
 * so the page, its srcset and the share card treat them like any upload. They
 * are shared by every landing made from the template and are nobody's upload:
 * no owner's quota counts them and the asset collector keeps them
 * (templateAssetHashes).
 */
export interface TemplateAsset {
  sha256: string;
  ext: string;
  width: number;
  height: number;
}
export type TemplateManifest = Record<string, TemplateAsset>;

export interface TemplateAssetSource {
  dir: string;
  manifest: () => Promise<TemplateManifest>;
}

const HASH = /^[0-9a-f]{64}$/;

async function readManifest(dir: string): Promise<TemplateManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
  } catch {
    // No images yet: templates still create, without pictures.
    return {};
  }
  const out: TemplateManifest = {};
  for (const [ref, entry] of Object.entries(
    (raw ?? {}) as Record<string, Partial<TemplateAsset>>,
  )) {
    if (
      entry &&
      typeof entry.sha256 === "string" &&
      HASH.test(entry.sha256) &&
      entry.ext === "webp"
    ) {
      out[ref] = entry as TemplateAsset;
    }
  }
  return out;
}

export function assetSource(dir: string): TemplateAssetSource {
  let loaded: Promise<TemplateManifest> | null = null;
  return { dir, manifest: () => (loaded ??= readManifest(dir)) };
}

/** The checked-in images; the server runs from the repository's root (as public/presets). */
export const TEMPLATE_ASSETS = assetSource(path.resolve("core/templates/assets"));

/** The bucket keys one image takes: its original and every width (the upload convention). */
export function templateAssetKeys(a: TemplateAsset): string[] {
  return [
    keys.asset(`${a.sha256}.${a.ext}`),
    ...IMAGE_WIDTHS.map((w) => keys.asset(variantKey(a.sha256, w))),
  ];
}

async function copyImage(store: SiteStore, dir: string, a: TemplateAsset): Promise<void> {
  const present = new Set(await store.list(keys.asset(a.sha256)));
  await Promise.all(
    templateAssetKeys(a)
      .filter((key) => !present.has(key))
      .map(async (key) => {
        const body = await readFile(path.join(dir, key.slice("assets/".length)));
        await store.put(key, new Uint8Array(body), {
          contentType: "image/webp",
          cacheControl: IMMUTABLE,
        });
      }),
  );
}

/** Image name → public URL, "" for a name the manifest lacks. */
export type TemplateImages = (name: string) => string;

/** Per bucket, per template: a process copies a template's images once; later creates write nothing. */
const copied = new WeakMap<SiteStore, Map<string, Promise<Map<string, string>>>>();

async function copyTemplate(
  ctx: Pick<AppContext, "store" | "config">,
  id: string,
  source: TemplateAssetSource,
): Promise<Map<string, string>> {
  const manifest = await source.manifest();
  const prefix = `${id}/`;
  const urls = new Map<string, string>();
  await Promise.all(
    Object.entries(manifest)
      .filter(([ref]) => ref.startsWith(prefix))
      .map(async ([ref, asset]) => {
        await copyImage(ctx.store, source.dir, asset);
        urls.set(
          ref.slice(prefix.length),
          `${ctx.config.publicUrl}/assets/${asset.sha256}.${asset.ext}`,
        );
      }),
  );
  return urls;
}

/**
 * Puts a template's images in the bucket (once per process) and answers how
 * its refs resolve. A failed copy is not remembered, so the next create tries
 * again; that create fails (the owner sees "could not create") rather than
 * getting a page without its logo, which publishing would then refuse.
 */
export async function ensureTemplateAssets(
  ctx: Pick<AppContext, "store" | "config">,
  id: string,
  source: TemplateAssetSource = TEMPLATE_ASSETS,
): Promise<TemplateImages> {
  let perStore = copied.get(ctx.store);
  if (!perStore) copied.set(ctx.store, (perStore = new Map()));
  const memoKey = `${source.dir}\n${ctx.config.publicUrl}\n${id}`;
  let pending = perStore.get(memoKey);
  if (!pending) {
    pending = copyTemplate(ctx, id, source);
    perStore.set(memoKey, pending);
  }
  try {
    const urls = await pending;
    return (name) => urls.get(name) ?? "";
  } catch (error) {
    perStore.delete(memoKey);
    console.error(`[templates] images of ${id} not copied`, error);
    throw error;
  }
}

/** Every template image's hash: the asset collector must never delete these shared files. */
export async function templateAssetHashes(
  source: TemplateAssetSource = TEMPLATE_ASSETS,
): Promise<Set<string>> {
  return new Set(Object.values(await source.manifest()).map((a) => a.sha256));
}
