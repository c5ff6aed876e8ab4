import { describe, expect, it } from "vitest";
import { getLandingKv, setLandingKv } from "../../../../db/queries/landing-kv";
import { getLandingByUuid } from "../../../../db/queries/landings";
import { readMeta } from "../../../../renderer/publish-ops";
import { parseRoute } from "../../../../core/storage/records";
import { keys } from "../../../../core/storage/keys";
import { createLandingFor, setState } from "../../../services/landings/index.server";
import { getSessionUser } from "../../../services/accounts/session.server";
import {
  call,
  DAY,
  withFreshKit,
  type Kit,
  asAdmin,
  json,
  type ListBody,
} from "../../../../tests/support/admin-kit";
import * as kvItem from "./landing_kv.$id";
import * as kvList from "./landing_kv._index";
import * as landingKv from "./landings.$id.kv";
import * as landingItem from "./landings.$id";
import * as landingList from "./landings._index";

let kit: Kit;
withFreshKit((k) => (kit = k));

const admin = (o?: Parameters<typeof asAdmin>[1]) => asAdmin(kit, o);
const landings = async (query: string) =>
  (await (
    await call(landingList, "GET", `/api/admin/landings?${query}`, admin())
  ).json()) as ListBody;
const putLanding = (ref: string, body: unknown) =>
  call(landingItem, "PUT", `/api/admin/landings/${ref}`, admin({ body, params: { id: ref } }));
const kvs = async (query: string) =>
  (await (await call(kvList, "GET", `/api/admin/landing_kv?${query}`, admin())).json()) as ListBody;
const postKv = (body: unknown) => call(kvList, "POST", "/api/admin/landing_kv", admin({ body }));
const putKv = (id: number, body: unknown) =>
  call(kvItem, "PUT", `/api/admin/landing_kv/${id}`, admin({ body, params: { id: String(id) } }));
const draftOf = async (uuid: string) =>
  JSON.parse((await getLandingByUuid(kit.ctx.db, uuid))!.content) as Record<string, unknown>;

describe("GET /api/admin/landings", () => {
  it("lists with owner email and public link; prefix search on uuid, alias and project name", async () => {
    const owner = await kit.addUser({ email: "own@x.io" });
    const a = await kit.published(owner, "green-garden");
    const b = await kit.draft(owner);
    const all = await landings("");
    expect(all.total).toBe(2);
    expect(Object.keys(all.rows[0]).sort()).toEqual(
      [
        "id",
        "uuid",
        "projectname",
        "companyname",
        "textalias",
        "parent_user",
        "owner_email",
        "creation_date",
        "published",
        "preview_link",
        "lang",
        "public_url",
        "deleted_at",
      ].sort(),
    );
    expect(all.rows.find((r) => r.uuid === a)).toMatchObject({
      owner_email: "own@x.io",
      published: true,
      public_url: "https://pages.test/l/green-garden",
    });
    expect(all.rows.find((r) => r.uuid === b)).toMatchObject({
      public_url: `https://pages.test/l/${b}`,
    });
    expect((await landings("search=GREEN")).rows.map((r) => r.uuid)).toEqual([a]);
    expect((await landings(`search=${b.slice(0, 8)}`)).rows.map((r) => r.uuid)).toEqual([b]);
    const name = String(all.rows.find((r) => r.uuid === a)!.projectname);
    expect((await landings(`search=${encodeURIComponent(name.slice(0, 4))}`)).total).toBe(1);
    // Prefix only: the middle of the alias finds nothing.
    expect((await landings("search=garden")).total).toBe(0);
  });

  it("filters by parent_user, sorts, clamps the page", async () => {
    const one = await kit.addUser();
    const two = await kit.addUser();
    await kit.draft(one);
    await kit.draft(one);
    await kit.draft(two);
    expect((await landings(`parent_user=${one}`)).total).toBe(2);
    const bad = await call(landingList, "GET", "/api/admin/landings?parent_user=abc", admin());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "parent_user must be a number",
      code: "parentUserNumber",
      field: "parent_user",
    });
    const sorted = await landings("sort=parent_user&dir=desc");
    expect(sorted.rows.map((r) => r.parent_user)).toEqual([two, one, one]);
    expect(await landings("page=5&pageSize=2")).toMatchObject({ page: 2, total: 3 });
  });

  it("Add New is not implemented (400, SPEC's message)", async () => {
    const res = await call(landingList, "POST", "/api/admin/landings", admin({ body: {} }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Creating landings is not implemented yet",
      code: "createLandingsNotImplemented",
    });
  });
});

