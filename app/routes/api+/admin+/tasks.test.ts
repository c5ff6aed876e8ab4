import { describe, expect, it } from "vitest";
import { insertOrder } from "../../../../db/queries/payment-orders";
import { findScheduledTask, insertScheduledTask } from "../../../../db/queries/scheduled-tasks";
import { TASK_HANDLER_NAMES } from "../../../../core/tasks/names";
import {
  call,
  DAY,
  withFreshKit,
  type Kit,
  asAdmin,
  type ListBody,
} from "../../../../tests/support/admin-kit";
import * as audit from "./audit";
import * as stats from "./stats";
import * as taskRetry from "./scheduled_tasks.$id.retry";
import * as taskItem from "./scheduled_tasks.$id";
import * as taskList from "./scheduled_tasks._index";

let kit: Kit;
withFreshKit((k) => (kit = k));

const admin = (o?: Parameters<typeof asAdmin>[1]) => asAdmin(kit, o);
const ago = (days: number) => new Date(kit.clock.now.getTime() - days * DAY).toISOString();

async function task(o: {
  name?: string;
  status?: "pending" | "processing" | "completed" | "failed";
  at?: string;
  finished?: string | null;
  payload?: string;
}) {
  const id = await insertScheduledTask(kit.ctx.db, {
    name: o.name ?? "plan.scan",
    execution_time: o.at ?? kit.clock.now.toISOString(),
    status: o.status ?? "pending",
    payload: o.payload ?? "{}",
    method: "POST",
    created_at: kit.clock.now.toISOString(),
  });
  if (o.status === "failed" || o.finished !== undefined) {
    await kit.ctx.db
      .updateTable("scheduled_tasks")
      .set({ attempts: 5, last_error: "boom", finished_at: o.finished ?? null })
      .where("id", "=", id)
      .execute();
  }
  return id;
}

const tasks = async (query: string) =>
  (await (
    await call(taskList, "GET", `/api/admin/scheduled_tasks?${query}`, admin())
  ).json()) as ListBody;
const putTask = (id: number, body: unknown) =>
  call(
    taskItem,
    "PUT",
    `/api/admin/scheduled_tasks/${id}`,
    admin({ body, params: { id: String(id) } }),
  );

const valid = {
  name: "plan.reminder",
  execution_time: "2026-12-01T09:00:00Z",
  status: "pending",
  payload: JSON.stringify({ userId: 1, expiry: "2026-12-08T09:00:00Z", kind: "7d" }),
  method: "post",
};

