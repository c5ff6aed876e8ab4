import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { i18nConfig } from "../../app/i18n";

/**
 * A component's server markup as a user in `lng` gets it: the app's own
 * catalogues, inside a data router whose root route is "root" (the dates
 * read the user's time zone from its data; links need a router).
 */
export async function renderMarkup(lng: string, node: ReactNode): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng });
  const element = <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const router = createMemoryRouter([{ id: "root", path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
