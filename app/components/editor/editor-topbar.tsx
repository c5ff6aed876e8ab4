import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PublishStatus } from "./publish-status";
import { SaveStatus } from "./save-status";
import type { PublishState } from "./use-draft";

export type EditorView = "edit" | "preview";

/** The editor's top bar: back, the page's name, publish and save states, and the Edit/Preview tabs. */
export function EditorTopbar(p: {
  projectName: string;
  publishState: PublishState;
  liveUrl: string | null;
  disabled: boolean;
  /** The page's plan has ended: the public page is not shown. */
  expired: boolean;
  onPublish: () => void;
  save: {
    status: string;
    failure: { error: string; retryInMs: number | null } | null;
    dirty: boolean;
    onRetry: () => void;
    onResolve: () => void;
  };
  view: EditorView;
  onView: (view: EditorView) => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <div className="editor-topbar">
      <div className="container editor-topbar-inner">
        <Link to="/landings" className="btn btn-ghost btn-sm editor-back">
          <span aria-hidden="true">←</span> <span className="editor-back-text">{t("back")}</span>
        </Link>
        <h1 className="editor-title" title={p.projectName || undefined}>
          {p.projectName || t("title")}
        </h1>
        <div className="editor-states">
          <PublishStatus
            state={p.publishState}
            publicUrl={p.liveUrl}
            disabled={p.disabled}
            expired={p.expired}
            onPublish={p.onPublish}
          />
          <SaveStatus {...p.save} />
        </div>
      </div>
      <div className="container editor-tabs" role="tablist" aria-label={t("tabs.label")}>
        {(["edit", "preview"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            id={`editor-tab-${v}`}
            aria-selected={p.view === v}
            aria-controls={v === "edit" ? "editor-main" : "editor-preview"}
            className={p.view === v ? "is-active" : ""}
            onClick={() => p.onView(v)}
            data-testid={`editor-tab-${v}`}
          >
            {t(`tabs.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A copy newer than the server's was left in this browser: offered back, never applied silently. */
export function RestoreBanner({
  onRestore,
  onDiscard,
}: {
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <div className="alert alert-info restore-banner" role="alert" data-testid="restore-draft">
      <p>{t("restore.text")}</p>
      <div className="restore-actions">
        <button type="button" className="btn btn-sm btn-primary" onClick={onRestore}>
          {t("restore.restore")}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDiscard}>
          {t("restore.discard")}
        </button>
      </div>
    </div>
  );
}
