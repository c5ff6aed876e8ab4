import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_LIMIT_VALUES, IMAGE_MAX_BYTES } from "../../../core/landing/limits";
import { isNoResponse } from "../fetch-guards";
import { thumbnailUrl } from "../landings/format";
import { useDraftGate } from "./draft-gate";
import { RequiredMarker } from "./fields";

const ACCEPT = "image/png,image/jpeg";

/**
 * One image slot: drop a file or pick one (SPEC §5 "Images"). The server is the
 * judge (magic bytes, size, dimensions); the browser only refuses what is
 * obviously wrong to save a round trip. A refused file leaves the slot as it was.
 */
export function ImageDrop({
  uuid,
  imageType,
  label,
  hint,
  value,
  onUploaded,
  onRemove,
  required,
  error,
  name,
  compact = false,
  extraAction,
}: {
  uuid: string;
  imageType: string;
  label: string;
  hint?: string;
  value: string;
  onUploaded: (url: string, answer: { changed: boolean; previewUrl?: string }) => void;
  onRemove?: () => void;
  required?: boolean;
  error?: string | null;
  name: string;
  compact?: boolean;
  extraAction?: React.ReactNode;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const gate = useDraftGate();

  const upload = async (file: File) => {
    setProblem(null);
    if (!file.type.startsWith("image/")) return setProblem(t("upload.notImage"));
    if (file.size > IMAGE_MAX_BYTES)
      return setProblem(t("errors.uploadTooLarge", IMAGE_LIMIT_VALUES));
    setBusy(true);
    try {
      const form = new FormData();
      form.append("imageType", imageType);
      form.append("image", file);
      // Saves wait while the upload writes the draft, so versions stay in order.
      const { res, body } = await gate.run(async () => {
        const res = await fetch(`/api/landings/${uuid}/saveImages`, { method: "POST", body: form });
        const body = (await res.json().catch(() => ({}))) as {
          url?: string;
          changed?: boolean;
          previewUrl?: string;
          error?: string;
          values?: Record<string, string | number>;
          previousUpdatedAt?: string;
          updatedAt?: string;
        };
        if (res.ok) gate.adopt(body.previousUpdatedAt, body.updatedAt);
        return { res, body };
      });
      if (!res.ok || !body.url) {
        const key =
          body.error && body.error.startsWith("upload")
            ? body.error
            : res.status === 413
              ? "uploadTooLarge"
              : "uploadFailed";
        // The server's values name the cap it applied; the shared caps fill any it left out.
        setProblem(t(`errors.${key}`, { ...IMAGE_LIMIT_VALUES, ...body.values }));
        return;
      }
      onUploaded(body.url, { changed: body.changed ?? true, previewUrl: body.previewUrl });
    } catch (failure) {
      setProblem(t(isNoResponse(failure) ? "errors.networkError" : "errors.uploadFailed"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const shown = problem ?? error ?? null;
  const thumb = thumbnailUrl(value, 640);
  return (
    <div className={`image-drop-field ${compact ? "is-compact" : ""}`} data-field={name}>
      <span className="label" id={`${id}-label`}>
        {label}
        <RequiredMarker show={required} />
      </span>
      <div
        className={`image-drop ${over ? "is-over" : ""} ${value ? "has-image" : ""} ${shown ? "has-error" : ""}`}
        aria-busy={busy}
        onDragEnter={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node)) setOver(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const file = e.dataTransfer.files?.[0];
          if (file) void upload(file);
        }}
      >
        {thumb ? (
          <img className="image-drop-preview" src={thumb} alt={t("upload.current", { label })} />
        ) : null}
        <div className="image-drop-body">
          {busy ? (
            <span className="image-drop-status" role="status">
              <span className="spinner" aria-hidden="true" /> {t("upload.uploading")}
            </span>
          ) : over ? (
            <span className="image-drop-status">{t("upload.dropHere")}</span>
          ) : (
            <>
              {!value ? <span className="image-drop-text">{t("upload.drop")}</span> : null}
              <div className="image-drop-actions">
                <label className="btn btn-secondary btn-sm" htmlFor={id}>
                  {value ? t("upload.replace") : t("upload.choose")}
                </label>
                <input
                  ref={input}
                  id={id}
                  className="visually-hidden"
                  type="file"
                  accept={ACCEPT}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={hint ? `${id}-hint` : undefined}
                  data-testid={`upload-${name}`}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void upload(file);
                  }}
                />
                {extraAction}
                {value && onRemove ? (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
                    {t("upload.remove")}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </div>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p className="field-error" role="alert" data-error-for={name}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
