import { describe, expect, it } from "vitest";
import { checkPublish, formRequiredFields, publishRequiredFields } from "./publish-rules";
import { LandingContentSchema, type LandingContent } from "./schema";

const complete = (): LandingContent =>
  LandingContentSchema.parse({
    textAlias: "my-shop",
    projectName: "Shop",
    projectDescription: "We sell things",
    projectLogoUrl: "/assets/logo.png",
    cards: [{ title: "First", url: "/assets/c1.jpg" }],
  });

const fail = (patch: Partial<LandingContent>) => checkPublish({ ...complete(), ...patch });

describe("checkPublish (SPEC §5 Publish)", () => {
  it("passes a landing meeting every rule", () => {
    expect(checkPublish(complete())).toEqual({ ok: true });
  });

  it("asks for a link name when textalias is missing", () => {
    expect(fail({ textAlias: "" })).toEqual({
      ok: false,
      error: "enterLinkName",
      fields: ["textAlias"],
    });
    expect(fail({ textAlias: "   " })).toMatchObject({ error: "enterLinkName" });
  });

  it("refuses invalid and reserved link names", () => {
    expect(fail({ textAlias: "a!" })).toMatchObject({
      error: "invalidLinkName",
      fields: ["textAlias"],
    });
    expect(fail({ textAlias: "admin" })).toMatchObject({ error: "reservedLinkName" });
  });

  it.each<[string, Partial<LandingContent>, string[]]>([
    ["project name missing", { projectName: "" }, ["projectName"]],
    ["description missing", { projectDescription: "" }, ["projectDescription"]],
    ["logo missing", { projectLogoUrl: "" }, ["projectLogoUrl"]],
    ["no first card", { cards: [] }, ["cards"]],
    [
      "first card without image",
      { cards: [{ id: "", title: "A", link: "", url: "" }] },
      ["cards.0.url"],
    ],
    [
      "video preview without video link",
      { videoUrl: "/assets/v.jpg", videoLink: "" },
      ["videoLink"],
    ],
    ["main button name without link", { mainButtonName: "Buy" }, ["mainButtonLink"]],
    ["main button link without name", { mainButtonLink: "https://x.example" }, ["mainButtonName"]],
    ["extra button name without link", { extraButtonName: "More" }, ["extraButtonLink"]],
    [
      "extra button link without name",
      { extraButtonLink: "https://x.example" },
      ["extraButtonName"],
    ],
  ])("fails with fillAllRequired when %s", (_label, patch, fields) => {
    expect(fail(patch)).toEqual({ ok: false, error: "fillAllRequired", fields });
  });

  it("reports every failing rule at once", () => {
    const r = fail({ projectName: "", projectLogoUrl: "", cards: [] });
    expect(r).toEqual({
      ok: false,
      error: "fillAllRequired",
      fields: ["projectName", "projectLogoUrl", "cards"],
    });
  });

  it("does not check company name and location at publish", () => {
    expect(fail({ companyName: "", projectLocation: "" })).toEqual({ ok: true });
  });

  it("accepts a video link without a preview, and both buttons complete", () => {
    expect(
      fail({
        videoLink: "https://youtu.be/abcdefghijk",
        mainButtonName: "Buy",
        mainButtonLink: "https://x.example",
      }),
    ).toEqual({ ok: true });
  });

  it("a link the page could not render counts as missing; a bad video link is refused", () => {
    expect(fail({ mainButtonName: "Buy", mainButtonLink: "javascript:alert(1)" })).toEqual({
      ok: false,
      error: "fillAllRequired",
      fields: ["mainButtonLink"],
    });
    expect(fail({ extraButtonName: "Call", extraButtonLink: "tel:+79001234567" })).toEqual({
      ok: true,
    });
    for (const videoLink of ["notalink", "javascript:alert(1)", "ftp://x.example/v.mp4"]) {
      expect(fail({ videoLink })).toEqual({
        ok: false,
        error: "fillAllRequired",
        fields: ["videoLink"],
      });
    }
  });
});

