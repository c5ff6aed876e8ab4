import { useTranslation } from "react-i18next";
import { formRequiredFields } from "../../../../core/landing/publish-rules";
import type { LandingContent } from "../../../../core/landing/schema";
import { TextField } from "../fields";

export interface SectionProps {
  content: LandingContent;
  /** Change local state only. */
  update: (fn: (c: LandingContent) => LandingContent) => void;
  /** Save now (blur, structural change, upload). */
  commit: () => void;
  /** Message key per field, only when validation was triggered. */
  errors: Record<string, string>;
  showRequired: boolean;
  uuid: string;
  limits: { maxCards: number; maxQas: number; maxAnalytics: number };
  onUploaded: (answer: { changed: boolean; previewUrl?: string }) => void;
  disabled: boolean;
  /** The page language (ru, en, id) and its change, which saves at once. */
  lang: string;
  onLangChange: (lang: string) => void;
}

type Key = keyof LandingContent;

/**
 * Whether a field shows its required marker: once validation was triggered
 * (SPEC §2), and only for the fields core's form rule marks (what publishing
 * needs, plus company name per SPEC §5).
 */
export const markedRequired = (p: SectionProps, field: string): boolean =>
  p.showRequired && formRequiredFields(p.content).includes(field);

/** Props of a plain text field bound to one content key. */
export function useField(p: SectionProps) {
  const { t } = useTranslation("editor");
  return (key: Key & string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => ({
    name: key,
    label: t(`fields.${key}`),
    value: String(p.content[key] ?? ""),
    onChange: (v: string) => p.update((c) => ({ ...c, [key]: v })),
    onBlur: p.commit,
    error: p.errors[key] ? t(p.errors[key]) : null,
    disabled: p.disabled,
    required: markedRequired(p, key),
    ...extra,
  });
}
