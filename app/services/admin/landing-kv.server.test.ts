import { describe, expect, it } from "vitest";
import { KV_KEYS_PER_LANDING_MAX, KV_VALUE_MAX } from "../../../core/landing/kv";
import { setLandingKv } from "../../../db/queries/landing-kv";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { refusal } from "../../../tests/support/refusals";
import { createKv, updateKv } from "./landing-kv.server";

let kit: Kit;
withFreshKit((k) => (kit = k));

describe("the admin's landing KV keeps the per-landing limits (issue 23, low 7)", () => {
  it("refuses a 51st key with 400 kvTooManyKeys; a mirrored key still applies", async () => {
    const uuid = await kit.draft(await kit.addUser());
    for (let i = 0; i < KV_KEYS_PER_LANDING_MAX; i++)
      await setLandingKv(kit.ctx.db, uuid, `k${i}`, "v");
    const res = await refusal(createKv(kit.ctx, { parent_landing: uuid, key: "more", value: "v" }));
    expect([res.status, res.body]).toEqual([
      400,
      {
        error: `A landing may hold at most ${KV_KEYS_PER_LANDING_MAX} settings`,
        code: "kvTooManyKeys",
        field: "key",
      },
    ]);
    const qas = await createKv(kit.ctx, { parent_landing: uuid, key: "qas", value: "[]" });
    expect(qas.key).toBe("qas");
  });

  it("refuses a create or an edit past the total size with 413 kvTooLarge", async () => {
    const uuid = await kit.draft(await kit.addUser());
    const wide = "я".repeat(KV_VALUE_MAX); // 200,000 bytes
    for (let i = 0; i < 4; i++) await setLandingKv(kit.ctx.db, uuid, `k${i}`, wide);
    const row = await createKv(kit.ctx, { parent_landing: uuid, key: "small", value: "v" });
    const body = {
      error: "The landing's settings are too large in total",
      code: "kvTooLarge",
      field: "value",
    };
    const created = await refusal(
      createKv(kit.ctx, { parent_landing: uuid, key: "k4", value: wide }),
    );
    expect([created.status, created.body]).toEqual([413, body]);
    const edited = await refusal(updateKv(kit.ctx, row.id, { value: wide }));
    expect([edited.status, edited.body]).toEqual([413, body]);
    // Shrinking or keeping the size is always allowed.
    expect((await updateKv(kit.ctx, row.id, { key: "renamed" })).row.key).toBe("renamed");
  });
});
