import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { applySuggestion, suggestionChanges } from "../../../../core/ai/apply";
import {
  AI_STYLES,
  DRAFT_DESCRIPTION_MAX,
  DRAFT_DESCRIPTION_MIN,
  isRewritablePath,
  type AiRequest,
  type AiStyle,
  type Suggestion,
} from "../../../../core/ai/suggestions";
import type { LandingContent } from "../../../../core/landing/schema";
import { Modal } from "../../landings/modal";
import { FieldActionsContext, Section, TextField } from "../fields";
import { ProLockedNote } from "../pro-locked";

/** What the editor knows of AI help on this server (never a key). */
export interface AiInfo {
  configured: boolean;
  /** Where the owner's text goes: the provider's host, or "fake". */
  destination: string | null;
}

type Change = { path: string; before: string; after: string };
type State = "on" | "off" | "locked";

interface AiApi {
  state: State;
  destination: string | null;
  busy: string | null;
  disabled: boolean;
  ask: (where: string, request: AiRequest) => void;
}
const AiContext = createContext<AiApi | null>(null);

let seq = 0;
const newCardId = () => `ai${Date.now().toString(36)}${(seq++).toString(36)}`;
const same = (a: LandingContent, b: LandingContent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * AI writing help (issue 14). Wraps the editor form: the panel and the
 * "Rewrite" menu beside every allow-listed field share one request at a time,
 * one review dialog (nothing changes before Apply) and one Undo. The latest
 * draft is saved first, because the server reads the field from it; the text
 * leaves the browser only on a button press. Answers are shown as text.
 */
export function AiHelp(p: {
  uuid: string;
  info: AiInfo;
  pro: boolean;
  disabled: boolean;
  content: LandingContent;
  update: (fn: (c: LandingContent) => LandingContent) => void;
  commit: () => void;
  save: () => Promise<{ ok: boolean }>;
  children: ReactNode;
}) {
  const { t } = useTranslation("ai");
  const state: State = !p.pro ? "locked" : p.info.configured ? "on" : "off";
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<{ suggestion: Suggestion; changes: Change[] } | null>(null);
  const [undo, setUndo] = useState<{ before: LandingContent; after: LandingContent } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const contentRef = useRef(p.content);
  useEffect(() => {
    contentRef.current = p.content;
  });
  const { uuid, save, update, commit } = p;

  const ask = useCallback(
    async (where: string, request: AiRequest) => {
      setError(null);
      setNotice(null);
      setBusy(where);
      try {
        if (!(await save()).ok) return setError(t("errors.saveFirst"));
        let res: Response;
        try {
          res = await fetch(`/api/landings/${uuid}/ai`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body: JSON.stringify(request),
          });
        } catch {
          return setError(t("errors.networkError"));
        }
        const body = (await res.json().catch(() => ({}))) as {
          suggestion?: Suggestion;
          error?: string;
          limit?: number;
          resetAt?: string;
        };
        if (!res.ok || !body.suggestion) {
          const time = body.resetAt
            ? new Date(body.resetAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
            : "";
          return setError(
            t(`errors.${body.error ?? "failed"}`, {
              limit: body.limit,
              time,
              defaultValue: t("errors.failed"),
            }),
          );
        }
        const now = contentRef.current;
        const after = applySuggestion(now, body.suggestion, newCardId);
        setReview({ suggestion: body.suggestion, changes: suggestionChanges(now, after) });
      } finally {
        setBusy(null);
      }
    },
    [uuid, save, t],
  );

  const apply = () => {
    if (!review) return;
    const before = contentRef.current;
    const after = applySuggestion(before, review.suggestion, newCardId);
    update(() => after);
    commit();
    setUndo({ before, after });
    setReview(null);
    setNotice(t("applied"));
  };
  const undoNow = () => {
    if (!undo) return;
    update(() => undo.before);
    commit();
    setUndo(null);
    setNotice(t("undone"));
  };
  // Undo stays while the page is as the suggestion left it; later typing builds on it instead.
  const canUndo = undo !== null && same(p.content, undo.after);

  const api = useMemo<AiApi>(
    () => ({
      state,
      destination: p.info.destination,
      busy,
      disabled: p.disabled,
      ask: (w, r) => void ask(w, r),
    }),
    [state, p.info.destination, busy, p.disabled, ask],
  );
  const fieldAction = useCallback(
    (name: string, label: string) =>
      state === "on" && !p.disabled && isRewritablePath(name) ? (
        <RewriteMenu path={name} label={label} />
      ) : null,
    [state, p.disabled],
  );

  return (
    <AiContext.Provider value={api}>
      <FieldActionsContext.Provider value={fieldAction}>{p.children}</FieldActionsContext.Provider>
      {busy || error || notice ? (
        <div className="ai-toast" data-testid="ai-toast">
          {busy ? (
            <p role="status" className="ai-toast-text">
              <span className="ai-spinner" aria-hidden="true" /> {t("working")}
            </p>
          ) : error ? (
            <p role="alert" className="ai-toast-text ai-toast-error">
              {error}
            </p>
          ) : (
            <p role="status" className="ai-toast-text">
              {notice}
            </p>
          )}
          {!busy && canUndo ? (
            <button type="button" className="btn btn-sm btn-secondary" onClick={undoNow}>
              {t("undo")}
            </button>
          ) : null}
          {!busy ? (
            <button
              type="button"
              className="btn btn-sm btn-ghost ai-toast-close"
              aria-label={t("common:close")}
              onClick={() => {
                setError(null);
                setNotice(null);
                setUndo(null);
              }}
            >
              ×
            </button>
          ) : null}
        </div>
      ) : null}
      {review ? (
        <Modal
          title={t("review.title")}
          onClose={() => setReview(null)}
          wide
          className="ai-review-modal"
          testId="ai-review"
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setReview(null)}>
                {t("review.cancel")}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={apply}
                disabled={review.changes.length === 0}
              >
                {t("review.apply")}
              </button>
            </>
          }
        >
          <p className="ai-review-intro">
            {review.changes.length ? t("review.intro") : t("review.noChanges")}
          </p>
          <ul className="ai-changes">
            {review.changes.map((c) => (
              <li key={c.path} className="ai-change" data-path={c.path}>
                <h3 className="ai-change-title">{pathLabel(t, c.path)}</h3>
                <div className="ai-change-cols">
                  <div className="ai-change-before">
                    <span className="ai-change-tag">{t("review.before")}</span>
                    <p>{c.before || t("review.empty")}</p>
                  </div>
                  <div className="ai-change-after">
                    <span className="ai-change-tag">{t("review.after")}</span>
                    <p>{c.after || t("review.empty")}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </AiContext.Provider>
  );
}

/** The AI panel: "Draft my page" and "SEO pack", or why they are not available. */
export function AiSection() {
  const { t } = useTranslation("ai");
  const ai = useContext(AiContext);
  const [description, setDescription] = useState("");
  const [tooShort, setTooShort] = useState(false);
  if (!ai) return null;
  const off = ai.state !== "on" || ai.disabled || ai.busy !== null;
  const draft = () => {
    const d = description.trim();
    if (d.length < DRAFT_DESCRIPTION_MIN || d.length > DRAFT_DESCRIPTION_MAX)
      return setTooShort(true);
    setTooShort(false);
    ai.ask("draft", { action: "draft", description: d });
  };
  return (
    <Section id="ai" title={t("title")} hint={t("hint")}>
      {ai.state === "locked" ? (
        <ProLockedNote testId="ai-locked" text={t("locked")} linkText={t("lockedLink")} />
      ) : ai.state === "off" ? (
        <p className="alert alert-info" data-testid="ai-not-configured">
          {t("notConfigured")}
        </p>
      ) : (
        <p className="ai-destination field-hint" data-testid="ai-destination">
          {ai.destination === "fake"
            ? t("destinationFake")
            : t("destination", { destination: ai.destination })}
        </p>
      )}
      <TextField
        name="aiDescription"
        label={t("draft.label")}
        value={description}
        onChange={(v) => {
          setDescription(v);
          if (tooShort) setTooShort(false);
        }}
        multiline
        rows={3}
        maxLength={DRAFT_DESCRIPTION_MAX}
        placeholder={t("draft.placeholder")}
        hint={t("draft.hint")}
        error={tooShort ? t("errors.descriptionTooShort") : null}
        disabled={ai.state !== "on" || ai.disabled}
      />
      <div className="ai-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={off}
          aria-busy={ai.busy === "draft" || undefined}
          onClick={draft}
        >
          {ai.busy === "draft" ? t("working") : t("draft.button")}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={off}
          aria-busy={ai.busy === "seo" || undefined}
          onClick={() => ai.ask("seo", { action: "seo" })}
        >
          {ai.busy === "seo" ? t("working") : t("seo.button")}
        </button>
      </div>
      <p className="field-hint">{t("seo.hint")}</p>
    </Section>
  );
}

/** The small "AI" menu beside an allow-listed field: four ways to rewrite it. */
function RewriteMenu({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation("ai");
  const ai = useContext(AiContext);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const name = t("rewrite.label", { field: label });
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  if (!ai) return null;
  const busyHere = ai.busy === path;
  return (
    <div className="ai-menu" ref={box}>
      {/* The name is text content, not aria-label, so getByLabel/label lookups find only the field. */}
      <button
        type="button"
        id={buttonId}
        className="btn btn-ghost btn-sm ai-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        title={name}
        aria-busy={busyHere || undefined}
        disabled={ai.busy !== null}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{name}</span>
        <span aria-hidden="true">
          {busyHere ? "…" : t("rewrite.button")}
          <span className="ai-menu-caret">▾</span>
        </span>
      </button>
      {open ? (
        <div className="ai-menu-list" role="menu" aria-labelledby={buttonId}>
          {AI_STYLES.map((style: AiStyle) => (
            <button
              key={style}
              type="button"
              role="menuitem"
              className="ai-menu-item"
              onClick={() => {
                setOpen(false);
                ai.ask(path, { action: "rewrite", field: path, style });
              }}
            >
              {t(`rewrite.styles.${style}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A field path as the owner knows it ("Card 2: title"). */
function pathLabel(t: (key: string, o?: Record<string, unknown>) => string, path: string): string {
  if (path === "seo.description") return t("paths.seoDescription");
  const m = /^(cards|qas)\.(\d+)\.(\w+)$/.exec(path);
  if (!m) return t(`paths.${path}`, { defaultValue: path });
  const n = Number(m[2]) + 1;
  const key =
    m[1] === "cards"
      ? m[3] === "alt"
        ? "cardAlt"
        : "cardTitle"
      : m[3] === "answer"
        ? "qaAnswer"
        : "qaQuestion";
  return t(`paths.${key}`, { n });
}
