import { describe, expect, it } from "vitest";
import { findUserById } from "../../../db/queries/users";
import {
  call,
  fillMissingMailKeys,
  get,
  mailedToken,
  signUp,
  withSettingsKit,
  type Kit,
} from "../../../tests/support/settings-kit";
import { formRequest } from "../../../tests/support/auth";
import { action, loader } from "./a.confirm_.$token";

/**
 * ADR 025: opening the mailed confirmation link only shows a page (a mail
 * scanner that follows it confirms nothing); its POST form confirms.
 */
fillMissingMailKeys();
let kit: Kit;
withSettingsKit((k) => (kit = k));

const LINK = "https://app.test/a/confirm/";
const confirmed = async (id: number) =>
  (await findUserById(kit.ctx.db, id))!.email_confirmed_at !== null;
const toast = (res: Response) => res.headers.getSetCookie().join("\n");

async function unconfirmed(email: string) {
  const user = await signUp(kit, email, { confirmed: false });
  return { ...user, token: mailedToken(kit, email, LINK) };
}

describe("/a/confirm/{token}", () => {
  it("a GET shows the address to confirm and changes nothing", async () => {
    const { id, cookie, token } = await unconfirmed("g@example.com");
    const res = (await loader({
      request: get(`/a/confirm/${token}`, cookie),
      params: { token },
      context: {},
    })) as unknown as { data: unknown; init: ResponseInit | null };
    expect(res.data).toEqual({ ok: true, email: "g@example.com" });
    expect(await confirmed(id)).toBe(false);
  });

  it("the POST confirms once, then My landings (signed in) or Login", async () => {
    const { id, cookie, token } = await unconfirmed("p@example.com");
    const post = (c?: string) =>
      call(action, formRequest(`/a/confirm/${token}`, {}, { cookie: c }), { token });
    const res = await post(cookie);
    expect(res.headers.get("location")).toBe("/landings");
    expect(toast(res)).toMatch(/vitrina_toast=/);
    expect(await confirmed(id)).toBe(true);
    const again = await post();
    expect(again.headers.get("location")).toBe("/a/confirm");
  });

  it("signed out, the POST goes to Login; a bad link's GET goes to /a/confirm", async () => {
    const { id, token } = await unconfirmed("s@example.com");
    const res = await call(action, formRequest(`/a/confirm/${token}`, {}), { token });
    expect(res.headers.get("location")).toBe("/login");
    expect(await confirmed(id)).toBe(true);
    const bad = (await loader({
      request: get("/a/confirm/nope"),
      params: { token: "nope" },
      context: {},
    }).catch((thrown: unknown) => thrown)) as Response;
    expect(bad.headers.get("location")).toBe("/a/confirm");
  });
});
