import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AI_STYLES, type AiStyle } from "../../../core/ai/suggestions";
import { useAi } from "./ai-context";

/** The small "AI" menu beside an allow-listed field: four ways to rewrite it. */
export function AiRewriteMenu({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation("ai");
  const ai = useAi();
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
