import { describe, expect, it } from "vitest";
import { TARIFF_PRO } from "../../../core/plans";
import { deleteLeadChannel, insertLeadChannel } from "../../../db/queries/lead-channels";
import type { LeadChannelRow } from "../../../db/schema";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import * as ingest from "../../routes/api+/internal.leads";
import { getLead } from "./index.server";

/**
 * A lead's detail names which channel each delivery went to, while it exists
 * (issue 25 in the inbox of issue 24): a webhook's host, never its full URL.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));

function channel(
  owner: number,
  landing: string,
  c: Pick<LeadChannelRow, "id" | "kind" | "url" | "chat_title">,
) {
  const now = kit.clock.now.toISOString();
  return insertLeadChannel(kit.ctx.db, {
    ...c,
    landing_uuid: landing,
    owner_id: owner,
    chat_id: c.kind === "telegram" ? "42" : null,
    secret: null,
    previous_secret: null,
    previous_secret_until: null,
    off_reason: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  });
}

describe("a lead's delivery targets", () => {
  it("are the webhook's and Bitrix24's host and the chat's title, and none once the channel is deleted", async () => {
    const owner = await kit.addUser({
      tariff: TARIFF_PRO,
      expiry: new Date(kit.clock.now.getTime() + 86_400_000 * 365).toISOString(),
    });
    const landing = await landingWithForm(kit, owner);
    await channel(owner, landing, {
      id: "wh",
      kind: "webhook",
      url: "https://hooks.example.com/secret-path/abc",
      chat_title: null,
    });
    await channel(owner, landing, {
      id: "bx",
      kind: "bitrix24",
      url: "https://shop.bitrix24.ru/rest/1/code/",
      chat_title: null,
    });
    await channel(owner, landing, { id: "tg", kind: "telegram", url: null, chat_title: "Заявки" });
    const res = (await ingest.action({
      request: await relay(kit, await submit(kit, landing)),
      params: {},
      context: {},
    })) as Response;
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const targets = async () =>
      Object.fromEntries(
        (await getLead(kit.ctx, { id: owner }, id)).deliveries.map((d) => [d.channel, d.target]),
      );
    expect(await targets()).toEqual({
      email: null,
      "webhook:wh": "hooks.example.com",
      "bitrix24:bx": "shop.bitrix24.ru",
      "telegram:tg": "Заявки",
    });
    await deleteLeadChannel(kit.ctx.db, "wh");
    expect((await targets())["webhook:wh"]).toBeNull();
  });
});
