import type { Executor } from "../database";
import type { LeadChannelRow, LeadChannelsTable, NewLeadChannel } from "../schema";

/** Issue 25: a landing's connected lead channels. Owner-facing calls name the owner. */

export async function insertLeadChannel(db: Executor, row: NewLeadChannel): Promise<void> {
  await db.insertInto("lead_channels").values(row).execute();
}

export async function getLeadChannel(
  db: Executor,
  id: string,
): Promise<LeadChannelRow | undefined> {
  return db.selectFrom("lead_channels").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function getLeadChannelOfOwner(
  db: Executor,
  ownerId: number,
  id: string,
): Promise<LeadChannelRow | undefined> {
  return db
    .selectFrom("lead_channels")
    .selectAll()
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
}

/** Every channel of a landing, oldest first (the order the owner added them). */
export async function listLeadChannels(
  db: Executor,
  landingUuid: string,
  kind?: LeadChannelRow["kind"],
): Promise<LeadChannelRow[]> {
  let q = db.selectFrom("lead_channels").selectAll().where("landing_uuid", "=", landingUuid);
  if (kind) q = q.where("kind", "=", kind);
  return q.orderBy("created_at").orderBy("id").execute();
}

/** The channels a new lead of this landing goes to. */
export async function listEnabledLeadChannels(
  db: Executor,
  landingUuid: string,
): Promise<LeadChannelRow[]> {
  return db
    .selectFrom("lead_channels")
    .selectAll()
    .where("landing_uuid", "=", landingUuid)
    .where("enabled", "=", 1)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

type ChannelPatch = Partial<
  Pick<
    LeadChannelsTable,
    | "url"
    | "chat_id"
    | "chat_title"
    | "secret"
    | "previous_secret"
    | "previous_secret_until"
    | "off_reason"
    | "failing_since"
  > & { enabled: number }
>;

export async function updateLeadChannel(
  db: Executor,
  id: string,
  patch: ChannelPatch,
  now: string,
): Promise<boolean> {
  const r = await db
    .updateTable("lead_channels")
    .set({ ...patch, updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteLeadChannel(db: Executor, id: string): Promise<boolean> {
  const r = await db.deleteFrom("lead_channels").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * Every channel of a landing goes (their logs with them, by the foreign key):
 * a landing moved to another owner must not keep feeding the old owner's
 * chats and endpoints.
 */
export async function deleteLeadChannelsOfLanding(
  db: Executor,
  landingUuid: string,
): Promise<number> {
  const r = await db
    .deleteFrom("lead_channels")
    .where("landing_uuid", "=", landingUuid)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The channels of a kind bound to one chat (a Telegram chat may serve several landings). */
export async function listLeadChannelsByChat(
  db: Executor,
  kind: LeadChannelRow["kind"],
  chatId: string,
): Promise<LeadChannelRow[]> {
  return db
    .selectFrom("lead_channels")
    .selectAll()
    .where("kind", "=", kind)
    .where("chat_id", "=", chatId)
    .orderBy("created_at")
    .execute();
}

/** Issue 25: an owner's enabled channels, on every landing (what a renewal resumes). */
export async function listOwnerEnabledChannels(
  db: Executor,
  ownerId: number,
): Promise<LeadChannelRow[]> {
  return db
    .selectFrom("lead_channels")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .where("enabled", "=", 1)
    .orderBy("created_at")
    .execute();
}

/**
 * Switches a channel off for `reason`, only if it is still on: true when this
 * call switched it (so its owner is mailed once however many calls fail at once).
 */
export async function switchOffLeadChannel(
  db: Executor,
  id: string,
  reason: "blocked" | "failing",
  failingSince: string,
  now: string,
): Promise<boolean> {
  const r = await db
    .updateTable("lead_channels")
    .set({ enabled: 0, off_reason: reason, failing_since: failingSince, updated_at: now })
    .where("id", "=", id)
    .where("enabled", "=", 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
