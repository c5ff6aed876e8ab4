import { el } from "./html";

/**
 * Inline SVG icons (no requests, no icon font). Drawn on a 24-unit grid with
 * strokes in currentColor (styled by the .i class in styles.ts), so they
 * follow the text colour; aria-hidden because every icon sits beside a visible
 * label or inside a labelled control.
 */
const PATHS = {
  whatsapp: `<path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z"/><path d="M9 8.5c0 3.5 2.8 6.5 6.5 6.5l1-1.6-2-1-1 .9c-1.2-.5-2.2-1.5-2.8-2.8l.9-1-1-2z"/>`,
  telegram: `<path d="M21.5 3.5L2.8 10.8l6 2.2 2.2 6.6 3.3-4 5 3.7z"/><path d="M8.8 13l9.7-7.3-7.5 9.6"/>`,
  channel: `<path d="M3 10v4h3l7 4.5v-13L6 10z"/><path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"/>`,
  instagram: `<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>`,
  vk: `<path d="M2.5 7l4 10 4-10M14 7v10M20.5 7l-6 5 6 5"/>`,
  youtube: `<rect x="2" y="5" width="20" height="14" rx="4"/><path d="M10 9v6l5-3z" fill="currentColor"/>`,
  pin: `<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>`,
  phone: `<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>`,
  mail: `<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6l8.5 7 8.5-7"/>`,
  globe: `<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>`,
  chevron: `<path d="M6 9l6 6 6-6"/>`,
} as const;

export type IconName = keyof typeof PATHS;

/** Each icon's markup, made once. */
const ICONS = Object.fromEntries(
  Object.entries(PATHS).map(([name, paths]) => [
    name,
    el(
      "svg",
      { class: "i", viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true" },
      paths,
    ),
  ]),
) as Record<IconName, string>;

export function icon(name: IconName): string {
  return ICONS[name];
}

export const PLAY_ICON = el(
  "svg",
  { viewBox: "0 0 24 24", width: 32, height: 32, "aria-hidden": "true" },
  `<path d="M8 5.5v13l10.5-6.5z" fill="currentColor"></path>`,
);
