import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEAD_DELIVERY_MAX_ATTEMPTS, LEAD_RETRY_DELAYS_MS } from "../../../core/leads/delivery";
import { updateUserSettings } from "../../../db/queries/user-settings";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, leadForm, relay, submit } from "../../../tests/support/leads-kit";
import { quiet } from "../../../tests/support/tasks-kit";
import * as ingest from "../../routes/api+/internal.leads";
import { patchLead } from "../leads/index.server";
import type { Mailer } from "../platform/mail.server";
import { ensureRecurringTasks, runTasksOnce, startTaskRunner } from "./index.server";

/** Issue 24: `lead.notify.email`, the owner's mail about each new lead. */
let kit: Kit;
withFreshKit((k) => (kit = k));

const OWNER = "owner@shop.test";
const VISITOR = "anna@visitor.test";
const withEmail = {
  ...leadForm,
  fields: [...leadForm.fields, { id: "mail", kind: "email", label: "Почта", required: false }],
};

async function newLead(fields: Record<string, string> = {}, o: { language?: string } = {}) {
  const owner = await kit.addUser({ email: OWNER });
  if (o.language) await updateUserSettings(kit.ctx.db, owner, { language: o.language });
  const uuid = await landingWithForm(kit, owner, { form: withEmail, projectname: "Пекарня" });
  const res = (await ingest.action({
    request: await relay(kit, await submit(kit, uuid, fields)),
    params: {},
    context: {},
  })) as Response;
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const tick = () => runTasksOnce(kit.ctx, { log: quiet });
const delivery = async (leadId: string) =>
  kit.ctx.db
    .selectFrom("lead_deliveries")
    .selectAll()
    .where("lead_id", "=", leadId)
    .executeTakeFirstOrThrow();
const mailTask = () =>
  kit.ctx.db
    .selectFrom("scheduled_tasks")
    .selectAll()
    .where("name", "=", "lead.notify.email")
    .executeTakeFirstOrThrow();
/** The raw .eml files, header lines unfolded. */
const rawMails = () => {
  const dir = path.join(kit.config.dataDir, "mail");
  return kit
    .mails()
    .map((m) => readFileSync(path.join(dir, m.file), "utf8").replace(/\r?\n[ \t]+/g, " "));
};
const headersOf = (raw: string) => raw.slice(0, raw.indexOf("\n\n"));
const down: Mailer = {
  async send() {
    throw new Error("connect ECONNREFUSED 127.0.0.1:25");
  },
};

describe("the mail to the owner", () => {
  it("goes to the account's email with a text and an HTML part, the fields and a link to the lead; the row says sent", async () => {
    const id = await newLead({ mail: VISITOR, note: "Позвоните вечером" });
    expect((await tick()).completed).toBe(1);
    const mails = kit.mails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(OWNER);
    expect(mail.subject).toBe("Новая заявка: Пекарня");
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("Анна");
      expect(part).toContain("+7 900 123-45-67");
      expect(part).toContain("Позвоните вечером");
      expect(part).toContain(`https://app.test/leads/${id}`);
    }
    expect(mail.html).toContain(`<a href="https://app.test/leads/${id}">Открыть заявку</a>`);
    expect(await delivery(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect((await mailTask()).status).toBe("completed");
  });

  it("is worded in the owner's UI language", async () => {
    await newLead({}, { language: "en" });
    await tick();
    expect(kit.mails()[0].subject).toBe("New lead: Пекарня");
    expect(kit.mails()[0].text).toContain("Open the lead");
  });

  it("never goes to the visitor, whatever address they typed", async () => {
    await newLead({ mail: VISITOR });
    await tick();
    expect(kit.mails().map((m) => m.to)).toEqual([OWNER]);
    expect(rawMails().join("\n")).not.toMatch(/^(To|Cc|Bcc):.*anna@visitor\.test/im);
  });
});

describe("hostile values", () => {
  it("every visitor value is escaped in the HTML part and kept as typed in the text part", async () => {
    const xss = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    await newLead({ name: `Анна ${xss}`, note: `a & b <b>bold</b> 'q'` });
    await tick();
    const [mail] = kit.mails();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>bold");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("a &amp; b &lt;b&gt;bold&lt;/b&gt; &#39;q&#39;");
    expect(mail.text).toContain(`Анна ${xss}`);
  });

  it("Reply-To is the visitor's address only when it is one valid address", async () => {
    await newLead({ mail: VISITOR });
    await tick();
    expect(headersOf(rawMails()[0])).toMatch(/^Reply-To: anna@visitor\.test$/m);
    expect(kit.mails()[0].text).toContain("просто ответьте на это письмо");
  });

  it.each([
    ["not an address", "anna at visitor"],
    ["two addresses", "a@x.test, b@y.test"],
    ["a header after a line break", "anna@visitor.test\r\nBcc: victim@else.test"],
    ["a display name", "Anna <anna@visitor.test>"],
  ])("no Reply-To for %s", async (_what, value) => {
    // The form's own check refuses most of these; the mail must not trust that it did.
    const id = await newLead();
    await kit.ctx.db
      .updateTable("leads")
      .set({
        fields: JSON.stringify([
          { name: "name", label: "Имя", value: "Анна" },
          { name: "mail", label: "Почта", value },
        ]),
      })
      .where("id", "=", id)
      .execute();
    await tick();
    const headers = headersOf(rawMails()[0]);
    expect(headers).not.toMatch(/^Reply-To:/im);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(kit.mails()[0].to).toBe(OWNER);
  });

  it("a CR/LF in any value (the name, the project name) never makes a header", async () => {
    const owner = await kit.addUser({ email: OWNER });
    const uuid = await landingWithForm(kit, owner, {
      form: withEmail,
      projectname: "Shop\r\nBcc: victim@else.test",
    });
    const body = await submit(kit, uuid, { name: "Анна\r\nBcc: spam@else.test\r\nX-Evil: 1" });
    await ingest.action({ request: await relay(kit, body), params: {}, context: {} });
    await tick();
    const headers = headersOf(rawMails()[0]);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Evil:/im);
    expect(kit.mails()[0].subject).toBe("Новая заявка: Shop Bcc: victim@else.test");
    expect(kit.mails()[0].text).toContain("Bcc: spam@else.test");
  });
});

describe("the mail server is down", () => {
  it("keeps the lead, records the error as pending, retries on the delivery schedule and sends once it is back", async () => {
    const mailer = kit.ctx.mailer;
    kit.ctx.mailer = down;
    const id = await newLead();
    expect((await tick()).retry).toBe(1);
    expect(await delivery(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "connect ECONNREFUSED 127.0.0.1:25",
    });
    let task = await mailTask();
    expect(task.status).toBe("pending");
    expect(new Date(task.execution_time).getTime() - kit.clock.now.getTime()).toBe(60_000);

    // Not before its time: 1 min after the first try, then 5 min after the second.
    kit.advance(59_000);
    expect((await tick()).claimed).toBe(0);
    kit.advance(1_000);
    expect((await tick()).retry).toBe(1);
    task = await mailTask();
    expect(new Date(task.execution_time).getTime() - kit.clock.now.getTime()).toBe(5 * 60_000);
    expect(await delivery(id)).toMatchObject({ status: "pending", attempts: 2 });

    kit.ctx.mailer = mailer;
    kit.advance(5 * 60_000);
    expect((await tick()).completed).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(kit.mails()).toHaveLength(1);
    // A second run of the same task (at least once) sends nothing more.
    await kit.ctx.db.updateTable("scheduled_tasks").set({ status: "pending" }).execute();
    await tick();
    expect(kit.mails()).toHaveLength(1);
  });

  it("after the schedule's last try the delivery is failed with the last error, far past the runner's 5 tries", async () => {
    kit.ctx.mailer = down;
    const id = await newLead();
    for (let attempt = 1; attempt < LEAD_DELIVERY_MAX_ATTEMPTS; attempt++) {
      expect((await tick()).retry).toBe(1);
      kit.advance(LEAD_RETRY_DELAYS_MS[attempt - 1]);
    }
    expect((await tick()).failed).toBe(1);
    expect(await mailTask()).toMatchObject({ status: "failed", attempts: 10 });
    expect(await delivery(id)).toMatchObject({
      status: "failed",
      attempts: 10,
      last_error: "connect ECONNREFUSED 127.0.0.1:25",
    });
  });
});

describe("a slow mail server", () => {
  it("holds no delivery up: 8 lead mails are in flight at once", async () => {
    const owner = await kit.addUser({ email: OWNER });
    const uuid = await landingWithForm(kit, owner);
    for (let i = 0; i < 8; i++) {
      await ingest.action({
        request: await relay(kit, await submit(kit, uuid)),
        params: {},
        context: {},
      });
    }
    let inside = 0;
    let most = 0;
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    kit.ctx.mailer = {
      async send() {
        most = Math.max(most, ++inside);
        await opened;
        inside--;
      },
    };
    const ticking = tick();
    await expect.poll(() => inside).toBe(8);
    open();
    expect(await ticking).toMatchObject({ claimed: 8, completed: 8 });
    expect(most).toBe(8);
  });
});

describe("the first attempt goes out at once", () => {
  it("storing a lead wakes the runner: the mail is out long before its next tick", async () => {
    const runner = startTaskRunner(kit.ctx, { intervalMs: 60 * 60_000, log: quiet });
    try {
      // Let the start-up tick finish, so only a wake-up can run the next one.
      await new Promise((r) => setTimeout(r, 200));
      await newLead();
      await expect.poll(() => kit.mails().length, { timeout: 3_000 }).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it("so does the owner's 'not spam': the held-back lead is mailed at once", async () => {
    const owner = await kit.addUser({ email: OWNER });
    const uuid = await landingWithForm(kit, owner);
    const res = (await ingest.action({
      request: await relay(kit, await submit(kit, uuid, { website: "bot" })),
      params: {},
      context: {},
    })) as Response;
    const { id } = (await res.json()) as { id: string };
    const runner = startTaskRunner(kit.ctx, { intervalMs: 60 * 60_000, log: quiet });
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(kit.mails()).toEqual([]);
      await patchLead(kit.ctx, { id: owner }, id, { spam: false });
      await expect.poll(() => kit.mails().length, { timeout: 3_000 }).toBe(1);
    } finally {
      await runner.stop();
    }
  });
});

describe("leads.purge, the daily retention run", () => {
  it("is ensured at start-up, deletes leads past LEADS_RETENTION_DAYS and plans tomorrow's run", async () => {
    expect(await ensureRecurringTasks(kit.ctx)).toContain("leads.purge");
    expect((await tick()).failed).toBe(0);
    await newLead();
    await tick(); // the mail, and nothing purged yet
    expect(await kit.ctx.db.selectFrom("leads").select("id").execute()).toHaveLength(1);

    kit.advance((kit.config.leads.retentionDays + 1) * 86_400_000);
    const runs = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .selectAll()
      .where("name", "=", "leads.purge")
      .orderBy("id")
      .execute();
    expect(runs.map((r) => r.status)).toEqual(["completed", "pending"]);
    await tick();
    expect(await kit.ctx.db.selectFrom("leads").select("id").execute()).toEqual([]);
    const purge = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .selectAll()
      .where("name", "=", "leads.purge")
      .where("status", "=", "completed")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(purge.result).toBe("1 lead(s) past retention and 0 spam lead(s) deleted");
  });
});
