import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CARDS } from "./limits";
import { parseServerContent, serializeForServer } from "./parse";
import { emptyContent, LandingContentSchema, type LandingContent } from "./schema";

const str = (max = 40) => fc.string({ maxLength: max }).map((s) => s.trim());
const contentArb: fc.Arbitrary<LandingContent> = fc
  .record({
    textAlias: str(20),
    projectName: str(),
    projectDescription: str(200),
    videoLink: str(),
    extraVideoLink: str(),
    cards: fc.array(fc.record({ id: str(10), title: str(), link: str(), url: str() }), {
      maxLength: MAX_CARDS,
    }),
    qas: fc.array(fc.record({ question: str(), answer: str(100), open: fc.boolean() }), {
      maxLength: 9,
    }),
    contacts: fc.record({ whatsapp: str(), email: str(), mainPhone: str(20) }),
    analytics: fc.array(fc.record({ name: str(20), code: fc.string({ maxLength: 200 }) }), {
      maxLength: 3,
    }),
  })
  .map((partial) => LandingContentSchema.parse(partial));

describe("parseServerContent / serializeForServer (SPEC §3, §7)", () => {
  it("round-trips any valid content through the wire form", () => {
    fc.assert(
      fc.property(contentArb, (c) => {
        expect(parseServerContent(serializeForServer(c))).toEqual(c);
      }),
    );
  });

  it("round-trips through JSON text of the whole payload", () => {
    fc.assert(
      fc.property(contentArb, (c) => {
        expect(parseServerContent(JSON.stringify(serializeForServer(c)))).toEqual(c);
      }),
      { numRuns: 50 },
    );
  });

  it("sends cards, qas, contacts and analytics as JSON text with the wire names", () => {
    const c = LandingContentSchema.parse({
      textAlias: "shop",
      extraVideoLink: "https://v.example",
      cards: [{ title: "A" }],
    });
    const wire = serializeForServer(c);
    expect(typeof wire.cards).toBe("string");
    expect(typeof wire.qas).toBe("string");
    expect(typeof wire.contacts).toBe("string");
    expect(typeof wire.analytics).toBe("string");
    expect(wire.textalias).toBe("shop");
    expect(wire.videoExtraLink).toBe("https://v.example");
    expect(JSON.parse(wire.cards)[0].title).toBe("A");
  });

  it("turns analytics that fail to parse into an empty list", () => {
    const c = parseServerContent({ projectName: "P", analytics: "{not json" });
    expect(c.analytics).toEqual([]);
    expect(c.projectName).toBe("P");
  });

  it("turns bad cards, qas and contacts into their defaults, keeping the rest", () => {
    const c = parseServerContent({
      projectName: "P",
      cards: "[{]",
      qas: JSON.stringify({ not: "a list" }),
      contacts: JSON.stringify([1, 2]),
      companyName: "C",
    });
    expect(c.cards).toEqual([]);
    expect(c.qas).toEqual([]);
    expect(c.contacts).toEqual(emptyContent().contacts);
    expect(c).toMatchObject({ projectName: "P", companyName: "C" });
  });

  it("accepts the editor form with real arrays too", () => {
    const c = parseServerContent({
      textAlias: "x-y",
      cards: [{ title: "T", url: "/assets/a.jpg" }],
    });
    expect(c.textAlias).toBe("x-y");
    expect(c.cards[0]).toMatchObject({ title: "T", url: "/assets/a.jpg", link: "" });
  });

  it("never throws and always yields schema-valid content, whatever arrives", () => {
    const anyField = fc.oneof(
      fc.string(),
      fc.jsonValue(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const payload = fc.dictionary(
      fc.constantFrom(
        "textalias",
        "projectName",
        "cards",
        "qas",
        "contacts",
        "analytics",
        "videoExtraLink",
        "junk",
      ),
      anyField,
    );
    fc.assert(
      fc.property(fc.oneof(payload, fc.jsonValue(), fc.string()), (p) => {
        const c = parseServerContent(p);
        expect(LandingContentSchema.safeParse(c).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("ignores a whole payload that is not an object", () => {
    expect(parseServerContent("nonsense")).toEqual(emptyContent());
    expect(parseServerContent(null)).toEqual(emptyContent());
    expect(parseServerContent([1, 2])).toEqual(emptyContent());
  });
});

describe("issue 27's fields in stored content", () => {
  it("keeps analyticsConsent as a boolean and the message text; absent stays absent", () => {
    const on = parseServerContent({ analyticsConsent: true, contacts: '{"messageText":"Привет"}' });
    expect(on.analyticsConsent).toBe(true);
    expect(on.contacts.messageText).toBe("Привет");
    expect(parseServerContent({ analyticsConsent: false }).analyticsConsent).toBe(false);
    const old = parseServerContent({ projectName: "Old" });
    expect("analyticsConsent" in old && old.analyticsConsent !== undefined).toBe(false);
    // A number where text is expected is still read as its text.
    expect(parseServerContent({ projectName: 42 }).projectName).toBe("42");
  });
});
