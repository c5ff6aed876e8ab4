import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOptionalUser, useRootData } from "../root-data";
import { XSRF_FIELD_NAME } from "../xsrf-field";

type ResendAnswer = { formError?: { key: string; values?: Record<string, string | number> } };

/**
 * "Resend the confirmation email": posts to /a/confirm (intent=resend), the
 * Confirm email screen's own action, without leaving the page. Its success
 * toast ('confirmation email resent', SPEC §8) arrives with the revalidation;
 * a refusal (too many mails) is shown next to the button. A plain button, not
 * a form, so it also works inside another form (the publish step).
 */
export function ResendConfirmationButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation("landings");
  const fetcher = useFetcher<ResendAnswer>();
  const xsrf = useRootData()?.xsrfToken ?? "";
  const busy = fetcher.state !== "idle";
  const refusal = fetcher.state === "idle" ? fetcher.data?.formError : undefined;
  return (
    <span className={`resend-form ${className}`}>
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() =>
          fetcher.submit(
            { intent: "resend", [XSRF_FIELD_NAME]: xsrf },
            { method: "post", action: "/a/confirm" },
          )
        }
        data-testid="resend-confirmation"
      >
        {busy ? t("confirmEmail.sending") : t("confirmEmail.resend")}
      </button>
      {refusal ? (
        <span className="resend-error" role="alert">
          {t(`auth:${refusal.key}`, {
            ...refusal.values,
            defaultValue: t("confirmEmail.resendFailed"),
          })}
        </span>
      ) : null}
    </span>
  );
}

/** Shown on the owner's pages until the account's address is confirmed (root loader's user). */
export function ConfirmEmailBanner() {
  const { t } = useTranslation("landings");
  const user = useOptionalUser();
  if (!user || user.emailConfirmed) return null;
  return (
    <div
      className="confirm-banner"
      role="region"
      aria-label={t("confirmEmail.label")}
      data-testid="confirm-banner"
    >
      <p className="confirm-banner-text">
        <strong>{t("confirmEmail.title")}</strong> {t("confirmEmail.text", { email: user.email })}
      </p>
      <ResendConfirmationButton />
    </div>
  );
}
