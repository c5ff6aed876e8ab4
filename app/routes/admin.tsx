import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { XsrfField } from "~/components/xsrf-field";
import { titleMeta } from "~/i18n";
import { requireAdmin } from "~/services/session.server";
import adminStyles from "~/styles/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta = titleMeta("common:admin.title");

/** Every admin page and call is checked on the server (SPEC §6). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email };
}

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const links = [
    ["/admin/users", "admin.users"],
    ["/admin/landings", "admin.landings"],
    ["/admin/landing-kv", "admin.landingKv"],
    ["/admin/scheduled-tasks", "admin.scheduledTasks"],
  ] as const;
  return (
    <div className="admin-layout">
      <header className="admin-header">
        <strong>{t("admin.title")}</strong>
        <span className="admin-email">{email}</span>
        <Form method="post" action="/logout">
          <XsrfField />
          <button type="submit" className="btn btn-secondary">
            {t("admin.logout")}
          </button>
        </Form>
      </header>
      <div className="admin-body">
        <nav aria-label={t("admin.title")} className="admin-nav">
          {links.map(([to, key]) => (
            <NavLink key={to} to={to}>
              {t(key)}
            </NavLink>
          ))}
          <NavLink to="/landings">{t("admin.backToSite")}</NavLink>
        </nav>
        <main className="admin-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
