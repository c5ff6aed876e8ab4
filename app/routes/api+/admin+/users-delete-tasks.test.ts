import { describe, expect, it } from "vitest";
import { listScheduledTasks } from "../../../../db/queries/scheduled-tasks";
import { findUserById } from "../../../../db/queries/users";
import { asAdmin, call, DAY, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import { planAccountTasks, planKeyPrefix } from "../../../services/accounts/index.server";
import * as userItem from "./users.$id";

/** Issue 29: deleting a user left their plan reminders waiting, to mail nobody. */

let kit: Kit;
withFreshKit((k) => (kit = k));

const pendingOf = async (id: number) =>
  (await listScheduledTasks(kit.ctx.db)).filter(
    (t) => t.status === "pending" && t.dedupe_key?.startsWith(planKeyPrefix(id)),
  );

describe("DELETE /api/admin/users/{id}", () => {
  it("takes the user's pending plan tasks with the account, and leaves others' alone", async () => {
    const expiry = () => new Date(kit.clock.now.getTime() + 30 * DAY).toISOString();
    const doomed = await kit.addUser({ tariff: 1, expiry: expiry() });
    const bystander = await kit.addUser({ tariff: 1, expiry: expiry() });
    await planAccountTasks(kit.ctx, doomed);
    await planAccountTasks(kit.ctx, bystander);
    // Reminders at 7 days and 1 day before, and the expiry notice.
    expect(await pendingOf(doomed)).toHaveLength(3);
    const kept = await pendingOf(bystander);
    expect(kept).toHaveLength(3);

    const res = await call(userItem, "DELETE", `/api/admin/users/${doomed}`, {
      ...asAdmin(kit),
      params: { id: String(doomed) },
    });
    expect(res.status).toBe(200);
    expect(await findUserById(kit.ctx.db, doomed)).toBeUndefined();
    expect(await pendingOf(doomed)).toEqual([]);
    expect(await pendingOf(bystander)).toEqual(kept);
  });
});
