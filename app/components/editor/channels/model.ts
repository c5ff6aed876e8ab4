import type { TFunction } from "i18next";

/** A channel as GET /api/landings/{id}/channels answers it (app/services/channels `channelView`). */
export interface ChannelView {
  id: string;
  kind: "telegram" | "webhook" | "bitrix24";
  url: string | null;
  chatTitle?: string | null;
  enabled: boolean;
  state: "connected" | "failing" | "off";
  offReason: "owner" | "blocked" | "failing" | null;
  failingSince: string | null;
  createdAt: string;
  lastDelivery: Attempt | null;
}

/** One call in an endpoint's delivery log (GET …/webhooks/{wid}/deliveries). */
export interface Attempt {
  at: string;
  ok: boolean;
  statusCode: number | null;
  durationMs: number | null;
  answer: string | null;
  error: string | null;
  /** Null for "Send test": there is no lead to send again. */
  leadId: string | null;
  deliveryId: string;
}

/** An error answer (ADR 024): `code` is the key, the rest its values. */
export interface ApiRefusal {
  status: number;
  code: string;
  reason?: string;
  address?: string;
  max?: number;
}

export type ApiResult<T> = { ok: true; body: T } | { ok: false; refusal: ApiRefusal };

/** One call to the owner's channel API; a network failure is a refusal too, never a throw. */
export async function callApi<T>(
  url: string,
  method = "GET",
  body?: unknown,
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return { ok: true, body: json as T };
    return {
      ok: false,
      refusal: { ...json, status: res.status, code: String(json.code ?? json.error ?? "generic") },
    };
  } catch {
    return { ok: false, refusal: { status: 0, code: "network" } };
  }
}

/**
 * A refusal in the user's language. The filter's reasons are worded once, in
 * the channels catalogue (the API answers them in the account's language; the
 * editor may be showing another one).
 */
export function refusalText(t: TFunction, r: ApiRefusal): string {
  if (r.code === "urlNotAllowed" && r.reason) {
    return t(`channels:url.${r.reason}`, {
      address: r.address ?? "",
      defaultValue: t("editor:channels.errors.urlNotAllowed"),
    });
  }
  if (r.code === "tooManyWebhooks") return t("channels:tooManyWebhooks", { max: r.max ?? 3 });
  return t(`editor:channels.errors.${r.code}`, {
    defaultValue: t("editor:channels.errors.generic"),
  });
}

/**
 * Which failed calls offer "Resend": a real lead's delivery (not a test) whose
 * newest call failed. The log is newest first, so the first call seen of each
 * delivery is its latest.
 */
export function resendable(log: Attempt[]): Set<Attempt> {
  const seen = new Set<string>();
  const out = new Set<Attempt>();
  for (const a of log) {
    if (seen.has(a.deliveryId)) continue;
    seen.add(a.deliveryId);
    if (!a.ok && a.leadId) out.add(a);
  }
  return out;
}

/** The secret shown once: kept in the page's memory only, never refetched (the API never answers it again). */
export interface RevealedSecret {
  id: string;
  secret: string;
}

/** The revealed secret, while its endpoint still exists in a reloaded list. */
export const keepRevealed = (
  revealed: RevealedSecret | null,
  channels: ChannelView[],
): RevealedSecret | null =>
  revealed && channels.some((c) => c.id === revealed.id) ? revealed : null;
