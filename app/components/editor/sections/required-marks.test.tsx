import { describe, expect, it } from "vitest";
import type { LandingContent } from "../../../../core/landing/schema";
import { BasicSection } from "./basic";
import { MediaSection } from "./media";
import { renderMarkup } from "../../../../tests/support/render-markup";
import { sectionProps } from "../../../../tests/support/section-props";

/**
 * Issue 29: the editor marks what publishing requires, plus company name, which
 * SPEC §5 marks in the form; never location (core/landing/publish-rules).
 */
const render = (node: React.ReactNode) => renderMarkup("en", node);

const props = (content: Partial<LandingContent>) =>
  sectionProps(content, {
    showRequired: true,
    limits: { maxCards: 3, maxQas: 5, maxAnalytics: 3 },
    lang: "en",
  });

/** The `data-field` names whose control is aria-required. */
const marked = (html: string) =>
  [...html.matchAll(/<(?:input|textarea)[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('aria-required="true"'))
    .map((tag) => /data-field="([^"]+)"/.exec(tag)?.[1]);

describe("required markers after a publish attempt", () => {
  it("basic info marks name, company name and description, not location", async () => {
    const html = await render(<BasicSection {...props({})} />);
    expect(marked(html)).toEqual(["projectName", "companyName", "projectDescription"]);
  });

  it("a button's link is marked once its name is filled, and not before", async () => {
    expect(marked(await render(<MediaSection {...props({})} />))).toEqual([]);
    const named = await render(<MediaSection {...props({ mainButtonName: "Buy" })} />);
    expect(marked(named)).toEqual(["mainButtonLink"]);
  });

  it("nothing is marked before validation was triggered", async () => {
    const html = await render(<BasicSection {...props({})} showRequired={false} />);
    expect(marked(html)).toEqual([]);
  });
});
