import { describe, expect, it } from "vitest";
import { resources } from "../../../core/i18n";
import type { Settings } from "./api";
import { PreferencesSection } from "./preferences-section";
import { SubscriptionCard } from "./subscription-card";
import { renderMarkup } from "../../../tests/support/render-markup";

const render = renderMarkup;

const settings = (type: "free" | "pro") =>
  ({
    subscription_type: type,
    newsletter_enabled: true,
    system_messages_enabled: true,
    hide_ads_enabled: false,
    hide_logo_enabled: false,
  }) as Settings;

/** Each preference's row: its label and whether its checkbox is disabled. */
function rows(html: string, lng: "ru" | "en") {
  const p = resources[lng].settings.preferences;
  return [p.newsletter, p.systemMessages, p.hideAds, p.hideLogo].map((label) => {
    const li = html.split("<li>").find((part) => part.includes(`<span>${label}</span>`)) ?? "";
    return {
      label,
      pro: li.includes('class="badge-pro settings-pro-mark">PRO</span>'),
      locked: /<input[^>]*disabled=""/.test(li),
    };
  });
}

describe("Settings' preferences (SPEC §2 Settings, issue 29)", () => {
  it.each(["ru", "en"] as const)(
    "all four carry the PRO mark; a free user finds only hide ads and hide logo locked (%s)",
    async (lng) => {
      const html = await render(
        lng,
        <PreferencesSection settings={settings("free")} onSaved={() => {}} />,
      );
      expect(rows(html, lng).map((r) => [r.pro, r.locked])).toEqual([
        [true, false],
        [true, false],
        [true, true],
        [true, true],
      ]);
    },
  );

  it("a PRO user finds none locked, all four still marked", async () => {
    const html = await render(
      "en",
      <PreferencesSection settings={settings("pro")} onSaved={() => {}} />,
    );
    expect(rows(html, "en").map((r) => [r.pro, r.locked])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, false],
    ]);
  });
});

describe("Settings' subscription card names the type in the user's language (issue 29)", () => {
  it.each([
    ["ru", "free", "Бесплатный"],
    ["ru", "pro", "PRO"],
    ["en", "free", "Free"],
    ["en", "pro", "PRO"],
  ] as const)("%s %s → %s", async (lng, type, shown) => {
    const html = await render(lng, <SubscriptionCard settings={settings(type)} />);
    expect(html).toContain(`<dd data-testid="subscription-type">${shown}</dd>`);
  });
});
