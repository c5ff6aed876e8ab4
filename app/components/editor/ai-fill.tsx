import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DRAFT_DESCRIPTION_MAX,
  DRAFT_DESCRIPTION_MIN,
  FILL_NAME_MAX,
} from "../../../core/ai/suggestions";
import { Modal } from "../landings/modal";
import { useAi } from "./ai-context";
import { TextField } from "./fields";

/**
 * Fill with AI (issue 26): the owner names the business and says what it
 * does; the page's words come back as a suggestion in the same review dialog
 * as every AI answer, so nothing changes before Apply. The gallery opens the
 * editor with `?fill=1` when the owner has PRO and AI is on, and the dialog
 * greets them; it stays in the AI section for later.
 */
export function AiFill() {
  const { t } = useTranslation("ai");
  const ai = useAi();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  // Kept between openings, so a failed or cancelled fill does not lose what was typed.
  const [typed, setTyped] = useState({ name: "", about: "" });
  const arrived = useRef(params.get("fill") === "1");
  const on = ai?.state === "on" && !ai.disabled;

  useEffect(() => {
    if (!arrived.current || !on) return;
    arrived.current = false;
    setOpen(true);
    // A reload must not greet the owner again; the router's own state is kept.
    const url = new URL(window.location.href);
    url.searchParams.delete("fill");
    window.history.replaceState(window.history.state, "", url);
  }, [on]);

  if (!ai) return null;
  return (
    <div className="ai-fill" data-testid="ai-fill">
      <h3 className="ai-fill-heading">{t("fill.heading")}</h3>
      <p className="field-hint">{t("fill.hint")}</p>
      <div className="ai-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!on || ai.busy !== null}
          aria-busy={ai.busy === "fill" || undefined}
          onClick={() => setOpen(true)}
        >
          {ai.busy === "fill" ? t("working") : t("fill.button")}
        </button>
      </div>
      {open ? <FillDialog typed={typed} onTyped={setTyped} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

type Typed = { name: string; about: string };

function FillDialog({
  typed,
  onTyped,
  onClose,
}: {
  typed: Typed;
  onTyped: (t: Typed) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("ai");
  const ai = useAi();
  const { name, about } = typed;
  const [errors, setErrors] = useState<{ name?: string; about?: string }>({});
  // An error goes as soon as its field is edited, as in Draft my page.
  const setName = (v: string) => {
    onTyped({ ...typed, name: v });
    setErrors((e) => ({ ...e, name: undefined }));
  };
  const setAbout = (v: string) => {
    onTyped({ ...typed, about: v });
    setErrors((e) => ({ ...e, about: undefined }));
  };
  const nameRef = useRef<HTMLElement | null>(null);

  const submit = () => {
    const n = name.trim();
    const a = about.trim();
    const next = {
      name: n ? undefined : t("fill.nameRequired"),
      about:
        a.length < DRAFT_DESCRIPTION_MIN || a.length > DRAFT_DESCRIPTION_MAX
          ? t("errors.descriptionTooShort")
          : undefined,
    };
    setErrors(next);
    if (next.name || next.about || !ai) return;
    onClose();
    ai.ask("fill", { action: "fill", businessName: n, about: a });
  };

  return (
    <Modal
      title={t("fill.title")}
      onClose={onClose}
      initialFocus={nameRef}
      className="ai-fill-modal"
      testId="ai-fill-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("fill.cancel")}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit}>
            {t("fill.submit")}
          </button>
        </>
      }
    >
      <form
        className="ai-fill-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        ref={(node) => {
          nameRef.current = node?.querySelector("input") ?? null;
        }}
      >
        <p className="ai-review-intro">{t("fill.intro")}</p>
        <TextField
          name="fillBusinessName"
          label={t("fill.nameLabel")}
          value={name}
          onChange={setName}
          maxLength={FILL_NAME_MAX}
          placeholder={t("fill.namePlaceholder")}
          error={errors.name ?? null}
          required
        />
        <TextField
          name="fillAbout"
          label={t("fill.aboutLabel")}
          value={about}
          onChange={setAbout}
          multiline
          rows={3}
          maxLength={DRAFT_DESCRIPTION_MAX}
          placeholder={t("fill.aboutPlaceholder")}
          error={errors.about ?? null}
          required
        />
        <p className="field-hint" data-testid="ai-fill-destination">
          {ai?.destination === "fake"
            ? t("destinationFake")
            : t("destination", { destination: ai?.destination ?? "" })}
        </p>
      </form>
    </Modal>
  );
}
