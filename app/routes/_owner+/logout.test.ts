import { beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "../../../db/queries/users";
import { makeAuthContext } from "../../../tests/support/auth";
import { getSessionUser, startSession } from "../../services/accounts/session.server";
import { loader } from "./logout";

let kit: Awaited<ReturnType<typeof makeAuthContext>>;
let cookie: string;
let userId: number;

beforeEach(async () => {
  kit = await makeAuthContext();
  const id = await insertUser(kit.ctx.db, {
    name: "Olga",
    email: "olga@example.com",
    phone: "+7",
    password_hash: "x",
    created_at: kit.ctx.now().toISOString(),
  });
  userId = id;
  cookie = (await signIn()).cookie;
});

async function signIn() {
  const s = await startSession(kit.ctx, userId);
  return { cookie: s.cookies.map((c) => c.split(";")[0]).join("; ") };
}

const get = (site?: string) =>
  new Request("https://app.test/logout", {
    headers: { cookie, ...(site ? { "sec-fetch-site": site } : {}) },
  });

describe("GET /logout", () => {
  it("ignores a cross-site request: the session stays", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const res = await loader({ request: get(site), params: {}, context: {} });
      expect(res.headers.get("location")).toBe("/landings");
      expect(await getSessionUser(get())).not.toBeNull();
    }
  });
  it("ignores a request that does not say where it came from (old browser, script, proxy)", async () => {
    const res = await loader({ request: get(), params: {}, context: {} });
    expect(res.headers.get("location")).toBe("/landings");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await getSessionUser(get())).not.toBeNull();
  });
  it("signs out from our own pages or a typed address", async () => {
    for (const site of ["same-origin", "none"]) {
      const res = await loader({ request: get(site), params: {}, context: {} });
      expect(res.headers.get("location")).toBe("/login");
      expect(await getSessionUser(get())).toBeNull();
      cookie = (await signIn()).cookie;
    }
  });
});
