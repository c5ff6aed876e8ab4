import { describe, expect, it } from "vitest";
import { call, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import * as ingest from "../../routes/api+/internal.leads";
import * as leadMail from "../../routes/api+/landings+/$id.lead-mail";
import * as leadApi from "../../routes/api+/leads+/$id";

/**
 * Issue 24, "each landing can switch it off": the owner's per-landing switch
 * for the mail of new leads. It is read when a lead is stored, so it counts for
 * the next lead at once (no publish); the lead itself is stored either way.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));

const post = async (request: Request) =>
  (await ingest.action({ request, params: {}, context: {} })) as Response;
const mailTasks = () =>
  kit.ctx.db
    .selectFrom("scheduled_tasks")
    .selectAll()
    .where("name", "=", "lead.notify.email")
    .execute();
const deliveries = () => kit.ctx.db.selectFrom("lead_deliveries").selectAll().execute();

async function owner() {
  const id = await kit.addUser({ tariff: 0, confirmed: true });
  const cookie = await kit.signIn(id);
  const uuid = await landingWithForm(kit, id);
  const switchMail = (enabled: unknown, as = cookie) =>
    call(leadMail, "POST", `/api/landings/${uuid}/lead-mail`, {
      cookie: as,
      params: { id: uuid },
      body: { enabled },
    });
  return { uuid, cookie, switchMail };
}

async function sendLead(uuid: string, fields: Record<string, string> = {}) {
  const res = await post(await relay(kit, await submit(kit, uuid, fields)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the per-landing mail switch", () => {
  it("off: the next lead is stored and no mail is planned; on again: the next one is mailed", async () => {
    const { uuid, switchMail } = await owner();
    const off = await switchMail(false);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ leadMail: false });

    const quiet = await sendLead(uuid);
    const stored = await kit.ctx.db.selectFrom("leads").select("id").execute();
    expect(stored.map((l) => l.id)).toEqual([quiet]);
    expect(await mailTasks()).toEqual([]);
    expect(await deliveries()).toEqual([]);

    expect((await switchMail(true)).status).toBe(200);
    const mailed = await sendLead(uuid);
    expect((await mailTasks()).map((t) => JSON.parse(t.payload))).toEqual([{ leadId: mailed }]);
    expect((await deliveries()).map((d) => [d.lead_id, d.channel])).toEqual([[mailed, "email"]]);
  });

  it("off also holds for a lead the owner takes out of Spam", async () => {
    const { uuid, cookie, switchMail } = await owner();
    const spam = await sendLead(uuid, { website: "filled by a bot" });
    await switchMail(false);
    const res = await call(leadApi, "PATCH", `/api/leads/${spam}`, {
      cookie,
      params: { id: spam },
      body: { spam: false },
    });
    expect(res.status).toBe(200);
    expect(await mailTasks()).toEqual([]);
  });

  it("is the owner's only: another owner gets 404 and the switch stays on; a non-boolean is 400", async () => {
    const { uuid, switchMail } = await owner();
    const stranger = await kit.signIn(await kit.addUser({ tariff: 0 }));
    expect((await switchMail(false, stranger)).status).toBe(404);
    expect((await switchMail("no")).status).toBe(400);
    await sendLead(uuid);
    expect(await mailTasks()).toHaveLength(1);
  });
});
