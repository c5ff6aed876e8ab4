import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLandingOwner } from "../../../../db/queries/admin-landings";
import { moveLeadsOfLanding } from "../../../../db/queries/leads";
import { insertTelegramLinkToken } from "../../../../db/queries/telegram-link-tokens";
import { asAdmin, call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import {
  allowLoopback,
  connect,
  newLead,
  proLanding,
  syncDate,
  tick,
} from "../../../../tests/support/channels-kit";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../../tests/stand-ins/webhook-receiver";
import * as channels from "../landings+/$id.channels._index";
import * as webhooks from "../landings+/$id.channels.webhooks._index";
import * as leads from "../leads+/_index";
import * as landingItem from "./landings.$id";

/**
 * An admin moves a landing to another owner: the old owner's channels and
 * Telegram links go, the leads follow the landing, and no later lead reaches
 * the old owner's endpoint.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  allowLoopback(kit);
  syncDate(kit);
});
afterEach(async () => {
  vi.useRealTimers();
  await receiver.close();
});

const moveTo = (uuid: string, owner: number) =>
  call(
    landingItem,
    "PUT",
    `/api/admin/landings/${uuid}`,
    asAdmin(kit, { body: { parent_user: owner }, params: { id: uuid } }),
  );

async function inbox(owner: number): Promise<string[]> {
  const res = await call(leads, "GET", "/api/leads", { cookie: await kit.signIn(owner) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { leads: Array<{ id: string }> }).leads.map((l) => l.id);
}

describe("an admin moves a landing to another owner", () => {
  it("the old owner's webhook gets none of the new owner's leads; the new owner sees the leads and no channels", async () => {
    const a = await proLanding(kit);
    const b = await proLanding(kit, { projectname: "Другой" });
    const cookieA = await kit.signIn(a.owner);
    const added = await call(webhooks, "POST", `/api/landings/${a.uuid}/channels/webhooks`, {
      cookie: cookieA,
      params: { id: a.uuid },
      body: { url: receiver.url },
    });
    expect(added.status).toBe(200);
    await insertTelegramLinkToken(kit.ctx.db, {
      token_hash: "h-of-a",
      landing_uuid: a.uuid,
      owner_id: a.owner,
      created_at: kit.clock.now.toISOString(),
      expires_at: new Date(kit.clock.now.getTime() + 3_600_000).toISOString(),
    });
    const before = await newLead(kit, a.uuid);
    await tick(kit);
    expect(receiver.received).toHaveLength(1);

    expect((await moveTo(a.uuid, b.owner)).status).toBe(200);
    const after = await newLead(kit, a.uuid, { name: "Борис" });
    await tick(kit);

    expect(receiver.received).toHaveLength(1);
    const list = await call(channels, "GET", `/api/landings/${a.uuid}/channels`, {
      cookie: await kit.signIn(b.owner),
      params: { id: a.uuid },
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { channels: unknown[] }).channels).toEqual([]);
    const tokens = await kit.ctx.db
      .selectFrom("telegram_link_tokens")
      .select("token_hash")
      .where("landing_uuid", "=", a.uuid)
      .execute();
    expect(tokens).toEqual([]);
    expect((await inbox(b.owner)).sort()).toEqual([before, after].sort());
    expect(await inbox(a.owner)).toEqual([]);
  });

  it("a channel left by an earlier owner is neither planned nor called", async () => {
    const a = await proLanding(kit);
    const b = await proLanding(kit, { projectname: "Другой" });
    await connect(kit, a, "webhook", receiver.url);
    // A lead planned for A's channel, then the landing and its leads moved
    // under the channel's feet (without the admin's cleanup).
    await newLead(kit, a.uuid);
    await setLandingOwner(kit.ctx.db, a.uuid, b.owner);
    await moveLeadsOfLanding(kit.ctx.db, a.uuid, b.owner);
    await newLead(kit, a.uuid);
    await tick(kit);

    expect(receiver.received).toEqual([]);
    const planned = await kit.ctx.db
      .selectFrom("lead_deliveries")
      .select("channel")
      .where("channel", "like", "webhook:%")
      .execute();
    // Only the first lead's, planned while A owned the landing; it was skipped.
    expect(planned).toHaveLength(1);
  });
});
