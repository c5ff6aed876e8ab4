import { Link, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ServerFeature } from "../../../core/plans";
import { placeholderContactKeys } from "../../../core/templates/placeholders";
import type { EditorPageData } from "../../services/landings/index.server";
import { ConfirmEmailBanner } from "../landings/confirm-banner";
import { DraftGateContext, type DraftGate } from "./draft-gate";
import { ConflictDialog, LeaveDialog } from "./editor-dialogs";
import { EditorTopbar, RestoreBanner, type EditorView } from "./editor-topbar";
import { PreviewPane, type PreviewSignal } from "./preview-pane";
import { PublishPanel, type PublishPanelHandle } from "./publish-panel";
import { AiHelp, type AiInfo } from "./ai-help";
import { AiSection } from "./sections/ai";
import { HistorySection, type RestoredVersion } from "./sections/history";
import {
  AnalyticsSection,
  BasicSection,
  CardsSection,
  ChannelsSection,
  ContactsSection,
  DesignSection,
  DomainSection,
  FaqSection,
  FormSection,
  LanguageSection,
  LanguagesSection,
  MediaSection,
  VideoSection,
  type SectionProps,
} from "./sections";
import { useDraft, type SaveAnswer } from "./use-draft";
import { useLeaveGuard } from "./use-leave-guard";
import { fieldErrors } from "./validation";

/**
 * What the editor page is given: the landing, its limits and plan, the AI
 * help's state, and which provider-backed features this server has set up.
 */
export type EditorData = EditorPageData & {
  ai: AiInfo;
  features: Record<ServerFeature, boolean>;
};

const SECTIONS = [
  "basic",
  "media",
  "cards",
  "video",
  "faq",
  "contacts",
  "form",
  "channels",
  "analytics",
  "design",
  "domain",
  "language",
  "languages",
] as const;

