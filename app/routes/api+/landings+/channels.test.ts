import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import {
  advance,
  allowLoopback,
  newLead,
  proLanding,
  syncDate,
  tick,
} from "../../../../tests/support/channels-kit";
import { startBitrix24, type Bitrix24StandIn } from "../../../../tests/stand-ins/bitrix24";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../../tests/stand-ins/webhook-receiver";
import * as channels from "./$id.channels._index";
import * as bitrix from "./$id.channels.bitrix24";
import * as webhooks from "./$id.channels.webhooks._index";
import * as webhook from "./$id.channels.webhooks.$wid._index";
import * as test from "./$id.channels.webhooks.$wid.[test]";
import * as deliveries from "./$id.channels.webhooks.$wid.deliveries._index";
import * as resend from "./$id.channels.webhooks.$wid.deliveries.$did.resend";
import * as rotate from "./$id.channels.webhooks.$wid.rotate-secret";

/** Issue 25: the owner's API of a landing's webhooks and Bitrix24 portal. */
let kit: Kit;
withFreshKit((k) => (kit = k));
let receiver: WebhookReceiver;
let portal: Bitrix24StandIn;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  portal = await startBitrix24();
  allowLoopback(kit);
  syncDate(kit);
});
afterEach(async () => {
  vi.useRealTimers();
  await receiver.close();
  await portal.close();
});

async function owner(o: { pro?: boolean; language?: string } = {}) {
  const at = await proLanding(kit, { pro: o.pro });
  if (o.language) {
    await kit.ctx.db
      .updateTable("user_settings")
      .set({ language: o.language })
      .where("user_id", "=", at.owner)
      .execute();
  }
  const cookie = await kit.signIn(at.owner);
  const base = `/api/landings/${at.uuid}/channels`;
  const as = (params: Record<string, string> = {}, body?: unknown) => ({
    cookie,
    params: { id: at.uuid, ...params },
    ...(body !== undefined && { body }),
  });
  return { ...at, cookie, base, as };
}
type Owner = Awaited<ReturnType<typeof owner>>;

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const addWebhook = async (o: Owner, url = receiver.url) =>
  call(webhooks, "POST", `${o.base}/webhooks`, o.as({}, { url }));

describe("the channels API's gates", () => {
  it("answers 403 proRequired to a free owner", async () => {
    const o = await owner({ pro: false });
    for (const res of [
      await call(channels, "GET", o.base, o.as()),
      await addWebhook(o),
      await call(bitrix, "PUT", `${o.base}/bitrix24`, o.as({}, { url: portal.url })),
    ]) {
      expect(res.status).toBe(403);
      expect((await json(res)).code).toBe("proRequired");
    }
  });

  it("answers 404 for another owner's landing and endpoint", async () => {
    const a = await owner();
    const b = await owner();
    const { id } = await json(await addWebhook(a));
    expect(
      (await call(channels, "GET", a.base, { ...b.as(), params: { id: a.uuid } })).status,
    ).toBe(404);
    const patch = await call(
      webhook,
      "PATCH",
      `${b.base}/webhooks/${id}`,
      b.as({ wid: String(id) }, { enabled: false }),
    );
    expect(patch.status).toBe(404);
  });
});

