import type { SectionProps } from "../../app/components/editor/sections/types";
import { LandingContentSchema, type LandingContent } from "../../core/landing/schema";

/** An editor section's props for a markup test: `content` over an empty page, callbacks that do nothing. */
export function sectionProps(
  content: Partial<LandingContent>,
  overrides: Partial<SectionProps> = {},
): SectionProps {
  return {
    content: { ...LandingContentSchema.parse({}), ...content },
    update: () => {},
    commit: () => {},
    errors: {},
    showRequired: false,
    uuid: "u-1",
    limits: { maxCards: 9, maxQas: 9, maxAnalytics: 3 },
    onUploaded: () => {},
    disabled: false,
    lang: "ru",
    onLangChange: () => {},
    ...overrides,
  };
}
