import { describe, expect, it } from "vitest";
import { changedUserFields, sameExpiry } from "./user-edit";

describe("admin user edit: what changed", () => {
  const stored = "2026-12-25T12:34:17.345Z";

  it("an expiry sent back to the minute, as the form holds it, is no change", () => {
    expect(sameExpiry(stored, "2026-12-25T12:34:00.000Z")).toBe(true);
    expect(sameExpiry(stored, stored)).toBe(true);
    expect(sameExpiry(null, null)).toBe(true);
    expect(sameExpiry(null, "")).toBe(true);
  });

  it("another minute, another second, or a date set or cleared is a change", () => {
    expect(sameExpiry(stored, "2026-12-25T12:35:00.000Z")).toBe(false);
    expect(sameExpiry(stored, "2026-12-25T12:33:00.000Z")).toBe(false);
    // Seconds given: the admin (an API call) meant that instant.
    expect(sameExpiry(stored, "2026-12-25T12:34:10.000Z")).toBe(false);
    expect(sameExpiry(stored, null)).toBe(false);
    expect(sameExpiry(null, stored)).toBe(false);
  });

  it("lists only the fields whose value differs, in the order sent", () => {
    const row = {
      name: "Ann",
      location: "Moscow",
      tariff: 1,
      position: null,
      tariff_expiration_date: stored,
    };
    expect(
      changedUserFields(row, {
        location: "Bali",
        name: "Ann",
        tariff: 1,
        position: null,
        tariff_expiration_date: "2026-12-25T12:34:00.000Z",
      }),
    ).toEqual(["location"]);
    expect(changedUserFields(row, { position: "coo", name: "Bob", tariff: 0 })).toEqual([
      "position",
      "name",
      "tariff",
    ]);
    expect(changedUserFields(row, { name: undefined })).toEqual([]);
  });
});
