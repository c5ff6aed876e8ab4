import { afterEach, describe, expect, it } from "vitest";
import { LEAD_RETRY_DELAYS_MS } from "../../../core/leads/delivery";
import { call, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import { startSmtp, type SmtpStandIn } from "../../../tests/stand-ins/smtp-server";
import { quiet } from "../../../tests/support/tasks-kit";
import * as ingest from "../../routes/api+/internal.leads";
import * as one from "../../routes/api+/leads+/$id";
import { createMailer } from "../platform/index.server";
import { runTasksOnce, startTaskRunner } from "../tasks/index.server";

/**
 * Issue 24, "mail server down": the real SMTP mailer (SMTP_URL) against a
 * stand-in server on loopback that is first down, then back. The lead is
 * stored at once, its mail waits as pending in the owner's view and goes out
 * on the delivery schedule once the server answers again.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let smtp: SmtpStandIn | undefined;
afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
});

const OWNER = "owner@shop.test";

/** A port that refuses connections now and that the server can come back on. */
async function downPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.stop();
  return probe.port;
}

describe("the mail server is down", () => {
  it("stores the lead, shows its mail pending, and sends it on schedule once the server is back", async () => {
    const port = await downPort();
    kit.ctx.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: kit.config.mailFrom,
      dataDir: kit.config.dataDir,
    });
    const owner = await kit.addUser({ email: OWNER, confirmed: true });
    const cookie = await kit.signIn(owner);
    const uuid = await landingWithForm(kit, owner, { projectname: "Пекарня" });
    const detail = async (id: string) => {
      const res = await call(one, "GET", `/api/leads/${id}`, { cookie, params: { id } });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        fields: Array<{ value: string }>;
        deliveries: Array<{ channel: string; status: string; attempts: number; lastError: string }>;
      };
    };

    // The runner is woken by the commit: the first attempt fails against the closed port.
    const runner = startTaskRunner(kit.ctx, { intervalMs: 60 * 60_000, log: quiet });
    let id: string;
    try {
      await new Promise((r) => setTimeout(r, 100));
      const res = (await ingest.action({
        request: await relay(kit, await submit(kit, uuid, { name: "Анна" })),
        params: {},
        context: {},
      })) as Response;
      expect(res.status).toBe(201);
      id = ((await res.json()) as { id: string }).id;
      await expect
        .poll(async () => (await detail(id)).deliveries[0]?.attempts, { timeout: 5_000 })
        .toBe(1);
    } finally {
      await runner.stop();
    }
    const pending = await detail(id);
    expect(pending.fields.map((f) => f.value)).toContain("Анна");
    expect(pending.deliveries).toEqual([
      expect.objectContaining({
        channel: "email",
        status: "pending",
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      }),
    ]);

    // Back on the same port; nothing is sent before the schedule's first wait is over.
    smtp = await startSmtp(port);
    kit.advance(LEAD_RETRY_DELAYS_MS[0] - 1_000);
    expect((await runTasksOnce(kit.ctx, { log: quiet })).claimed).toBe(0);
    expect(smtp.connections).toBe(0);
    kit.advance(1_000);
    expect(await runTasksOnce(kit.ctx, { log: quiet })).toMatchObject({ completed: 1 });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual([OWNER]);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.raw).toContain(`https://app.test/leads/${id}`);
    expect((await detail(id)).deliveries).toEqual([
      expect.objectContaining({ channel: "email", status: "sent", attempts: 2, lastError: null }),
    ]);
  }, 15_000);
});
