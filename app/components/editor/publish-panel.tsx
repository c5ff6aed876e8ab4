import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { publicAddress, type PublicAddressConfig } from "../../../core/landing/public-address";
import {
  normalizeTextAlias,
  suggestTextAlias,
  textAliasError,
} from "../../../core/landing/textalias";
import { TRIAL_DAYS } from "../../../core/plans";
import { copyText } from "../clipboard";
import { ResendConfirmationButton } from "../landings/confirm-banner";
import { Modal } from "../landings/modal";
import { QrCode } from "../share/qr-code";
import { useToast } from "../toasts";
import { useDates } from "../use-dates";
import type { SaveOutcome } from "./use-draft";

/** SPEC §9: copy feedback lasts 2000 ms. */
const COPY_FEEDBACK_MS = 2000;
const ALIAS_ERRORS = new Set([
  "enterLinkName",
  "invalidLinkName",
  "reservedLinkName",
  "nameAlreadyTaken",
]);
/** Refusals with a message of their own; anything else is SPEC's 'publishError'. */
const OWN_MESSAGES = new Set([
  "fillAllRequired",
  "emailNotConfirmed",
  "networkError",
  "staleDraft",
]);

/** What the editor may ask of the panel from outside (the status line's Publish button). */
export interface PublishPanelHandle {
  /** Step 1 → step 2 (focused); in step 2, publish. */
  start(): void;
}

/**
 * The publish flow of SPEC §2 in three steps: 1 the instruction, 2 the link
 * name (focused, also when it opens on its own because a name exists), 3 the
 * success dialog with the link, copy, open and a way back to step 2.
 */
export const PublishPanel = forwardRef<
  PublishPanelHandle,
  {
    alias: string;
    onAliasChange: (v: string) => void;
    onAliasBlur: () => void;
    onPublish: () => Promise<SaveOutcome>;
    /** The landing: its QR code is offered once it is published (issue 15). */
    uuid: string;
    /** Decides the page's address: the hint shows the same one the success dialog gives out. */
    address: PublicAddressConfig & { customHost: string | null };
    expiresAt: string | null;
    autoStart: boolean;
    disabled: boolean;
    /** Labels of contact fields still holding a template's sample (issue 26): a warning, never a block. */
    sampleContacts?: string[];
  }
