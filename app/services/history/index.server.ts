/** Version history and the bin (issue 15, ADR 016): the feature's face to routes and tasks. */
export { listBin, purgeBin, undeleteLanding, type BinItem } from "./bin.server";
export {
  listVersionsFor,
  restoreVersion,
  versionPreviewHtml,
  type RestoreResult,
  type VersionItem,
} from "./versions.server";
export { isRetainedAsset, retainedAssetHashes } from "./asset-retention.server";
export { collectAssets } from "./asset-collector.server";
export { binLanding, deleteLandingFor } from "./bin.server";
