import { describe, expect, it } from "vitest";
import { NO_CSP, type PaymentProvider } from "../payments/port";
import { insertOrder } from "../../../db/queries/payment-orders";
import { findUserById } from "../../../db/queries/users";
import { handleNotification } from "../payments/webhook.server";
import { planAccountTasks } from "../accounts/index.server";
import { DAY, makeTaskKit } from "../../../tests/support/tasks-kit";

describe("a payment plans the owner's tasks for the new expiry", () => {
  it("drops the old expiry's pending reminders and plans the new ones", async () => {
    const kit = await makeTaskKit(new Date("2026-11-25T10:00:00Z"));
    const uid = await kit.addUser("payer@test.dev", { expiresInMs: 3 * DAY });
    await planAccountTasks(kit.ctx, uid);
    const at = kit.ctx.now().toISOString();
    await insertOrder(kit.ctx.db, {
      id: "ord_1",
      user_id: uid,
      item: "pro_year",
      amount_minor: 50_000,
      currency: "USD",
      provider: "test",
      created_at: at,
      updated_at: at,
      paid_at: null,
      paid_amount_minor: null,
      paid_currency: null,
    });
    const provider: PaymentProvider = {
      name: "test",
      methodLabel: "test",
      csp: NO_CSP,
      createCheckout: async () => ({}),
      verifyNotification: () => ({
        ok: true,
        event: {
          eventId: "evt_1",
          orderId: "ord_1",
          status: "paid",
          amountMinor: 50_000,
          currency: "USD",
          paidAt: kit.ctx.now(),
        },
      }),
    };
    const answer = await handleNotification(kit.ctx, provider, new Uint8Array(), new Headers());
    expect(answer.body.outcome).toBe("applied");

    const expiry = (await findUserById(kit.ctx.db, uid))!.tariff_expiration_date!;
    const tasks = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .select(["name", "status", "payload"])
      .orderBy("execution_time")
      .execute();
    expect(tasks.map((t) => [t.name, t.status, JSON.parse(t.payload).expiry])).toEqual([
      ["plan.reminder", "pending", expiry],
      ["plan.reminder", "pending", expiry],
      ["plan.expired", "pending", expiry],
    ]);
  });
});
