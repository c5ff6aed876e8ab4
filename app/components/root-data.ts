import { useRouteLoaderData } from "@remix-run/react";
import type { Language } from "../../core/i18n";
import type { SessionUser } from "../services/accounts/index.server";
import type { Toast } from "./toasts";

/**
 * The root loader's data. Declared here (and checked where app/root.tsx's
 * loader returns it) rather than inferred from `typeof loader`, so that
 * components do not import the root route that renders them.
 */
export interface RootData {
  user: SessionUser | null;
  locale: Language;
  xsrfToken: string;
  toasts: Toast[];
  publicUrl: string;
  appUrl: string;
  /** The user's IANA time zone as the browser reported it (core/time-zone), else the product's. */
  timeZone: string;
  /** The signed-in owner's new leads (spam left out), for the nav's count (issue 24); 0 signed out. */
  newLeads: number;
}

/** The root loader's data (user, locale, xsrfToken, toasts, urls), from any route or component. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The signed-in user, or null. */
export function useOptionalUser(): RootData["user"] | null {
  return useRootData()?.user ?? null;
}