describe("scheduled tasks", () => {
  it("lists with the contract's row; prefix search on the name; sort; clamp", async () => {
    await task({ name: "plan.scan", at: ago(1) });
    await task({ name: "plan.expired", at: ago(3), payload: '{"userId":1}' });
    await task({ name: "sessions.sweep", at: ago(2) });
    const all = await tasks("");
    expect(all.total).toBe(3);
    expect(Object.keys(all.rows[0]).sort()).toEqual(
      [
        "id",
        "name",
        "execution_time",
        "status",
        "payload",
        "method",
        "body",
        "attempts",
        "last_error",
        "lease_until",
        "created_at",
      ].sort(),
    );
    expect((await tasks("search=PLAN.")).rows.map((r) => r.name).sort()).toEqual([
      "plan.expired",
      "plan.scan",
    ]);
    expect((await tasks("search=scan")).total).toBe(0);
    expect((await tasks("sort=execution_time&dir=asc")).rows.map((r) => r.name)).toEqual([
      "plan.expired",
      "sessions.sweep",
      "plan.scan",
    ]);
    expect(await tasks("page=9&pageSize=2")).toMatchObject({ page: 2, total: 3 });
  });

  it("PUT checks every required field and the handler registry", async () => {
    const id = await task({});
    // [body, error (the text the admin UI shows), code (its stable key), field]
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ ...valid, name: "" }, "name is required", "taskNameRequired", "name"],
      [
        { ...valid, name: "tariff_expiration" },
        `Task name must be one of: ${TASK_HANDLER_NAMES.join(", ")}`,
        "invalidInput",
        "name",
      ],
      [
        { ...valid, execution_time: undefined },
        "execution_time is required",
        "executionTimeRequired",
        "execution_time",
      ],
      [
        { ...valid, execution_time: "soon" },
        "execution_time must be a date",
        "executionTimeInvalid",
        "execution_time",
      ],
      [
        { ...valid, status: "paused" },
        "status must be one of: pending, processing, completed, failed",
        "statusInvalid",
        "status",
      ],
      [
        { ...valid, method: "PATCH" },
        "method must be one of: GET, POST, PUT, DELETE",
        "methodInvalid",
        "method",
      ],
      [{ ...valid, payload: "" }, "payload is required", "payloadRequired", "payload"],
      [
        { ...valid, payload: "{oops" },
        "Invalid JSON format for field 'payload'",
        "invalidJson",
        "payload",
      ],
    ];
    for (const [body, error, code, field] of cases) {
      const res = await putTask(id, body);
      expect(res.status, error).toBe(400);
      expect(await res.json()).toEqual({ error, code, field });
    }
    const wrongShape = await putTask(id, { ...valid, payload: '{"userId":"me"}' });
    expect(wrongShape.status).toBe(400);
    expect(((await wrongShape.json()) as { error: string }).error).toMatch(/^Invalid payload: /);

    const res = await putTask(id, { ...valid, body: "" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      name: "plan.reminder",
      execution_time: "2026-12-01T09:00:00.000Z",
      status: "pending",
      method: "POST",
      body: null,
    });
    expect((await putTask(999, valid)).status).toBe(404);
  });

  it("retry now: a failed task is pending again, due now, attempts reset; others are refused", async () => {
    const failed = await task({ status: "failed", at: ago(2), finished: ago(1) });
    const done = await task({ status: "completed" });
    const res = await call(
      taskRetry,
      "POST",
      `/api/admin/scheduled_tasks/${failed}/retry`,
      admin({ params: { id: String(failed) } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "pending",
      attempts: 0,
      execution_time: kit.clock.now.toISOString(),
    });
    expect((await findScheduledTask(kit.ctx.db, failed))!.finished_at).toBeNull();
    const refused = await call(
      taskRetry,
      "POST",
      `/api/admin/scheduled_tasks/${done}/retry`,
      admin({ params: { id: String(done) } }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Only failed tasks can be retried",
      code: "onlyFailedRetry",
      field: "status",
    });
    const missing = await call(
      taskRetry,
      "POST",
      "/api/admin/scheduled_tasks/999/retry",
      admin({ params: { id: "999" } }),
    );
    expect(missing.status).toBe(404);
  });

  it("GET and DELETE by id; Add New is not implemented", async () => {
    const id = await task({});
    const p = { params: { id: String(id) } };
    expect((await call(taskItem, "GET", `/api/admin/scheduled_tasks/${id}`, admin(p))).status).toBe(
      200,
    );
    expect(
      (await call(taskItem, "DELETE", `/api/admin/scheduled_tasks/${id}`, admin(p))).status,
    ).toBe(200);
    expect((await call(taskItem, "GET", `/api/admin/scheduled_tasks/${id}`, admin(p))).status).toBe(
      404,
    );
    const add = await call(taskList, "POST", "/api/admin/scheduled_tasks", admin({ body: {} }));
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual({
      error: "Creating scheduled tasks is not implemented yet",
      code: "createTasksNotImplemented",
    });
    const log = (await (await call(audit, "GET", "/api/admin/audit", admin())).json()) as ListBody;
    expect(log.rows.map((r) => r.action)).toEqual(["task.delete"]);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts sign-ups, paid orders and failed tasks over 7 and 30 days", async () => {
    // The seeded admin was created now.
    await kit.addUser({ createdAt: ago(2) });
    await kit.addUser({ createdAt: ago(10) });
    await kit.addUser({ createdAt: ago(40) });
    const buyer = await kit.addUser({ createdAt: ago(50) });
    let n = 0;
    const order = (
      status: "paid" | "pending" | "refunded",
      paidAt: string | null,
      updatedAt: string,
    ) =>
      insertOrder(kit.ctx.db, {
        id: `ord_${++n}`,
        user_id: buyer,
        item: "pro_year",
        amount_minor: 50000,
        currency: "USD",
        provider: "test",
        status,
        created_at: updatedAt,
        updated_at: updatedAt,
        paid_at: paidAt,
        paid_amount_minor: null,
        paid_currency: null,
      });
    await order("paid", ago(1), ago(1));
    await order("paid", ago(20), ago(1));
    await order("paid", null, ago(3));
    await order("paid", ago(45), ago(45));
    await order("pending", null, ago(1));
    await order("refunded", ago(2), ago(2));
    await task({ status: "failed", finished: ago(1) });
    await task({ status: "failed", finished: ago(12) });
    await task({ status: "failed", at: ago(5), finished: null });
    await task({ status: "completed", finished: ago(1) });
    await task({ status: "failed", finished: ago(31) });

    const res = await call(stats, "GET", "/api/admin/stats", admin());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      signups: { d7: 2, d30: 3 },
      paidOrders: { d7: 2, d30: 3 },
      failedTasks: { d7: 2, d30: 3 },
    });
  });
});
