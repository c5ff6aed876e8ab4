import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listChannelAttempts } from "../../../db/queries/channel-attempts";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import {
  allowLoopback,
  connect,
  delivery,
  newLead,
  proLanding,
  syncDate,
  tick,
} from "../../../tests/support/channels-kit";
import { startBitrix24, type Bitrix24StandIn } from "../../../tests/stand-ins/bitrix24";

/** Issue 25: each lead becomes crm.lead.add on the owner's Bitrix24 portal. */
let kit: Kit;
withFreshKit((k) => (kit = k));
let portal: Bitrix24StandIn;
beforeEach(async () => {
  portal = await startBitrix24();
  allowLoopback(kit);
  syncDate(kit);
});
afterEach(async () => {
  vi.useRealTimers();
  await portal.close();
});

describe("the Bitrix24 driver", () => {
  it("adds a lead with TITLE, NAME, PHONE/EMAIL as WORK values, COMMENTS, SOURCE_ID and UTM", async () => {
    const at = await proLanding(kit);
    const channelId = await connect(kit, at, "bitrix24", portal.url);
    const leadId = await newLead(kit, at.uuid, { mail: "anna@example.com", note: "Позвоните" });
    await tick(kit);
    expect(portal.paths).toEqual([new URL(`${portal.url}crm.lead.add.json`).pathname]);
    expect(portal.leads).toEqual([
      {
        TITLE: "Цветы у дома: Анна",
        NAME: "Анна",
        PHONE: [{ VALUE: "+7 900 123-45-67", VALUE_TYPE: "WORK" }],
        EMAIL: [{ VALUE: "anna@example.com", VALUE_TYPE: "WORK" }],
        COMMENTS: "Комментарий: Позвоните",
        SOURCE_ID: "WEB",
        SOURCE_DESCRIPTION: "https://pages.test/l/shop",
        UTM_SOURCE: "vk",
        UTM_MEDIUM: "",
        UTM_CAMPAIGN: "autumn",
        UTM_CONTENT: "",
        UTM_TERM: "",
      },
    ]);
    expect((await delivery(kit, leadId, channelId))!.status).toBe("sent");
  });

  it("takes the URL without its trailing slash too", async () => {
    const at = await proLanding(kit);
    await connect(kit, at, "bitrix24", portal.url.replace(/\/$/, ""));
    await newLead(kit, at.uuid);
    await tick(kit);
    expect(portal.leads).toHaveLength(1);
  });

  it.each([200, 400])(
    "counts Bitrix24's error answer with HTTP %i as a failure, shown in the log",
    async (status) => {
      const at = await proLanding(kit);
      const channelId = await connect(kit, at, "bitrix24", portal.url);
      portal.failWith = { status, error: "ACCESS_DENIED", description: "CRM is not available" };
      const leadId = await newLead(kit, at.uuid);
      await tick(kit);
      const [log] = await listChannelAttempts(kit.ctx.db, channelId, 5);
      expect(log).toMatchObject({
        ok: 0,
        status_code: status,
        error: "Bitrix24 ACCESS_DENIED: CRM is not available",
      });
      expect(log!.answer).toContain('"error":"ACCESS_DENIED"');
      expect((await delivery(kit, leadId, channelId))!).toMatchObject({
        status: "pending",
        last_error: "Bitrix24 ACCESS_DENIED: CRM is not available",
      });
    },
  );
});
