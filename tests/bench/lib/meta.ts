import type { LandingMeta } from "../../../core/storage/records";
import { TEST_UUID, testMeta } from "../../support/landing-meta";

/** The landing the edge benchmarks publish. */
export const UUID = TEST_UUID;

/** Its meta record: a PRO landing paid for a year from now; `over` changes any field. */
export const benchMeta = (over: Partial<LandingMeta> = {}): LandingMeta =>
  testMeta({
    expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    pro: true,
    title: "Bench",
    version: "bench-v1",
    ...over,
  });
