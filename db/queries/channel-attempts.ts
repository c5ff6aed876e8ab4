import { randomUUID } from "node:crypto";
import type { Executor } from "../database";
import type { ChannelAttemptRow } from "../schema";

/** Issue 25: the delivery log, the last `keep` calls per channel. */

export async function recordChannelAttempt(
  db: Executor,
  row: Omit<ChannelAttemptRow, "id">,
  keep: number,
): Promise<void> {
  await db
    .insertInto("channel_attempts")
    .values({ ...row, id: randomUUID() })
    .execute();
  const cutoff = await db
    .selectFrom("channel_attempts")
    .select(["at", "id"])
    .where("channel_id", "=", row.channel_id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom("channel_attempts")
    .where("channel_id", "=", row.channel_id)
    .where((eb) =>
      eb.or([
        eb("at", "<", cutoff.at),
        eb.and([eb("at", "=", cutoff.at), eb("id", "<=", cutoff.id)]),
      ]),
    )
    .execute();
}

/** A channel's log, newest first. */
export async function listChannelAttempts(
  db: Executor,
  channelId: string,
  limit: number,
): Promise<ChannelAttemptRow[]> {
  return db
    .selectFrom("channel_attempts")
    .selectAll()
    .where("channel_id", "=", channelId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
