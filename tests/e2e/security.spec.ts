import { expect, test } from "@playwright/test";
import { registerOwner } from "./support/api-client";

/** What the HTTP server refuses before any route runs (scripts/server.ts). */
test("a write from another origin is refused even with a valid token", async () => {
  const owner = await registerOwner("origin");
  const created = await owner.api.post("/api/landings/", {});
  const { uuid } = await created.json();
  const token = await owner.api.xsrf();
  const res = await owner.api.http.post(`/api/landings/${uuid}/setState`, {
    data: { projectName: "DEFACED" },
    headers: { "X-XSRF-TOKEN": token, Origin: process.env.E2E_PUBLIC_URL! },
  });
  expect(res.status()).toBe(403);
  const same = await owner.api.http.post(`/api/landings/${uuid}/setState`, {
    data: { projectName: "Mine" },
    headers: { "X-XSRF-TOKEN": token, Origin: process.env.E2E_APP_URL! },
  });
  expect(same.status()).toBe(200);
  const saved = await owner.api.http.get(`/api/landings/${uuid}`);
  expect(JSON.stringify(await saved.json())).not.toContain("DEFACED");
  await owner.api.dispose();
});

test("an unknown API path answers JSON 404; a body the API cannot read answers 400", async () => {
  const owner = await registerOwner("apijson");
  const missing = await owner.api.http.get("/api/no-such-call");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Not found", code: "notFound" });
  const { uuid } = await (await owner.api.post("/api/landings/", {})).json();
  const plain = await owner.api.http.post(`/api/landings/${uuid}/setState`, {
    data: "projectName=x",
    headers: { "X-XSRF-TOKEN": await owner.api.xsrf(), "Content-Type": "text/plain" },
  });
  expect(plain.status()).toBe(400);
  await owner.api.dispose();
});

test("the login page never sends a signed-in user to another origin", async ({ page }) => {
  const owner = await registerOwner("redirect");
  await page
    .context()
    .addCookies((await owner.api.http.storageState()).cookies.map((c) => ({ ...c })));
  const res = await page.goto("/login?redirectTo=%2F%09%2Fevil.example");
  expect(res?.status()).toBeLessThan(400);
  expect(new URL(page.url()).host).toBe(new URL(process.env.E2E_APP_URL!).host);
  await owner.api.dispose();
});
