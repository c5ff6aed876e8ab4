import type ru from "../ru/overlay";

export default {
  unavailableTitle: "Page unavailable",
  unavailableText: "This page has expired.",
  goHome: "Go to homepage",
  activatePrompt: "Is this your page? Activate PRO to make it available to visitors again.",
  activatePro: "Activate PRO",
  notFoundTitle: "Page not found",
  notFoundText: "This page does not exist or has not been published yet.",
  methodNotAllowed: "Method not allowed",
} as const satisfies Record<keyof typeof ru, string>;
