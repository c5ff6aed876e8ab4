import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listUsersPage } from "../../db/queries/users";
import { getContext } from "~/services/runtime.server";
import { requireAdmin } from "~/services/session.server";

const PAGE_SIZE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const search = url.searchParams.get("q") ?? "";
  const { rows, total } = await listUsersPage(getContext().db, {
    page,
    pageSize: PAGE_SIZE,
    search,
  });
  return {
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    search,
    users: rows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      tariff: u.tariff,
      expires: u.tariff_expiration_date,
      created: u.created_at,
      landings: u.landings_count,
    })),
  };
}

export default function AdminUsers() {
  const { users, page, pages, search } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("common");
  const [params] = useSearchParams();
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language) : "—";
  const pageLink = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next}`;
  };
  return (
    <section aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">{t("admin.users")}</h1>
      {/* A new search starts again from page 1 (SPEC §9). */}
      <Form method="get" role="search" className="admin-search">
        <label className="label" htmlFor="admin-users-q">
          {t("admin.search")}
        </label>
        <input id="admin-users-q" className="input" type="search" name="q" defaultValue={search} />
        <button type="submit" className="btn btn-secondary">
          {t("admin.search")}
        </button>
      </Form>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t("admin.id")}</th>
            <th scope="col">{t("admin.name")}</th>
            <th scope="col">{t("admin.email")}</th>
            <th scope="col">{t("admin.tariff")}</th>
            <th scope="col">{t("admin.expires")}</th>
            <th scope="col">{t("admin.landingsCount")}</th>
            <th scope="col">{t("admin.created")}</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={7}>{t("admin.empty")}</td>
            </tr>
          ) : (
            users.map((u) => (
              <tr key={u.id}>
                <td>{u.id}</td>
                <td>{u.name}</td>
                <td>{u.email}</td>
                <td>{u.tariff === 1 ? t("admin.tariffPro") : t("admin.tariffFree")}</td>
                <td>{date(u.expires)}</td>
                <td>{u.landings}</td>
                <td>{date(u.created)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav className="admin-pager" aria-label={t("admin.pageOf", { page, pages })}>
        {page > 1 ? <Link to={pageLink(page - 1)}>{t("admin.previous")}</Link> : null}
        <span>{t("admin.pageOf", { page, pages })}</span>
        {page < pages ? <Link to={pageLink(page + 1)}>{t("admin.next")}</Link> : null}
      </nav>
    </section>
  );
}
