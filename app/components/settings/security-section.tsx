import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDates } from "../use-dates";
import { callJson } from "./api";
import { InputField, SettingsSection, type SectionStatus } from "./section";

interface SessionItem {
  id: string;
  current: boolean;
  /** A readable label from the server ("Chrome · Windows"), or null. */
  device: string | null;
  ip: string | null;
  last_seen_at: string;
}

/** Active sessions, signing out the others, and deleting the account. */
export function SecuritySection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("settings");
  const dates = useDates();
  const [sessions, setSessions] = useState<SessionItem[] | null>(null);
  const [status, setStatus] = useState<SectionStatus>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    const res = await callJson("/api/auth/sessions", { method: "GET" });
    if (res.ok && Array.isArray(res.body)) setSessions(res.body as unknown as SessionItem[]);
  };
  useEffect(() => {
    void refresh();
  }, []);

  const signOutOthers = async () => {
    setBusy(true);
    const res = await callJson("/api/auth/sessions/revoke-others", { method: "POST", body: {} });
    setBusy(false);
    if (res.ok) {
      setStatus({ kind: "success", text: t("security.signedOutOthers") });
      await refresh();
    } else setStatus({ kind: "error", text: t("errors.updateFailed") });
  };

  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <>
      <SettingsSection id="security" title={t("security.title")} status={status}>
        <h3 className="settings-subtitle">{t("security.sessions")}</h3>
        <ul className="settings-sessions">
          {(sessions ?? []).map((s) => (
            <li key={s.id}>
              <span className="settings-session-device">
                {s.device ?? t("security.unknownDevice")}
                {s.current ? (
                  <span className="badge settings-current">{t("security.current")}</span>
                ) : null}
              </span>
              <span className="field-hint">
                {t("security.lastSeen", {
                  date: dates.dateTime(s.last_seen_at, { zone: true }),
                })}
              </span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || others === 0}
          onClick={() => void signOutOthers()}
        >
          {t("security.signOutOthers")}
        </button>
      </SettingsSection>
      {isAdmin ? (
        <section className="card settings-section" aria-labelledby="delete-title">
          <h2 id="delete-title">{t("security.deleteTitle")}</h2>
          <p className="text-muted">{t("security.adminCannotDelete")}</p>
        </section>
      ) : (
        <DeleteAccount />
      )}
    </>
  );
}

function DeleteAccount() {
  const { t } = useTranslation("settings");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SectionStatus>(null);
  const word = t("security.deleteWord");

  const submit = async () => {
    if (!password) return setStatus({ kind: "error", text: t("errors.wrongPassword") });
    if (confirm !== word) return setStatus({ kind: "error", text: t("errors.confirmRequired") });
    setBusy(true);
    const res = await callJson("/api/auth/account/delete", {
      method: "POST",
      body: { password, confirm },
    });
    if (res.ok) {
      window.location.assign("/login");
      return;
    }
    setBusy(false);
    const key = typeof res.body.error === "string" ? res.body.error : "updateFailed";
    const known = ["wrongPassword", "confirmRequired", "adminCannotDelete"].includes(key)
      ? key
      : "updateFailed";
    setStatus({ kind: "error", text: t(`errors.${known}`) });
  };

  return (
    <SettingsSection
      id="delete"
      title={t("security.deleteTitle")}
      onSubmit={() => void submit()}
      saving={busy}
      status={status}
      saveLabel={busy ? t("security.deleting") : t("security.deleteButton")}
      danger
    >
      <p className="text-muted">{t("security.deleteText")}</p>
      <InputField
        id="delete-password"
        label={t("security.deletePassword")}
        type="password"
        value={password}
        autoComplete="current-password"
        onChange={setPassword}
      />
      <InputField
        id="delete-confirm"
        label={t("security.deleteConfirm", { word })}
        value={confirm}
        autoComplete="off"
        onChange={setConfirm}
      />
    </SettingsSection>
  );
}
