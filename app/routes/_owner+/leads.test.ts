import { describe, expect, it } from "vitest";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import * as root from "../../root";
import * as ingest from "../api+/internal.leads";
import * as landings from "./landings";
import * as inbox from "./leads";
import * as detail from "./leads_.$id";

/** Issue 24: the owner's inbox page and a lead's page, through the real route modules. */
let kit: Kit;
withFreshKit((k) => (kit = k));

type Args = Parameters<typeof inbox.loader>[0];
const get = (url: string, cookie: string, params: Record<string, string> = {}): Args => ({
  request: new Request(new URL(url, "https://app.test"), { headers: { cookie } }),
  params,
  context: {},
});

/** A form post as the page's <Form> sends it; a thrown Response is answered like a returned one. */
async function post(id: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(new URL(`/leads/${id}`, "https://app.test"), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return await detail.action({ request, params: { id }, context: {} });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function loadDetail(id: string, cookie: string) {
  try {
    return await detail.loader(get(`/leads/${id}`, cookie, { id }));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function send(uuid: string, fields: Record<string, string> = {}): Promise<string> {
  const request = await relay(kit, await submit(kit, uuid, fields));
  const res = (await ingest.action({ request, params: {}, context: {} })) as Response;
  expect(res.status).toBe(201);
  kit.advance(1000);
  return ((await res.json()) as { id: string }).id;
}

async function owner(landingCount = 1) {
  const id = await kit.addUser({ confirmed: true });
  await kit.ctx.db
    .updateTable("users")
    .set({ total_available_landings: landingCount })
    .where("id", "=", id)
    .execute();
  const uuids: string[] = [];
  for (let i = 0; i < landingCount; i++) {
    uuids.push(await landingWithForm(kit, id, { projectname: `Shop ${i + 1}` }));
  }
  return { id, cookie: await kit.signIn(id), uuids };
}

const names = (data: Awaited<ReturnType<typeof inbox.loader>>) =>
  data.leads.map((l) => l.fields[0].value);

describe("/leads", () => {
  it("lists the owner's leads newest first with every field, and the landings by title", async () => {
    const { cookie, uuids } = await owner();
    await send(uuids[0], { name: "Анна", note: "Перезвоните" });
    await send(uuids[0], { name: "<img src=x onerror=alert(1)>" });
    const data = await inbox.loader(get("/leads", cookie));
    expect(data.total).toBe(2);
    expect(names(data)).toEqual(["<img src=x onerror=alert(1)>", "Анна"]);
    expect(data.leads[1].fields).toEqual([
      { label: "Имя", value: "Анна" },
      { label: "Телефон", value: "+7 900 123-45-67" },
      { label: "Комментарий", value: "Перезвоните" },
    ]);
    expect(data.landings).toEqual([{ uuid: uuids[0], name: "Shop 1" }]);
    // The list carries no consent proof or visitor address; the detail does.
    expect(JSON.stringify(data.leads)).not.toMatch(/198\.51\./);
  });

  it("filters by landing, status, the Spam folder and a search, and pages keeping them", async () => {
    const { cookie, uuids } = await owner(2);
    const anna = await send(uuids[0], { name: "Анна" });
    await send(uuids[1], { name: "Борис" });
    await send(uuids[0], { website: "filled", name: "Бот" });
    await post(anna, cookie, { intent: "status", status: "done" });
    const load = async (q: string) => inbox.loader(get(`/leads${q}`, cookie));
    expect(names(await load(`?landing=${uuids[1]}`))).toEqual(["Борис"]);
    expect(names(await load("?status=done"))).toEqual(["Анна"]);
    expect(names(await load("?spam=true"))).toEqual(["Бот"]);
    expect(names(await load("?q=бОр"))).toEqual(["Борис"]);
    expect(names(await load(""))).toEqual(["Борис", "Анна"]);
    const filtered = await load(`?landing=${uuids[0]}&status=done&q=ан`);
    expect(filtered.filters).toMatchObject({ landing: uuids[0], status: "done", q: "ан" });
    expect(names(filtered)).toEqual(["Анна"]);

    for (let i = 0; i < 21; i++) await send(uuids[1], { name: `Гость ${i}` });
    const p1 = await load(`?landing=${uuids[1]}`);
    const p2 = await load(`?landing=${uuids[1]}&page=2`);
    expect([p1.leads.length, p1.pages, p2.leads.length, p2.filters.page]).toEqual([20, 2, 2, 2]);
    expect(names(p2)).toEqual(["Гость 0", "Борис"]);
  });

  it("says a hand-edited filter is not understood instead of failing", async () => {
    const { cookie } = await owner();
    const data = await inbox.loader(get("/leads?status=lost", cookie));
    expect(data.badFilter).toBe(true);
    expect(data.leads).toEqual([]);
  });

  it("shows nothing of another owner's leads", async () => {
    const { uuids } = await owner();
    await send(uuids[0]);
    const stranger = await owner();
    const data = await inbox.loader(get("/leads", stranger.cookie));
    expect([data.total, data.leads]).toEqual([0, []]);
    const theirs = await inbox.loader(get(`/leads?landing=${uuids[0]}`, stranger.cookie));
    expect(theirs.total).toBe(0);
  });
});

describe("/leads/{id}", () => {
  it("shows the lead with its item, source, consent proof and delivery state", async () => {
    const { cookie, uuids } = await owner();
    const id = await send(uuids[0]);
    const data = await loadDetail(id, cookie);
    if (data instanceof Response) throw new Error(`status ${data.status}`);
    expect(data.landingName).toBe("Shop 1");
    expect(data.lead).toMatchObject({
      id,
      status: "new",
      utm: { source: "vk" },
      consent: {
        text: "Я согласен на обработку персональных данных",
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        policyUrl: "https://example.com/privacy",
        ip: expect.stringMatching(/^198\.51\./),
        userAgent: "Mozilla/5.0 test",
      },
      deliveries: [{ channel: "email", status: "pending", attempts: 0, lastError: null }],
    });
  });

  it("changes the status, marks spam and not spam, each with a toast, back on the lead", async () => {
    const { cookie, uuids } = await owner();
    const id = await send(uuids[0]);
    const status = async () => {
      const d = await loadDetail(id, cookie);
      if (d instanceof Response) throw new Error(`status ${d.status}`);
      return [d.lead.status, d.lead.spam];
    };
    const res = await post(id, cookie, { intent: "status", status: "in_progress" });
    expect([res.status, res.headers.get("location")]).toEqual([302, `/leads/${id}`]);
    expect(res.headers.get("set-cookie")).toMatch(/vitrina_toast|toast/i);
    expect(await status()).toEqual(["in_progress", false]);
    await post(id, cookie, { intent: "spam" });
    expect(await status()).toEqual(["in_progress", true]);
    await post(id, cookie, { intent: "notSpam" });
    expect(await status()).toEqual(["in_progress", false]);
    // A wrong status changes nothing and says so.
    const bad = await post(id, cookie, { intent: "status", status: "lost" });
    expect(bad.headers.get("location")).toBe(`/leads/${id}`);
    expect(await status()).toEqual(["in_progress", false]);
  });

  it("deletes the lead and goes back to the folder it was in", async () => {
    const { cookie, uuids } = await owner();
    const id = await send(uuids[0], { website: "filled" });
    // Without script, Delete first opens ?confirm=delete, which only asks: the lead stays.
    const asking = await detail.loader(get(`/leads/${id}?confirm=delete`, cookie, { id }));
    expect(asking.confirmDelete).toBe(true);
    expect((await loadDetail(id, cookie)) as { confirmDelete: boolean }).toMatchObject({
      confirmDelete: false,
    });
    const res = await post(id, cookie, { intent: "delete" });
    expect([res.status, res.headers.get("location")]).toEqual([302, "/leads?spam=true"]);
    expect(((await loadDetail(id, cookie)) as Response).status).toBe(404);
  });

  it("answers 404 to another owner, who can neither see nor change nor delete it", async () => {
    const { cookie, uuids } = await owner();
    const id = await send(uuids[0]);
    const stranger = await owner();
    expect(((await loadDetail(id, stranger.cookie)) as Response).status).toBe(404);
    const attempts: Array<Record<string, string>> = [
      { intent: "status", status: "done" },
      { intent: "spam" },
      { intent: "delete" },
    ];
    for (const fields of attempts) {
      expect((await post(id, stranger.cookie, fields)).status).toBe(404);
    }
    const mine = await loadDetail(id, cookie);
    if (mine instanceof Response) throw new Error(`status ${mine.status}`);
    expect([mine.lead.status, mine.lead.spam]).toEqual(["new", false]);
  });
});

describe("new-lead counts", () => {
  it("the nav's count and each landing card's count new leads only, spam left out", async () => {
    const { cookie, uuids } = await owner(2);
    const a = await send(uuids[0]);
    await send(uuids[0]);
    await send(uuids[1]);
    await send(uuids[1], { website: "filled" });
    await post(a, cookie, { intent: "status", status: "done" });
    const rootData = (await root.loader(get("/landings", cookie))) as unknown as {
      data: { newLeads: number };
    };
    expect(rootData.data.newLeads).toBe(2);
    const cards = await landings.loader(get("/landings", cookie));
    expect(cards.newLeads).toEqual({ [uuids[0]]: 1, [uuids[1]]: 1 });
  });
});
