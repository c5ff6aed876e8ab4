import { missingRequiredFields } from "../../../core/landing/publish-rules";
import type { LandingContent } from "../../../core/landing/schema";

/** Fields marked required in the form (SPEC §5: company name and location are form-only). */
export const REQUIRED_FIELDS = [
  "projectName",
  "companyName",
  "projectDescription",
  "projectLocation",
  "projectLogoUrl",
  "cards.0.url",
] as const;

const MESSAGE: Record<string, string> = {
  projectName: "validation.required",
  projectDescription: "validation.required",
  projectLogoUrl: "validation.required",
  mainButtonName: "validation.needsName",
  mainButtonLink: "validation.needsLink",
  extraButtonName: "validation.needsName",
  extraButtonLink: "validation.needsLink",
  cards: "validation.needsCard",
  "cards.0.url": "validation.needsCardImage",
  videoLink: "validation.needsVideoLink",
  "form.privacyPolicyUrl": "validation.needsPrivacyPolicy",
};

/**
 * Message keys (editor namespace) per field for the publish rules (core), plus
 * the form-only required fields. Recomputed from the live form so a message
 * disappears as soon as the field is filled.
 */
export function fieldErrors(content: LandingContent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of missingRequiredFields(content)) out[f] = MESSAGE[f] ?? "validation.required";
  if (!content.companyName.trim()) out.companyName = "validation.required";
  if (!content.projectLocation.trim()) out.projectLocation = "validation.required";
  return out;
}
