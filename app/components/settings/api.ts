import type { UserSettingsAnswer } from "../../../core/account/settings";

/** SPEC §3 "User settings" as GET/POST /api/auth/settings answer them. */
export type Settings = UserSettingsAnswer;

/** SPEC §8 "Settings load": what went wrong, as a catalogue key and its values. */
export type LoadFailure = { key: string; values?: Record<string, unknown> };

export async function loadSettings(): Promise<{ settings: Settings } | { failure: LoadFailure }> {
  let res: Response;
  try {
    res = await fetch("/api/auth/settings", { headers: { Accept: "application/json" } });
  } catch {
    return { failure: { key: "common:networkError" } };
  }
  // A 401 is handled by the fetch guard: sessionExpired, log out, go to Login.
  if (!res.ok)
    return { failure: { key: "settings:errors.loadError", values: { status: res.status } } };
  try {
    const body = (await res.json()) as Settings | null;
    if (!body || typeof body !== "object" || !("email" in body)) {
      return { failure: { key: "settings:errors.fetchFailed" } };
    }
    return { settings: body };
  } catch {
    return { failure: { key: "settings:errors.unexpectedError" } };
  }
}

export type SaveResult =
  { ok: true; settings: Settings } | { ok: false; key: string; field?: string };

/** SPEC §8 "Settings save": 409 emailExists, 400 the server's key (wrongPassword…), else updateFailed. */
export async function saveSettings(fields: Record<string, unknown>): Promise<SaveResult> {
  try {
    const res = await fetch("/api/auth/settings", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
    });
    const body = (await res.json().catch(() => null)) as
      (Settings & { error?: string; field?: string }) | null;
    if (res.ok && body) return { ok: true, settings: body };
    if (res.status === 409)
      return { ok: false, key: "settings:errors.emailExists", field: "email" };
    if ([400, 403, 429].includes(res.status) && body?.error) {
      return { ok: false, key: `settings:errors.${body.error}`, field: body.field };
    }
    return { ok: false, key: "settings:errors.updateFailed" };
  } catch {
    return { ok: false, key: "common:networkError" };
  }
}

export async function callJson(
  path: string,
  init: { method: string; body?: unknown; form?: FormData },
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  try {
    const res = await fetch(path, {
      method: init.method,
      headers: init.form
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" },
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const body = ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: { error: "network" } };
  }
}
