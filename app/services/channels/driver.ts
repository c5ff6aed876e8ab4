import type { ChannelKind } from "../../../core/leads/channels";
import type { LeadChannelRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import type { LeadView } from "../leads/index.server";
import type { TypedField } from "./lead-fields.server";

/**
 * Issue 25: a channel driver turns one lead into one call to one connected
 * channel. A new channel is one more driver (drivers.server.ts) and nothing
 * else: planning, retries, the log, pausing and switching off are shared
 * (deliver.server.ts).
 */

/** What a driver sends: the lead as the inbox shows it, and where it came from. */
export interface ChannelLead extends LeadView {
  /** The landing's project name (or company name). */
  project: string;
  /** The lead in the owner's inbox. */
  inboxUrl: string;
  /** The owner's UI language: a chat message is worded in it. */
  ownerLanguage: string;
  /** The fields with their input names and kinds (a CRM maps name, phone, email). */
  typedFields: TypedField[];
}

/** One call's outcome, for the log and for what happens next. */
export interface CallOutcome {
  ok: boolean;
  /** The HTTP status the channel answered, if it answered. */
  status?: number;
  durationMs: number;
  /** The start of the answer (the log keeps ATTEMPT_ANSWER_BYTES of it). */
  answer?: string;
  /** Why it failed, in a line ("timeout after 10 s", "address not allowed: 10.0.0.1"). */
  error?: string;
  /** The channel asked to wait this long before the next try (Telegram's retry_after). */
  retryAfterMs?: number;
  /** The channel will never take another call (a bot blocked by its chat): switch it off. */
  disable?: "blocked";
}

export interface ChannelDriver {
  kind: ChannelKind;
  /**
   * Sends `lead` to `channel`. `deliveryId` is the same for every retry of this
   * delivery (a webhook's `webhook-id`). Never throws for a failed call: it
   * answers `ok: false` with the error, so every attempt reaches the log.
   */
  send(
    ctx: AppContext,
    channel: LeadChannelRow,
    lead: ChannelLead,
    deliveryId: string,
  ): Promise<CallOutcome>;
}
