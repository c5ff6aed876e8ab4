import { DAY_MS } from "../time";
import { assetHash } from "./images";
import type { LandingContent } from "./schema";

/**
 * Version history and the bin (issue 15, ADR 016): the rules, pure. The
 * database keeps what these decide; the UI phrases the diff through the
 * `history` catalogue.
 */

/** Versions kept per landing; a publish beyond this deletes the oldest. */
export const VERSIONS_KEPT = 30;
/** Days a deleted landing waits in the bin before the daily purge deletes it for good. */
export const BIN_DAYS = 30;

/** The oldest version number still kept once `latest` exists (numbers start at 1). */
export function oldestKeptVersion(latest: number, kept: number = VERSIONS_KEPT): number {
  return Math.max(1, latest - kept + 1);
}

/** When a landing binned at `deletedAt` is purged. */
export function binPurgeAt(deletedAt: string | Date): Date {
  return new Date(new Date(deletedAt).getTime() + BIN_DAYS * DAY_MS);
}

/** Binned at `deletedAt`, is the landing due for the purge at `now`? */
export function isBinExpired(deletedAt: string | Date, now: Date): boolean {
  return binPurgeAt(deletedAt).getTime() <= now.getTime();
}

/** The binned-before-this instant: everything deleted earlier is purged at `now`. */
export function binCutoff(now: Date): string {
  return new Date(now.getTime() - BIN_DAYS * DAY_MS).toISOString();
}

/** Whole days (rounded up) until the purge; 0 once due. */
export function binDaysLeft(deletedAt: string | Date, now: Date): number {
  const ms = binPurgeAt(deletedAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** The parts of a page the diff summary names, in the order it names them. */
export const DIFF_SECTIONS = [
  "texts",
  "images",
  "buttons",
  "cards",
  "video",
  "faq",
  "contacts",
  "analytics",
  "theme",
  "seo",
  "form",
] as const;
export type DiffSection = (typeof DIFF_SECTIONS)[number];

export interface DiffCount {
  section: DiffSection;
  added: number;
  removed: number;
  changed: number;
}

/** What changed from one version to the next: only sections with a change, in DIFF_SECTIONS order. */
export type DiffSummary = DiffCount[];

const FIELDS: Partial<Record<DiffSection, readonly (keyof LandingContent)[]>> = {
  texts: [
    "textAlias",
    "projectName",
    "companyName",
    "projectDescription",
    "projectLocation",
    "cardsSectionTitle",
  ],
  images: ["projectLogoUrl", "projectBackgroundUrl", "projectLogoAlt", "projectBackgroundAlt"],
  buttons: ["mainButtonName", "mainButtonLink", "extraButtonName", "extraButtonLink"],
  video: ["videoSectionTitle", "videoLink", "extraVideoLink", "videoUrl"],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Counts for a list whose items have no stable identity: identical items pair
 * up first (so a reorder is no change), what is left pairs as "changed", the
 * rest is added or removed.
 */
function listCounts<T>(before: readonly T[], after: readonly T[]) {
  const left = before.map((x) => JSON.stringify(x));
  let unmatchedAfter = 0;
  for (const item of after) {
    const i = left.indexOf(JSON.stringify(item));
    if (i >= 0) left.splice(i, 1);
    else unmatchedAfter += 1;
  }
  const changed = Math.min(left.length, unmatchedAfter);
  return { added: unmatchedAfter - changed, removed: left.length - changed, changed };
}

/**
 * Cards carry an id: an id on one side only is a card added or removed, the
 * same id with other fields a card changed; cards without an id (older
 * drafts) count as a plain list.
 */
function cardCounts(before: LandingContent["cards"], after: LandingContent["cards"]) {
  const byId = new Map(before.filter((c) => c.id).map((c) => [c.id, c]));
  const restAfter: typeof after = [];
  let changed = 0;
  let added = 0;
  for (const card of after) {
    if (!card.id) {
      restAfter.push(card);
      continue;
    }
    const old = byId.get(card.id);
    if (!old) added += 1;
    else if (!same(old, card)) changed += 1;
    byId.delete(card.id);
  }
  const rest = listCounts(
    before.filter((c) => !c.id),
    restAfter,
  );
  return {
    added: rest.added + added,
    removed: rest.removed + byId.size,
    changed: rest.changed + changed,
  };
}

function fieldCount(before: LandingContent, after: LandingContent, fields: readonly string[]) {
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  return { added: 0, removed: 0, changed: fields.filter((f) => !same(b[f], a[f])).length };
}

/** The lead form (issue 24) is one block: added, removed or changed. */
function formCounts(before: LandingContent["form"], after: LandingContent["form"]) {
  return {
    added: !before && after ? 1 : 0,
    removed: before && !after ? 1 : 0,
    changed: before && after && !same(before, after) ? 1 : 0,
  };
}

/** "FAQ: 2 changed; cards: 1 added" as counts: `before` → `after`. */
export function diffSummary(before: LandingContent, after: LandingContent): DiffSummary {
  const out: DiffSummary = [];
  for (const section of DIFF_SECTIONS) {
    let counts: Omit<DiffCount, "section">;
    const fields = FIELDS[section];
    if (fields) counts = fieldCount(before, after, fields);
    else if (section === "cards") counts = cardCounts(before.cards, after.cards);
    else if (section === "faq") counts = listCounts(before.qas, after.qas);
    else if (section === "analytics") counts = listCounts(before.analytics, after.analytics);
    else if (section === "contacts")
      counts = fieldCount(
        before.contacts as unknown as LandingContent,
        after.contacts as unknown as LandingContent,
        Object.keys({ ...before.contacts, ...after.contacts }),
      );
    else if (section === "theme")
      counts = { added: 0, removed: 0, changed: same(before.theme, after.theme) ? 0 : 1 };
    else if (section === "form") counts = formCounts(before.form, after.form);
    else counts = { added: 0, removed: 0, changed: same(before.seo, after.seo) ? 0 : 1 };
    if (counts.added || counts.removed || counts.changed) out.push({ section, ...counts });
  }
  return out;
}

/** Every uploaded asset (by sha256) a content refers to: what the asset retention keeps. */
export function contentAssetHashes(content: LandingContent): string[] {
  const urls = [
    content.projectLogoUrl,
    content.projectBackgroundUrl,
    content.videoUrl,
    ...content.cards.map((c) => c.url),
  ];
  const out = new Set<string>();
  for (const u of urls) {
    const h = assetHash(u);
    if (h) out.add(h);
  }
  return [...out];
}
