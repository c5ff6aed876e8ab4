import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { listLandingKv } from "../../../db/queries/landing-kv";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import type { SiteStore } from "../../../core/storage/site-store";
import { insertBareUser } from "../../../tests/support/user-rows";
import { setState } from "./draft.server";
import { createLandingFor, type Actor } from "./landings.server";

/** Issue 28: an autosave does what a draft needs and no more, and still mirrors every change. */

let store: SiteStore;
let db: DB;
const now = new Date("2026-03-01T12:00:00Z");
const ctx = () => ({ db, store, config: testConfig(), now: () => now });
withTestStore((s) => (store = s));

const draft = (patch: object) => ({
  projectName: "Acme",
  companyName: "Acme LLC",
  projectDescription: "We build things",
  cards: [{ id: "c1", title: "One", link: "", url: "" }],
  qas: [{ question: "When?", answer: "Now", open: true }],
  contacts: { phone: "+7 900 000-00-00" },
  analytics: [],
  ...patch,
});

const kv = async (uuid: string) =>
  Object.fromEntries((await listLandingKv(db, uuid)).map((r) => [r.key, r]));

describe("autosave", () => {
  let actor: Actor;
  let uuid: string;
  beforeEach(async () => {
    db = await createTestDb();
    const id = await insertBareUser(db, "a@x.io", now, { total_available_landings: 1 });
    actor = { id, tariff: 0, expired: false, total_available_landings: 1 };
    ({ uuid } = await createLandingFor(ctx(), actor));
  });

  it("writes a mirrored Landing KV row only when its field changed, and always mirrors the change", async () => {
    await setState(ctx(), actor, uuid, draft({}));
    const first = await kv(uuid);
    expect(JSON.parse(first.qas.value)).toEqual([{ question: "When?", answer: "Now", open: true }]);

    // A new name only: no row is written. (A probe: rows marked here would lose the mark if written.)
    await db
      .updateTable("landing_kv")
      .set({ value: "probe" })
      .where("parent_landing", "=", uuid)
      .execute();
    const renamed = await setState(ctx(), actor, uuid, draft({ projectName: "Acme 2" }));
    expect(renamed.changed).toBe(true);
    expect(Object.values(await kv(uuid)).map((r) => r.value)).toEqual(["probe", "probe", "probe"]);
    await db
      .updateTable("landing_kv")
      .set({ value: first.qas.value })
      .where("id", "=", first.qas.id)
      .execute();
    await db
      .updateTable("landing_kv")
      .set({ value: first.cards.value })
      .where("id", "=", first.cards.id)
      .execute();
    await db
      .updateTable("landing_kv")
      .set({ value: first.contacts.value })
      .where("id", "=", first.contacts.id)
      .execute();

    // A new FAQ: its row follows, the others stay as they were.
    await setState(
      ctx(),
      actor,
      uuid,
      draft({ projectName: "Acme 2", qas: [{ question: "Where?", answer: "Here", open: false }] }),
    );
    const after = await kv(uuid);
    expect(JSON.parse(after.qas.value)).toEqual([
      { question: "Where?", answer: "Here", open: false },
    ]);
    expect(after.cards).toEqual(first.cards);
    expect(after.contacts).toEqual(first.contacts);
  });

  it("answers the publish state of the row it wrote, and the preview shows the saved draft", async () => {
    const saved = await setState(ctx(), actor, uuid, draft({ projectName: "Dubrava" }));
    expect(saved.publishState).toBe("draft");
    const previewKey = [...(await store.list("previews/"))].find((k) => k.includes(uuid));
    const html = new TextDecoder().decode((await store.get(previewKey!))!.body);
    expect(html).toContain("Dubrava");
  });
});
