import { describe, expect, it } from "vitest";
import {
  binDaysLeft,
  binPurgeAt,
  contentAssetHashes,
  diffSummary,
  isBinExpired,
  oldestKeptVersion,
} from "./history";
import { emptyContent, type LandingContent } from "./schema";

const base = (): LandingContent => ({
  ...emptyContent(),
  projectName: "Tower",
  companyName: "Acme",
  cards: [
    { id: "a", title: "One", link: "", url: "" },
    { id: "b", title: "Two", link: "", url: "" },
  ],
  qas: [
    { question: "Q1", answer: "A1", open: false },
    { question: "Q2", answer: "A2", open: false },
    { question: "Q3", answer: "A3", open: false },
  ],
});

describe("diffSummary", () => {
  it("counts FAQ changes and a card added, as 'FAQ: 2 changed; cards: 1 added'", () => {
    const before = base();
    const after: LandingContent = {
      ...before,
      qas: [
        { question: "Q1", answer: "new", open: false },
        { question: "Q2 edited", answer: "A2", open: false },
        before.qas[2],
      ],
      cards: [...before.cards, { id: "c", title: "Three", link: "", url: "" }],
    };
    expect(diffSummary(before, after)).toEqual([
      { section: "cards", added: 1, removed: 0, changed: 0 },
      { section: "faq", added: 0, removed: 0, changed: 2 },
    ]);
  });

  it("names the lead form when it is added, changed or removed (issue 24)", () => {
    const before = base();
    const form = {
      enabled: true,
      title: "",
      description: "",
      submitText: "",
      successMessage: "",
      consentText: "",
      privacyPolicyUrl: "https://x.test/privacy",
      fields: [{ id: "name", kind: "name" as const, label: "Имя", required: true }],
    };
    const withForm = { ...before, form };
    const entry = (added: number, removed: number, changed: number) => [
      { section: "form", added, removed, changed },
    ];
    expect(diffSummary(before, withForm)).toEqual(entry(1, 0, 0));
    expect(diffSummary(withForm, { ...before, form: { ...form, title: "Заявка" } })).toEqual(
      entry(0, 0, 1),
    );
    expect(diffSummary(withForm, before)).toEqual(entry(0, 1, 0));
    expect(diffSummary(withForm, structuredClone(withForm))).toEqual([]);
  });

  it("is empty for identical content and treats a reordered FAQ as unchanged", () => {
    const before = base();
    expect(diffSummary(before, structuredClone(before))).toEqual([]);
    expect(diffSummary(before, { ...before, qas: [...before.qas].reverse() })).toEqual([]);
  });

  it("matches cards by id: an edited card is changed, a dropped one removed", () => {
    const before = base();
    const after = { ...before, cards: [{ ...before.cards[1], title: "Two!" }] };
    expect(diffSummary(before, after)).toEqual([
      { section: "cards", added: 0, removed: 1, changed: 1 },
    ]);
  });

  it("a card with a new id in place of another is one added and one removed; id-less cards pair up", () => {
    const before = base();
    const swapped = {
      ...before,
      cards: [before.cards[0], { id: "z", title: "Two", link: "", url: "" }],
    };
    expect(diffSummary(before, swapped)).toEqual([
      { section: "cards", added: 1, removed: 1, changed: 0 },
    ]);
    const plain = { ...before, cards: [{ id: "", title: "Old", link: "", url: "" }] };
    const edited = { ...before, cards: [{ id: "", title: "New", link: "", url: "" }] };
    expect(diffSummary(plain, edited)).toEqual([
      { section: "cards", added: 0, removed: 0, changed: 1 },
    ]);
  });

  it("counts changed text fields, contacts, the theme and removed FAQ items", () => {
    const before = base();
    const after: LandingContent = {
      ...before,
      projectName: "Tower 2",
      contacts: { ...before.contacts, mainPhone: "+7 900", email: "a@b.c" },
      theme: { accent: "#112233", mode: "dark" },
      qas: before.qas.slice(0, 1),
    };
    expect(diffSummary(before, after)).toEqual([
      { section: "texts", added: 0, removed: 0, changed: 1 },
      { section: "faq", added: 0, removed: 2, changed: 0 },
      { section: "contacts", added: 0, removed: 0, changed: 2 },
      { section: "theme", added: 0, removed: 0, changed: 1 },
    ]);
  });
});

describe("version trimming", () => {
  it("keeps the last 30: the 31st publish drops version 1", () => {
    expect(oldestKeptVersion(1)).toBe(1);
    expect(oldestKeptVersion(30)).toBe(1);
    expect(oldestKeptVersion(31)).toBe(2);
    expect(oldestKeptVersion(100)).toBe(71);
  });
});

describe("bin", () => {
  const deleted = "2026-11-01T10:00:00.000Z";
  it("purges 30 days after the delete, not a moment earlier", () => {
    expect(binPurgeAt(deleted).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(isBinExpired(deleted, new Date("2026-12-01T09:59:59.999Z"))).toBe(false);
    expect(isBinExpired(deleted, new Date("2026-12-01T10:00:00.000Z"))).toBe(true);
  });
  it("counts the days left, rounding up", () => {
    expect(binDaysLeft(deleted, new Date(deleted))).toBe(30);
    expect(binDaysLeft(deleted, new Date("2026-11-30T11:00:00Z"))).toBe(1);
    expect(binDaysLeft(deleted, new Date("2026-12-02T00:00:00Z"))).toBe(0);
  });
});

describe("contentAssetHashes", () => {
  it("names each uploaded asset once and ignores remote images", () => {
    const h1 = "a".repeat(64);
    const h2 = "b".repeat(64);
    const content: LandingContent = {
      ...emptyContent(),
      projectLogoUrl: `/assets/${h1}.png`,
      projectBackgroundUrl: `https://cdn.example/assets/${h2}.jpg`,
      cards: [
        { id: "x", title: "", link: "", url: `/assets/${h1}.png` },
        { id: "y", title: "", link: "", url: "https://elsewhere.example/pic.jpg" },
      ],
    };
    expect(contentAssetHashes(content).sort()).toEqual([h1, h2]);
  });
});
