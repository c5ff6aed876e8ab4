import { expect, test } from "@playwright/test";
import { ApiClient, loginAdmin, registerOwner } from "./support/api-client";
import { validateHtml } from "./support/vnu";

/**
 * Issue 11: every app screen passes the W3C validator (vnu) with 0 errors,
 * as served to a browser (anonymous screens, an owner's screens, the admin's).
 */
test("every app screen is valid HTML (vnu)", async () => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = {};
  const grab = async (api: ApiClient, name: string, path: string) => {
    const res = await api.http.get(path, { headers: { Accept: "text/html" } });
    expect(res.status(), `${path}`).toBeLessThan(500);
    pages[name] = await res.text();
  };

  const anon = await ApiClient.create();
  for (const p of ["/login", "/register", "/forgot-password", "/terms", "/no-such-page"]) {
    await grab(anon, `anon${p}`, p);
  }
  await anon.dispose();

  const owner = await registerOwner("vnu");
  const created = await owner.api.post("/api/landings/", {});
  const { uuid } = await created.json();
  for (const p of ["/landings", "/s", "/settings", `/e/${uuid}`, "/a/confirm", "/register"]) {
    await grab(owner.api, `owner${p}`, p);
  }
  await owner.api.dispose();

  const admin = await loginAdmin();
  for (const p of [
    "/admin/users",
    "/admin/landings",
    "/admin/landing-kv",
    "/admin/scheduled-tasks",
  ]) {
    await grab(admin, `admin${p}`, p);
  }
  await admin.dispose();

  const errors = await validateHtml(pages);
  const lines = errors.map((e) => `${e.url.split("/").pop()}: ${e.message} [${e.extract ?? ""}]`);
  expect(lines).toEqual([]);
});
