import { describe, expect, it } from "vitest";
import en from "../../../../core/i18n/locales/en/auth";
import ru from "../../../../core/i18n/locales/ru/auth";
import { getToasts } from "../../../services/platform/index.server";
import {
  call,
  PASSWORD,
  post,
  signUp,
  withSettingsKit,
  type Kit,
} from "../../../../tests/support/settings-kit";
import { action as deleteAccount } from "./account.delete";
import { action as postSettings } from "./settings";

/** Issue 29: deleting the account says so on the next page and by mail. */
let kit: Kit;
withSettingsKit((k) => (kit = k), { bucket: true });

const remove = (cookie: string, password = PASSWORD) =>
  call(deleteAccount, post("/api/auth/account/delete", { password, confirm: "DELETE" }, cookie));

/** The flashed toasts a response leaves for the next page (the login page). */
function flashed(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return getToasts(new Request("https://app.test/login", { headers: { cookie } })).toasts;
}

describe("after deleting the account", () => {
  it("the next page shows the deletion notice and a mail confirms it, in the account's language", async () => {
    const { cookie } = await signUp(kit, "leaving@example.com", { name: "Lena" });
    const lang = await call(postSettings, post("/api/auth/settings", { language: "en" }, cookie));
    expect(lang.status).toBe(200);
    const before = kit.mails().length;

    const res = await remove(cookie);
    expect(res.status).toBe(200);
    expect(flashed(res)).toEqual([{ type: "success", key: "auth:accountDeleted" }]);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/vitrina_session=;.*Max-Age=0/);

    const mails = kit.mails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain("leaving@example.com");
    expect(mails[0].subject).toBe(en.mail.accountDeletedSubject);
    expect(mails[0].text).toContain("Hello, Lena!");
    expect(mails[0].text).toContain("leaving@example.com");
  });

  it("a Russian account gets the Russian mail; a refused deletion sends nothing", async () => {
    const { cookie } = await signUp(kit, "ushla@example.com", { name: "Ольга" });
    const before = kit.mails().length;
    const refused = await remove(cookie, "wrong-password");
    expect(refused.status).toBe(400);
    expect(flashed(refused)).toEqual([]);
    expect(kit.mails().length).toBe(before);

    expect((await remove(cookie)).status).toBe(200);
    const [mail] = kit.mails().slice(before);
    expect(mail.subject).toBe(ru.mail.accountDeletedSubject);
    expect(mail.text).toContain("Ольга");
  });
});
