import type ru from "../ru/design";

export default {
  hint: "Accent colour and page theme: buttons, links and icons take your colour.",
  modeLegend: "Page theme",
  mode: {
    light: "Light",
    dark: "Dark",
  },
  presetsLegend: "Ready-made accent colours",
  presets: {
    indigo: "Indigo",
    blue: "Blue",
    teal: "Teal",
    green: "Green",
    amber: "Amber",
    orange: "Orange",
    red: "Red",
    pink: "Pink",
  },
  accent: "Accent colour",
  accentHint: "Any colour: click the swatch to pick your own.",
  sample: "How the page will look",
  sampleButton: "Button",
  sampleLink: "Link",
  sampleText: "Page text",
  adjustedLight:
    "This colour is hard to read on a light background, so links and icons use a slightly darker shade for 4.5:1 contrast.",
  adjustedDark:
    "This colour is hard to read on a dark background, so links and icons use a slightly lighter shade for 4.5:1 contrast.",
  buttonText: "Button text is {{color}} so it stays easy to read.",
  buttonTextWhite: "white",
  buttonTextBlack: "black",
  reset: "Reset to default",
  isDefault: "The default look is in use.",
  locked: "Custom colours and the dark theme come with PRO.",
  getPro: "Get PRO",
} as const satisfies DeepStrings<typeof ru>;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
