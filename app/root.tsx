import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { defaultLanguage, namespaces } from "../core/i18n";
import { languageCookie, languageFromCookie } from "../core/i18n/detect";
import { ImpersonationBanner } from "./components/admin/impersonation-banner";
import { isNavBarHidden, NavBar } from "./components/nav-bar";
import type { RootData } from "./components/root-data";
import { useNonce } from "./components/nonce";
import {
  CrossOriginPage,
  crossOriginRefusal,
  ErrorPage,
  NotFoundPage,
} from "./components/status-pages";
import { ToastProvider, type Toast } from "./components/toasts";
import { fixedT, localeFromMatches } from "./i18n";
import { readCookie } from "./components/fetch-guards";
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, validTimeZone } from "../core/time-zone";
import { getT, languageOf } from "./i18n.server";
import { getContext } from "./services/platform/index.server";
import { getSessionUser } from "./services/accounts/index.server";
import { newLeadTotal } from "./services/leads/index.server";
import { getToasts } from "./services/platform/index.server";
import { xsrfTokenFor } from "./services/accounts/index.server";
import appStyles from "./styles/app.css";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: appStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = getContext();
  const locale = languageOf(request);
  const [user, xsrf, t] = await Promise.all([
    getSessionUser(request),
    xsrfTokenFor(request),
    getT(locale, [...namespaces]),
  ]);
  const flash = getToasts(request);
  const toasts: Toast[] = flash.toasts.map((m) => ({
    id: globalThis.crypto.randomUUID(),
    type: m.type,
    message: t(m.key, m.values ?? {}),
  }));

  const headers = new Headers();
  if (xsrf.setCookie) headers.append("Set-Cookie", xsrf.setCookie);
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  // SPEC §2 guard: a default language is stored when none exists.
  if (!languageFromCookie(request.headers.get("Cookie"))) {
    headers.append("Set-Cookie", languageCookie(locale, { secure: ctx.config.secureCookies }));
  }
  const rootData: RootData = {
    user,
    locale,
    xsrfToken: xsrf.token,
    toasts,
    publicUrl: ctx.config.publicUrl,
    appUrl: ctx.config.appUrl,
    // The zone the browser put in its cookie (components/use-dates.ts), else the product's.
    timeZone:
      validTimeZone(readCookie(request.headers.get("Cookie") ?? "", TIME_ZONE_COOKIE)) ??
      DEFAULT_TIME_ZONE,
    newLeads: user ? await newLeadTotal(ctx, user) : 0,
  };
  return data(rootData, { headers });
}

export const meta: MetaFunction = ({ matches, error }) => {
  const t = fixedT(localeFromMatches(matches));
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: `${t("common:notFound.title")} — ${t("common:appName")}` }];
  }
  if (error) return [{ title: `${t("common:errorPage.title")} — ${t("common:appName")}` }];
  return [{ title: t("common:appName") }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? defaultLanguage;
  const nonce = useNonce();
  const { t } = useTranslation("common");
  useChangeLanguage(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href={FAVICON} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main-content" className="skip-link">
          {t("skipToContent")}
        </a>
        <ToastProvider serverToasts={data?.toasts ?? NO_TOASTS}>{children}</ToastProvider>
        <NavigationGuard />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const NO_TOASTS: Toast[] = [];
// Inline so no extra request (and no 404) is made for /favicon.ico.
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/><path d="M9 9l7 15 7-15" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

/** The client half of SPEC §2's guard: every navigation clears a page scroll lock left by a modal. */
function NavigationGuard() {
  const location = useLocation();
  useEffect(() => {
    document.body.style.overflow = "";
    document.body.classList.remove("scroll-locked");
  }, [location.pathname]);
  // React has taken the page over (the screens' own effects ran first): the end-to-end
  // tests wait for this rather than for a quiet network (tests/e2e/support/settled.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const user = data?.user ?? null;
  const showNav = user !== null && !isNavBarHidden(location.pathname);
  return (
    <>
      {/* Every page, the owner's included, says when an admin acts as this user. */}
      {user?.impersonating ? <ImpersonationBanner email={user.email} /> : null}
      {showNav ? <NavBar user={user} newLeads={data?.newLeads ?? 0} /> : null}
      {/* The skip link's target; screens render their own <main>. */}
      <div id="main-content" tabIndex={-1}>
        <Outlet />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const refused = crossOriginRefusal(error);
  if (refused) return <CrossOriginPage {...refused} />;
  return <ErrorPage />;
}
