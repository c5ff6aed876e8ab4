import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as one from "../app/routes/api+/leads+/$id";
import * as list from "../app/routes/api+/leads+/_index";
import { runTasksOnce } from "../app/services/tasks/index.server";
import { call } from "../tests/support/admin-kit";
import { publishWithForm, startLeadEdge, type LeadEdge } from "../tests/support/lead-edge-kit";
import { leadForm } from "../tests/support/leads-kit";
import { quiet } from "../tests/support/tasks-kit";

/**
 * Issue 24, "hostile values" and "bad targets", through the real worker into
 * the app's real ingest, inbox API and mail: what a visitor types is stored
 * and shown exactly, as text, everywhere; what the form does not ask for, and
 * a landing that is no longer there for visitors, are refused.
 */
const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>'&`;
const FORM = {
  ...leadForm,
  fields: [...leadForm.fields, { id: "company", kind: "text", label: "Компания", required: false }],
};
let t: LeadEdge;
let owner: number;
let cookie: string;
let view: Record<string, string>;

type Node = {
  nodeName: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
};

/** The page's hidden inputs by name; fails on any element a tag's value could have made. */
function hiddenInputs(doc: Node): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (n: Node) => {
    const attr = (k: string) => n.attrs?.find((a) => a.name === k)?.value;
    expect(n.nodeName).not.toBe("b");
    if (n.nodeName === "script") {
      expect(n.childNodes?.map((c) => c.value ?? "").join("")).not.toContain("alert(2)");
    }
    if (n.nodeName === "input" && attr("type") === "hidden")
      found[attr("name")!] = attr("value") ?? "";
    n.childNodes?.forEach(walk);
  };
  walk(doc);
  return found;
}

beforeAll(async () => {
  t = await startLeadEdge({ secret: "h".repeat(64) });
  owner = await t.kit.addUser({ email: "owner@xss.test", confirmed: true });
  cookie = await t.kit.signIn(owner);
  await publishWithForm(t.kit, "lead-xss", { form: FORM, owner });
  const res = await fetch(
    `${t.edge.url}/l/lead-xss?utm_source=${encodeURIComponent(`"><script>alert(2)</script>`)}`,
    { headers: { Referer: `https://ref.test/?q="><b>` } },
  );
  // The view's tags are attribute text: parsed as a browser does, they are values, never markup.
  const inputs = hiddenInputs(parse(await res.text()));
  expect(inputs.utm_source).toBe(`"><script>alert(2)</script>`);
  expect(inputs.ref).toBe(`https://ref.test/?q="><b>`);
  view = { _ts: inputs._ts, utm_source: inputs.utm_source, ref: inputs.ref };
  // Past the minimum fill time, so that the leads are real and mailed.
  await new Promise((r) => setTimeout(r, 3_100));
}, 120_000);
afterAll(async () => t?.dispose());

