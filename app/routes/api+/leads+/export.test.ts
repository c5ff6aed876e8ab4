import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { getLeadById, insertLead } from "../../../../db/queries/leads";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../../tests/support/leads-kit";
import * as ingest from "../internal.leads";
import * as csv from "./export[.]csv";

/** Issue 25: the owner's CSV export through the real route module. */
let kit: Kit;
withFreshKit((k) => (kit = k));

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

async function download(cookie: string, query = "") {
  const res = await call(csv, "GET", `/api/leads/export.csv${query}`, { cookie });
  // Response.text() would drop the BOM: read the bytes as a spreadsheet does.
  const bytes = res.status === 200 ? new Uint8Array(await res.arrayBuffer()) : new Uint8Array();
  return { res, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}
const rowsOf = (text: string) => parse(text.replace(/^\uFEFF/, "")) as string[][];

describe("GET /api/leads/export.csv", () => {
  it("downloads UTF-8 with a BOM, a column per field label, values exact and formulas defused", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    await send(uuid, { name: 'Анна, "Дубрава"\nвторая строка' });
    await send(uuid, { name: "=SUM(1;2)*cmd|calc" });
    const { res, text } = await download(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-.*\.csv"$/,
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, newest, oldest] = rowsOf(text);
    expect(header.slice(0, 6)).toEqual(["Дата", "Статус", "Спам", "Имя", "Телефон", "Комментарий"]);
    expect(header).toContain("utm_source");
    expect(newest[3]).toBe("'=SUM(1;2)*cmd|calc");
    expect(oldest[3]).toBe('Анна, "Дубрава"\nвторая строка');
    expect(oldest[4]).toBe("'+7 900 123-45-67");
    expect(oldest[1]).toBe("new");
  });

  it("follows the inbox's filter and refuses another owner's landing with 404", async () => {
    const a = await ownerWithLanding();
    const b = await ownerWithLanding();
    await send(a.uuid, { name: "Only A" });
    await send(b.uuid, { name: "Only B" });
    const mine = rowsOf((await download(a.cookie)).text);
    expect(mine.slice(1).map((r) => r[3])).toEqual(["Only A"]);
    expect((await download(a.cookie, `?landing=${b.uuid}`)).res.status).toBe(404);
    expect(rowsOf((await download(a.cookie, "?spam=true")).text)).toHaveLength(1);
    expect(rowsOf((await download(a.cookie, "?q=nothing-like-this")).text)).toHaveLength(1);
    expect((await download(a.cookie, "?status=bogus")).res.status).toBe(400);
  });

  it("names the file by the landing's trimmed id whatever surrounds it in the address", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    await send(uuid);
    const day = kit.clock.now.toISOString().slice(0, 10);
    for (const around of ["%0A", "%0D%0A", "%E3%80%80", "%20"]) {
      const { res, text } = await download(cookie, `?landing=${around}${uuid}${around}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="leads-${uuid.slice(0, 8)}-${day}.csv"`,
      );
      expect(rowsOf(text)).toHaveLength(2);
    }
  });

  it("walks past one batch: 1,203 leads, each exactly once, newest first", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    const template = (await getLeadById(kit.ctx.db, await send(uuid, { name: "seed" })))!;
    const base = Date.parse(template.created_at);
    for (let i = 1; i <= 1202; i++) {
      await insertLead(kit.ctx.db, {
        ...template,
        id: `${template.id.slice(0, 20)}-${String(i).padStart(5, "0")}`,
        // Three leads share each second, so the walk must order ties by id too.
        created_at: new Date(base + Math.ceil(i / 3) * 1000).toISOString(),
      });
    }
    const rows = rowsOf((await download(cookie)).text).slice(1);
    const ids = rows.map((r) => r[r.length - 1]);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
    expect(ids[ids.length - 1]).toBe(template.id);
  });

  it("exports each lead once when several share the newest lead's moment, however the database orders their ids", async () => {
    const { cookie, uuid } = await ownerWithLanding();
    const template = (await getLeadById(kit.ctx.db, await send(uuid)))!;
    const moment = new Date(Date.parse(template.created_at) + 5000).toISOString();
    // Case ('a' < 'B' under PostgreSQL's en_US, 'B' < 'a' in byte order), and a
    // pair that UTF-16 (JavaScript) and UTF-8 bytes (the database) order apart.
    const ids = ["a-lower", "B-upper", "\u{1F600}-emoji", "\uFF21-fullwidth"];
    for (const id of ids) await insertLead(kit.ctx.db, { ...template, id, created_at: moment });
    const rows = rowsOf((await download(cookie)).text).slice(1);
    const got = rows.map((r) => r[r.length - 1]);
    expect([...got].sort()).toEqual([...ids, template.id].sort());
    expect(got[got.length - 1]).toBe(template.id);
  });

  it("asks for a sign-in without a session", async () => {
    const res = await call(csv, "GET", "/api/leads/export.csv", {}).catch((r: Response) => r);
    expect([401, 302]).toContain(res.status);
  });
});
