import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOptionalUser } from "../root-data";
import { XsrfField } from "../xsrf-field";

type ResendAnswer = { formError?: { key: string; values?: Record<string, string | number> } };

/**
 * "Resend the confirmation email": posts to /a/confirm (intent=resend), the
 * Confirm email screen's own action, without leaving the page. Its success
 * toast ('confirmation email resent', SPEC §8) arrives with the revalidation;
 * a refusal (too many mails) is shown next to the button.
 */
export function ResendConfirmationButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation("landings");
  const fetcher = useFetcher<ResendAnswer>();
  const busy = fetcher.state !== "idle";
  const refusal = fetcher.state === "idle" ? fetcher.data?.formError : undefined;
  return (
    <fetcher.Form method="post" action="/a/confirm" className={`resend-form ${className}`}>
      <XsrfField />
      <button
        type="submit"
        name="intent"
        value="resend"
        className="btn btn-sm btn-secondary"
        disabled={busy}
        aria-busy={busy || undefined}
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
    </fetcher.Form>
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