const post = (alias: string, fields: Record<string, string>, o: { json?: boolean } = {}) =>
  fetch(`${t.edge.url}/l/${alias}/lead`, {
    method: "POST",
    headers: o.json
      ? { "Content-Type": "application/json", Accept: "application/json" }
      : { "Content-Type": "application/x-www-form-urlencoded" },
    body: o.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
const typed = (o: Record<string, string> = {}) => ({
  name: `Анна ${XSS}`,
  phone: "+7 900 123-45-67",
  note: `${XSS}\n<b>bold</b> & "quoted"`,
  company: XSS,
  consent: "on",
  website: "",
  ...view,
  ...o,
});
const leadCount = async () =>
  Number(
    (
      await t.kit.ctx.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("hostile values", () => {
  it("XSS in every field is stored exactly and shown as text: the thank-you page, the inbox API, the mail", async () => {
    const withBreak = typed({ name: `Анна ${XSS}\r\nBcc: victim@else.test` });
    const page = await post("lead-xss", withBreak);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Спасибо!");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img");
    const json = await post("lead-xss", typed(), { json: true });
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ success: true, message: "Спасибо!" });

    const res = await call(list, "GET", "/api/leads", { cookie });
    const { leads } = (await res.json()) as {
      leads: Array<{ id: string; fields: Array<{ label: string; value: string }> }>;
    };
    expect(leads).toHaveLength(2);
    const byLabel = (i: number) =>
      Object.fromEntries(leads[i].fields.map((f) => [f.label, f.value]));
    // Newest first: the JSON submit, then the one without script.
    for (const [i, sent] of [typed(), withBreak].entries()) {
      expect(byLabel(i)).toMatchObject({
        Имя: sent.name,
        Комментарий: sent.note,
        Компания: sent.company,
      });
    }
    const detail = await call(one, "GET", `/api/leads/${leads[0].id}`, {
      cookie,
      params: { id: leads[0].id },
    });
    expect(await detail.json()).toMatchObject({
      utm: { source: `"><script>alert(2)</script>` },
      referrer: `https://ref.test/?q="><b>`,
    });

    expect((await runTasksOnce(t.kit.ctx, { log: quiet })).completed).toBe(2);
    const mails = t.kit.mails();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).not.toContain("<b>bold");
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(mail.text).toContain(XSS);
      expect(mail.text).toContain('<b>bold</b> & "quoted"');
    }
    // The name's line break never makes a header.
    const dir = path.join(t.kit.config.dataDir, "mail");
    for (const m of mails) {
      const raw = readFileSync(path.join(dir, m.file), "utf8");
      expect(raw.slice(0, raw.indexOf("\n\n"))).not.toMatch(/^Bcc:/im);
    }
  });

  it("refuses unknown and extra fields, and a value of the wrong kind, storing nothing", async () => {
    const before = await leadCount();
    const extra = await post("lead-xss", typed({ extra: XSS }), { json: true });
    expect(extra.status).toBe(422);
    expect(await extra.json()).toMatchObject({
      code: "invalidLead",
      fields: [
        {
          field: "extra",
          message: "Форма изменилась. Обновите страницу и отправьте заявку снова",
        },
      ],
    });
    const phone = await post("lead-xss", typed({ phone: XSS }));
    expect(phone.status).toBe(422);
    const html = await phone.text();
    expect(html).toContain("Телефон: Введите номер телефона: цифры, можно с + в начале");
    expect(html).not.toContain("<script>alert");
    expect(await leadCount()).toBe(before);
  });
});

describe("bad targets", () => {
  it("a landing unpublished, binned or expired since the edge copy was made gets no lead", async () => {
    const cases: Array<[string, (uuid: string, owner: number) => Promise<unknown>]> = [
      [
        "unpublished",
        (uuid) =>
          t.kit.ctx.db
            .updateTable("landings")
            .set({ published: 0 })
            .where("uuid", "=", uuid)
            .execute(),
      ],
      [
        "binned",
        (uuid) =>
          t.kit.ctx.db
            .updateTable("landings")
            .set({ deleted_at: new Date().toISOString() })
            .where("uuid", "=", uuid)
            .execute(),
      ],
      [
        "expired",
        (_uuid, o) =>
          t.kit.ctx.db
            .updateTable("users")
            .set({ tariff_expiration_date: new Date(Date.now() - 60_000).toISOString() })
            .where("id", "=", o)
            .execute(),
      ],
    ];
    const before = await leadCount();
    for (const [what, change] of cases) {
      const landing = await publishWithForm(t.kit, `lead-${what}`);
      await change(landing.uuid, landing.owner);
      const relays = t.relays;
      const res = await post(`lead-${what}`, typed({ name: "Анна", note: "", company: "" }));
      expect(res.status, what).toBe(404);
      expect(await res.text(), what).toContain("Эта страница сейчас не принимает заявки.");
      // The page was still at the edge: the app's own check refused it.
      expect(t.relays, what).toBe(relays + 1);
      const js = await post(`lead-${what}`, typed({ name: "Анна" }), { json: true });
      expect(await js.json(), what).toMatchObject({ code: "unavailable" });
    }
    expect(await leadCount()).toBe(before);
  });
});
