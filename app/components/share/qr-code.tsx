import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";

type Loaded =
  { state: "loading" } | { state: "failed" } | { state: "ready"; src: string; url: string };

const qrPath = (uuid: string, ext: "svg" | "png") =>
  `/api/landings/${encodeURIComponent(uuid)}/qr.${ext}`;

/**
 * The page's QR code (issue 15): an SVG preview, what it opens, and downloads
 * as SVG and as a 1024 px PNG. The preview is the same SVG the download gives,
 * fetched once; the server says which address it encodes (X-Qr-Url).
 */
export function QrCode({ uuid }: { uuid: string }) {
  const { t } = useTranslation("share");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoaded({ state: "loading" });
      try {
        const res = await fetch(qrPath(uuid, "svg"), { credentials: "same-origin", signal });
        if (!res.ok) throw new Error(String(res.status));
        const svg = await res.text();
        const url = decodeURI(res.headers.get("X-Qr-Url") ?? "");
        setLoaded({
          state: "ready",
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          url,
        });
      } catch {
        if (!signal?.aborted) setLoaded({ state: "failed" });
      }
    },
    [uuid],
  );

  useEffect(() => {
    const ctl = new AbortController();
    void load(ctl.signal);
    return () => ctl.abort();
  }, [load]);

  return (
    <div className="qr-code" data-testid="qr-code">
      <p className="qr-hint">{t("qr.hint")}</p>
      <div className="qr-frame" aria-busy={loaded.state === "loading"}>
        {loaded.state === "ready" ? (
          <img
            className="qr-image"
            src={loaded.src}
            width={240}
            height={240}
            alt={t("qr.alt", { url: loaded.url })}
          />
        ) : loaded.state === "loading" ? (
          <span className="text-muted">{t("qr.loading")}</span>
        ) : (
          <span role="alert" className="qr-failed">
            {t("qr.failed")}{" "}
            <button type="button" className="btn btn-sm btn-secondary" onClick={() => void load()}>
              {t("qr.retry")}
            </button>
          </span>
        )}
      </div>
      {loaded.state === "ready" && loaded.url ? (
        <p className="qr-url">{t("qr.opens", { url: loaded.url })}</p>
      ) : null}
      <div className="qr-downloads">
        <a className="btn btn-secondary" href={`${qrPath(uuid, "svg")}?download=1`} download>
          {t("qr.downloadSvg")}
        </a>
        <a className="btn btn-primary" href={`${qrPath(uuid, "png")}?download=1`} download>
          {t("qr.downloadPng")}
        </a>
      </div>
      <p className="qr-formats text-muted">{t("qr.formats")}</p>
    </div>
  );
}

/** The QR code in its own dialog (the landing card's menu). */
export function QrDialog({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useTranslation("share");
  return (
    <Modal title={t("qr.title")} onClose={onClose} testId="qr-dialog" className="qr-dialog">
      <QrCode uuid={uuid} />
    </Modal>
  );
}
