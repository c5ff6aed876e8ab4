import type { LandingMeta } from "../../core/storage/records";

/** The landing the edge and renderer tests publish. */
export const TEST_UUID = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";

/** A published, paid-up landing's meta record (Russian, plan running to 2031); `over` changes any field. */
export const testMeta = (over: Partial<LandingMeta> = {}): LandingMeta => ({
  uuid: TEST_UUID,
  lang: "ru",
  published: true,
  expiresAt: "2031-01-01T00:00:00.000Z",
  ownerExpired: false,
  pro: false,
  title: "Shop",
  version: "v1",
  ...over,
});
