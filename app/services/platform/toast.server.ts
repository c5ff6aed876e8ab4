import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseCookies } from "../../../core/account/cookies";

/**
 * One-shot "flash" toasts carried across a redirect in a short-lived cookie and
 * shown (then cleared) by the root loader. The cookie holds only a catalogue
 * key and interpolation values — never markup — and the key is checked on
 * read, so it is neither signed nor secret.
 */
export type ToastType = "success" | "error" | "info";
export type ToastMessage = {
  type: ToastType;
  /** "namespace:key", translated with the reader's language. */
  key: string;
  values?: Record<string, string | number>;
};

export const TOAST_COOKIE = "vitrina_toast";
const MAX_FLASH_TOASTS = 5;

const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  key: z.string().regex(/^[a-z]+:[A-Za-z0-9_.]+$/),
  values: z.record(z.union([z.string().max(500), z.number()])).optional(),
});
const ToastListSchema = z.array(ToastSchema).max(MAX_FLASH_TOASTS);

function encode(toasts: ToastMessage[]): string {
  return Buffer.from(JSON.stringify(toasts), "utf8").toString("base64url");
}

function decode(raw: string): ToastMessage[] {
  try {
    const parsed = ToastListSchema.safeParse(
      JSON.parse(Buffer.from(raw, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Set-Cookie value that flashes these toasts to the next page load. */
export function toastCookie(toasts: ToastMessage | ToastMessage[]): string {
  const list = (Array.isArray(toasts) ? toasts : [toasts]).slice(-MAX_FLASH_TOASTS);
  return `${TOAST_COOKIE}=${encode(list)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export const clearToastCookie = `${TOAST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

function withCookie(init: ResponseInit | undefined, cookie: string): Headers {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", cookie);
  return headers;
}

/** A redirect that shows `toast` on the page it lands on. */
export function redirectWithToast(
  url: string,
  toast: ToastMessage | ToastMessage[],
  init?: ResponseInit,
): Response {
  return redirect(url, { ...init, headers: withCookie(init, toastCookie(toast)) });
}

/**
 * JSON plus a toast shown when the root loader revalidates. A real Response
 * (not `data()`), because resource routes (api.*) drop `data()` headers.
 */
export function jsonWithToast<T>(
  payload: T,
  toast: ToastMessage | ToastMessage[],
  init?: ResponseInit,
) {
  return json(payload, { ...init, headers: withCookie(init, toastCookie(toast)) });
}

/**
 * The flashed toasts of this request and, when there were any, the Set-Cookie
 * that clears them (attach it to the response so they show only once).
 */
export function getToasts(request: Request): { toasts: ToastMessage[]; setCookie: string | null } {
  const raw = parseCookies(request.headers.get("Cookie"))[TOAST_COOKIE] ?? null;
  if (raw === null) return { toasts: [], setCookie: null };
  return { toasts: raw ? decode(raw) : [], setCookie: clearToastCookie };
}
