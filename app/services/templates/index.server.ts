// The templates feature's face (issue 26): routes, scripts and other features import only this file.
export {
  createFromTemplate,
  isKnownTemplate,
  requestedTemplateId,
  unknownTemplateError,
} from "./create.server";
export { listTemplates, previewUrl } from "./list.server";
export type { TemplateListItem } from "./list.server";
export {
  assetSource,
  ensureTemplateAssets,
  templateAssetHashes,
  templateAssetKeys,
} from "./assets.server";
export type { TemplateAsset, TemplateAssetSource, TemplateManifest } from "./assets.server";
