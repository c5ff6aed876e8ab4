import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultLanguage, isLanguage } from "../core/i18n";
import { installFetchGuards } from "./components/fetch-guards";
import { i18nConfig } from "./i18n";

installFetchGuards(window);

const htmlLang = document.documentElement.lang;
// Catalogues are bundled, so init is synchronous and the first render matches the server's.
void i18next.use(initReactI18next).init({
  ...i18nConfig,
  lng: isLanguage(htmlLang) ? htmlLang : defaultLanguage,
  initImmediate: false,
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
