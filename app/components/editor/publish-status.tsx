import { useTranslation } from "react-i18next";
import type { PublishState } from "./use-draft";

/**
 * Whether the public page shows what is in the editor (issue 11): published
 * and up to date, published with changes waiting (with Publish), or a draft
 * never published. Decided by the server from the content itself. Once the
 * page's plan has ended (core/plans pageExpired) a published page shows the
 * unavailable overlay, so it reads "not shown" instead (issue 29).
 */
export function PublishStatus({
  state,
  onPublish,
  disabled,
  expired,
  publicUrl,
}: {
  state: PublishState;
  /** The page's plan has ended (the editor's `landing.expired`). */
  expired: boolean;
  onPublish: () => void;
  disabled: boolean;
  publicUrl: string | null;
}) {
  const { t } = useTranslation("editor");
  if (expired && state !== "draft") {
    return (
      <div
        className="publish-state publish-state-unavailable"
        data-testid="publish-state"
        data-state="unavailable"
        role="status"
      >
        <span className="publish-state-dot" aria-hidden="true" />
        <span className="publish-state-text">{t("publishState.unavailable")}</span>
      </div>
    );
  }
  return (
    <div
      className={`publish-state publish-state-${state}`}
      data-testid="publish-state"
      data-state={state}
      role="status"
    >
      <span className="publish-state-dot" aria-hidden="true" />
      <span className="publish-state-text">
        {state === "live" && publicUrl ? (
          <a href={publicUrl} target="_blank" rel="noopener noreferrer" className="link">
            {t(`publishState.${state}`)}
          </a>
        ) : (
          t(`publishState.${state}`)
        )}
      </span>
      {state === "changed" ? (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={onPublish}
          disabled={disabled}
          data-testid="publish-changes"
        >
          {t("publish.button")}
        </button>
      ) : null}
    </div>
  );
}
