// The publishing feature's face: routes, scripts and other features import only this file.
export { PublishError, publishLanding, renderPreview, renderVersionHtml } from "./publish.server";
export { ownerExpiry, publicLandingUrl } from "./page-build.server";
export { rebuildLocked } from "./rebuild-landing.server";
export type { RebuildOutcome } from "./rebuild-landing.server";
export { refreshOwnerMeta } from "./owner-meta.server";
export { unpublishAndDelete } from "./unpublish.server";
export { HostError, bindVerifiedHost, removeHost } from "./hosts.server";
export { canonicalHost, landingDomains } from "./landing-extras.server";
export {
  currentRows,
  languageVersions,
  settingsOf,
  shownText,
  sourceHash,
  translatableFields,
} from "./language-versions.server";
export type { LanguageVersion, TranslationSettings } from "./language-versions.server";
export { openCheckpoint, selectionLabel } from "./rebuild-checkpoint.server";
export type { RebuildCheckpoint } from "./rebuild-checkpoint.server";
export { rebuildMany } from "./rebuild.server";
export type { PublishResult } from "./publish.server";
export {
  SHARE_IMAGE_TASK,
  currentShareImage,
  planShareImage,
  shareImageUrl,
  shareInputsHash,
} from "./share-image.server";
export type { ShareImagePlan, ShareState } from "./share-image.server";
