import { describe, expect, it } from "vitest";
import { KV_KEYS_PER_LANDING_MAX, KV_TOTAL_BYTES_MAX, KV_VALUE_MAX, kvQuotaProblem } from "./kv";

const rows = (n: number, value = "v") =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value }));

describe("kvQuotaProblem (issue 23, low 7)", () => {
  it("allows the 50th key and refuses the 51st; replacing a key is not a new one", () => {
    expect(kvQuotaProblem(rows(KV_KEYS_PER_LANDING_MAX - 1), "new", "v")).toBeNull();
    expect(kvQuotaProblem(rows(KV_KEYS_PER_LANDING_MAX), "new", "v")).toEqual({
      code: "kvTooManyKeys",
      max: KV_KEYS_PER_LANDING_MAX,
    });
    expect(kvQuotaProblem(rows(KV_KEYS_PER_LANDING_MAX), "k3", "other")).toBeNull();
    // An edit renaming k3 to "new" takes k3's place.
    expect(kvQuotaProblem(rows(KV_KEYS_PER_LANDING_MAX), "new", "v", "k3")).toBeNull();
  });

  it("caps the total size in UTF-8 bytes", () => {
    const big = "x".repeat(KV_VALUE_MAX);
    const full = rows(Math.floor(KV_TOTAL_BYTES_MAX / KV_VALUE_MAX) - 1, big);
    expect(kvQuotaProblem(full, "new", "x".repeat(1000))).toBeNull();
    // 50,000 characters, 100,000 bytes: over by bytes, not by characters.
    expect(kvQuotaProblem(full, "new", "я".repeat(KV_VALUE_MAX / 2))).toEqual({
      code: "kvTooLarge",
      maxBytes: KV_TOTAL_BYTES_MAX,
    });
  });

  it("never counts nor refuses the mirrored keys (decision 007)", () => {
    const mirrored = [
      { key: "qas", value: "x".repeat(KV_TOTAL_BYTES_MAX) },
      { key: "cards", value: "[]" },
    ];
    expect(kvQuotaProblem(rows(KV_KEYS_PER_LANDING_MAX), "contacts", "{}")).toBeNull();
    expect(
      kvQuotaProblem([...mirrored, ...rows(KV_KEYS_PER_LANDING_MAX - 1)], "n", "v"),
    ).toBeNull();
  });
});
