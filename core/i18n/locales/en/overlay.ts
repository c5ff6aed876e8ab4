import type ru from "../ru/overlay";

export default {
  unavailableTitle: "Page unavailable",
  unavailableText: "This page has expired.",
  goHome: "Go to homepage",
  activatePrompt: "Is this your page? Activate PRO to make it available to visitors again.",
  activatePro: "Activate PRO",
  notFoundTitle: "Page not found",
  notFoundText: "This page does not exist or has not been published yet.",
  goBack: "Go back",
  methodNotAllowed: "Method not allowed",
  uriTooLong: "The address is too long",
  badRequest: "Bad request",
} as const satisfies Record<keyof typeof ru, string>;
