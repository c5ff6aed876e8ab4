import { grantProSchema, userEditSchema } from "../../../core/admin/forms/users";
import { ADMIN_MESSAGES } from "../../../core/admin/messages";
import { changedUserFields } from "../../../core/admin/user-edit";
import {
  accountExpired,
  proExpiryAfterPayment,
  SUBSCRIPTION_DAYS,
  TARIFF_PRO,
} from "../../../core/plans";
import { DAY_MS } from "../../../core/time";
import {
  countExistingUsers,
  listUsersForAdmin,
  type AdminUserRecord,
} from "../../../db/queries/admin-users";
import { isUniqueViolation } from "../../../db/dialect";
import type { ListPage, ListQuery } from "../../../db/queries/admin-list";
import { insertPurchase } from "../../../db/queries/purchases";
import { countLandingsByOwner } from "../../../db/queries/landings";
import { findUserById, updateUserRow } from "../../../db/queries/users";
import type { UserRow, UserUpdate } from "../../../db/schema";
import { sendConfirmation, sendPasswordResetLink } from "../accounts/index.server";
import { hashPassword, setEmailAtOnce } from "../accounts/index.server";
import { eraseAccount } from "../settings/index.server";
import type { AppContext } from "../platform/index.server";
import { isAdminId, revokeUserSessions } from "../accounts/index.server";
import { afterPlanChange } from "../accounts/index.server";
import { adminError, invalid, invalidInput, notFound } from "./http.server";

type Ctx = AppContext;

/** The admin users table row (contract: issue 10 admin API). */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string | null;
  location: string | null;
  /** 0 free, 1 PRO ("standard" in the admin UI). */
  tariff: number;
  tariff_expiration_date: string | null;
  expiration_date: string | null;
  /** The account's own allowance (what Edit changes); bought extras are not added in. */
  total_available_landings: number;
  units_plan: string | null;
  active: boolean;
  expired: boolean;
  email_confirmed: boolean;
  created_at: string;
  last_login: string | null;
  landings_count: number;
  is_admin: boolean;
}

export function toAdminUser(ctx: Pick<Ctx, "config" | "now">, row: AdminUserRecord): AdminUser {
  const exp = row.tariff_expiration_date;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    location: row.location,
    tariff: row.tariff,
    tariff_expiration_date: exp,
    expiration_date: exp,
    total_available_landings: row.total_available_landings,
    units_plan: row.units_plan,
    active: row.active === 1,
    expired: accountExpired(row, ctx.now()),
    email_confirmed: row.email_confirmed_at !== null,
    created_at: row.created_at,
    last_login: row.last_login,
    landings_count: row.landings_count,
    is_admin: isAdminId(ctx.config, row.id),
  };
}

export async function listUsers(ctx: Ctx, q: ListQuery): Promise<ListPage<AdminUser>> {
  const page = await listUsersForAdmin(ctx.db, q);
  return { ...page, rows: page.rows.map((r) => toAdminUser(ctx, r)) };
}

export async function requireUserRow(ctx: Pick<Ctx, "db">, id: number): Promise<UserRow> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export async function getUser(ctx: Ctx, id: number): Promise<AdminUser> {
  const row = await requireUserRow(ctx, id);
  return toAdminUser(ctx, { ...row, landings_count: await countLandingsByOwner(ctx.db, id) });
}

/* ---- Edit ---- */

export interface UserEdit {
  patch: UserUpdate;
  password?: string;
}

const userPatchSchema = userEditSchema.partial();

/**
 * PUT /api/admin/users/{id}: the fields the edit form may send, by the
 * modal's own schema (core/admin/forms/users.ts userEditSchema, partial). Name and
 * email must not be blank; an empty password is dropped (unchanged); numbers
 * may come as strings. Other keys (id, created_at, …) are ignored.
 */
export function parseUserEdit(body: Record<string, unknown>): UserEdit {
  const parsed = userPatchSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { password, ...sent }: { password?: string } & UserUpdate = parsed.data;
  // Only the fields sent, in the order they were checked (the audit lists them so).
  const patch = Object.fromEntries(
    Object.entries(sent).filter(([, value]) => value !== undefined),
  ) as UserUpdate;
  return { patch, password };
}

const PLAN_FIELDS = [
  "tariff",
  "tariff_expiration_date",
  "total_available_landings",
  "active",
] as const;