/** /e/{uuid}: the owner's editor — the sections, the publish panel and the preview. */
export function Editor({ data }: { data: EditorData }) {
  const { t } = useTranslation("editor");
  const [params] = useSearchParams();
  const { landing, limits, presets } = data;
  const disabled = landing.expired;
  const [preview, setPreview] = useState<PreviewSignal>({ n: 0 });
  const [showRequired, setShowRequired] = useState(false);

  const [liveUrl, setLiveUrl] = useState(landing.publicUrl);
  const [view, setView] = useState<EditorView>("edit");
  const panel = useRef<PublishPanelHandle>(null);
  // The conflict dialog may be closed; the status line keeps a way back to it.
  const [conflictHidden, setConflictHidden] = useState(false);

  // Each publish adds a version: the History panel fetches its list again.
  const [publishes, setPublishes] = useState(0);
  const onSaved = useCallback((answer: SaveAnswer) => {
    if (answer.changed) setPreview((p) => ({ n: p.n + 1, url: answer.previewUrl }));
    if (answer.url) setLiveUrl(answer.url);
    if (answer.published) setPublishes((n) => n + 1);
  }, []);
  const draft = useDraft(
    landing.uuid,
    {
      content: landing.content,
      lang: landing.lang,
      updatedAt: landing.updatedAt,
      publishState: landing.publishState,
    },
    onSaved,
  );
  const { content, update, save, status, failure, dirty } = draft;
  const commit = useCallback(() => void save(), [save]);
  const onUploaded = useCallback((answer: { changed: boolean; previewUrl?: string }) => {
    if (answer.changed) setPreview((p) => ({ n: p.n + 1, url: answer.previewUrl }));
  }, []);
  const conflictNow = draft.conflict;
  useEffect(() => {
    if (conflictNow) setConflictHidden(false);
  }, [conflictNow]);
  const { exclusive, adoptVersion, replace } = draft;
  // A version from History became the draft (and maybe the live page).
  const onRestored = useCallback(
    (answer: RestoredVersion) => {
      replace(answer.content, answer.updatedAt, answer.publishState);
      setPreview((p) => ({ n: p.n + 1, url: answer.previewUrl }));
      if (answer.url) setLiveUrl(answer.url);
    },
    [replace],
  );
  const gate = useMemo<DraftGate>(
    () => ({ run: exclusive, adopt: adoptVersion }),
    [exclusive, adoptVersion],
  );

  // Messages appear only after validation was triggered, then follow the live form.
  const errors = useMemo(
    () => (showRequired ? fieldErrors(content) : ({} as Record<string, string>)),
    [showRequired, content],
  );

  const publish = useCallback(async () => {
    const outcome = await draft.publish();
    if (!outcome.ok && outcome.error === "fillAllRequired") {
      setShowRequired(true);
      // Bring the first field that needs attention into view.
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>(
          ".editor-form [aria-invalid='true'], .editor-form .has-error",
        );
        first?.scrollIntoView({ behavior: "smooth", block: "center" });
        // A field's wrapper (.has-error) comes before its control in the document: focus the control.
        const control = first?.matches("input, textarea, select")
          ? first
          : first?.querySelector<HTMLElement>("input:not([type='file']), textarea, select");
        control?.focus({ preventScroll: true });
      });
    }
    return outcome;
  }, [draft]);

  // AI's "Draft my page" leads only where it works; a locked or unset panel follows Basic info.
  const aiFirst = data.pro && data.features.ai;

  const leave = useLeaveGuard(dirty || status === "saving", draft.leaving, save);

  const sectionProps: SectionProps = {
    content,
    update,
    commit,
    errors,
    showRequired,
    uuid: landing.uuid,
    limits,
    onUploaded,
    disabled,
    lang: draft.lang,
    onLangChange: draft.setLang,
  };

  return (
    <DraftGateContext.Provider value={gate}>
      <main className="page editor-page">
        <EditorTopbar
          projectName={content.projectName}
          publishState={draft.publishState}
          liveUrl={liveUrl}
          disabled={disabled}
          expired={landing.expired}
          onPublish={() => {
            setView("edit");
            panel.current?.start();
          }}
          save={{
            status,
            failure,
            dirty,
            onRetry: commit,
            onResolve: () => setConflictHidden(false),
          }}
          view={view}
          onView={setView}
        />
        <div className="container editor-notices">
          <ConfirmEmailBanner />
          {draft.restorable ? (
            <RestoreBanner onRestore={draft.restore} onDiscard={draft.discardRestore} />
          ) : null}
        </div>
        <div className={`container editor-layout view-${view}`}>
          <div
            className="editor-main"
            id="editor-main"
            role="tabpanel"
            aria-labelledby="editor-tab-edit"
          >
            {disabled ? (
              <div className="alert alert-warning editor-expired" role="alert">
                {t("expired")}{" "}
                <Link to="/s" className="btn btn-sm btn-primary">
                  {t("activatePro")}
                </Link>
              </div>
            ) : null}
            <nav className="editor-nav" aria-label={t("sectionsNav")}>
              {SECTIONS.map((s) => (
                <a key={s} href={`#${s}`} className="editor-nav-link">
                  {t(`sections.${s}`)}
                </a>
              ))}
              <a href="#history" className="editor-nav-link">
                {t("history:panel.title")}
              </a>
            </nav>
            <AiHelp
              uuid={landing.uuid}
              info={data.ai}
              pro={data.pro}
              disabled={disabled}
              content={content}
              update={update}
              commit={commit}
              save={save}
            >
              <div className="editor-form">
                {aiFirst ? <AiSection /> : null}
                <BasicSection {...sectionProps} />
                {aiFirst ? null : <AiSection />}
                <MediaSection {...sectionProps} />
                <CardsSection {...sectionProps} presets={presets} />
                <VideoSection {...sectionProps} />
                <FaqSection {...sectionProps} />
                <ContactsSection {...sectionProps} />
                <FormSection {...sectionProps} leadMail={landing.leadMail} />
                <ChannelsSection uuid={landing.uuid} pro={data.pro} disabled={disabled} />
                <AnalyticsSection {...sectionProps} />
                <DesignSection {...sectionProps} pro={data.pro} />
                <DomainSection
                  uuid={landing.uuid}
                  pro={data.pro}
                  configured={data.features.domains}
                  disabled={disabled}
                />
                <LanguageSection {...sectionProps} />
                <LanguagesSection
                  uuid={landing.uuid}
                  pro={data.pro}
                  configured={data.features.translate}
                  disabled={disabled}
                  draftVersion={String(preview.n)}
                  save={save}
                  publicUrl={liveUrl}
                />
                <HistorySection
                  uuid={landing.uuid}
                  disabled={disabled}
                  draftDiffers={dirty || draft.publishState !== "live"}
                  refreshKey={publishes}
                  run={exclusive}
                  onRestored={onRestored}
                />
              </div>
            </AiHelp>
          </div>
          <aside className="editor-sidebar" aria-label={t("preview.title")}>
            <PublishPanel
              ref={panel}
              alias={content.textAlias}
              onAliasChange={(v) => update((c) => ({ ...c, textAlias: v }))}
              onAliasBlur={commit}
              onPublish={publish}
              uuid={landing.uuid}
              address={data.address}
              expiresAt={landing.expiresAt}
              autoStart={params.get("publish") === "1"}
              disabled={disabled}
              sampleContacts={placeholderContactKeys(content.contacts).map((k) => t(`fields.${k}`))}
            />
            <div
              className="editor-preview"
              id="editor-preview"
              role="tabpanel"
              aria-labelledby="editor-tab-preview"
            >
              <PreviewPane uuid={landing.uuid} signal={preview} expired={landing.expired} />
            </div>
          </aside>
        </div>
        {draft.conflict && !conflictHidden ? (
          <ConflictDialog
            onClose={() => setConflictHidden(true)}
            onResolve={draft.resolveConflict}
          />
        ) : null}
        {leave.ask ? <LeaveDialog onStay={leave.stay} onLeave={leave.leave} /> : null}
      </main>
    </DraftGateContext.Provider>
  );
}
