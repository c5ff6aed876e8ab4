import { describe, expect, it } from "vitest";
import { PREVIEW_LINK_TTL_SECONDS, signPreview, verifyPreview } from "./preview-signature";

const uuid = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";
const now = new Date("2026-11-21T12:00:00Z");

describe("preview links", () => {
  it("a signed link opens its own preview until it expires", async () => {
    const qs = new URLSearchParams(await signPreview("secret-1", uuid, now));
    expect(await verifyPreview("secret-1", uuid, qs, now)).toBe(true);
    const later = new Date(now.getTime() + (PREVIEW_LINK_TTL_SECONDS + 1) * 1000);
    expect(await verifyPreview("secret-1", uuid, qs, later)).toBe(false);
  });

  it("refuses another landing, another secret, a changed expiry, no signature, no secret", async () => {
    const qs = new URLSearchParams(await signPreview("secret-1", uuid, now));
    expect(await verifyPreview("secret-1", "11111111-2222-4333-8444-555555555555", qs, now)).toBe(
      false,
    );
    expect(await verifyPreview("secret-2", uuid, qs, now)).toBe(false);
    const stretched = new URLSearchParams(qs);
    stretched.set("exp", String(Number(qs.get("exp")) + 3600));
    expect(await verifyPreview("secret-1", uuid, stretched, now)).toBe(false);
    expect(await verifyPreview("secret-1", uuid, new URLSearchParams(), now)).toBe(false);
    expect(await verifyPreview(undefined, uuid, qs, now)).toBe(false);
  });
});