>(function PublishPanel(
  {
    alias,
    onAliasChange,
    onAliasBlur,
    onPublish,
    uuid,
    address,
    expiresAt,
    autoStart,
    disabled,
    sampleContacts = [],
  },
  ref,
) {
  const { t } = useTranslation("editor");
  const dates = useDates();
  const { t: tShare } = useTranslation("share");
  const toast = useToast();
  const id = useId();
  const [step, setStep] = useState<1 | 2 | 3>(alias || autoStart ? 2 : 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [liveUrl, setLiveUrl] = useState<string | null>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [showQr, setShowQr] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Step 2 takes focus however it opens: pressed, asked for by the URL, or a name exists.
  const focusInput = useRef(step === 2 && !disabled);

  useEffect(() => {
    if (step === 2 && focusInput.current) {
      focusInput.current = false;
      inputRef.current?.focus({ preventScroll: true });
    }
  }, [step]);

  // A name that arrives later (a restored draft) opens step 2 the same way.
  useEffect(() => {
    if (step === 1 && alias && !disabled) {
      focusInput.current = true;
      setStep(2);
    }
  }, [alias, step, disabled]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const addressOf = (name: string) => publicAddress(address, name, address.customHost);

  const publish = async () => {
    setError(null);
    const normalized = normalizeTextAlias(alias);
    if (normalized !== alias) onAliasChange(normalized);
    if (!normalized) {
      setError("enterLinkName");
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await onPublish();
      if (outcome.ok) {
        setLiveUrl(outcome.url ?? addressOf(normalized));
        setStep(3);
        toast.success(t("publish.publishedSuccessfully"));
        return;
      }
      const key =
        ALIAS_ERRORS.has(outcome.error) || OWN_MESSAGES.has(outcome.error)
          ? outcome.error
          : "publishError";
      setError(key);
      if (ALIAS_ERRORS.has(key)) inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  // Only a path address (`PUBLIC_URL/l/{alias}`) puts "/l/" before the name.
  const pathAddress = !address.customHost && !address.publicDomain;

  useImperativeHandle(ref, () => ({
    start() {
      panelRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
      if (step === 1) {
        focusInput.current = true;
        setStep(2);
      } else if (!busy) void publish();
    },
  }));

  const copyLink = async () => {
    const copied = await copyText(liveUrl ?? "");
    setCopy(copied ? "copied" : "failed");
    // Each press shows its answer for the whole 2 s (SPEC §2), a second press included.
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopy("idle"), COPY_FEEDBACK_MS);
    // SPEC §8: a successful copy says 'link copied'.
    if (copied) toast.success(t("publish.linkCopied"));
  };

  const aliasError = error && ALIAS_ERRORS.has(error) ? t(`errors.${error}`) : null;
  const otherError = error && !ALIAS_ERRORS.has(error) ? t(`errors.${error}`) : null;
  // Latin only (SPEC §5): for anything else a transliterated name is offered.
  const suggestion =
    alias && textAliasError(alias) === "invalidLinkName" ? suggestTextAlias(alias) : "";

  return (
    <section
      ref={panelRef}
      className="publish-panel card"
      aria-labelledby={`${id}-title`}
      data-testid="publish-panel"
      data-step={step}
    >
      <h2 className="sidebar-title" id={`${id}-title`}>
        {t("publish.instructionTitle")}
      </h2>
      {sampleContacts.length ? (
        <p className="alert alert-warning publish-alert" data-testid="publish-sample-contacts">
          {t("sampleContacts.publish", { fields: sampleContacts.join(", ") })}
        </p>
      ) : null}
      {step === 1 ? (
        <>
          <p className="publish-instruction">{t("publish.instruction")}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={disabled}
            onClick={() => {
              focusInput.current = true;
              setStep(2);
            }}
            data-testid="publish-start"
          >
            {t("publish.button")}
          </button>
        </>
      ) : (
        <form
          className="publish-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void publish();
          }}
        >
          <div className={`field ${aliasError ? "has-error" : ""}`}>
            <label className="label" htmlFor={`${id}-alias`}>
              {t("publish.linkNameTitle")}
            </label>
            <div className="alias-input">
              {pathAddress ? (
                <span className="alias-prefix" aria-hidden="true">
                  /l/
                </span>
              ) : null}
              <input
                ref={inputRef}
                id={`${id}-alias`}
                name="textalias"
                className="input"
                value={alias}
                placeholder={t("placeholders.textAlias")}
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
                disabled={disabled}
                aria-invalid={aliasError ? true : undefined}
                aria-describedby={`${id}-hint${aliasError ? ` ${id}-error` : ""}${suggestion ? ` ${id}-suggest` : ""}`}
                onChange={(e) => {
                  setError(null);
                  onAliasChange(e.target.value);
                }}
                onBlur={() => {
                  const n = normalizeTextAlias(alias);
                  if (n !== alias) onAliasChange(n);
                  onAliasBlur();
                }}
                data-testid="alias-input"
              />
            </div>
            <p className="field-hint" id={`${id}-hint`}>
              {alias && !suggestion
                ? t("publish.addressPreview", {
                    url: addressOf(normalizeTextAlias(alias)),
                  })
                : t("publish.linkNameHint")}
            </p>
            {suggestion ? (
              <p className="alias-suggestion" id={`${id}-suggest`} data-testid="alias-suggestion">
                <span>
                  {t("publish.latinOnly")} {t("publish.suggestion")} <code>{suggestion}</code>
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  disabled={disabled}
                  onClick={() => {
                    setError(null);
                    onAliasChange(suggestion);
                    inputRef.current?.focus();
                  }}
                  data-testid="use-suggestion"
                >
                  {t("publish.useSuggestion")}
                </button>
              </p>
            ) : null}
            {aliasError ? (
              <p
                className="field-error"
                id={`${id}-error`}
                role="alert"
                data-testid="publish-error"
              >
                {aliasError}
              </p>
            ) : null}
          </div>
          {otherError ? (
            <div
              className="alert alert-error publish-alert"
              role="alert"
              data-testid="publish-error"
            >
              <p>{otherError}</p>
              {error === "emailNotConfirmed" ? <ResendConfirmationButton /> : null}
            </div>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={busy || disabled}
            aria-busy={busy}
            data-testid="publish-submit"
          >
            {busy ? t("publish.publishing") : t("publish.button")}
          </button>
        </form>
      )}
      {step === 3 && liveUrl ? (
        <Modal
          title={t("publish.successTitle")}
          onClose={() => setStep(2)}
          testId="publish-success"
        >
          <p>{t("publish.successText")}</p>
          <p className="publish-link">
            <a href={liveUrl} target="_blank" rel="noopener noreferrer" data-testid="public-link">
              {liveUrl}
            </a>
          </p>
          <p className="text-muted">
            {expiresAt
              ? t("publish.activeUntil", { date: dates.date(expiresAt) })
              : t("publish.trial", { count: TRIAL_DAYS })}
          </p>
          <div className="publish-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={copyLink}
              aria-live="polite"
              data-testid="copy-link"
            >
              {copy === "copied"
                ? t("publish.copied")
                : copy === "failed"
                  ? t("publish.copyFailed")
                  : t("publish.copy")}
            </button>
            <a className="btn btn-primary" href={liveUrl} target="_blank" rel="noopener noreferrer">
              {t("publish.openPage")}
            </a>
            <button
              type="button"
              className="btn btn-secondary"
              aria-expanded={showQr}
              onClick={() => setShowQr((v) => !v)}
              data-testid="publish-qr"
            >
              {showQr ? tShare("qr.hide") : tShare("qr.open")}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                focusInput.current = true;
                setStep(2);
              }}
              data-testid="publish-back"
            >
              {t("publish.goBack")}
            </button>
          </div>
          {showQr ? <QrCode uuid={uuid} /> : null}
        </Modal>
      ) : null}
    </section>
  );
});
