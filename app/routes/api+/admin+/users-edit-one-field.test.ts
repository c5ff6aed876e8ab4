import { describe, expect, it } from "vitest";
import { userEditSchema, userFields } from "../../../../core/admin/forms/users";
import { findUserById } from "../../../../db/queries/users";
import { listScheduledTasks } from "../../../../db/queries/scheduled-tasks";
import { asAdmin, call, DAY, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import { fromLocalInput, toLocalInput } from "../../../components/admin/format";
import { planAccountTasks } from "../../../services/accounts/index.server";
import * as userItem from "./users.$id";

/**
 * Issue 29: an admin edit of one field wrote the expiry back rounded to the
 * minute, logged it as changed and replanned the reminders. The edit modal
 * sends every field back, so each field is edited alone here the way the
 * modal sends it, and nothing else may move.
 */

let kit: Kit;
withFreshKit((k) => (kit = k));

/** The stored expiry has seconds and milliseconds, which the form's input cannot hold. */
const expiryOf = () => new Date(kit.clock.now.getTime() + 30 * DAY + 17_345).toISOString();

async function seedUser() {
  const id = await kit.addUser({
    email: "edited@x.io",
    tariff: 1,
    expiry: expiryOf(),
    confirmed: true,
  });
  await kit.ctx.db
    .updateTable("users")
    .set({ location: "Moscow", units_plan: "team", position: "ceo", active: 1 })
    .where("id", "=", id)
    .execute();
  await planAccountTasks(kit.ctx, id);
  return id;
}

/** What the edit modal submits for the row as GET answers it, with `edits` typed in. */
async function formBody(id: number, edits: Record<string, string>) {
  const res = await call(userItem, "GET", `/api/admin/users/${id}`, {
    ...asAdmin(kit),
    params: { id: String(id) },
  });
  const row = (await res.json()) as Record<string, unknown>;
  const inputs: Record<string, string> = {};
  for (const f of userFields) {
    const v = row[f.name];
    inputs[f.name] =
      f.type === "datetime"
        ? fromLocalInput(toLocalInput(v as string | null))
        : f.type === "password" || v === null || v === undefined
          ? ""
          : typeof v === "boolean"
            ? v
              ? "1"
              : "0"
            : String(v);
  }
  return userEditSchema.parse({ ...inputs, ...edits }) as Record<string, unknown>;
}

const put = (id: number, body: unknown) =>
  call(userItem, "PUT", `/api/admin/users/${id}`, {
    ...asAdmin(kit, { body }),
    params: { id: String(id) },
  });
const audit = () => kit.ctx.db.selectFrom("admin_audit").selectAll().orderBy("id").execute();
const tasks = async () =>
  (await listScheduledTasks(kit.ctx.db)).map((t) => ({
    id: t.id,
    key: t.dedupe_key,
    at: t.execution_time,
    status: t.status,
  }));

const newExpiry = () => new Date(kit.clock.now.getTime() + 90 * DAY).toISOString();

/** Each editable field of the modal: what is typed, and the columns it may move. */
const EDITS: Array<[field: string, typed: () => string, columns: string[]]> = [
  ["name", () => "Renamed", ["name"]],
  // A new address is unconfirmed until its owner follows a link.
  ["email", () => "moved@x.io", ["email", "email_confirmed_at"]],
  ["phone", () => "+7 999 000", ["phone"]],
  ["position", () => "coo", ["position"]],
  ["location", () => "Bali", ["location"]],
  ["units_plan", () => "solo", ["units_plan"]],
  ["tariff", () => "0", ["tariff"]],
  [
    "tariff_expiration_date",
    () => fromLocalInput(toLocalInput(newExpiry())),
    ["tariff_expiration_date"],
  ],
  ["total_available_landings", () => "5", ["total_available_landings"]],
  ["active", () => "0", ["active"]],
  ["password", () => "brand-new-pass", ["password_hash"]],
];

describe("PUT /api/admin/users/{id}: one field edited in the modal", () => {
  it("covers every field of the edit modal", () => {
    expect(EDITS.map(([f]) => f).sort()).toEqual(userFields.map((f) => f.name).sort());
  });

  for (const [field, typed, columns] of EDITS) {
    it(`${field} alone: only its column moves, one audit row names it, reminders stay unless it is the expiry`, async () => {
      const id = await seedUser();
      const before = (await findUserById(kit.ctx.db, id))!;
      const auditBefore = await audit();
      const tasksBefore = await tasks();
      expect(tasksBefore.length).toBeGreaterThan(0);

      const res = await put(id, await formBody(id, { [field]: typed() }));
      expect(res.status, await res.clone().text()).toBe(200);

      const after = (await findUserById(kit.ctx.db, id))! as Record<string, unknown>;
      const moved = Object.keys(before).filter(
        (k) => after[k] !== (before as Record<string, unknown>)[k],
      );
      expect(moved.sort()).toEqual([...columns].sort());
      expect(after.tariff_expiration_date).toBe(
        field === "tariff_expiration_date" ? typed() : before.tariff_expiration_date,
      );

      const auditAfter = await audit();
      expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
      expect(auditAfter.slice(auditBefore.length).map((r) => [r.action, r.details])).toEqual([
        ["user.update", JSON.stringify({ fields: [field === "password" ? "password" : field] })],
      ]);

      if (field === "tariff_expiration_date") {
        const now = await tasks();
        expect(now).not.toEqual(tasksBefore);
        expect(now.every((t) => t.key!.includes(typed()))).toBe(true);
      } else {
        expect(await tasks()).toEqual(tasksBefore);
      }
    });
  }

  it("the form saved untouched writes nothing and logs nothing", async () => {
    const id = await seedUser();
    const before = await findUserById(kit.ctx.db, id);
    const tasksBefore = await tasks();
    const res = await put(id, await formBody(id, {}));
    expect(res.status).toBe(200);
    expect(await findUserById(kit.ctx.db, id)).toEqual(before);
    expect(await audit()).toEqual([]);
    expect(await tasks()).toEqual(tasksBefore);
  });
});
