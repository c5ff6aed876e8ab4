import { describe, expect, it } from "vitest";
import { iso } from "../../../../db/clock";
import { binLandingRow } from "../../../../db/queries/landing-bin";
import { createLanding, getLandingByUuid, updateLanding } from "../../../../db/queries/landings";
import { countUserSessions } from "../../../../db/queries/sessions";
import { insertUserSettings } from "../../../../db/queries/user-settings";
import { findUserById, insertUser } from "../../../../db/queries/users";
import { bindHost } from "../../../../renderer/publish-ops";
import { keys } from "../../../../core/storage/keys";
import { fullLanding } from "../../../../tests/fixtures/full-landing";
import { cookieHeader } from "../../../../tests/support/auth";
import { publishLanding } from "../../../services/publishing/publish.server";
import { startSession } from "../../../services/accounts/session.server";
import { planAccountTasks, planKeyPrefix } from "../../../services/accounts/index.server";
import { listScheduledTasks } from "../../../../db/queries/scheduled-tasks";
import {
  call,
  get,
  logIn,
  makePro,
  PASSWORD,
  post,
  withSettingsKit,
  signUp,
  uploadRequest,
  type Kit,
} from "../../../../tests/support/settings-kit";
import { action as deleteAccount, loader as deleteGet } from "./account.delete";
import { action as avatar } from "./avatar";
import { loader as check } from "./check";
import { action as postSettings } from "./settings";
import sharp from "sharp";
import { insertVerifiedHost } from "../../../../tests/support/host-rows";

let kit: Kit;
withSettingsKit((k) => (kit = k), { bucket: true });

const BADGE = /class="badge"/;
const text = async (key: string) => {
  const o = await kit.ctx.store.get(key);
  return o ? new TextDecoder().decode(o.body) : null;
};

async function publish(userId: number, alias: string): Promise<string> {
  const row = await createLanding(kit.ctx.db, { parentUser: userId, now: kit.clock.now });
  await updateLanding(kit.ctx.db, row.uuid, {
    content: JSON.stringify({ ...fullLanding, textAlias: alias }),
  });
  await publishLanding(kit.ctx, row.uuid, { force: true });
  return row.uuid;
}

const pendingPlanTasks = async (userId: number) =>
  (await listScheduledTasks(kit.ctx.db)).filter(
    (t) => t.status === "pending" && t.dedupe_key?.startsWith(planKeyPrefix(userId)),
  );

const save = (body: Record<string, unknown>, cookie: string) =>
  call(postSettings, post("/api/auth/settings", body, cookie));
const remove = (body: Record<string, unknown>, cookie?: string) =>
  call(deleteAccount, post("/api/auth/account/delete", body, cookie));

describe("hide logo", () => {
  it("a PRO owner's published page is re-rendered without the badge at once, and back", async () => {
    const { id, cookie } = await signUp(kit, "pro@example.com");
    await makePro(kit, id);
    const uuid = await publish(id, "pro-studio");
    expect(await text(keys.page(uuid))).toMatch(BADGE);

    const on = await save({ hide_logo_enabled: true }, cookie);
    expect(on.status).toBe(200);
    expect((await on.json()).hide_logo_enabled).toBe(true);
    const page = (await text(keys.page(uuid)))!;
    expect(page).not.toMatch(BADGE);
    expect(page).toContain(fullLanding.projectName);

    await save({ hide_logo_enabled: "false" }, cookie);
    expect(await text(keys.page(uuid))).toMatch(BADGE);
  });

  it("a free owner setting it → 403 proRequired and the page keeps its badge", async () => {
    const { id, cookie } = await signUp(kit, "free@example.com");
    const uuid = await publish(id, "free-studio");
    const res = await save({ hide_logo_enabled: true }, cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "proRequired", field: "hide_logo_enabled" });
    expect(await text(keys.page(uuid))).toMatch(BADGE);
  });
});

