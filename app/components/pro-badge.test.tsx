import { describe, expect, it } from "vitest";
import { TARIFF_FREE, TARIFF_PRO } from "../../core/plans";
import { ProBadge } from "./pro-badge";
import { renderMarkup } from "../../tests/support/render-markup";

const render = (tariff: number, expired: boolean) =>
  renderMarkup("en", <ProBadge tariff={tariff} expired={expired} />);

describe("the nav bar's PRO badge (issue 29)", () => {
  it("shows for a PRO account that has not ended", async () => {
    expect(await render(TARIFF_PRO, false)).toContain(">PRO</span>");
  });

  it("is gone once the PRO plan has ended, though the tariff still reads PRO", async () => {
    expect(await render(TARIFF_PRO, true)).toBe("");
  });

  it("never shows for a free account", async () => {
    expect(await render(TARIFF_FREE, false)).toBe("");
  });
});
