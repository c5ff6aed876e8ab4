import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { getLandingByUuid } from "../../../../db/queries/landings";
import { keys } from "../../../../core/storage/keys";
import type { SiteStore } from "../../../../core/storage/site-store";
import {
  cookieHeader,
  getRequest,
  jsonRequest,
  makeAuthContext,
  setCookiesOf,
} from "../../../../tests/support/auth";
import { COMPLETE_STATE, withTestStore } from "../../../../tests/support/landings-store";
import { ensureAdminAccount } from "../../../services/accounts/seed.server";
import { buildSessionUser } from "../../../services/accounts/session.server";
import { action as register } from "../auth+/register";
import { loader as publicInfo } from "../public+/landings.$id";
import { action as saveImages } from "./$id.saveImages";
import { action as setKV } from "./$id.setKV";
import { action as setState } from "./$id.setState";
import { action as removeLanding, loader as getLanding } from "./$id";
import { action as create } from "./_index";
import { action as livePreview } from "../live-preview";
import { action as createLandingPage } from "../../_owner+/createLanding";

/**
 * Issue 11 through the real route modules: publish state, email confirmation
 * before the first publish, draft versions (409 staleDraft), the page language,
 * and 404 for strangers on every owner call.
 */
let kit: Awaited<ReturnType<typeof makeAuthContext>>;
let store: SiteStore;
let ipSeq = 0;

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: {},
});

withTestStore((s) => (store = s));
beforeEach(async () => {
  kit = await makeAuthContext();
  kit.ctx.store = store;
});

