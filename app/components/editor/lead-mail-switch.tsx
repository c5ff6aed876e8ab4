import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Issue 24: whether each new lead of this landing is mailed to the owner. A
 * setting of the landing saved at once through its own call (not the draft),
 * so it counts for the next lead without a publish.
 */
export function LeadMailSwitch({
  uuid,
  initial,
  disabled,
}: {
  uuid: string;
  initial: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation("editor");
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = async (enabled: boolean) => {
    setBusy(true);
    setFailed(false);
    setOn(enabled);
    try {
      const res = await fetch(`/api/landings/${uuid}/lead-mail`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ enabled }),
      });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { leadMail?: unknown };
      if (typeof body.leadMail === "boolean") setOn(body.leadMail);
    } catch {
      // The switch shows what is stored: the old state, and why it did not change.
      setOn(!enabled);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field lead-mail">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={on}
          disabled={disabled || busy}
          aria-describedby="lead-mail-hint"
          data-field="leadMail"
          onChange={(e) => void change(e.target.checked)}
        />
        <span>{t("form.mail")}</span>
      </label>
      <p className="field-hint" id="lead-mail-hint">
        {t("form.mailHint")}
      </p>
      {failed ? (
        <p className="field-error" role="alert">
          {t("form.mailFailed")}
        </p>
      ) : null}
    </div>
  );
}