describe("publishRequiredFields: the editor's required markers (issue 29)", () => {
  const empty = LandingContentSchema.parse({});

  it("marks what publishing checks, not company name or location", () => {
    const marked = publishRequiredFields(empty);
    expect(marked).toEqual(["projectName", "projectDescription", "projectLogoUrl", "cards.0.url"]);
    expect(marked).not.toContain("projectLocation");
    expect(marked).not.toContain("companyName");
  });

  it("a button's other half and the video link once their partner is filled", () => {
    const c = { ...empty, mainButtonName: "Buy", extraButtonLink: "https://x.example" };
    expect(publishRequiredFields({ ...c, videoUrl: "/assets/v.jpg" })).toEqual([
      "projectName",
      "projectDescription",
      "projectLogoUrl",
      "mainButtonLink",
      "extraButtonName",
      "cards.0.url",
      "videoLink",
    ]);
  });

  it("every field a failed publish points at is one the editor marked", () => {
    const cases: Partial<LandingContent>[] = [
      {},
      { mainButtonName: "Buy" },
      { extraButtonLink: "https://x.example" },
      { videoUrl: "/assets/v.jpg" },
      { cards: [{ id: "", title: "A", link: "", url: "" }] },
    ];
    for (const patch of cases) {
      const c = { ...empty, textAlias: "shop", ...patch };
      const r = checkPublish(c);
      const marked = formRequiredFields(c);
      if (!r.ok)
        for (const f of r.fields) expect(marked, f).toContain(f === "cards" ? "cards.0.url" : f);
    }
  });
});

describe("formRequiredFields: the form's markers (SPEC §5, issue 29)", () => {
  const empty = LandingContentSchema.parse({});

  it("marks company name after project name, as SPEC §5 does, and never location", () => {
    const marked = formRequiredFields(empty);
    expect(marked).toEqual([
      "projectName",
      "companyName",
      "projectDescription",
      "projectLogoUrl",
      "cards.0.url",
    ]);
    expect(marked).not.toContain("projectLocation");
  });

  it("company name stays a marker only: publishing never asks for it", () => {
    const r = checkPublish({ ...empty, textAlias: "shop", companyName: "" });
    expect(r.ok ? [] : r.fields).not.toContain("companyName");
  });
});

describe("an enabled lead form (issue 24)", () => {
  const withForm = (form: Record<string, unknown>) =>
    LandingContentSchema.parse({
      ...complete(),
      form: {
        enabled: true,
        privacyPolicyUrl: "https://shop.test/privacy",
        fields: [{ id: "name", kind: "name", label: "Имя", required: true }],
        ...form,
      },
    });

  it("publishes with its policy link and labelled fields", () => {
    expect(checkPublish(withForm({}))).toEqual({ ok: true });
  });

  it("cannot be published without a privacy policy link, named as the field", () => {
    for (const privacyPolicyUrl of [
      "",
      "   ",
      "javascript:alert(1)",
      "/privacy",
      "mailto:a@b.test",
    ]) {
      expect(checkPublish(withForm({ privacyPolicyUrl })), privacyPolicyUrl).toEqual({
        ok: false,
        error: "fillAllRequired",
        fields: ["form.privacyPolicyUrl"],
      });
    }
  });

  it("names each field without a label", () => {
    const r = checkPublish(
      withForm({
        privacyPolicyUrl: "",
        fields: [
          { id: "a", kind: "name", label: "Имя" },
          { id: "b", kind: "phone", label: "  " },
        ],
      }),
    );
    expect(r).toEqual({
      ok: false,
      error: "fillAllRequired",
      fields: ["form.fields.1.label", "form.privacyPolicyUrl"],
    });
  });

  it("a switched-off form asks for nothing, and the editor marks what an enabled one needs", () => {
    const off = withForm({ enabled: false, privacyPolicyUrl: "" });
    expect(checkPublish(off)).toEqual({ ok: true });
    expect(publishRequiredFields(off)).not.toContain("form.privacyPolicyUrl");
    const on = withForm({ privacyPolicyUrl: "" });
    expect(publishRequiredFields(on)).toEqual(
      expect.arrayContaining(["form.fields.0.label", "form.privacyPolicyUrl"]),
    );
  });
});
