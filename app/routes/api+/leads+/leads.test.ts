import { describe, expect, it } from "vitest";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../../tests/support/leads-kit";
import * as ingest from "../internal.leads";
import * as one from "./$id";
import * as list from "./_index";

/** Issue 24: the owner's leads API through the real route modules. */
let kit: Kit;
withFreshKit((k) => (kit = k));

type Lead = {
  id: string;
  status: string;
  spam: boolean;
  landing: string;
  createdAt: string;
  fields: Array<{ label: string; value: string }>;
};
type Page = { leads: Lead[]; total: number; page: number };

async function send(uuid: string, fields: Record<string, string> = {}): Promise<string> {
  const request = await relay(kit, await submit(kit, uuid, fields));
  const res = (await ingest.action({ request, params: {}, context: {} })) as Response;
  expect(res.status).toBe(201);
  kit.advance(1000);
  return ((await res.json()) as { id: string }).id;
}

async function ownerWithLanding() {
  const id = await kit.addUser({ confirmed: true });
  return { id, cookie: await kit.signIn(id), uuid: await landingWithForm(kit, id) };
}

const getList = async (cookie: string, query = "") => {
  const res = await call(list, "GET", `/api/leads${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe("GET /api/leads", () => {
  it("answers {leads, total, page} newest first, each with the fields as typed", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    const first = await send(uuid, { name: "Анна" });
    const second = await send(uuid, { name: "<script>x</script>" });
    const body = await getList(cookie);
    expect(body.total).toBe(2);
    expect(body.page).toBe(1);
    expect(body.leads.map((l) => l.id)).toEqual([second, first]);
    expect(body.leads[0]).toMatchObject({
      status: "new",
      spam: false,
      landing: uuid,
      createdAt: expect.any(String),
      fields: [
        { label: "Имя", value: "<script>x</script>" },
        { label: "Телефон", value: "+7 900 123-45-67" },
        { label: "Комментарий", value: "" },
      ],
    });
  });

  it("pages on the server, 20 a page, the total counting every page", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    for (let i = 0; i < 21; i++) await send(uuid, { name: `Visitor ${i}` });
    const p1 = await getList(cookie);
    const p2 = await getList(cookie, "?page=2");
    expect([p1.leads.length, p1.total, p2.leads.length, p2.total, p2.page]).toEqual([
      20, 21, 1, 21, 2,
    ]);
    expect(p2.leads[0].fields[0].value).toBe("Visitor 0");
  });

  it("filters by landing, status, the Spam folder and a search, and refuses a wrong filter", async () => {
    const { id, cookie, uuid } = await ownerWithLanding();
    // A second showroom within the owner's allowance (beyond it, its page would be dark).
    await kit.ctx.db
      .updateTable("users")
      .set({ total_available_landings: 2 })
      .where("id", "=", id)
      .execute();
    const other = await landingWithForm(kit, id);
    const anna = await send(uuid, { name: "Анна" });
    const boris = await send(other, { name: "Борис" });
    const bot = await send(uuid, { website: "filled" });
    await call(one, "PATCH", `/api/leads/${boris}`, {
      cookie,
      params: { id: boris },
      body: { status: "done" },
    });
    const ids = async (q: string) => (await getList(cookie, q)).leads.map((l) => l.id);
    expect(await ids(`?landing=${other}`)).toEqual([boris]);
    expect(await ids("?status=done")).toEqual([boris]);
    expect(await ids("?spam=true")).toEqual([bot]);
    expect(await ids("")).toEqual([boris, anna]);
    expect(await ids("?q=анна")).toEqual([anna]);
    const wrong = await call(list, "GET", "/api/leads?status=lost", { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "invalidField", field: "status" });
  });
});

describe("/api/leads/{id}", () => {
  it("shows, changes and deletes the owner's lead; every other owner gets 404 and changes nothing", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    const id = await send(uuid);
    const stranger = await kit.signIn(await kit.addUser({ confirmed: true }));
    const as = (c: string, body?: unknown) => ({ cookie: c, params: { id }, body });
    expect((await call(list, "GET", "/api/leads", { cookie: stranger })).status).toBe(200);
    expect((await getList(stranger)).leads).toEqual([]);
    expect((await call(one, "GET", `/api/leads/${id}`, as(stranger))).status).toBe(404);
    expect(
      (await call(one, "PATCH", `/api/leads/${id}`, as(stranger, { status: "done" }))).status,
    ).toBe(404);
    expect((await call(one, "DELETE", `/api/leads/${id}`, as(stranger))).status).toBe(404);
    expect((await call(one, "GET", `/api/leads/${id}`, {})).status).toBe(401);

    const detail = await call(one, "GET", `/api/leads/${id}`, as(cookie));
    expect(await detail.json()).toMatchObject({
      id,
      status: "new",
      deliveries: [{ channel: "email", status: "pending", attempts: 0 }],
      consent: {
        policyUrl: "https://example.com/privacy",
        ip: expect.stringMatching(/^198\.51\./),
      },
    });
    const patched = await call(
      one,
      "PATCH",
      `/api/leads/${id}`,
      as(cookie, { status: "in_progress" }),
    );
    expect(await patched.json()).toMatchObject({ status: "in_progress", spam: false });
    const bad = await call(one, "PATCH", `/api/leads/${id}`, as(cookie, { status: "lost" }));
    expect(bad.status).toBe(400);
    expect((await call(one, "DELETE", `/api/leads/${id}`, as(cookie))).status).toBe(200);
    expect((await call(one, "GET", `/api/leads/${id}`, as(cookie))).status).toBe(404);
  });

  it("marking a spam lead 'not spam' plans its delivery then", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    const id = await send(uuid, { website: "filled" });
    const res = await call(one, "PATCH", `/api/leads/${id}`, {
      cookie,
      params: { id },
      body: { spam: false },
    });
    expect(await res.json()).toMatchObject({
      spam: false,
      deliveries: [{ channel: "email", status: "pending" }],
    });
    const task = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .select("payload")
      .where("name", "=", "lead.notify.email")
      .executeTakeFirst();
    expect(JSON.parse(task!.payload)).toEqual({ leadId: id });
  });
});
