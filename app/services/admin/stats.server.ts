import { countPaidOrdersSince } from "../../../db/queries/admin-payment-orders";
import { countFailedTasksSince } from "../../../db/queries/admin-scheduled-tasks";
import { countSignupsSince } from "../../../db/queries/admin-users";
import { DAY_MS } from "../../../core/time";
import type { AppContext } from "../platform/index.server";

export interface Window {
  d7: number;
  d30: number;
}

export interface AdminStats {
  signups: Window;
  paidOrders: Window;
  failedTasks: Window;
}

/** Dashboard counts over the last 7 and 30 days (GET /api/admin/stats). */
export async function adminStats(ctx: Pick<AppContext, "db" | "now">): Promise<AdminStats> {
  const now = ctx.now().getTime();
  const since = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const both = async (count: (since: string) => Promise<number>): Promise<Window> => ({
    d7: await count(since(7)),
    d30: await count(since(30)),
  });
  return {
    signups: await both((s) => countSignupsSince(ctx.db, s)),
    paidOrders: await both((s) => countPaidOrdersSince(ctx.db, s)),
    failedTasks: await both((s) => countFailedTasksSince(ctx.db, s)),
  };
}