describe("GET/PUT/DELETE /api/admin/landings/{id}", () => {
  it("finds a landing by numeric id or uuid, with its draft; 404 otherwise", async () => {
    const owner = await kit.addUser();
    const uuid = await kit.published(owner, "by-id");
    const row = (await getLandingByUuid(kit.ctx.db, uuid))!;
    for (const ref of [String(row.id), uuid]) {
      const res = await call(
        landingItem,
        "GET",
        `/api/admin/landings/${ref}`,
        admin({ params: { id: ref } }),
      );
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({
        id: row.id,
        uuid,
        textalias: "by-id",
        published_at: row.published_at,
      });
      expect((body.content as { textAlias: string }).textAlias).toBe("by-id");
    }
    for (const ref of ["999", "not-a-landing", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(
        landingItem,
        "GET",
        `/api/admin/landings/${ref}`,
        admin({ params: { id: ref } }),
      );
      expect(res.status).toBe(404);
    }
  });

  it("parent_user must be a number of an existing user", async () => {
    const uuid = await kit.draft(await kit.addUser());
    for (const v of ["abc", "", null, 1.5]) {
      const res = await putLanding(uuid, { parent_user: v });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "parent_user must be a number",
        code: "parentUserNumber",
        field: "parent_user",
      });
    }
    expect(await json(await putLanding(uuid, { parent_user: 999 }))).toEqual({
      error: "User not found",
      code: "userNotFound",
      field: "parent_user",
    });
  });

  it("the alias goes through the publish rules and moves the published route", async () => {
    const owner = await kit.addUser();
    const uuid = await kit.published(owner, "old-name");
    await kit.published(owner, "taken-name");
    expect(await json(await putLanding(uuid, { textalias: "ab" }))).toEqual({
      error: "invalidLinkName",
      code: "invalidLinkName",
      field: "textalias",
    });
    expect((await json(await putLanding(uuid, { textalias: "admin" }))).error).toBe(
      "reservedLinkName",
    );
    const taken = await putLanding(uuid, { textalias: "Taken Name" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: "nameAlreadyTaken",
      code: "nameAlreadyTaken",
      field: "textalias",
    });
    expect((await putLanding(uuid, { textalias: "" })).status).toBe(400);

    const res = await putLanding(uuid, { textalias: "New Name" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      textalias: "new-name",
      public_url: "https://pages.test/l/new-name",
    });
    expect(parseRoute((await kit.store.get(keys.alias("new-name")))!.body)).toBe(uuid);
    expect(await kit.store.get(keys.alias("old-name"))).toBeNull();
    expect(await kit.store.get(keys.alias("taken-name"))).not.toBeNull();
    const row = (await getLandingByUuid(kit.ctx.db, uuid))!;
    expect(JSON.parse(row.published_content!).textAlias).toBe("new-name");
    expect((await draftOf(uuid)).textAlias).toBe("new-name");
    const page = new TextDecoder().decode((await kit.store.get(keys.page(uuid)))!.body);
    expect(page).toContain("https://pages.test/l/new-name");
  });

  it("names change the draft; a new owner rewrites the meta with that owner's plan", async () => {
    const owner = await kit.addUser({
      expiry: new Date(kit.clock.now.getTime() + 30 * DAY).toISOString(),
    });
    const expiredOwner = await kit.addUser({
      expiry: new Date(kit.clock.now.getTime() - DAY).toISOString(),
    });
    const uuid = await kit.published(owner, "moving");
    expect((await readMeta(kit.store, uuid))!.expiresAt).toBe(
      new Date(kit.clock.now.getTime() + 30 * DAY).toISOString(),
    );
    const res = await putLanding(uuid, {
      projectname: "Renamed project",
      companyname: "New Co",
      parent_user: String(expiredOwner),
      lang: "en",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      projectname: "Renamed project",
      companyname: "New Co",
      parent_user: expiredOwner,
      lang: "en",
    });
    expect(await draftOf(uuid)).toMatchObject({
      projectName: "Renamed project",
      companyName: "New Co",
    });
    const meta = (await readMeta(kit.store, uuid))!;
    expect(meta).toMatchObject({
      lang: "en",
      expiresAt: new Date(kit.clock.now.getTime() - DAY).toISOString(),
    });
    expect((await json(await putLanding(uuid, { lang: "fr" }))).field).toBe("lang");
  });

  it("DELETE takes the page off the edge and removes the row", async () => {
    const owner = await kit.addUser();
    const uuid = await kit.published(owner, "bye-page");
    expect(await kit.store.get(keys.page(uuid))).not.toBeNull();
    const res = await call(
      landingItem,
      "DELETE",
      `/api/admin/landings/${uuid}`,
      admin({ params: { id: uuid } }),
    );
    expect(res.status).toBe(200);
    expect(await kit.store.get(keys.page(uuid))).toBeNull();
    expect(await kit.store.get(keys.meta(uuid))).toBeNull();
    expect(await kit.store.get(keys.alias("bye-page"))).toBeNull();
    expect(await getLandingByUuid(kit.ctx.db, uuid)).toBeUndefined();
    const again = await call(
      landingItem,
      "DELETE",
      `/api/admin/landings/${uuid}`,
      admin({ params: { id: uuid } }),
    );
    expect(again.status).toBe(404);
  });
});