async function owner(tag: string, o: { confirmed?: boolean } = {}) {
  const email = `${tag}-${ipSeq}@example.com`;
  const res = await register(
    args(
      jsonRequest(
        "/api/auth/register",
        { name: tag, email, phone: "+7 900", password: "secret12" },
        { ip: `198.51.100.${++ipSeq}` },
      ),
    ),
  );
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  if (o.confirmed ?? true) {
    await kit.ctx.db
      .updateTable("users")
      .set({ email_confirmed_at: kit.ctx.now().toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return { id, cookie: cookieHeader(setCookiesOf(res)) };
}

async function newLanding(cookie: string): Promise<string> {
  const res = await create(args(jsonRequest("/api/landings/", {}, { cookie })));
  expect(res.status).toBe(201);
  return ((await res.json()) as { uuid: string }).uuid;
}

const post = (cookie: string, uuid: string, body: unknown) =>
  setState(args(jsonRequest(`/api/landings/${uuid}/setState`, body, { cookie }), { id: uuid }));

const read = async (cookie: string, uuid: string) => {
  const res = await getLanding(args(getRequest(`/api/landings/${uuid}`, cookie), { id: uuid }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const complete = COMPLETE_STATE;

describe("issue 11: owner landing calls", () => {
  it("#1 answers the publish state from the content: draft, live, changed, live again; a plan change keeps it live", async () => {
    const a = await owner("state");
    const uuid = await newLanding(a.cookie);
    expect((await read(a.cookie, uuid)).body.publishState).toBe("draft");

    const saved = await post(a.cookie, uuid, { ...complete, textalias: "acme-state" });
    expect(await saved.json()).toMatchObject({ changed: true, publishState: "draft" });

    const published = await post(a.cookie, uuid, {
      ...complete,
      textalias: "acme-state",
      force: true,
    });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ published: true, publishState: "live" });
    expect((await read(a.cookie, uuid)).body.publishState).toBe("live");

    const edited = await post(a.cookie, uuid, {
      ...complete,
      projectName: "Acme 2",
      textalias: "acme-state",
    });
    expect(await edited.json()).toMatchObject({ changed: true, publishState: "changed" });
    expect((await read(a.cookie, uuid)).body.publishState).toBe("changed");

    // Typing the old text back is "up to date" again, without publishing.
    await post(a.cookie, uuid, { ...complete, textalias: "acme-state" });
    expect((await read(a.cookie, uuid)).body.publishState).toBe("live");

    // PRO with the badge hidden changes the page hash, not the content: still live.
    await kit.ctx.db
      .updateTable("users")
      .set({ tariff: 1, tariff_expiration_date: "2027-01-01T00:00:00.000Z" })
      .where("id", "=", a.id)
      .execute();
    await kit.ctx.db
      .updateTable("user_settings")
      .set({ hide_logo_enabled: 1 })
      .where("user_id", "=", a.id)
      .execute();
    expect((await read(a.cookie, uuid)).body.publishState).toBe("live");
  });

  it("#2 refuses the first publish of an unconfirmed account (403 emailNotConfirmed) but keeps the draft; the seeded admin is confirmed", async () => {
    const u = await owner("unconfirmed", { confirmed: false });
    const uuid = await newLanding(u.cookie);
    const refused = await post(u.cookie, uuid, { ...complete, textalias: "unconf", force: true });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "emailNotConfirmed", code: "emailNotConfirmed" });
    const stamp = refused.headers.get("X-Draft-Updated-At");
    expect(stamp).toBeTruthy();
    const after = await read(u.cookie, uuid);
    expect(after.body).toMatchObject({ updatedAt: stamp, publishState: "draft" });
    expect((after.body.content as { projectName: string }).projectName).toBe("Acme");
    expect(await store.get(keys.page(uuid))).toBeNull();

    // Saving a draft is fine, only publishing waits for the confirmation.
    expect((await post(u.cookie, uuid, { ...complete, projectName: "B" })).status).toBe(200);

    await kit.ctx.db
      .updateTable("users")
      .set({ email_confirmed_at: kit.ctx.now().toISOString() })
      .where("id", "=", u.id)
      .execute();
    const ok = await post(u.cookie, uuid, { ...complete, textalias: "unconf", force: true });
    expect(ok.status).toBe(200);

    // Only the first publish needs it: an address changed later does not take the page down.
    await kit.ctx.db
      .updateTable("users")
      .set({ email_confirmed_at: null })
      .where("id", "=", u.id)
      .execute();
    const again = await post(u.cookie, uuid, {
      ...complete,
      projectName: "C",
      textalias: "unconf",
      force: true,
    });
    expect(again.status).toBe(200);

    const fresh = await makeAuthContext();
    await ensureAdminAccount(fresh.ctx);
    expect((await buildSessionUser(fresh.ctx, 1))?.emailConfirmed).toBe(true);
  });

  it("#4 checks the draft version: setState answers updatedAt; a stale baseUpdatedAt gets 409 staleDraft; no base keeps last-write-wins", async () => {
    const a = await owner("tabs");
    const uuid = await newLanding(a.cookie);
    const loaded = (await read(a.cookie, uuid)).body.updatedAt as string;
    expect(loaded).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Tab 1 saves on the version it loaded.
    const one = await post(a.cookie, uuid, { projectName: "Tab one", baseUpdatedAt: loaded });
    expect(one.status).toBe(200);
    const oneBody = (await one.json()) as { updatedAt: string; changed: boolean };
    expect(oneBody.changed).toBe(true);
    expect(oneBody.updatedAt > loaded).toBe(true);

    // Tab 2 still holds the loaded version: refused, nothing overwritten.
    const two = await post(a.cookie, uuid, { projectName: "Tab two", baseUpdatedAt: loaded });
    expect(two.status).toBe(409);
    expect(await two.json()).toEqual({
      error: "staleDraft",
      code: "staleDraft",
      updatedAt: oneBody.updatedAt,
    });
    expect(((await read(a.cookie, uuid)).body.content as { projectName: string }).projectName).toBe(
      "Tab one",
    );

    // "Overwrite": resend on the version the 409 named.
    const over = await post(a.cookie, uuid, {
      projectName: "Tab two",
      baseUpdatedAt: oneBody.updatedAt,
    });
    expect(over.status).toBe(200);
    const overStamp = ((await over.json()) as { updatedAt: string }).updatedAt;
    expect(overStamp > oneBody.updatedAt).toBe(true);

    // An unchanged state with an old base is no conflict: the current version comes back.
    const same = await post(a.cookie, uuid, { projectName: "Tab two", baseUpdatedAt: loaded });
    expect(await same.json()).toMatchObject({ changed: false, updatedAt: overStamp });

    // Without baseUpdatedAt (other §7 clients) the last write wins, as before.
    const legacy = await post(a.cookie, uuid, { projectName: "Legacy" });
    expect(legacy.status).toBe(200);
    expect(((await read(a.cookie, uuid)).body.content as { projectName: string }).projectName).toBe(
      "Legacy",
    );
  });

  it("#4 uploads answer the version before and after, so the editor keeps its own chain", async () => {
    const a = await owner("upload");
    const uuid = await newLanding(a.cookie);
    const loaded = (await read(a.cookie, uuid)).body.updatedAt as string;
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("imageType", "logo");
    form.append("image", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const res = await saveImages(
      args(
        new Request(`https://app.test/api/landings/${uuid}/saveImages`, {
          method: "POST",
          body: form,
          headers: { cookie: a.cookie },
        }),
        { id: uuid },
      ),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { previousUpdatedAt: string; updatedAt: string };
    expect(body.previousUpdatedAt).toBe(loaded);
    expect(body.updatedAt > loaded).toBe(true);
    const logo = ((await read(a.cookie, uuid)).body.content as { projectLogoUrl: string })
      .projectLogoUrl;
    expect(logo).toContain("/assets/");
    // The editor adopts `updatedAt` (its base was `previousUpdatedAt`) and saves on.
    const next = await post(a.cookie, uuid, {
      projectName: "After upload",
      projectLogoUrl: logo,
      baseUpdatedAt: body.updatedAt,
    });
    expect(next.status).toBe(200);
  });

  it("#8 creates a landing in the request's language; setState lang saves the column and redraws the preview", async () => {
    const a = await owner("lang");
    const res = await create(
      args(jsonRequest("/api/landings/", {}, { cookie: `${a.cookie}; selectedLanguage=en` })),
    );
    const { uuid } = (await res.json()) as { uuid: string };
    expect((await getLandingByUuid(kit.ctx.db, uuid))?.lang).toBe("en");
    expect((await read(a.cookie, uuid)).body.lang).toBe("en");

    const changed = await post(a.cookie, uuid, { projectName: "Toko", lang: "id" });
    expect(await changed.json()).toMatchObject({ changed: true });
    expect((await getLandingByUuid(kit.ctx.db, uuid))?.lang).toBe("id");
    const preview = await store.get(keys.preview(uuid));
    expect(new TextDecoder().decode(preview!.body)).toContain('<html lang="id">');

    // Only the page's own change counts; an unknown language is refused.
    expect((await post(a.cookie, uuid, { projectName: "Toko", lang: "id" })).status).toBe(200);
    const bad = await post(a.cookie, uuid, { projectName: "Toko", lang: "de" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalidState", fields: ["lang"] });

    // The no-script path (/createLanding) does the same.
    const page = await createLandingPage(
      args(
        new Request("https://app.test/createLanding", {
          method: "POST",
          headers: {
            cookie: `${(await owner("lang2")).cookie}; selectedLanguage=id`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "",
        }),
      ),
    );
    const made = page.headers.get("location")!.split("/").pop()!;
    expect((await getLandingByUuid(kit.ctx.db, made))?.lang).toBe("id");
  });

  it("#6 #7 /createLanding explains the free limit on My landings and asks a signed-out visitor to log in", async () => {
    const a = await owner("limit");
    await newLanding(a.cookie);
    const form = (cookie?: string) =>
      new Request("https://app.test/createLanding", {
        method: "POST",
        headers: {
          ...(cookie ? { cookie } : {}),
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "",
      });
    const limited = await createLandingPage(args(form(a.cookie)));
    expect(limited.status).toBe(302);
    expect(limited.headers.get("location")).toBe("/landings?upgrade=1");

    const anonymous = await createLandingPage(args(form()));
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Flandings");
    const flash = setCookiesOf(anonymous).find((c) => c.startsWith("vitrina_toast="))!;
    const toast = JSON.parse(
      Buffer.from(flash.split(";")[0].split("=")[1], "base64url").toString("utf8"),
    );
    expect(toast).toEqual([{ type: "error", key: "landings:pleaseLogin" }]);
  });

  it("#13 answers a stranger 404 on every owner call for an existing landing, exactly as for a missing one", async () => {
    const a = await owner("owner13");
    const b = await owner("stranger13");
    const uuid = await newLanding(a.cookie);
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [uuid, missing]) {
      const calls: Response[] = [
        await getLanding(args(getRequest(`/api/landings/${id}`, b.cookie), { id })),
        await removeLanding(
          args(
            jsonRequest(`/api/landings/${id}`, undefined, { cookie: b.cookie, method: "DELETE" }),
            {
              id,
            },
          ),
        ),
        await post(b.cookie, id, { projectName: "x" }),
        await setKV(
          args(
            jsonRequest(
              `/api/landings/${id}/setKV`,
              { key: "k", value: "v" },
              { cookie: b.cookie },
            ),
            {
              id,
            },
          ),
        ),
        await saveImages(
          args(
            new Request(`https://app.test/api/landings/${id}/saveImages`, {
              method: "POST",
              headers: { cookie: b.cookie, "content-type": "multipart/form-data; boundary=x" },
              body: "--x--",
            }),
            { id },
          ),
        ),
        await livePreview(
          args(jsonRequest("/api/live-preview", { uuid: id }, { cookie: b.cookie })),
        ),
      ];
      for (const res of calls) {
        expect(res.status, `${res.url} ${id}`).toBe(404);
        expect(((await res.json()) as { error: string }).error).toBe("notFound");
      }
    }
    expect((await read(a.cookie, uuid)).status).toBe(200);
  });

  it("#13 the owner's own expired landing still answers 403 expired; the public call keeps 403", async () => {
    const a = await owner("expired13");
    const uuid = await newLanding(a.cookie);
    await post(a.cookie, uuid, { ...complete, textalias: "expired-13", force: true });
    await kit.ctx.db
      .updateTable("users")
      .set({ tariff: 1, tariff_expiration_date: "2026-01-01T00:00:00.000Z" })
      .where("id", "=", a.id)
      .execute();
    const res = await post(a.cookie, uuid, { projectName: "late" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "expired", code: "expired" });
    const info = await publicInfo(args(getRequest(`/api/public/landings/${uuid}`), { id: uuid }));
    expect(info.status).toBe(403);
  });
});
