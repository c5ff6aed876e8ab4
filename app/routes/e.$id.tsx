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
import { PreviewPane, type PreviewSignal } from "~/components/editor/preview-pane";
import { PublishPanel } from "~/components/editor/publish-panel";
import {
  AnalyticsSection,
  BasicSection,
  CardsSection,
  ContactsSection,
  FaqSection,
  MediaSection,
  VideoSection,
  type SectionProps,
} from "~/components/editor/sections";
import { useDraft, type SaveAnswer } from "~/components/editor/use-draft";
import { fieldErrors } from "~/components/editor/validation";
import { Modal } from "~/components/landings/modal";
import { fixedT, localeFromMatches } from "~/i18n";
import { editorPageData } from "~/services/editor.server";
import { LandingError } from "~/services/landings.server";
import { getContext } from "~/services/runtime.server";
import { requireUser } from "~/services/session.server";
import editorStyles from "~/styles/editor.css";

export const handle = { i18n: ["editor"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(localeFromMatches(matches));
  const name = data?.landing.content.projectName;
  const title = name ? t("editor:titleNamed", { name }) : t("editor:title");
  return [{ title: `${title} — ${t("common:appName")}` }];
};

/** /e/{uuid}: the owner's editor. Anyone else gets 403, a missing landing 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    return await editorPageData(getContext(), user, params.id ?? "");
  } catch (error) {
    if (error instanceof LandingError)
      throw new Response(error.body.error, { status: error.status });
    throw error;
  }
}

/** How long leaving waits for a last save before asking. */
const LEAVE_SAVE_WAIT_MS = 3000;

const SECTIONS = ["basic", "media", "cards", "video", "faq", "contacts", "analytics"] as const;

export default function Editor() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("editor");
  const [params] = useSearchParams();
  const { landing, limits, presets, publicUrl } = data;
  const disabled = landing.expired;
  const [preview, setPreview] = useState<PreviewSignal>({ n: 0 });
  const [showRequired, setShowRequired] = useState(false);

  const onSaved = useCallback((answer: SaveAnswer) => {
    if (answer.changed) setPreview((p) => ({ n: p.n + 1, url: answer.previewUrl }));
  }, []);
  const draft = useDraft(landing.uuid, landing.content, onSaved);
  const { content, update, save, status, failure, dirty } = draft;
  const commit = useCallback(() => void save(), [save]);
  const onUploaded = useCallback((answer: { changed: boolean; previewUrl?: string }) => {
    if (answer.changed) setPreview((p) => ({ n: p.n + 1, url: answer.previewUrl }));
  }, []);

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
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (!unsafe) return;
        e.preventDefault();
        e.returnValue = "";
      },
      [unsafe],
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
  };

  return (
    <main className="page editor-page">
      <div className="editor-topbar">
        <div className="container editor-topbar-inner">
          <Link to="/landings" className="btn btn-ghost btn-sm editor-back">
            ← {t("back")}
          </Link>
          <h1 className="editor-title">{content.projectName || t("title")}</h1>
          <SaveStatus status={status} failure={failure} dirty={dirty} onRetry={commit} />
        </div>
      </div>
      <div className="container editor-layout">
        <div className="editor-main">
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
          </nav>
          <div className="editor-form">
            <BasicSection {...sectionProps} />
            <MediaSection {...sectionProps} />
            <CardsSection {...sectionProps} presets={presets} />
            <VideoSection {...sectionProps} />
            <FaqSection {...sectionProps} />
            <ContactsSection {...sectionProps} />
            <AnalyticsSection {...sectionProps} />
          </div>
        </div>
        <aside className="editor-sidebar" aria-label={t("preview.title")}>
          <PublishPanel
            alias={content.textAlias}
            onAliasChange={(v) => update((c) => ({ ...c, textAlias: v }))}
            onAliasBlur={commit}
            onPublish={publish}
            publicUrl={publicUrl}
            expiresAt={landing.expiresAt}
            autoStart={params.get("publish") === "1"}
            disabled={disabled}
          />
          <PreviewPane uuid={landing.uuid} signal={preview} />
        </aside>
      </div>
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
  );
}

function SaveStatus({
  status,
  failure,
  dirty,
  onRetry,
}: {
  status: string;
  failure: { error: string; retryInMs: number | null } | null;
  dirty: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation("editor");
  let text = "";
  if (status === "saving") text = t("status.saving");
  else if (status === "failed" && failure)
    text =
      failure.retryInMs !== null
        ? t("status.failed", { seconds: Math.round(failure.retryInMs / 1000) })
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
      {status === "failed" ? (
        <button type="button" className="btn btn-sm btn-secondary" onClick={onRetry}>
          {t("status.retryNow")}
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