describe("Landing KV (decision 007: qas, cards, contacts mirror the draft)", () => {
  it("the list says which keys are mirrored; search is a key/uuid prefix, never in values", async () => {
    const uuid = await kit.draft(await kit.addUser());
    await setLandingKv(kit.ctx.db, uuid, "note", "hello world");
    await setLandingKv(kit.ctx.db, uuid, "notify", "x");
    await setLandingKv(kit.ctx.db, uuid, "color", "note-ish");
    const body = await kvs("");
    expect(body.mirrored_keys).toEqual(["qas", "cards", "contacts"]);
    expect((await kvs("search=NOT")).rows.map((r) => r.key).sort()).toEqual(["note", "notify"]);
    expect((await kvs("search=hello")).total).toBe(0);
    expect((await kvs(`search=${uuid.slice(0, 6)}`)).total).toBe(3);
    expect((await kvs(`parent_landing=${uuid}&sort=key&dir=asc`)).rows.map((r) => r.key)).toEqual([
      "color",
      "note",
      "notify",
    ]);
    const view = await call(
      landingKv,
      "GET",
      `/api/admin/landings/${uuid}/kv`,
      admin({ params: { id: uuid } }),
    );
    expect(((await view.json()) as unknown[]).length).toBe(3);
  });

  it("setState (the owner's save) writes the mirrored rows", async () => {
    const ownerId = await kit.addUser();
    const owner = (await getSessionUser(
      new Request("https://app.test/", { headers: { cookie: await kit.signIn(ownerId) } }),
    ))!;
    const { uuid } = await createLandingFor(kit.ctx, owner);
    expect((await getLandingKv(kit.ctx.db, uuid, "qas"))!.value).toBe("[]");
    await setState(kit.ctx, owner, uuid, {
      projectName: "P",
      qas: [{ question: "Why?", answer: "Because" }],
      contacts: { whatsapp: "+7 900 111-22-33" },
    });
    expect(JSON.parse((await getLandingKv(kit.ctx.db, uuid, "qas"))!.value)).toEqual([
      { question: "Why?", answer: "Because", open: false },
    ]);
    expect(JSON.parse((await getLandingKv(kit.ctx.db, uuid, "contacts"))!.value).whatsapp).toBe(
      "https://wa.me/79001112233",
    );
  });

  it("validates the form: required fields, unknown landing, JSON of qas/cards/contacts", async () => {
    const uuid = await kit.draft(await kit.addUser());
    for (const [body, field, code] of [
      [{ key: "k", value: "v" }, "parent_landing", "parentLandingRequired"],
      [{ parent_landing: uuid, value: "v" }, "key", "keyRequired"],
      [{ parent_landing: uuid, key: "k", value: "  " }, "value", "valueRequired"],
    ] as const) {
      const res = await postKv(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: `${field} is required`, code, field });
    }
    expect(
      await json(
        await postKv({
          parent_landing: "00000000-0000-4000-8000-000000000000",
          key: "k",
          value: "v",
        }),
      ),
    ).toEqual({
      error: "Landing not found",
      code: "landingNotFound",
      field: "parent_landing",
    });
    for (const key of ["qas", "cards", "contacts"]) {
      const res = await postKv({
        parent_landing: uuid,
        key,
        value: key === "contacts" ? "{oops" : "[oops",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: `Invalid JSON format for field '${key}'`,
        code: "invalidJson",
        field: "value",
      });
    }
    // Valid JSON that is not the draft field's shape cannot be applied either.
    const tooMany = JSON.stringify(Array.from({ length: 10 }, () => ({ question: "q" })));
    expect(
      (await json(await postKv({ parent_landing: uuid, key: "qas", value: tooMany }))).error,
    ).toBe("Invalid JSON format for field 'qas'");
    // Other keys are free text, braces included.
    expect((await postKv({ parent_landing: uuid, key: "note", value: "{not json" })).status).toBe(
      201,
    );
    const dup = await postKv({ parent_landing: uuid, key: "note", value: "again" });
    expect(dup.status).toBe(409);
  });

  it("an admin's write to a mirrored key changes the draft; deleting the row leaves the draft", async () => {
    const uuid = await kit.draft(await kit.addUser());
    const res = await postKv({
      parent_landing: uuid,
      key: "qas",
      value: '[{"question":"Delivery?","answer":"Yes"}]',
    });
    expect(res.status).toBe(201);
    const row = await json(res);
    expect(JSON.parse(row.value as string)).toEqual([
      { question: "Delivery?", answer: "Yes", open: false },
    ]);
    expect((await draftOf(uuid)).qas).toEqual([
      { question: "Delivery?", answer: "Yes", open: false },
    ]);

    const edited = await putKv(row.id as number, {
      value: '[{"question":"Returns?","answer":"30 days"}]',
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).id).toBe(row.id);
    expect((await draftOf(uuid)).qas).toEqual([
      { question: "Returns?", answer: "30 days", open: false },
    ]);
    expect((await json(await putKv(row.id as number, { value: "[broken" }))).error).toBe(
      "Invalid JSON format for field 'qas'",
    );

    const contacts = await postKv({
      parent_landing: uuid,
      key: "contacts",
      value: '{"telegramContact":"@shop"}',
    });
    expect(contacts.status).toBe(201);
    expect(((await draftOf(uuid)).contacts as Record<string, string>).telegramContact).toBe(
      "https://t.me/shop",
    );

    // A free key renamed to a mirrored one is applied to the draft as well.
    const note = await json(await postKv({ parent_landing: uuid, key: "note", value: "[]" }));
    await call(
      kvItem,
      "DELETE",
      `/api/admin/landing_kv/${row.id}`,
      admin({ params: { id: String(row.id) } }),
    );
    expect((await draftOf(uuid)).qas).toEqual([
      { question: "Returns?", answer: "30 days", open: false },
    ]);
    const renamed = await putKv(note.id as number, { key: "qas" });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ id: note.id, key: "qas", value: "[]" });
    expect((await draftOf(uuid)).qas).toEqual([]);
  });

  it("GET/DELETE by id; 404 for unknown ids", async () => {
    const uuid = await kit.draft(await kit.addUser());
    const row = await setLandingKv(kit.ctx.db, uuid, "note", "v");
    const p = { params: { id: String(row.id) } };
    expect(
      await json(await call(kvItem, "GET", `/api/admin/landing_kv/${row.id}`, admin(p))),
    ).toEqual({
      id: row.id,
      parent_landing: uuid,
      key: "note",
      value: "v",
    });
    expect((await call(kvItem, "DELETE", `/api/admin/landing_kv/${row.id}`, admin(p))).status).toBe(
      200,
    );
    expect((await call(kvItem, "GET", `/api/admin/landing_kv/${row.id}`, admin(p))).status).toBe(
      404,
    );
    expect((await putKv(999, { value: "x" })).status).toBe(404);
  });
});
