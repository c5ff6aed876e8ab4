import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { revealIn, useScrollCue } from "../../components/admin/scroll-cue";
import { StatsBar } from "../../components/admin/stats-bar";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import { requireAdmin } from "../../services/accounts/index.server";
import adminStyles from "../../styles/admin.css";

export const handle = { i18n: ["admin"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta = titleMeta("admin:title");

/** Every admin page and call is checked on the server (SPEC §6). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email };
}

const SECTIONS = [
  ["/admin/users", "nav.users"],
  ["/admin/landings", "nav.landings"],
  ["/admin/landing-kv", "nav.landingKv"],
  ["/admin/scheduled-tasks", "nav.scheduledTasks"],
  ["/admin/audit", "nav.audit"],
] as const;

/** SPEC §2 Admin console: header (email, logout), side links, dashboard counts, the page. */
export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const tabs = useScrollCue<HTMLUListElement>();
  const { pathname } = useLocation();
  // On a narrow screen the current section's tab is shown, not left past the edge.
  useEffect(() => {
    const current = tabs.current?.querySelector(".active");
    if (tabs.current && current) revealIn(tabs.current, current);
  }, [pathname, tabs]);
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <Link to="/admin/users" className="admin-brand">
          <span className="brand-mark" aria-hidden="true">
            V
          </span>
          <span>{t("title")}</span>
        </Link>
        <div className="admin-account">
          <span className="admin-email" title={email}>
            <span className="visually-hidden">{t("header.signedInAs")} </span>
            {email}
          </span>
          <Form method="post" action="/logout">
            <XsrfField />
            <button type="submit" className="btn btn-secondary btn-sm">
              {t("header.logout")}
            </button>
          </Form>
        </div>
      </header>
      <div className="admin-body">
        <nav aria-label={t("nav.label")} className="admin-nav admin-scroll-frame">
          {/* A row of tabs on a narrow screen, scrolling sideways with a cue. */}
          <ul ref={tabs}>
            {SECTIONS.map(([to, key]) => (
              <li key={to}>
                <NavLink to={to} className="admin-nav-link" prefetch="intent">
                  {t(key)}
                </NavLink>
              </li>
            ))}
            <li className="admin-nav-back">
              <Link to="/landings" className="admin-nav-link">
                <span aria-hidden="true">←</span> {t("nav.backToSite")}
              </Link>
            </li>
          </ul>
        </nav>
        <main className="admin-main">
          <StatsBar />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
