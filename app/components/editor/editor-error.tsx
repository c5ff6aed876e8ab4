import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The editor route's error page: 403, 404 (someone else's or a missing landing), or a failure. */
export function EditorError() {
  const error = useRouteError();
  const { t } = useTranslation("editor");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key =
    status === 403 ? "errors.forbidden" : status === 404 ? "errors.notFound" : "errors.saveFailed";
  return (
    <main className="page status-page" data-testid="editor-error" data-status={status}>
      <div className="card editor-error-card">
        <p className="status-code" aria-hidden="true">
          {status}
        </p>
        <h1>{t(key)}</h1>
        <Link to="/landings" className="btn btn-primary">
          {t("back")}
        </Link>
      </div>
    </main>
  );
}
