import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useBeforeUnload,
  useBlocker,
  useLoaderData,
  useRouteError,
  useSearchParams,
} from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DraftGateContext, type DraftGate } from "~/components/editor/draft-gate";
import { AiHelp, AiSection } from "~/components/editor/sections/ai";
import { HistorySection, type RestoredVersion } from "~/components/editor/sections/history";
import { PreviewPane, type PreviewSignal } from "~/components/editor/preview-pane";
import { PublishPanel, type PublishPanelHandle } from "~/components/editor/publish-panel";
import { PublishStatus } from "~/components/editor/publish-status";
import {
  AnalyticsSection,
  BasicSection,
  CardsSection,
  ContactsSection,
  DesignSection,
  DomainSection,
  FaqSection,
  LanguageSection,
  LanguagesSection,
  MediaSection,
  VideoSection,
  type SectionProps,
} from "~/components/editor/sections";
import { useDraft, type SaveAnswer } from "~/components/editor/use-draft";
import { fieldErrors } from "~/components/editor/validation";
import { ConfirmEmailBanner } from "~/components/landings/confirm-banner";
import { Modal } from "~/components/landings/modal";
import { fixedT, localeFromMatches } from "~/i18n";
import { editorPageData } from "~/services/landings/index.server";
import { LandingError } from "~/services/landings/index.server";
import { aiEditorInfo } from "~/services/ai/index.server";
import { getContext } from "~/services/platform/index.server";
import { requireUser } from "~/services/accounts/index.server";
import aiStyles from "~/styles/ai.css";
import editorStyles from "~/styles/editor.css";
import historyStyles from "~/styles/history.css";
import shareStyles from "~/styles/share.css";
import translateStyles from "~/styles/translate.css";
import domainStyles from "~/styles/domain.css";

