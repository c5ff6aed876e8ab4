import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminMessageKey } from "../../../core/admin/messages";
import { useToast } from "../toasts";

/** What every admin call resolves to: never throws, so callers only branch on `ok`. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string | null; field?: string };

/**
 * A JSON call to `/api/admin/*` (admin API contract). The XSRF header is added
 * by the fetch guards (`app/components/fetch-guards.ts`), and a 401 sends the
 * browser to /login from there.
 */
export async function adminFetch<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: "same-origin",
    });
  } catch (e) {
    if (init.signal?.aborted) throw e;
    return { ok: false, status: 0, error: null };
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return { ok: true, status: res.status, data: body as T };
  const err = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return {
    ok: false,
    status: res.status,
    error: typeof err.error === "string" ? err.error : null,
    field: typeof err.field === "string" ? err.field : undefined,
  };
}

/** Translates a message of core/admin (forms) or of the API; unknown texts are shown as they are. */
export function useAdminMessage() {
  const { t } = useTranslation("admin");
  return useCallback(
    (message: string | null | undefined): string | null => {
      if (!message) return null;
      const known = adminMessageKey(message);
      return known ? t(`messages.${known.key}`, known.values ?? {}) : message;
    },
    [t],
  );
}

/**
 * "Failed to save user: You cannot delete yourself" — the SPEC §8 failure text,
 * followed by the API's reason when it gave one.
 */
export function useFailureText() {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  return useCallback(
    (toastKey: string, result?: { error: string | null } | null): string => {
      const base = t(`toasts.${toastKey}`);
      const reason = result ? message(result.error) : null;
      if (!reason) return base;
      return t("toasts.withReason", { message: base, reason });
    },
    [t, message],
  );
}

/**
 * The rows a dialog lists (GET `path`: a list, or `{ rows }`): null while
 * loading, [] after a failure (toasted with `failToast`). A new `nonce`
 * fetches them again.
 */
export function useAdminRows<T>(path: string, failToast: string, nonce = 0): T[] | null {
  const toast = useToast();
  const failure = useFailureText();
  const [rows, setRows] = useState<T[] | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    adminFetch<T[] | { rows: T[] }>(path, { signal: ctrl.signal })
      .then((res) => {
        if (res.ok) setRows(Array.isArray(res.data) ? res.data : (res.data?.rows ?? []));
        else {
          setRows([]);
          toast.error(failure(failToast, res));
        }
      })
      .catch(() => {});
    return () => ctrl.abort();
  }, [path, failToast, nonce, toast, failure]);
  return rows;
}
