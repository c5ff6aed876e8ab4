// The landings feature's face: routes, scripts and other features import only this file.
export {
  contentOf,
  createLandingFor,
  getForEditor,
  listLandings,
  publishStateOf,
  requireEditable,
  requireOwned,
  requireRoomForLanding,
} from "./landings.server";
export { saveDraft, savedDraftVersion, setState } from "./draft.server";
export { applyKvToDraft, setKV } from "./kv.server";
export { setLeadMail } from "./lead-mail.server";
export type { LandingListItem, PublishState } from "./landings.server";
export { landingByHost, publicActive, publicData, publicInfo } from "./public-landings.server";
export { draftVersion, editorPageData, readImageUpload } from "./editor.server";
export type { EditorPageData } from "./editor.server";
export { UploadError, readCapped } from "./image-input.server";
export { avatarHash, avatarKeys, processAvatar, storeAvatar } from "./avatars.server";
export {
  recordUpload,
  renditionBytes,
  requireUploadRoom,
  uploadUsage,
} from "./upload-quota.server";
export { saveImage, withImageSlot } from "./uploads.server";
export { landingPostAction } from "./landing-post.server";
export { MIRRORED_KV_KEYS, isMirroredKey, parseMirroredValue } from "./kv-mirror.server";
export type { Actor } from "./landing-actor";
export { IMMUTABLE, ensurePresetAssets, presetFileName } from "./presets.server";
