import { createHash, randomBytes, randomUUID } from "node:crypto";
import { isActivePro, type PlanEnd } from "../../../core/plans";
import {
  deleteLeadChannel,
  insertLeadChannel,
  listLeadChannels,
  listLeadChannelsByChat,
  updateLeadChannel,
} from "../../../db/queries/lead-channels";
import { getLandingByUuid } from "../../../db/queries/landings";
import {
  insertTelegramLinkToken,
  consumeTelegramLinkToken,
} from "../../../db/queries/telegram-link-tokens";
import { findUserSettings } from "../../../db/queries/user-settings";
import { requireOwned, type Actor } from "../landings/index.server";
import { HttpError, type AppContext } from "../platform/index.server";
import type { TelegramConfig } from "./config.server";

/**
 * Connecting a landing to a Telegram chat (issue 25). The owner asks for a
 * deep link carrying a one-time token (kept only as its SHA-256); the chat
 * that sends `/start {token}` to the bot within TELEGRAM_LINK_TTL_MS is bound,
 * once. `/stop` from the chat, or the owner's DELETE, disconnects.
 */

export const TELEGRAM_LINK_TTL_MS = 15 * 60_000;
/** A deep link's start parameter: Telegram allows [A-Za-z0-9_-], at most 64 characters. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Owner = Actor & PlanEnd;

/** The landing, if `actor` owns it (404 otherwise) and is PRO (403 `proRequired`). */
async function requireChannelOwner(ctx: AppContext, actor: Owner, uuid: string) {
  const landing = await requireOwned(ctx, actor, uuid);
  if (!isActivePro(actor, ctx.now())) throw new HttpError(403, "proRequired");
  return landing;
}

function requireTelegram(ctx: AppContext): TelegramConfig {
  if (!ctx.config.telegram) throw new HttpError(503, "telegramNotConfigured");
  return ctx.config.telegram;
}

export interface TelegramLink {
  /** Opens the bot in a private chat: `https://t.me/{bot}?start={token}`. */
  deepLink: string;
  /** Adds the bot to a group the owner picks, bound the same way. */
  groupLink: string;
  expiresAt: string;
}

/** POST /api/landings/{id}/channels/telegram: a fresh one-time deep link. */
export async function createTelegramLink(
  ctx: AppContext,
  actor: Owner,
  uuid: string,
): Promise<TelegramLink> {
  const landing = await requireChannelOwner(ctx, actor, uuid);
  const config = requireTelegram(ctx);
  const token = randomBytes(24).toString("base64url");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TTL_MS).toISOString();
  await insertTelegramLinkToken(ctx.db, {
    token_hash: hashToken(token),
    landing_uuid: landing.uuid,
    owner_id: actor.id,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  const bot = `https://t.me/${config.username}`;
  return { deepLink: `${bot}?start=${token}`, groupLink: `${bot}?startgroup=${token}`, expiresAt };
}

/** DELETE /api/landings/{id}/channels/telegram: the landing's chat no longer gets its leads. */
export async function disconnectTelegram(
  ctx: AppContext,
  actor: Owner,
  uuid: string,
): Promise<{ disconnected: boolean }> {
  const landing = await requireChannelOwner(ctx, actor, uuid);
  const rows = await listLeadChannels(ctx.db, landing.uuid, "telegram");
  for (const row of rows) await deleteLeadChannel(ctx.db, row.id);
  return { disconnected: rows.length > 0 };
}

export interface ChatInfo {
  id: number | string;
  title: string;
}

/** What the bot tells the chat: which landing, in whose language. */
export interface BindResult {
  project: string;
  language: string;
}

async function landingFacts(
  ctx: AppContext,
  landingUuid: string,
  ownerId: number,
): Promise<BindResult> {
  const [landing, settings] = await Promise.all([
    getLandingByUuid(ctx.db, landingUuid),
    findUserSettings(ctx.db, ownerId),
  ]);
  return {
    project: landing?.projectname || landing?.companyname || "",
    language: settings?.language ?? "ru",
  };
}

/**
 * `/start {token}` from `chat`: binds it to the token's landing, replacing the
 * chat bound before (one Telegram chat per landing). An unknown, used or
 * expired token binds nothing (undefined).
 */
export async function bindTelegramChat(
  ctx: AppContext,
  token: string,
  chat: ChatInfo,
): Promise<BindResult | undefined> {
  if (!LINK_TOKEN_PATTERN.test(token)) return undefined;
  const now = ctx.now().toISOString();
  const link = await consumeTelegramLinkToken(ctx.db, hashToken(token), now);
  if (!link) return undefined;
  const landing = await getLandingByUuid(ctx.db, link.landing_uuid);
  if (!landing || landing.deleted_at !== null || landing.parent_user !== link.owner_id) {
    return undefined;
  }
  const chatId = String(chat.id);
  const title = chat.title.slice(0, 200);
  const [current, ...extra] = await listLeadChannels(ctx.db, landing.uuid, "telegram");
  for (const row of extra) await deleteLeadChannel(ctx.db, row.id);
  if (current) {
    await updateLeadChannel(
      ctx.db,
      current.id,
      { chat_id: chatId, chat_title: title, enabled: 1, off_reason: null, failing_since: null },
      now,
    );
  } else {
    await insertLeadChannel(ctx.db, {
      id: randomUUID(),
      landing_uuid: landing.uuid,
      owner_id: link.owner_id,
      kind: "telegram",
      url: null,
      chat_id: chatId,
      chat_title: title,
      secret: null,
      previous_secret: null,
      previous_secret_until: null,
      off_reason: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    });
  }
  return landingFacts(ctx, landing.uuid, link.owner_id);
}

/** `/stop` from a chat: every landing bound to it lets it go. Answers what was disconnected. */
export async function unbindTelegramChat(
  ctx: AppContext,
  chatId: number | string,
): Promise<BindResult[]> {
  const rows = await listLeadChannelsByChat(ctx.db, "telegram", String(chatId));
  const facts: BindResult[] = [];
  for (const row of rows) {
    facts.push(await landingFacts(ctx, row.landing_uuid, row.owner_id));
    await deleteLeadChannel(ctx.db, row.id);
  }
  return facts;
}

/** A group that became a supergroup has a new id: its channels follow it. */
export async function moveTelegramChat(
  ctx: AppContext,
  fromId: number | string,
  toId: number | string,
): Promise<void> {
  const now = ctx.now().toISOString();
  for (const row of await listLeadChannelsByChat(ctx.db, "telegram", String(fromId))) {
    await updateLeadChannel(ctx.db, row.id, { chat_id: String(toId) }, now);
  }
}
