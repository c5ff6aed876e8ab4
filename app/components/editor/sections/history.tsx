import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { DiffSummary } from "../../../../core/landing/history";
import type { LandingContent } from "../../../../core/landing/schema";
import { ConfirmDialog } from "../../confirm-dialog";
import { Modal } from "../../landings/modal";
import { useToast } from "../../toasts";
import { useDates } from "../../use-dates";
import { Section } from "../fields";

/** An item of GET /api/landings/{id}/versions (app/services/history/versions.server.ts). */
interface VersionItem {
  n: number;
  publishedAt: string;
  by: "owner" | "admin" | "removed";
  byName: string | null;
  summary: DiffSummary | null;
  live: boolean;
  previewUrl: string;
}

/** What POST …/versions/{n}/restore answers. */
export interface RestoredVersion {
  n: number;
  updatedAt: string;
  publishState: "draft" | "live" | "changed";
  content: LandingContent;
  previewUrl?: string;
  published?: boolean;
  url?: string;
}

/** "FAQ: 2 changed; cards: 1 added" from core's counts, in the interface language. */
export function phraseSummary(t: TFunction, summary: DiffSummary): string {
  const text = summary
    .map((s) => {
      const parts = (["added", "removed", "changed"] as const)
        .filter((k) => s[k] > 0)
        .map((k) => t(`history:counts.${k}`, { count: s[k] }));
      return `${t(`history:sections.${s.section}`)}: ${parts.join(", ")}`;
    })
    .join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Busy = { n: number; publish: boolean } | null;

/**
 * The editor's History panel (issue 15): the last 30 published versions with
 * when, who and what changed; each can be previewed, loaded into the draft or
 * published again (after a confirmation). Loading one into the draft asks
 * first when the draft holds changes the live page does not (issue 29).
 * `run` keeps saves out of the way while the server swaps the draft;
 * `onRestored` hands the new draft to the form.
 */
export function HistorySection({
  uuid,
  disabled,
  draftDiffers,
  refreshKey,
  run,
  onRestored,
}: {
  uuid: string;
  disabled?: boolean;
  /** The draft is not the published page (unpublished or unsaved edits): restoring would lose them. */
  draftDiffers: boolean;
  /** Changes after each publish from the editor: the list is fetched again. */
  refreshKey: number;
  run: <T>(work: () => Promise<T>) => Promise<T>;
  onRestored: (answer: RestoredVersion) => void;
}) {
  const { t } = useTranslation("history");
  const dates = useDates();
  const toast = useToast();
  const [versions, setVersions] = useState<VersionItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<{ version: VersionItem; publish: boolean } | null>(
    null,
  );
  const [previewing, setPreviewing] = useState<VersionItem | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const res = await fetch(`/api/landings/${uuid}/versions`, {
        headers: { Accept: "application/json" },
      });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { versions: VersionItem[] };
      setVersions(body.versions);
    } catch {
      setFailed(true);
    }
  }, [uuid]);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const restore = async (version: VersionItem, publish: boolean) => {
    setBusy({ n: version.n, publish });
    try {
      const answer = await run(async () => {
        const res = await fetch(`/api/landings/${uuid}/versions/${version.n}/restore`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ publish }),
        });
        const body = (await res.json().catch(() => ({}))) as Partial<RestoredVersion> & {
          error?: string;
        };
        return { ok: res.ok, status: res.status, body };
      });
      if (answer.status === 401) return;
      if (!answer.ok) {
        const code = answer.body.error;
        toast.error(
          code
            ? t(`editor:errors.${code}`, { defaultValue: t("toasts.failed") })
            : t("toasts.failed"),
        );
        return;
      }
      onRestored(answer.body as RestoredVersion);
      toast.success(t(publish ? "toasts.republished" : "toasts.restored", { n: version.n }));
      setConfirming(null);
      if (publish) await load();
    } catch {
      toast.error(t("toasts.failed"));
    } finally {
      setBusy(null);
    }
  };

  const who = (v: VersionItem) =>
    v.by === "owner"
      ? t("panel.byOwner")
      : v.by === "admin"
        ? t("panel.byAdmin")
        : t("panel.byRemoved");

  return (
    <Section id="history" title={t("panel.title")} hint={t("panel.intro")}>
      <div className="history" data-testid="history-panel">
        {versions === null && !failed ? <p className="text-muted">{t("panel.loading")}</p> : null}
        {failed ? (
          <div className="alert alert-error history-failed" role="alert">
            <span>{t("panel.loadFailed")}</span>{" "}
            <button type="button" className="btn btn-sm btn-secondary" onClick={() => void load()}>
              {t("panel.retry")}
            </button>
          </div>
        ) : null}
        {versions && versions.length === 0 ? (
          <p className="text-muted history-empty">{t("panel.empty")}</p>
        ) : null}
        {versions && versions.length > 0 ? (
          <ol className="history-list" aria-label={t("panel.listLabel")}>
            {versions.map((v) => (
              <li key={v.n} className="history-item" data-testid="history-version" data-n={v.n}>
                <div className="history-head">
                  <h3 className="history-title">{t("panel.version", { n: v.n })}</h3>
                  {v.live ? <span className="history-live">{t("panel.live")}</span> : null}
                </div>
                <p className="history-meta">
                  {t("panel.meta", {
                    time: dates.dateTime(v.publishedAt, { zone: true }),
                    who: who(v),
                  })}
                </p>
                <p className="history-summary">
                  {v.summary === null
                    ? t("panel.first")
                    : v.summary.length === 0
                      ? t("panel.noChanges")
                      : phraseSummary(t, v.summary)}
                </p>
                <div className="history-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => setPreviewing(v)}
                  >
                    {t("actions.preview")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    disabled={disabled || busy !== null}
                    aria-busy={busy?.n === v.n && !busy.publish}
                    onClick={() =>
                      draftDiffers
                        ? setConfirming({ version: v, publish: false })
                        : void restore(v, false)
                    }
                  >
                    {t("actions.restoreDraft")}
                  </button>
                  {v.live ? null : (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      disabled={disabled || busy !== null}
                      onClick={() => setConfirming({ version: v, publish: true })}
                    >
                      {t("actions.republish")}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t(confirming.publish ? "confirm.title" : "confirmDraft.title", {
            n: confirming.version.n,
          })}
          confirmLabel={t(confirming.publish ? "confirm.confirm" : "actions.restoreDraft")}
          busyLabel={confirming.publish ? t("confirm.busy") : undefined}
          cancelLabel={t("actions.cancel")}
          busy={busy !== null}
          testId={confirming.publish ? "republish-dialog" : "restore-draft-dialog"}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void restore(confirming.version, confirming.publish)}
        >
          <p>
            {confirming.publish
              ? t("confirm.text")
              : t("confirmDraft.text", { n: confirming.version.n })}
          </p>
        </ConfirmDialog>
      ) : null}
      {previewing ? (
        <Modal
          title={t("preview.title", { n: previewing.n })}
          onClose={() => setPreviewing(null)}
          wide
          className="history-preview-modal"
          testId="version-preview"
        >
          {/* Sandboxed: the owner's page runs no script inside the app (the route sends a sandbox CSP too). */}
          <iframe
            className="history-preview-frame"
            src={previewing.previewUrl}
            title={t("preview.frameTitle", { n: previewing.n })}
            sandbox=""
          />
        </Modal>
      ) : null}
    </Section>
  );
}
