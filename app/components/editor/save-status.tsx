import { useTranslation } from "react-i18next";

/** The editor's save line: saving, saved, unsaved, a failure with its retry, or a conflict. */
export function SaveStatus({
  status,
  failure,
  dirty,
  onRetry,
  onResolve,
}: {
  status: string;
  failure: { error: string; retryInMs: number | null } | null;
  dirty: boolean;
  onRetry: () => void;
  onResolve: () => void;
}) {
  const { t } = useTranslation("editor");
  let text = "";
  if (status === "saving") text = t("status.saving");
  else if (status === "conflict") text = t("status.conflict");
  else if (status === "failed" && failure)
    text =
      failure.retryInMs !== null
        ? t(failure.error === "networkError" ? "status.networkRetry" : "status.failed", {
            seconds: Math.round(failure.retryInMs / 1000),
          })
        : t(`errors.${failure.error}`, { defaultValue: t("errors.saveFailed") });
  else if (dirty) text = t("status.unsaved");
  else if (status === "saved") text = t("status.saved");
  return (
    <div
      className={`save-status save-status-${status}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
    >
      <span>{text}</span>
      {status === "failed" && failure?.error !== "sessionExpired" ? (
        <button type="button" className="btn btn-sm btn-secondary" onClick={onRetry}>
          {t("status.retryNow")}
        </button>
      ) : null}
      {status === "conflict" ? (
        <button type="button" className="btn btn-sm btn-secondary" onClick={onResolve}>
          {t("status.resolve")}
        </button>
      ) : null}
    </div>
  );
}
