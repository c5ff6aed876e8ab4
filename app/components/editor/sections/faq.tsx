import { useTranslation } from "react-i18next";
import { Section, TextField } from "../fields";
import { ItemList, listEditor } from "../item-list";
import type { SectionProps } from "./types";

export function FaqSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const { setItem: setQa, structural } = listEditor(p, "qas");
  return (
    <Section id="faq" title={t("sections.faq")} hint={t("sectionHints.faq")}>
      <ItemList
        ns="faq"
        items={p.content.qas}
        max={p.limits.maxQas}
        disabled={p.disabled}
        structural={structural}
        newItem={() => ({ question: "", answer: "", open: false })}
        itemTestId="qa-item"
        addTestId="add-qa"
        limitId="faq-limit"
        renderItem={(qa, i) => (
          <>
            <TextField
              name={`qas.${i}.question`}
              label={t("fields.question")}
              value={qa.question}
              maxLength={500}
              placeholder={t("placeholders.question")}
              onChange={(v) => setQa(i, { question: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
            <TextField
              name={`qas.${i}.answer`}
              label={t("fields.answer")}
              value={qa.answer}
              multiline
              rows={3}
              maxLength={3000}
              placeholder={t("placeholders.answer")}
              onChange={(v) => setQa(i, { answer: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={qa.open}
                disabled={p.disabled}
                onChange={(e) =>
                  structural((l) =>
                    l.map((q, j) => (j === i ? { ...q, open: e.target.checked } : q)),
                  )
                }
              />
              <span>{t("fields.qaOpen")}</span>
            </label>
          </>
        )}
      />
    </Section>
  );
}
