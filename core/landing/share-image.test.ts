import { describe, expect, it } from "vitest";
import { emptyContent } from "./schema";
import { shareImageInputs } from "./share-image";

const hash = "a".repeat(64);

describe("shareImageInputs", () => {
  it("takes images only as our own uploads, by hash", () => {
    const content = {
      ...emptyContent(),
      projectName: "Дубрава",
      projectBackgroundUrl: `https://pages.test/assets/${hash}.jpg`,
      projectLogoUrl: "http://169.254.169.254/latest/meta-data/logo.png",
    };
    const inputs = shareImageInputs(content);
    expect(inputs.cover).toBe(hash);
    expect(inputs.logo).toBeNull();
  });

  it("does not depend on what the image does not show", () => {
    const a = { ...emptyContent(), projectName: "A", projectDescription: "one" };
    const b = {
      ...a,
      projectDescription: "two",
      qas: [{ question: "q", answer: "a", open: false }],
    };
    expect(shareImageInputs(a)).toEqual(shareImageInputs(b));
    expect(shareImageInputs({ ...a, companyName: "B" })).not.toEqual(shareImageInputs(a));
    expect(shareImageInputs({ ...a, theme: { accent: "#112233", mode: "dark" } })).not.toEqual(
      shareImageInputs(a),
    );
  });
});
