import type { LandingContent } from "../landing/schema";
import { applyTranslated, listTranslatable } from "../landing/translatable";
import type { Suggestion } from "./suggestions";

/**
 * The content after the owner applies a reviewed suggestion. Only words
 * change: links, images, contacts and analytics are never touched, and card
 * images stay with their cards. The caller keeps the content from before, so
 * one click undoes it.
 */
export function applySuggestion(
  content: LandingContent,
  s: Suggestion,
  newCardId: () => string,
): LandingContent {
  if (s.action === "rewrite") return applyTranslated(content, { [s.field]: s.text });
  if (s.action === "fill") {
    // The owner typed the name; the model's words go through the allow-list only.
    const texts = Object.fromEntries(s.fields.map((f) => [f.path, f.text]));
    return { ...applyTranslated(content, texts), projectName: s.businessName };
  }
  if (s.action === "seo") {
    const { seo } = s;
    return {
      ...content,
      seo: { ...content.seo, description: seo.description },
      // Alt texts only where there is an image to describe.
      projectLogoAlt: content.projectLogoUrl
        ? seo.logoAlt || content.projectLogoAlt
        : content.projectLogoAlt,
      projectBackgroundAlt: content.projectBackgroundUrl
        ? seo.backgroundAlt || content.projectBackgroundAlt
        : content.projectBackgroundAlt,
      cards: content.cards.map((card, i) =>
        card.url && seo.cardAlts[i] ? { ...card, alt: seo.cardAlts[i] } : card,
      ),
    };
  }
  const d = s.draft;
  const cards = content.cards.map((card, i) =>
    d.cardTitles[i] ? { ...card, title: d.cardTitles[i] } : card,
  );
  for (let i = cards.length; i < d.cardTitles.length; i++) {
    cards.push({ id: newCardId(), title: d.cardTitles[i], link: "", url: "" });
  }
  return {
    ...content,
    projectDescription: d.projectDescription,
    mainButtonName: d.mainButtonName,
    extraButtonName: d.extraButtonName || content.extraButtonName,
    cards,
    qas: d.qas.length
      ? d.qas.map((qa) => ({ question: qa.question, answer: qa.answer, open: false }))
      : content.qas,
  };
}

/** The fields a suggestion would change, with their text before and after (the review dialog). */
export function suggestionChanges(
  before: LandingContent,
  after: LandingContent,
): { path: string; before: string; after: string }[] {
  const flat = (c: LandingContent) =>
    new Map(
      listTranslatable(c, { includeEmpty: true, includeNames: true }).map((f) => [f.path, f.text]),
    );
  const a = flat(before);
  const b = flat(after);
  const out: { path: string; before: string; after: string }[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(path) ?? "";
    const y = b.get(path) ?? "";
    if (x !== y) out.push({ path, before: x, after: y });
  }
  return out;
}