export async function updateUser(
  ctx: Ctx,
  actorId: number,
  id: number,
  edit: UserEdit,
): Promise<{ user: AdminUser; changed: string[] }> {
  const before = await requireUserRow(ctx, id);
  // The form sends every field back: only those whose value differs are written and logged.
  const changed = changedUserFields<keyof UserUpdate & string>(before, edit.patch);
  const patch = Object.fromEntries(changed.map((k) => [k, edit.patch[k]])) as UserUpdate;
  // Where another admin's resets go, and their password, are theirs alone: no takeover
  // from the editor (issue 23). The unchanged email the form sends back is not a change.
  if (id !== actorId && isAdminId(ctx.config, id) && (changed.includes("email") || edit.password))
    throw adminError(403, ADMIN_MESSAGES.changeAdminCredentials);
  if (edit.password) patch.password_hash = await hashPassword(edit.password);
  const { email, ...rest } = patch;
  if (email !== undefined && email !== before.email) {
    // Through accounts' one email service: an address another account has, or may
    // still take back with its "this wasn't me" link, is not the admin's to give.
    // The new address is unconfirmed until its owner follows a link (owner's rule).
    if (!(await setEmailAtOnce(ctx.db, id, email, ctx.now(), rest)))
      throw adminError(409, "emailExists", "email");
  } else {
    try {
      await updateUserRow(ctx.db, id, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw adminError(409, "emailExists", "email");
      throw error;
    }
  }
  // A password set by an admin ends the sessions opened with the old one.
  if (edit.password) await revokeUserSessions(ctx, id);
  // Pages, reminders and the expiry notice follow the account's new plan, as after a payment.
  if (PLAN_FIELDS.some((f) => changed.includes(f))) await afterPlanChange(ctx, id);
  return {
    user: await getUser(ctx, id),
    changed: edit.password ? [...changed, "password"] : changed,
  };
}

/* ---- Delete ---- */

/**
 * Who may not be deleted: yourself, another admin, the last admin. Null when
 * the deletion may go ahead.
 */
export function deleteRefusal(
  config: Pick<Ctx["config"], "adminUserIds">,
  actorId: number,
  targetId: number,
  existingAdmins: number,
): string | null {
  if (targetId === actorId) return ADMIN_MESSAGES.deleteSelf;
  if (!isAdminId(config, targetId)) return null;
  if (existingAdmins <= 1) return ADMIN_MESSAGES.deleteLastAdmin;
  return ADMIN_MESSAGES.deleteAdmin;
}

/**
 * Deletes the account and everything it owns, as the owner's own deletion
 * does (settings' eraseAccount): pages and routes off the edge first, the
 * photo, the pending plan reminders, then the rows (ON DELETE CASCADE).
 */
export async function deleteUserEverywhere(
  ctx: Ctx,
  actorId: number,
  id: number,
): Promise<{ email: string; landings: number }> {
  const user = await requireUserRow(ctx, id);
  const refusal = deleteRefusal(
    ctx.config,
    actorId,
    id,
    await countExistingUsers(ctx.db, ctx.config.adminUserIds),
  );
  if (refusal) throw invalid(refusal);
  return { email: user.email, landings: await eraseAccount(ctx, id) };
}

/* ---- Grant PRO, mails ---- */

/** POST /grant-pro `{ days? }`: 1–3650, 365 when left out (core/admin/forms/users.ts). */
export function parseGrantDays(body: Record<string, unknown>): number {
  const parsed = grantProSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data.days;
}

/**
 * "Grant PRO": extends like a payment (core/plans proExpiryAfterPayment: from
 * now, or from an unexpired PRO expiry) and records a purchase paid by
 * `admin`, in one transaction; then the owner's pages follow.
 */
export async function grantPro(
  ctx: Ctx,
  id: number,
  days: number = SUBSCRIPTION_DAYS,
): Promise<{ user: AdminUser; expiration_date: string }> {
  const now = ctx.now();
  const expiry = await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound();
    const yearOn = proExpiryAfterPayment(user, now);
    const exp = new Date(yearOn.getTime() + (days - SUBSCRIPTION_DAYS) * DAY_MS);
    await updateUserRow(trx, id, {
      tariff: TARIFF_PRO,
      tariff_expiration_date: exp.toISOString(),
      renewal_reminders_off: 0,
    });
    await insertPurchase(trx, {
      user_id: id,
      item_name: "pro_year",
      purchase_type: "pro",
      amount: 0,
      currency: "USD",
      purchase_date: now.toISOString(),
      expiration_date: exp.toISOString(),
      payment_method: "admin",
      external_id: null,
      order_id: null,
    });
    return exp.toISOString();
  });
  await afterPlanChange(ctx, id);
  return { user: await getUser(ctx, id), expiration_date: expiry };
}

export async function resendConfirmationFor(ctx: Ctx, id: number): Promise<void> {
  const user = await requireUserRow(ctx, id);
  if (user.email_confirmed_at !== null) throw invalid(ADMIN_MESSAGES.emailAlreadyConfirmed);
  if (!(await sendConfirmation(ctx, id))) throw adminError(502, "mailFailed");
}

export async function sendResetFor(ctx: Ctx, id: number): Promise<void> {
  const user = await requireUserRow(ctx, id);
  if (!(await sendPasswordResetLink(ctx, user))) throw adminError(502, "mailFailed");
}
