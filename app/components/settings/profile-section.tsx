import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { positionChoices } from "../../../core/account/positions";
import { IMAGE_LIMIT_VALUES, IMAGE_MAX_BYTES, uploadUsageMb } from "../../../core/landing/limits";
import { initials } from "../avatar-menu";
import { callJson, type Settings } from "./api";
import { Field, InputField, SettingsSection, type SectionStatus } from "./section";
import { useSectionSave } from "./use-section";

export function ProfileSection({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t } = useTranslation(["settings", "auth"]);
  const [name, setName] = useState(settings.name);
  const [position, setPosition] = useState(settings.position ?? "");
  const [location, setLocation] = useState(settings.location ?? "");
  const [attempted, setAttempted] = useState(false);
  const { save, saving, status, setStatus, errorFor } = useSectionSave(onSaved);

  const submit = () => {
    setAttempted(true);
    if (!name.trim()) return setStatus({ kind: "error", text: t("errors.nameRequired") });
    if (!position) return setStatus({ kind: "error", text: t("errors.positionRequired") });
    void save({ name: name.trim(), position, location });
  };
  const nameError =
    errorFor("name") ?? (attempted && !name.trim() ? t("errors.nameRequired") : null);
  const positionError =
    errorFor("position") ?? (attempted && !position ? t("errors.positionRequired") : null);

  return (
    <SettingsSection
      id="profile"
      title={t("profile.title")}
      onSubmit={submit}
      saving={saving}
      status={status}
    >
      <AvatarField settings={settings} onSaved={onSaved} />
      <InputField
        id="settings-name"
        label={t("profile.name")}
        error={nameError}
        required
        value={name}
        autoComplete="name"
        invalid={!!nameError}
        onChange={setName}
      />
      <Field id="settings-position" label={t("profile.position")} error={positionError} required>
        <select
          id="settings-position"
          className="select"
          value={position}
          aria-invalid={positionError ? true : undefined}
          onChange={(e) => setPosition(e.target.value)}
        >
          <option value="">{t("profile.positionPlaceholder")}</option>
          {positionChoices(settings.position).map((p) => (
            <option key={p} value={p}>
              {t(`auth:positions.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <InputField
        id="settings-location"
        label={t("profile.location")}
        value={location}
        autoComplete="address-level2"
        onChange={setLocation}
      />
    </SettingsSection>
  );
}

/** The photo: shown with its initials fallback, uploaded on choice, removable. */
function AvatarField({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t } = useTranslation("settings");
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SectionStatus>(null);

  const upload = async (file: File) => {
    // SPEC §5: an image within the size cap — checked here for a quick answer, and again on the server.
    if (!file.type.startsWith("image/"))
      return setStatus({ kind: "error", text: t("errors.selectImage") });
    if (file.size > IMAGE_MAX_BYTES)
      return setStatus({ kind: "error", text: t("errors.fileTooLarge", IMAGE_LIMIT_VALUES) });
    setBusy(true);
    const form = new FormData();
    form.append("image", file);
    const res = await callJson("/api/auth/avatar", { method: "POST", form });
    setBusy(false);
    if (res.ok && typeof res.body.url === "string") {
      onSaved({ ...settings, avatar_url: res.body.url });
      setStatus({ kind: "success", text: t("photoUpdated") });
      return;
    }
    const key = typeof res.body.error === "string" ? res.body.error : "uploadFailed";
    const known = ["selectImage", "fileTooLarge", "uploadQuotaExceeded"].includes(key)
      ? key
      : "uploadFailed";
    setStatus({ kind: "error", text: t(`errors.${known}`, IMAGE_LIMIT_VALUES) });
  };

  const remove = async () => {
    setBusy(true);
    const res = await callJson("/api/auth/avatar", { method: "DELETE" });
    setBusy(false);
    if (res.ok) {
      onSaved({ ...settings, avatar_url: null });
      setStatus({ kind: "success", text: t("photoRemoved") });
    } else setStatus({ kind: "error", text: t("errors.uploadFailed") });
  };

  return (
    <div className="settings-avatar">
      <div className="settings-avatar-image" aria-hidden={settings.avatar_url ? undefined : true}>
        {settings.avatar_url ? (
          <img src={settings.avatar_url} alt={t("profile.photo")} width={96} height={96} />
        ) : (
          <span>{initials(settings.name, settings.email)}</span>
        )}
      </div>
      <div className="settings-avatar-actions">
        <label className="btn btn-secondary" aria-busy={busy}>
          {busy ? t("profile.uploading") : t("profile.upload")}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void upload(file);
            }}
          />
        </label>
        {settings.avatar_url ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void remove()}
            disabled={busy}
          >
            {t("profile.remove")}
          </button>
        ) : null}
        <p className="field-hint">{t("profile.photoHint", IMAGE_LIMIT_VALUES)}</p>
        {/* The fallback shown when the settings call failed (SPEC §8 fetchFailed) has no counts. */}
        {settings.uploads_used_bytes !== null && settings.uploads_quota_bytes !== null ? (
          <p className="field-hint" data-testid="upload-usage">
            {t(
              "profile.storage",
              uploadUsageMb(settings.uploads_used_bytes, settings.uploads_quota_bytes),
            )}
          </p>
        ) : null}
        <div aria-live="polite">
          {status ? (
            <p className={status.kind === "success" ? "alert alert-success" : "alert alert-error"}>
              {status.text}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