export const handle = { i18n: ["editor", "history"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: aiStyles },
  { rel: "stylesheet", href: historyStyles },
  { rel: "stylesheet", href: shareStyles },
  { rel: "stylesheet", href: translateStyles },
  { rel: "stylesheet", href: domainStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(localeFromMatches(matches));
  const name = data?.landing.content.projectName;
  const title = name ? t("editor:titleNamed", { name }) : t("editor:title");
  return [{ title: `${title} — ${t("common:appName")}` }];
};

/** /e/{uuid}: the owner's editor. Anyone else gets 404, as for a missing landing. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const ctx = getContext();
    return {
      ...(await editorPageData(ctx, user, params.id ?? "")),
      ai: aiEditorInfo(ctx.config),
    };
  } catch (error) {
    if (error instanceof LandingError)
      throw new Response(error.body.error, { status: error.status });
    throw error;
  }
}

/** How long leaving waits for a last save before asking. */
const LEAVE_SAVE_WAIT_MS = 3000;

const SECTIONS = [
  "basic",
  "media",
  "cards",
  "video",
  "faq",
  "contacts",
  "analytics",
  "design",
  "domain",
  "language",
  "languages",
] as const;

export default function Editor() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("editor");
  const [params] = useSearchParams();
  const { landing, limits, presets, publicUrl } = data;
  const disabled = landing.expired;
  const [preview, setPreview] = useState<PreviewSignal>({ n: 0 });
  const [showRequired, setShowRequired] = useState(false);

  const [liveUrl, setLiveUrl] = useState(landing.publicUrl);
  const [view, setView] = useState<"edit" | "preview">("edit");
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
        if (first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement)
          first.focus({ preventScroll: true });
      });
    }
    return outcome;
  }, [draft]);

  // Leaving with unsaved changes: the browser asks on unload; in-app navigation
  // first tries to save and only asks when that fails.
  const unsafe = dirty || status === "saving";
  const leavingOnPurpose = draft.leaving;
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        // A lost session or a chosen reload leaves on purpose; the copy stays in local storage.
        if (!unsafe || leavingOnPurpose.current) return;
        e.preventDefault();
        e.returnValue = "";
      },
      [unsafe, leavingOnPurpose],
    ),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsafe && currentLocation.pathname !== nextLocation.pathname,
  );
  const [askLeave, setAskLeave] = useState(false);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    // A save that does not come back quickly is treated as failed: the user is asked instead of waiting.
    const slow = new Promise<{ ok: false }>((resolve) =>
      setTimeout(() => resolve({ ok: false }), LEAVE_SAVE_WAIT_MS),
    );
    void Promise.race([save(), slow]).then((outcome) => {
      if (!live) return;
      if (outcome.ok && blockerRef.current.state === "blocked") blockerRef.current.proceed();
      else setAskLeave(true);
    });
    return () => {
      live = false;
    };
  }, [blocker.state, save]);

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
        <div className="editor-topbar">
          <div className="container editor-topbar-inner">
            <Link to="/landings" className="btn btn-ghost btn-sm editor-back">
              <span aria-hidden="true">←</span>{" "}
              <span className="editor-back-text">{t("back")}</span>
            </Link>
            <h1 className="editor-title" title={content.projectName || undefined}>
              {content.projectName || t("title")}
            </h1>
            <div className="editor-states">
              <PublishStatus
                state={draft.publishState}
                publicUrl={liveUrl}
                disabled={disabled}
                onPublish={() => {
                  setView("edit");
                  panel.current?.start();
                }}
              />
              <SaveStatus
                status={status}
                failure={failure}
                dirty={dirty}
                onRetry={commit}
                onResolve={() => setConflictHidden(false)}
              />
            </div>
          </div>
          <div className="container editor-tabs" role="tablist" aria-label={t("tabs.label")}>
            {(["edit", "preview"] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                id={`editor-tab-${v}`}
                aria-selected={view === v}
                aria-controls={v === "edit" ? "editor-main" : "editor-preview"}
                className={view === v ? "is-active" : ""}
                onClick={() => setView(v)}
                data-testid={`editor-tab-${v}`}
              >
                {t(`tabs.${v}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="container editor-notices">
          <ConfirmEmailBanner />
          {draft.restorable ? (
            <div
              className="alert alert-info restore-banner"
              role="alert"
              data-testid="restore-draft"
            >
              <p>{t("restore.text")}</p>
              <div className="restore-actions">
                <button type="button" className="btn btn-sm btn-primary" onClick={draft.restore}>
                  {t("restore.restore")}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  onClick={draft.discardRestore}
                >
                  {t("restore.discard")}
                </button>
              </div>
            </div>
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
                <AiSection />
                <BasicSection {...sectionProps} />
                <MediaSection {...sectionProps} />
                <CardsSection {...sectionProps} presets={presets} />
                <VideoSection {...sectionProps} />
                <FaqSection {...sectionProps} />
                <ContactsSection {...sectionProps} />
                <AnalyticsSection {...sectionProps} />
                <DesignSection {...sectionProps} pro={data.pro} />
                <DomainSection uuid={landing.uuid} pro={data.pro} disabled={disabled} />
                <LanguageSection {...sectionProps} />
                <LanguagesSection
                  uuid={landing.uuid}
                  pro={data.pro}
                  disabled={disabled}
                  draftVersion={String(preview.n)}
                  save={save}
                  publicUrl={liveUrl}
                />
                <HistorySection
                  uuid={landing.uuid}
                  disabled={disabled}
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
              publicUrl={publicUrl}
              expiresAt={landing.expiresAt}
              autoStart={params.get("publish") === "1"}
              disabled={disabled}
            />
            <div
              className="editor-preview"
              id="editor-preview"
              role="tabpanel"
              aria-labelledby="editor-tab-preview"
            >
              <PreviewPane uuid={landing.uuid} signal={preview} />
            </div>
          </aside>
        </div>
        {draft.conflict && !conflictHidden ? (
          <Modal
            title={t("conflict.title")}
            onClose={() => setConflictHidden(true)}
            testId="conflict-dialog"
            footer={
              <>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => draft.resolveConflict("reload")}
                  data-testid="conflict-reload"
                >
                  {t("conflict.reload")}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => draft.resolveConflict("overwrite")}
                  data-testid="conflict-overwrite"
                >
                  {t("conflict.overwrite")}
                </button>
              </>
            }
          >
            <p>{t("conflict.text")}</p>
          </Modal>
        ) : null}
        {askLeave && blocker.state === "blocked" ? (
          <Modal
            title={t("leave.title")}
            onClose={() => {
              setAskLeave(false);
              blocker.reset();
            }}
            testId="leave-dialog"
            footer={
              <>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setAskLeave(false);
                    blocker.reset();
                  }}
                >
                  {t("leave.stay")}
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => {
                    setAskLeave(false);
                    blocker.proceed();
                  }}
                >
                  {t("leave.leave")}
                </button>
              </>
            }
          >
            <p>{t("leave.text")}</p>
          </Modal>
        ) : null}
      </main>
    </DraftGateContext.Provider>
  );
}

function SaveStatus({
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

export function ErrorBoundary() {
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
