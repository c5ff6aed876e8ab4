import { isRouteErrorResponse, Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The card both status pages share: optional big code, title, text and two actions. */
function StatusPage({
  testId,
  code,
  title,
  text,
  actions,
}: {
  testId: string;
  code?: string;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <main id="main-content" className="status-page" data-testid={testId}>
      <div className="card" style={{ maxWidth: 480, width: "100%" }}>
        {code ? (
          <p className="status-code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1>{title}</h1>
        <p className="text-muted">{text}</p>
        <div className="status-actions">{actions}</div>
      </div>
    </main>
  );
}

/** SPEC §2 "any other path": not-found with a back button that goes back in history. */
export function NotFoundPage() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="not-found"
      code={t("notFound.code")}
      title={t("notFound.title")}
      text={t("notFound.text")}
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              // A first page in the tab has nothing to go back to: go home instead.
              if (window.history.length > 1) navigate(-1);
              else navigate("/");
            }}
          >
            {t("notFound.back")}
          </button>
          <Link to="/" className="btn btn-secondary">
            {t("notFound.home")}
          </Link>
        </>
      }
    />
  );
}

/** Any other uncaught error: a friendly page with reload and home. */
export function ErrorPage() {
  const { t } = useTranslation("common");
  return (
    <StatusPage
      testId="error-page"
      title={t("errorPage.title")}
      text={t("errorPage.text")}
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {t("errorPage.reload")}
          </button>
          <a href="/" className="btn btn-secondary">
            {t("errorPage.home")}
          </a>
        </>
      }
    />
  );
}

/** What the refusal page (app/routes/gate.refused.tsx) throws: where the form belongs. */
export function crossOriginRefusal(error: unknown): { to: string; here: string } | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const body = error.data as { code?: unknown; to?: unknown; here?: unknown } | null;
  if (body?.code !== "crossOrigin" || typeof body.to !== "string") return null;
  return { to: body.to, here: String(body.here ?? "") };
}

/** Issue 29: a form sent from another name of the app; the link opens its page on APP_URL. */
export function CrossOriginPage({ to, here }: { to: string; here: string }) {
  const { t } = useTranslation("common");
  const app = new URL(to).host;
  return (
    <StatusPage
      testId="cross-origin-page"
      code="403"
      title={t("crossOriginPage.title")}
      text={t("crossOriginPage.text", { here, app })}
      actions={
        <a href={to} className="btn btn-primary">
          {t("crossOriginPage.open", { app })}
        </a>
      }
    />
  );
}
