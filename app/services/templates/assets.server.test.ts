import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../../../core/landing/images";
import type { PutOptions, SiteStore } from "../../../core/storage/site-store";
import { recordUserUpload } from "../../../db/queries/user-uploads";
import { UI_LANGUAGES } from "../../../core/i18n";
import { templateContent, templateIds } from "../../../core/templates/catalogue";
import { templateRefsIn } from "../../../core/templates/refs";
import { DAY, makeTaskKit } from "../../../tests/support/tasks-kit";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { collectAssets } from "../history/index.server";
import {
  assetSource,
  ensureTemplateAssets,
  templateAssetHashes,
  templateAssetKeys,
  TEMPLATE_ASSETS,
} from "./assets.server";

/** Issue 26: a template's images go into the bucket once, under the upload keys, and stay. */
let bucket: SiteStore;
withTestStore((s) => (bucket = s));
const config = testConfig("http://pub.test");

/** The bucket, counting what is written through it. */
function counted(store: SiteStore) {
  const puts: Array<{ key: string; opts?: PutOptions }> = [];
  const wrapped: SiteStore = {
    put: async (key, body, opts) => {
      puts.push({ key, opts });
      await store.put(key, body, opts);
    },
    get: (k) => store.get(k),
    delete: (k) => store.delete(k),
    list: (p) => store.list(p),
  };
  return { store: wrapped, puts };
}

/** A template asset folder like core/templates/assets: one image per name, in every width. */
async function fixture(id: string, names: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-tpl-"));
  const manifest: Record<string, unknown> = {};
  for (const name of names) {
    const body = await sharp({
      create: {
        width: 40,
        height: 30,
        channels: 3,
        background: { r: 9, g: names.indexOf(name), b: 99 },
      },
    })
      .webp()
      .toBuffer();
    const sha256 = createHash("sha256").update(`${dir}/${name}`).digest("hex");
    writeFileSync(path.join(dir, `${sha256}.webp`), body);
    for (const w of IMAGE_WIDTHS) writeFileSync(path.join(dir, `${sha256}-${w}.webp`), body);
    manifest[`${id}/${name}`] = { sha256, ext: "webp", width: 40, height: 30 };
  }
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return { source: assetSource(dir), manifest: manifest as Record<string, { sha256: string }> };
}

describe("ensureTemplateAssets", () => {
  it("copies every rendition under the upload keys, immutable WebP, and resolves refs to public URLs", async () => {
    const { source, manifest } = await fixture("cafe", ["cover", "card-1"]);
    const { store, puts } = counted(bucket);
    const images = await ensureTemplateAssets({ store, config }, "cafe", source);
    const cover = manifest["cafe/cover"].sha256;
    expect(images("cover")).toBe(`http://pub.test/assets/${cover}.webp`);
    expect(images("card-2")).toBe(""); // not drawn: no image rather than a broken one
    expect(puts).toHaveLength(2 * (1 + IMAGE_WIDTHS.length));
    expect(puts.map((p) => p.key)).toEqual(
      expect.arrayContaining([
        `assets/${cover}.webp`,
        ...IMAGE_WIDTHS.map((w) => `assets/${cover}-${w}.webp`),
      ]),
    );
    for (const p of puts) {
      expect(p.opts).toEqual({
        contentType: "image/webp",
        cacheControl: "public, max-age=31536000, immutable",
      });
    }
    expect((await bucket.get(`assets/${cover}-640.webp`))?.contentType).toBe("image/webp");

    // The second create in this process writes nothing.
    await ensureTemplateAssets({ store, config }, "cafe", source);
    expect(puts).toHaveLength(2 * (1 + IMAGE_WIDTHS.length));
  });

  it("after a restart, finds the files already in the bucket and writes nothing", async () => {
    const { source } = await fixture("salon", ["cover"]);
    await ensureTemplateAssets({ store: bucket, config }, "salon", source);
    const again = counted(bucket); // another SiteStore object: a new process's memo
    const images = await ensureTemplateAssets({ store: again.store, config }, "salon", source);
    expect(images("cover")).toMatch(/^http:\/\/pub\.test\/assets\/[0-9a-f]{64}\.webp$/);
    expect(again.puts).toEqual([]);
  });

  it("a bucket that refuses the copy fails the create, and the next create copies again", async () => {
    const { source } = await fixture("florist", ["cover"]);
    const refusing: SiteStore = {
      ...bucket,
      put: async () => {
        throw new Error("bucket down");
      },
      list: async () => [],
    };
    await expect(
      ensureTemplateAssets({ store: refusing, config }, "florist", source),
    ).rejects.toThrow("bucket down");
    const { store, puts } = counted(bucket);
    const images = await ensureTemplateAssets({ store, config }, "florist", source);
    expect(images("cover")).toMatch(/^http:\/\/pub\.test\/assets\/[0-9a-f]{64}\.webp$/);
    expect(puts.length).toBeGreaterThan(0);
  });

  it("with no manifest at all, every ref resolves to no image", async () => {
    const images = await ensureTemplateAssets(
      { store: bucket, config },
      "cafe",
      assetSource(mkdtempSync(path.join(tmpdir(), "vitrina-none-"))),
    );
    expect(images("cover")).toBe("");
  });
});

describe("the asset collector and template images", () => {
  it("never deletes a template image, even one an owner also uploaded and no page uses", async () => {
    const hashes = [...(await templateAssetHashes(TEMPLATE_ASSETS))];
    expect(hashes.length).toBeGreaterThan(0);
    const kit = await makeTaskKit(new Date("2026-11-26T10:00:00Z"));
    kit.ctx.store = bucket;
    const uid = await kit.addUser("collector@test.dev");
    const shared = hashes[0];
    const orphan = "e".repeat(64);
    for (const h of [shared, orphan]) {
      await bucket.put(`assets/${h}.webp`, "x");
      await recordUserUpload(kit.ctx.db, {
        user_id: uid,
        sha256: h,
        bytes: 10,
        created_at: new Date(kit.ctx.now().getTime() - 2 * DAY).toISOString(),
      });
    }
    expect(await collectAssets(kit.ctx)).toBe(1);
    expect(await bucket.get(`assets/${shared}.webp`)).not.toBeNull();
    expect(await bucket.get(`assets/${orphan}.webp`)).toBeNull();
  });
});

describe("the checked-in template images", () => {
  it("every image any template refers to is in the manifest, with all its files", async () => {
    const manifest = await TEMPLATE_ASSETS.manifest();
    const missing: string[] = [];
    for (const id of templateIds()) {
      for (const lang of UI_LANGUAGES) {
        for (const ref of templateRefsIn(templateContent(id, lang))) {
          const asset = manifest[`${id}/${ref}`];
          if (!asset) missing.push(`${id}/${ref}`);
          else
            for (const key of templateAssetKeys(asset))
              if (!existsSync(path.join(TEMPLATE_ASSETS.dir, key.slice("assets/".length))))
                missing.push(key);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
