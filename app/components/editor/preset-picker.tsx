import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";

/** The 15 preset card images (SPEC §9), chosen by URL. */
export function PresetPicker({
  presets,
  cardNumber,
  current,
  onPick,
  onClose,
}: {
  presets: string[];
  cardNumber: number;
  current: string;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <Modal title={t("presets.title")} onClose={onClose} wide testId="preset-picker">
      <p className="text-muted">{t("presets.text", { n: cardNumber })}</p>
      <ul className="preset-grid">
        {presets.map((url, i) => (
          <li key={url}>
            <button
              type="button"
              className={`preset-item ${current === url ? "is-current" : ""}`}
              aria-pressed={current === url}
              onClick={() => onPick(url)}
              data-testid={`preset-${i + 1}`}
            >
              <img
                src={url}
                alt={t("presets.item", { n: i + 1 })}
                loading="lazy"
                width={150}
                height={108}
              />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