describe("POST /api/auth/account/delete", () => {
  it("refuses without the exact word (400 confirmRequired) or with a wrong password (400 wrongPassword)", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    for (const confirm of ["delete", "DELETE ", "", undefined]) {
      const res = await remove({ password: PASSWORD, confirm }, cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "confirmRequired", field: "confirm" });
    }
    const wrong = await remove({ password: "nopenope", confirm: "DELETE" }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "wrongPassword", field: "password" });
    expect(await findUserById(kit.ctx.db, id)).toBeDefined();
    expect((await remove({ confirm: "DELETE" })).status).toBe(401);
    expect((await deleteGet()).status).toBe(405);
  });

  it("an admin account → 403 adminCannotDelete", async () => {
    const adminId = await insertUser(kit.ctx.db, {
      id: 1,
      name: "Admin",
      email: "admin@example.com",
      phone: "",
      password_hash: "x",
      created_at: iso(kit.clock.now),
    });
    await insertUserSettings(kit.ctx.db, { user_id: adminId });
    const s = await startSession(kit.ctx, adminId);
    const res = await remove({ password: "whatever", confirm: "DELETE" }, cookieHeader(s.cookies));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "adminCannotDelete" });
    expect(await findUserById(kit.ctx.db, adminId)).toBeDefined();
  });

  it("takes every page, alias and host route off the edge, deletes the user and ends all sessions", async () => {
    const { id, cookie } = await signUp(kit, "owner@example.com");
    await makePro(kit, id);
    await kit.ctx.db
      .updateTable("users")
      .set({ total_available_landings: 2 })
      .where("id", "=", id)
      .execute();
    const a = await publish(id, "owner-one");
    const b = await publish(id, "owner-two");
    // Issue 15: a landing in the bin goes at once with the account.
    const binned = (await createLanding(kit.ctx.db, { parentUser: id, now: kit.clock.now })).uuid;
    await binLandingRow(kit.ctx.db, { uuid: binned, textalias: null, published: 0 }, kit.clock.now);
    await insertVerifiedHost(kit.ctx.db, "shop.example.org", a, kit.clock.now);
    await bindHost(kit.ctx.store, "shop.example.org", a);
    const photo = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    const { url } = await (
      await call(
        avatar,
        uploadRequest(
          "/api/auth/avatar",
          { bytes: photo, name: "me.png", type: "image/png" },
          cookie,
        ),
      )
    ).json();
    // A bystander's page must survive.
    const other = await signUp(kit, "other@example.com");
    const c = await publish(other.id, "other-page");
    const phone = await logIn("owner@example.com");
    // Issue 29: the plan reminders still waiting go with the account, not a bystander's.
    await makePro(kit, other.id);
    for (const user of [id, other.id]) await planAccountTasks(kit.ctx, user);
    expect(await pendingPlanTasks(id)).toHaveLength(3);
    const othersTasks = await pendingPlanTasks(other.id);
    expect(othersTasks).toHaveLength(3);

    for (const k of [
      keys.page(a),
      keys.page(b),
      keys.alias("owner-one"),
      keys.host("shop.example.org"),
    ])
      expect(await kit.ctx.store.get(k), k).not.toBeNull();

    const res = await remove({ password: PASSWORD, confirm: "DELETE" }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, landingsRemoved: 3 });
    expect(res.headers.getSetCookie().join("\n")).toMatch(/vitrina_session=;.*Max-Age=0/);

    for (const k of [
      keys.page(a),
      keys.meta(a),
      keys.page(b),
      keys.meta(b),
      keys.alias("owner-one"),
      keys.alias("owner-two"),
      keys.host("shop.example.org"),
      url.slice(url.indexOf("assets/")),
    ])
      expect(await kit.ctx.store.get(k), k).toBeNull();
    expect(await findUserById(kit.ctx.db, id)).toBeUndefined();
    expect(await getLandingByUuid(kit.ctx.db, binned)).toBeUndefined();
    expect(await countUserSessions(kit.ctx.db, id)).toBe(0);
    expect((await call(check, get("/api/auth/check", phone))).status).toBe(401);
    expect(await kit.ctx.store.get(keys.page(c))).not.toBeNull();
    expect(await kit.ctx.store.get(keys.alias("other-page"))).not.toBeNull();
    expect(await pendingPlanTasks(id)).toEqual([]);
    expect(await pendingPlanTasks(other.id)).toEqual(othersTasks);
  });
});
