import type { TFunction } from "i18next";
import type { SettingsErrorKey } from "../../../core/account/settings";
import { IMAGE_LIMIT_VALUES } from "../../../core/landing/limits";
import { languageOf } from "../../i18n.server";
import { namespaceT } from "../accounts/index.server";
import { errorResponse, HttpError } from "../platform/index.server";

/** What a settings call answers when it refuses: a SPEC §8 key and the field it is about. */
export interface SettingsFailure {
  ok: false;
  status: number;
  error: SettingsErrorKey;
  field?: string;
  fields?: Record<string, SettingsErrorKey>;
  retryAfter?: number;
}

export const failure = (
  status: number,
  error: SettingsErrorKey,
  extra: Omit<SettingsFailure, "ok" | "status" | "error"> = {},
): SettingsFailure => ({ ok: false, status, error, ...extra });

/** A translator for the `settings` namespace, independent of any request. */
export const settingsT = (language: string): TFunction => namespaceT("settings", language);

/**
 * `{error, code, field?, fields?, message}`: `error` and `code` are the SPEC §8
 * key the screen maps to its text, `message` that text in the caller's language.
 */
export function settingsFailureResponse(request: Request, f: SettingsFailure): Response {
  const values: Record<string, unknown> = {
    ...(f.field ? { field: f.field } : {}),
    ...(f.fields ? { fields: f.fields } : {}),
    message: settingsT(languageOf(request))(`errors.${f.error}`, IMAGE_LIMIT_VALUES),
  };
  if (f.retryAfter) values.retryAfter = f.retryAfter;
  const headers = f.retryAfter ? { "Retry-After": String(f.retryAfter) } : undefined;
  return errorResponse(new HttpError(f.status, f.error, values, { headers }));
}
