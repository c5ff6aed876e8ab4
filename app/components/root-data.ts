import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "../root";

export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** The root loader's data (user, locale, xsrfToken, toasts, urls), from any route or component. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** The signed-in user, or null. */
export function useOptionalUser(): RootData["user"] | null {
  return useRootData()?.user ?? null;
}
