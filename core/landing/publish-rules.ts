import type { LandingContent } from "./schema";
import { isHttpUrl, safeUrl } from "../url";
import { textAliasError, type TextAliasError } from "./textalias";
import { isValidVideoLink } from "./video";

/**
 * SPEC §5 "Publish". The alias is checked first (missing → enterLinkName; our
 * format/reserved rules → invalidLinkName/reservedLinkName), then every content
 * rule; all failing content rules are reported together as fillAllRequired with
 * the fields they concern (editor marks them). Uniqueness needs the database and
 * is checked by the publish service (409 → nameAlreadyTaken).
 * Company name and location are not checked here. The editor's markers are
 * `formRequiredFields`: these rules plus company name (see there).
 * A button link the page could not render (not http(s), mailto or tel) counts
 * as missing, and a video link must pass the SPEC §5 video rule, so nothing is
 * published that would silently lose its link.
 * An enabled lead form (issue 24) needs its privacy policy link (the consent
 * points at it; an http(s) address, since the page links to it from anywhere)
 * and a label on every field (an input nobody can name is unusable).
 */
export type PublishError = TextAliasError | "fillAllRequired";
export type PublishCheck = { ok: true } | { ok: false; error: PublishError; fields: string[] };

const has = (s: string | undefined) => typeof s === "string" && s.trim() !== "";

/**
 * The content fields publishing needs filled for this content, in form order:
 * what the editor marks required. A button's other half and the video link
 * become required once their partner is filled.
 */
export function publishRequiredFields(c: LandingContent): string[] {
  const fields = ["projectName", "projectDescription", "projectLogoUrl"];
  for (const [name, link] of [
    ["mainButtonName", "mainButtonLink"],
    ["extraButtonName", "extraButtonLink"],
  ] as const) {
    if (has(c[link])) fields.push(name);
    if (has(c[name])) fields.push(link);
  }
  fields.push("cards.0.url");
  if (has(c.videoUrl)) fields.push("videoLink");
  if (c.form?.enabled) {
    c.form.fields.forEach((_, i) => fields.push(`form.fields.${i}.label`));
    fields.push("form.privacyPolicyUrl");
  }
  return fields;
}

/**
 * What the editor marks required, in form order: what publishing needs, plus
 * company name, which SPEC §5 marks required in the form though publishing does
 * not check it. Location, the other field that sentence names, stays unmarked:
 * issue 29 reports its marker as a defect.
 */
export function formRequiredFields(c: LandingContent): string[] {
  const fields = publishRequiredFields(c);
  fields.splice(fields.indexOf("projectName") + 1, 0, "companyName");
  return fields;
}

/** Content fields a failing rule points at, in form order. */
export function missingRequiredFields(c: LandingContent): string[] {
  const fields: string[] = [];
  const link = (s: string | undefined) => has(s) && safeUrl(s) !== null;
  if (!has(c.projectName)) fields.push("projectName");
  if (!has(c.projectDescription)) fields.push("projectDescription");
  if (!has(c.projectLogoUrl)) fields.push("projectLogoUrl");
  if (has(c.mainButtonName) !== link(c.mainButtonLink)) {
    fields.push(has(c.mainButtonName) ? "mainButtonLink" : "mainButtonName");
  }
  if (has(c.extraButtonName) !== link(c.extraButtonLink)) {
    fields.push(has(c.extraButtonName) ? "extraButtonLink" : "extraButtonName");
  }
  const first = c.cards[0];
  if (!first) fields.push("cards");
  else if (!has(first.url)) fields.push("cards.0.url");
  if ((has(c.videoUrl) && !has(c.videoLink)) || !isValidVideoLink(c.videoLink)) {
    fields.push("videoLink");
  }
  if (c.form?.enabled) {
    c.form.fields.forEach((f, i) => {
      if (!has(f.label)) fields.push(`form.fields.${i}.label`);
    });
    if (!isHttpUrl(c.form.privacyPolicyUrl)) fields.push("form.privacyPolicyUrl");
  }
  return fields;
}

export function checkPublish(content: LandingContent): PublishCheck {
  const aliasError = textAliasError(content.textAlias);
  if (aliasError) return { ok: false, error: aliasError, fields: ["textAlias"] };
  const fields = missingRequiredFields(content);
  return fields.length ? { ok: false, error: "fillAllRequired", fields } : { ok: true };
}
