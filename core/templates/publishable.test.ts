import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../i18n/languages";
import { checkPublish } from "../landing/publish-rules";
import { templateContent, templateIds } from "./catalogue";
import { resolveTemplateRefs } from "./refs";

/**
 * Issue 26's journey is "pick a template, fill it with AI, add a policy link,
 * publish": a page made from a template must pass the publish rules once the
 * owner adds only what a template cannot ship — a link name (the alias) and,
 * for the lead form, a privacy-policy link. Refs are resolved as creating a
 * landing does (app/services/templates: each ref → the bucket URL of its asset).
 */
const created = (id: string, lang: (typeof UI_LANGUAGES)[number]) =>
  resolveTemplateRefs(templateContent(id, lang)!, (name) => `https://pub.test/assets/${name}.webp`);

const cases = templateIds().flatMap((id) => UI_LANGUAGES.map((lang) => [id, lang] as const));

describe("a page made from a template publishes with only the owner's parts added", () => {
  it.each(cases)("%s (%s): as shipped, only the link name is missing", (id, lang) => {
    expect(checkPublish(created(id, lang))).toEqual({
      ok: false,
      error: "enterLinkName",
      fields: ["textAlias"],
    });
  });

  it.each(cases)("%s (%s): with a link name it publishes, form still off", (id, lang) => {
    expect(checkPublish({ ...created(id, lang), textAlias: "my-page" })).toEqual({ ok: true });
  });

  it.each(cases)(
    "%s (%s): switching the form on asks for the policy link only, then publishes",
    (id, lang) => {
      const content = { ...created(id, lang), textAlias: "my-page" };
      const form = { ...content.form!, enabled: true };
      expect(checkPublish({ ...content, form })).toEqual({
        ok: false,
        error: "fillAllRequired",
        fields: ["form.privacyPolicyUrl"],
      });
      const withPolicy = { ...form, privacyPolicyUrl: "https://example.org/privacy" };
      expect(checkPublish({ ...content, form: withPolicy })).toEqual({ ok: true });
    },
  );
});
