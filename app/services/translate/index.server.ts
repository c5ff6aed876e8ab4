/**
 * Translation (issue 14, ADR 013): the face of the feature to routes and the
 * publish service. Provider drivers sit behind ./port; storage rules in
 * ./translations.server; the published language versions in ./versions.server.
 */
export {
  listTranslations,
  saveTranslationEdits,
  translateLanding,
  updateTranslationSettings,
  type TranslationItem,
  type TranslationView,
  type TranslationsAnswer,
} from "./translations.server";
export { languageVersions, type LanguageVersion } from "../publishing/index.server";
export { translator } from "./provider.server";
