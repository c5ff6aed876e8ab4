import { z } from "zod";
import type { OutboundPolicy } from "./outbound.server";

/**
 * Issue 25: configuration of calls to owners' URLs, joined into the app's
 * EnvSchema (../platform/config-env.server.ts).
 */
export const OUTBOUND_ENV = {
  // Lets tests and local installs reach http receivers on loopback (127.0.0.0/8, ::1) only.
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["0", "1"], { message: "must be 0 or 1" }).default("0"),
  ),
};

export type OutboundConfig = Pick<OutboundPolicy, "allowLoopback" | "httpsOnly">;

/**
 * A server on a real host never reaches loopback for an owner (its own admin
 * ports live there), as it never runs the fake providers; and it calls https only.
 */
export function outboundConfig(
  e: { NODE_ENV: string; WEBHOOK_ALLOW_PRIVATE: "0" | "1" },
  loopbackApp: boolean,
  fail: (message: string) => never,
): OutboundConfig {
  const allowLoopback = e.WEBHOOK_ALLOW_PRIVATE === "1";
  const production = e.NODE_ENV === "production";
  if (allowLoopback && production && !loopbackApp) {
    return fail("WEBHOOK_ALLOW_PRIVATE: for tests and local use only (APP_URL is not loopback)");
  }
  return { allowLoopback, httpsOnly: production && !allowLoopback };
}
