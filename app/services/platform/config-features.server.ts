import type { ServerFeature } from "../../../core/plans";
import type { Config } from "./config.server";

/** Whether each PRO feature that needs a provider of this server's own is set up (issue 29). */
export type ServerFeatures = Record<ServerFeature, boolean>;

/**
 * Which of them this server has set up: the one answer the plans page, the
 * editor and the features' own gates (503 notConfigured) all read, so the
 * page never sells what the server then refuses.
 */
export function serverFeatures(
  config: Pick<Config, "ai" | "translate" | "domains">,
): ServerFeatures {
  return {
    ai: config.ai.provider !== "off",
    translate: config.translate.provider !== "off",
    // Without the name owners point their domain at, no domain can be connected.
    domains: config.domains.cnameTarget !== null,
  };
}
