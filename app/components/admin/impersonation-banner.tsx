import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toasts";
import { adminFetch, useFailureText } from "./api";

/**
 * Shown on every page while an admin acts as another user (rendered by
 * app/root.tsx from the root loader's `user.impersonating`). End returns to
 * the admin's own session and reloads /admin.
 */
export function ImpersonationBanner({ email }: { email: string }) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const [busy, setBusy] = useState(false);
  return (
    <div
      className="impersonation-banner"
      role="region"
      aria-label={t("impersonation.banner", { email })}
    >
      {/* Owner pages do not load admin.css, so the banner brings its own few rules. */}
      <style>{BANNER_CSS}</style>
      <p className="impersonation-text">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
        </svg>
        <span>{t("impersonation.banner", { email })}</span>
      </p>
      <button
        type="button"
        className="btn btn-sm impersonation-end"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          const res = await adminFetch<{ redirect?: string }>("/api/admin/end-impersonation", {
            method: "POST",
            body: {},
          });
          if (!res.ok) {
            setBusy(false);
            toast.error(failure("endImpersonationFailed", res));
            return;
          }
          // A full load: the session (and the root loader's user) changed.
          window.location.assign("/admin");
        }}
      >
        {t("impersonation.end")}
      </button>
    </div>
  );
}

const BANNER_CSS = `
.impersonation-banner {
  position: relative;
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: #7c2d12;
  color: #fff;
  font-size: 14px;
}
.impersonation-text svg {
  flex: none;
}
.impersonation-text {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  text-align: center;
}
.impersonation-banner .impersonation-end {
  min-height: 32px;
  background: #fff;
  color: #7c2d12;
  border-color: #fff;
}
.impersonation-banner .impersonation-end:hover:not(:disabled) {
  background: #ffedd5;
}
`;
