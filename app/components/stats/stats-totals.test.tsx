import { describe, expect, it } from "vitest";
import { UI_LANGUAGES, resources } from "../../../core/i18n";
import { StatsTotals } from "./stats-totals";
import { renderMarkup } from "../../../tests/support/render-markup";

const render = (lng: string) =>
  renderMarkup(lng, <StatsTotals totals={{ views: 4, visitors: 3, clicks: 2 }} />);

describe("Statistics totals", () => {
  it.each(UI_LANGUAGES)(
    "label unique visitors as approximate, in words, in %s (issue 23)",
    async (lng) => {
      const note = (resources[lng].stats as Record<string, unknown>).visitorsApproximate;
      expect(typeof note === "string" && note.length > 0, `${lng} catalogue`).toBe(true);
      if (lng !== "ru") expect(note).not.toBe(resources.ru.stats.visitorsApproximate);
      const html = await render(lng);
      expect(html).toContain(note as string);
      expect(html).toMatch(/≈<\/span><strong data-testid="total-visitors">3<\/strong>/);
      // Views and clicks are exact counts.
      expect(html).toContain('<strong data-testid="total-views">4</strong>');
      expect(html.match(/≈/g)).toHaveLength(1);
    },
  );
});
