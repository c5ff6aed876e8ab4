import { describe, expect, it } from "vitest";
import { TARIFF_PRO } from "../../../core/plans";
import { DAY, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import * as editor from "./e.$id";
import * as landings from "./landings";
import * as bin from "./landings_.bin";
import * as plans from "./s";

let kit: Kit;
withFreshKit((k) => (kit = k));

type Args = Parameters<typeof plans.loader>[0];
const args = (url: string, cookie: string, params: Record<string, string> = {}): Args => ({
  request: new Request(new URL(url, "https://app.test"), { headers: { cookie } }),
  params,
  context: {},
});

/**
 * Issue 29: the kit's server has no AI, translation or custom-domain settings.
 * The plans page and the editor learn that from the loader (one answer,
 * platform's serverFeatures), so neither sells nor calls what is not there.
 */
describe("a server without AI, translation or custom domains", () => {
  it("/s tells the page that none of the three is available", async () => {
    const owner = await kit.addUser();
    const data = await plans.loader(args("/s", await kit.signIn(owner)));
    expect(data.available).toEqual({ ai: false, translate: false, domains: false });
  });

  it("My showrooms and the bin tell their upgrade dialog the same", async () => {
    const cookie = await kit.signIn(await kit.addUser());
    const none = { ai: false, translate: false, domains: false };
    expect((await landings.loader(args("/landings", cookie))).available).toEqual(none);
    expect((await bin.loader(args("/landings/bin", cookie))).available).toEqual(none);
  });

  it("the editor of a PRO owner is told the same, so its sections stay off", async () => {
    const owner = await kit.addUser({
      tariff: TARIFF_PRO,
      expiry: new Date(kit.clock.now.getTime() + 30 * DAY).toISOString(),
    });
    const uuid = await kit.draft(owner);
    const data = await editor.loader(args(`/e/${uuid}`, await kit.signIn(owner), { id: uuid }));
    expect(data.pro).toBe(true);
    expect(data.features).toEqual({ ai: false, translate: false, domains: false });
    expect(data.ai.configured).toBe(false);
  });
});
