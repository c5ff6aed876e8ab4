import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** The preview link is signed (exp, sig): the cache-buster joins its query, never replaces it. */
function withStamp(url: string, stamp: string): string {
  const u = new URL(url);
  u.searchParams.set("v", stamp);
  return u.href;
}

/** Asks for a fresh preview (n changes); `url` skips the call when a save already redrew it. */
export type PreviewSignal = { n: number; url?: string };

const WIDTHS = { desktop: 1280, mobile: 390 } as const;
type Mode = keyof typeof WIDTHS;
const FRAME_HEIGHT = 620;
/** Phones (the app's 720 px breakpoint): the desktop preview would be too small to read. */
const PHONE_QUERY = "(max-width: 720px)";
/** SPEC §9: live preview requests time out after 30 s. */
const TIMEOUT_MS = 30_000;

/**
 * The live preview: the draft rendered on the public origin, shown in a sandbox
 * without allow-same-origin (DESIGN §4), so nothing in it can reach the app.
 * A newer request aborts the older one; a failure keeps the last good preview.
 */
export function PreviewPane({
  uuid,
  signal,
  expired,
}: {
  uuid: string;
  signal: PreviewSignal;
  /**
   * The page's plan has ended: the server renders no preview for it (403), so
   * none is asked for and the pane says why (issue 29).
   */
  expired: boolean;
}) {
  const { t } = useTranslation("editor");
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(!expired);
  const [failed, setFailed] = useState(false);
  const [mode, setMode] = useState<Mode>("desktop");
  const [boxWidth, setBoxWidth] = useState(360);
  const box = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    if (expired) return;
    const stamp = `${Date.now().toString(36)}${signal.n}`;
    if (signal.url) {
      controller.current = null;
      setFailed(false);
      setLoading(true);
      setSrc(withStamp(signal.url, stamp));
      return;
    }
    const ac = new AbortController();
    controller.current = ac;
    const timer = setTimeout(() => ac.abort(), TIMEOUT_MS);
    setLoading(true);
    // A POST (ADR 025): the fetch guard adds the XSRF header to it.
    fetch("/api/live-preview", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ uuid }),
      signal: ac.signal,
    })
      .then(async (res) => {
        const body = (await res.json()) as {
          success?: boolean;
          url?: string | null;
          error?: string | null;
        };
        if (!res.ok || !body.success || !body.url)
          throw new Error(body.error ?? String(res.status));
        setFailed(false);
        setSrc(withStamp(body.url, stamp));
      })
      .catch((error: unknown) => {
        if (ac.signal.aborted && controller.current !== ac) return;
        // SPEC §8: preview errors are only logged; the previous preview stays.
        console.warn("[preview]", error);
        setFailed(true);
        setLoading(false);
      })
      .finally(() => clearTimeout(timer));
    return () => clearTimeout(timer);
  }, [uuid, signal, expired]);

  // On a phone the preview starts at phone width, which it can show at full size.
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current && window.matchMedia(PHONE_QUERY).matches) setMode("mobile");
  }, []);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = (w: number) => {
      if (w > 0) setBoxWidth(w);
    };
    const ro = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
    ro.observe(node);
    measure(node.clientWidth);
    return () => ro.disconnect();
  }, []);

  const width = WIDTHS[mode];
  const scale = Math.min(1, boxWidth / width);
  return (
    <section className="preview-pane card" aria-labelledby="preview-title">
      <header className="preview-header">
        <h2 className="sidebar-title" id="preview-title">
          {t("preview.title")}
        </h2>
        {/* With no preview to show (plan ended), a width toggle would change nothing. */}
        {expired ? null : (
          <div className="segmented" role="group" aria-label={t("preview.width")}>
            {(Object.keys(WIDTHS) as Mode[]).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                className={mode === m ? "is-active" : ""}
                onClick={() => {
                  chosen.current = true;
                  setMode(m);
                }}
              >
                {t(`preview.${m}`)}
              </button>
            ))}
          </div>
        )}
      </header>
      <div className="preview-status" role="status" aria-live="polite">
        {expired
          ? t("preview.expired")
          : loading
            ? t("preview.loading")
            : failed
              ? t("preview.failed")
              : ""}
      </div>
      <div
        ref={box}
        className={`preview-box preview-${mode}`}
        style={{ height: expired ? undefined : FRAME_HEIGHT }}
        hidden={expired}
      >
        {src ? (
          <iframe
            key={mode}
            title={t("preview.frameTitle")}
            src={src}
            sandbox="allow-scripts allow-popups"
            referrerPolicy="no-referrer"
            data-testid="preview-frame"
            onLoad={() => setLoading(false)}
            style={{
              width,
              height: FRAME_HEIGHT / scale,
              transform: `scale(${scale})`,
              left: mode === "mobile" ? Math.max(0, (boxWidth - width * scale) / 2) : 0,
            }}
          />
        ) : null}
      </div>
      {src ? (
        <a className="link preview-open" href={src} target="_blank" rel="noopener noreferrer">
          {t("preview.open")}
        </a>
      ) : null}
    </section>
  );
}