describe("webhook endpoints", () => {
  it("answers the secret once: never in the list, a patch or the log", async () => {
    const o = await owner();
    const created = await addWebhook(o);
    expect(created.status).toBe(200);
    const { id, url, secret } = (await created.json()) as Record<string, string>;
    expect([url, secret]).toEqual([receiver.url, expect.stringMatching(/^whsec_/)]);
    const list = await call(channels, "GET", o.base, o.as());
    const text = await list.text();
    expect(text).not.toContain(secret!.slice(6));
    expect(JSON.parse(text).channels).toEqual([
      expect.objectContaining({ id, kind: "webhook", url, state: "connected", lastDelivery: null }),
    ]);
    const patched = await call(
      webhook,
      "PATCH",
      `${o.base}/webhooks/${id}`,
      o.as({ wid: id! }, { enabled: false }),
    );
    const patchedText = await patched.text();
    expect(patchedText).not.toContain(secret!.slice(6));
    expect(JSON.parse(patchedText)).toMatchObject({ state: "off", offReason: "owner" });
  });

  it("refuses a fourth endpoint", async () => {
    const o = await owner({ language: "en" });
    for (let i = 0; i < 3; i++) expect((await addWebhook(o)).status).toBe(200);
    const res = await addWebhook(o);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      code: "tooManyWebhooks",
      error: "A showroom can have up to 3 webhooks. Remove one to add another.",
    });
  });

  it.each([
    ["ru", "Этот адрес ведёт в частную или служебную сеть (10.0.0.1)"],
    ["en", "This address leads to a private or reserved network (10.0.0.1)"],
  ])(
    "refuses a private URL when it is saved, saying why in the owner's language (%s)",
    async (language, text) => {
      const o = await owner({ language });
      const res = await addWebhook(o, "http://10.0.0.1/hook");
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body).toMatchObject({ code: "urlNotAllowed", reason: "address", address: "10.0.0.1" });
      expect(body.error).toContain(text);
      const bitrixRes = await call(
        bitrix,
        "PUT",
        `${o.base}/bitrix24`,
        o.as({}, { url: "https://[::ffff:169.254.169.254]/rest/1/x/" }),
      );
      expect((await json(bitrixRes)).code).toBe("urlNotAllowed");
      const list = await json(await call(channels, "GET", o.base, o.as()));
      expect(list.channels).toEqual([]);
    },
  );

  it("rotates the secret: the new one is answered, and the old one still verifies for 24 hours", async () => {
    const o = await owner();
    const { id, secret: first } = (await json(await addWebhook(o))) as Record<string, string>;
    const rotated = await json(
      await call(rotate, "POST", `${o.base}/webhooks/${id}/rotate-secret`, o.as({ wid: id! })),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(first);
    receiver.secret = first!;
    await call(test, "POST", `${o.base}/webhooks/${id}/test`, o.as({ wid: id! }));
    expect(receiver.received[0]!.verifyError).toBeNull();
    advance(kit, 24 * 3600_000);
    await call(test, "POST", `${o.base}/webhooks/${id}/test`, o.as({ wid: id! }));
    expect(receiver.received[1]!.verifyError).toBe("No matching signature found");
    receiver.secret = String(rotated.secret);
    await call(test, "POST", `${o.base}/webhooks/${id}/test`, o.as({ wid: id! }));
    expect(receiver.received[2]!.verifyError).toBeNull();
  });

  it("sends a signed test event and logs it", async () => {
    const o = await owner();
    const { id, secret } = (await json(await addWebhook(o))) as Record<string, string>;
    receiver.secret = secret!;
    const res = await json(
      await call(test, "POST", `${o.base}/webhooks/${id}/test`, o.as({ wid: id! })),
    );
    expect(res).toMatchObject({ ok: true, statusCode: 200, error: null });
    const payload = receiver.received[0]!.payload as { type: string; data: { test: boolean } };
    expect([payload.type, payload.data.test]).toEqual(["lead.created", true]);
    const log = await json(
      await call(deliveries, "GET", `${o.base}/webhooks/${id}/deliveries`, o.as({ wid: id! })),
    );
    expect(log.deliveries).toEqual([
      expect.objectContaining({ ok: true, statusCode: 200, answer: "ok", leadId: null }),
    ]);
  });

  it("resends a failed delivery at once, with the same webhook-id", async () => {
    const o = await owner();
    const { id, secret } = (await json(await addWebhook(o))) as Record<string, string>;
    receiver.secret = secret!;
    receiver.answer = { status: 503 };
    const leadId = await newLead(kit, o.uuid);
    await tick(kit);
    const log = await json(
      await call(deliveries, "GET", `${o.base}/webhooks/${id}/deliveries`, o.as({ wid: id! })),
    );
    const [failed] = log.deliveries as Array<{ deliveryId: string; ok: boolean; leadId: string }>;
    expect([failed!.ok, failed!.leadId]).toEqual([false, leadId]);
    receiver.answer = { status: 200 };
    advance(kit, 1000);
    const res = await call(
      resend,
      "POST",
      `${o.base}/webhooks/${id}/deliveries/${failed!.deliveryId}/resend`,
      o.as({ wid: id!, did: failed!.deliveryId }),
    );
    expect(await json(res)).toEqual({ planned: true, inFlight: false });
    await tick(kit);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([
      failed!.deliveryId,
      failed!.deliveryId,
    ]);
    const list = await json(await call(channels, "GET", o.base, o.as()));
    expect(list.channels).toEqual([
      expect.objectContaining({
        state: "connected",
        lastDelivery: expect.objectContaining({ ok: true }),
      }),
    ]);
    const unknown = await call(resend, "POST", "/x", o.as({ wid: id!, did: "msg_nope" }));
    expect(unknown.status).toBe(404);
  });

  it("deletes an endpoint", async () => {
    const o = await owner();
    const { id } = (await json(await addWebhook(o))) as Record<string, string>;
    expect(
      (await call(webhook, "DELETE", `${o.base}/webhooks/${id}`, o.as({ wid: id! }))).status,
    ).toBe(200);
    expect((await json(await call(channels, "GET", o.base, o.as()))).channels).toEqual([]);
  });
});

describe("the Bitrix24 portal", () => {
  it("connects, shows its URL with the code masked, and disconnects", async () => {
    const o = await owner();
    const put = await json(
      await call(bitrix, "PUT", `${o.base}/bitrix24`, o.as({}, { url: portal.url })),
    );
    expect(put).toMatchObject({ kind: "bitrix24", state: "connected" });
    expect(put.url).toBe(portal.url.replace("k3y9code", "••••"));
    await newLead(kit, o.uuid);
    await tick(kit);
    expect(portal.leads).toHaveLength(1);
    expect(JSON.stringify(await json(await call(channels, "GET", o.base, o.as())))).not.toContain(
      "k3y9code",
    );
    expect(await json(await call(bitrix, "DELETE", `${o.base}/bitrix24`, o.as()))).toEqual({
      deleted: true,
    });
    expect((await json(await call(channels, "GET", o.base, o.as()))).channels).toEqual([]);
  });
});
