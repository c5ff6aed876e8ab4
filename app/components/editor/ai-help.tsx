import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { applySuggestion, suggestionChanges } from "../../../core/ai/apply";
import { isRewritablePath, type AiRequest, type Suggestion } from "../../../core/ai/suggestions";
import type { LandingContent } from "../../../core/landing/schema";
import { AiContext, type AiApi, type AiInfo, type AiState } from "./ai-context";
import { AiReview, type Change } from "./ai-review";
import { AiRewriteMenu } from "./ai-rewrite-menu";
import { FieldActionsContext } from "./fields";
import { useDates } from "../use-dates";

export type { AiInfo };

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
  const dates = useDates();
  const state: AiState = !p.pro ? "locked" : p.info.configured ? "on" : "off";
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
          const time = dates.dateTime(body.resetAt, { timeOnly: true, zone: true });
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
    [uuid, save, t, dates],
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
        <AiRewriteMenu path={name} label={label} />
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
        <AiReview changes={review.changes} onApply={apply} onClose={() => setReview(null)} />
      ) : null}
    </AiContext.Provider>
  );
}
