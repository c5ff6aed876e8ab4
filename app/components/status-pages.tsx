import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** SPEC §2 "any other path": not-found with a back button that goes back in history. */
export function NotFoundPage() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  return (
    <main id="main-content" className="status-page" data-testid="not-found">
      <div className="card" style={{ maxWidth: 480, width: "100%" }}>
        <p className="status-code" aria-hidden="true">
          {t("notFound.code")}
        </p>
        <h1>{t("notFound.title")}</h1>
        <p className="text-muted">{t("notFound.text")}</p>
        <div className="status-actions">
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
        </div>
      </div>
    </main>
  );
}

/** Any other uncaught error: a friendly page with reload and home. */
export function ErrorPage() {
  const { t } = useTranslation("common");
  return (
    <main id="main-content" className="status-page" data-testid="error-page">
      <div className="card" style={{ maxWidth: 480, width: "100%" }}>
        <h1>{t("errorPage.title")}</h1>
        <p className="text-muted">{t("errorPage.text")}</p>
        <div className="status-actions">
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
        </div>
      </div>
    </main>
  );
}
