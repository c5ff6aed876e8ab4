import {
  HTML_CONTENT_TYPE,
  JSON_CONTENT_TYPE,
  PAGE_META_KEY,
  asciiJson,
  normalizeHost,
  parseMeta,
  parseRoute,
  routeBody,
  type LandingMeta,
} from "../core/storage/records";
import { keys } from "../core/storage/keys";
import { VCARD_CONTENT_TYPE } from "../core/landing/vcard-file";
import type { SiteStore } from "../core/storage/site-store";
import { TRANSLATION_TARGETS } from "../core/translate/languages";

/**
 * The storage side of publishing (DESIGN.md §2). The page object carries a copy
 * of its meta in customMetadata so the worker resolves a request with at most
 * two reads (route + page); `meta/{uuid}.json` stays the record the app reads.
 */

export interface WritePublishedInput {
  uuid: string;
  html: string;
  meta: LandingMeta;
  /** The landing's textalias (link name); null/empty when it has none. */
  alias?: string | null;
  /** The alias it was published under before; its route is dropped on rename. */
  previousAlias?: string | null;
  /**
   * Issue 27: the page's vCard, stored beside it (`pages/{uuid}.vcf`); null
   * removes it (no contact to save any more); absent leaves it as it is.
   */
  vcard?: string | null;
  /**
   * Translated versions (issue 14), written to `pages/{uuid}/{lang}.html` with
   * the meta under their own lang; when given, every other target's page is
   * removed (absent: language pages are left as they are).
   */
  versions?: ReadonlyArray<{ lang: string; html: string; vcard?: string | null }>;
}

/** The meta a language version's page carries: the landing's, in that language (the overlay speaks it). */
const versionMeta = (meta: LandingMeta, lang: string): LandingMeta => ({ ...meta, lang });

/** Keys of the language pages (and their vCards) a landing may have and does not publish now. */
function staleVersionKeys(uuid: string, keep: readonly string[]): string[] {
  return TRANSLATION_TARGETS.filter((l) => !keep.includes(l)).flatMap((l) => [
    keys.langPage(uuid, l),
    keys.langVcard(uuid, l),
  ]);
}

/** Issue 27: a vCard written beside its page, or removed when the page has none. */
function vcardWrite(store: SiteStore, key: string, vcard: string | null | undefined) {
  if (vcard === undefined) return Promise.resolve();
  return vcard === null
    ? store.delete(key)
    : store.put(key, vcard, { contentType: VCARD_CONTENT_TYPE });
}

function pagePutOptions(meta: LandingMeta) {
  return { contentType: HTML_CONTENT_TYPE, customMetadata: { [PAGE_META_KEY]: asciiJson(meta) } };
}

export async function writePublished(store: SiteStore, input: WritePublishedInput): Promise<void> {
  const meta: LandingMeta = { ...input.meta, uuid: input.uuid, published: true };
  const alias = input.alias?.trim() || null;
  const writes: Promise<void>[] = [
    store.put(keys.page(input.uuid), input.html, pagePutOptions(meta)),
    store.put(keys.meta(input.uuid), JSON.stringify(meta), { contentType: JSON_CONTENT_TYPE }),
    vcardWrite(store, keys.vcard(input.uuid), input.vcard),
  ];
  if (alias) {
    writes.push(
      store.put(keys.alias(alias), routeBody(input.uuid), { contentType: JSON_CONTENT_TYPE }),
    );
  }
  if (input.versions) {
    for (const v of input.versions) {
      const own = pagePutOptions(versionMeta(meta, v.lang));
      writes.push(store.put(keys.langPage(input.uuid, v.lang), v.html, own));
      writes.push(vcardWrite(store, keys.langVcard(input.uuid, v.lang), v.vcard));
    }
    const keep = input.versions.map((v) => v.lang);
    writes.push(store.delete(staleVersionKeys(input.uuid, keep)));
  }
  await Promise.all(writes);
  const previous = input.previousAlias?.trim() || null;
  if (previous && (!alias || keys.alias(previous) !== keys.alias(alias))) {
    await deleteRoutesOwnedBy(store, input.uuid, [keys.alias(previous)]);
  }
}

export async function readMeta(store: SiteStore, uuid: string): Promise<LandingMeta | null> {
  const obj = await store.get(keys.meta(uuid));
  return obj ? parseMeta(obj.body) : null;
}

/**
 * A plan or expiry change: rewrite the meta record and the page's copy of it,
 * reusing the stored HTML instead of rendering again.
 */
export async function writeMeta(store: SiteStore, meta: LandingMeta): Promise<void> {
  const page = await store.get(keys.page(meta.uuid));
  const writes = [
    store.put(keys.meta(meta.uuid), JSON.stringify(meta), { contentType: JSON_CONTENT_TYPE }),
  ];
  if (page && page.customMetadata[PAGE_META_KEY] !== asciiJson(meta)) {
    writes.push(store.put(keys.page(meta.uuid), page.body, pagePutOptions(meta)));
  }
  // Each language version carries its own copy of the meta (issue 14); a
  // version no longer listed keeps serving until the next rebuild removes it,
  // so it gets the new plan and expiry too.
  for (const lang of TRANSLATION_TARGETS) {
    const key = keys.langPage(meta.uuid, lang);
    const own = versionMeta(meta, lang);
    writes.push(
      store.get(key).then(async (obj) => {
        if (obj && obj.customMetadata[PAGE_META_KEY] !== asciiJson(own))
          await store.put(key, obj.body, pagePutOptions(own));
      }),
    );
  }
  await Promise.all(writes);
}

export async function writePreview(store: SiteStore, uuid: string, html: string): Promise<void> {
  await store.put(keys.preview(uuid), html, { contentType: HTML_CONTENT_TYPE });
}

/** `redirectTo`: the host is a twin that redirects to the landing's own domain (decision 011). */
export async function bindHost(
  store: SiteStore,
  host: string,
  uuid: string,
  redirectTo?: string | null,
): Promise<void> {
  await store.put(keys.host(normalizeHost(host)), routeBody(uuid, redirectTo), {
    contentType: JSON_CONTENT_TYPE,
  });
}

export async function unbindHost(store: SiteStore, host: string): Promise<void> {
  await store.delete(keys.host(normalizeHost(host)));
}

export interface RemoveLandingInput {
  uuid: string;
  aliases?: readonly string[];
  hosts?: readonly string[];
}

/** Deletes page, vCard, preview, meta and the landing's routes (never a route another landing has taken since). */
export async function removeLanding(store: SiteStore, input: RemoveLandingInput): Promise<void> {
  const routes = [
    ...(input.aliases ?? []).filter((a) => a.trim()).map((a) => keys.alias(a.trim())),
    ...(input.hosts ?? []).filter((h) => h.trim()).map((h) => keys.host(normalizeHost(h))),
  ];
  await Promise.all([
    store.delete([
      keys.page(input.uuid),
      keys.vcard(input.uuid),
      keys.preview(input.uuid),
      keys.meta(input.uuid),
      ...staleVersionKeys(input.uuid, []),
    ]),
    deleteRoutesOwnedBy(store, input.uuid, routes),
  ]);
}

async function deleteRoutesOwnedBy(
  store: SiteStore,
  uuid: string,
  routeKeys: string[],
): Promise<void> {
  const unique = [...new Set(routeKeys)];
  const owned = await Promise.all(
    unique.map(async (key) => {
      const obj = await store.get(key);
      return obj && parseRoute(obj.body) === uuid ? key : null;
    }),
  );
  const doomed = owned.filter((k): k is string => k !== null);
  if (doomed.length) await store.delete(doomed);
}
