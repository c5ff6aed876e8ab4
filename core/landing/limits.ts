/** SPEC §9 business limits: the single source for app, renderer and worker. */
export const MAX_CARDS = 9;
export const MAX_QAS = 9;
export const PRESET_CARD_IMAGES = 15;
export const MAX_ANALYTICS = 10;
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 3000;
export const URL_MAX = 2048;
export const ANALYTICS_CODE_MAX = 20_000;
/** Issue 27: the text a messenger link types for the visitor (contacts.messageText). */
export const MESSAGE_TEXT_MAX = 300;

/** SPEC §5 "Images", §9: an upload (landing image, logo or profile photo) is at most this big. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** SPEC §5: landing images (not the logo, not the profile photo) are at least this size. */
export const IMAGE_MIN_WIDTH = 720;
export const IMAGE_MIN_HEIGHT = 540;
/** Decoding cost grows with pixels, not bytes: a 5 MB PNG can claim gigapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * Issue 23 (low 7), ADR 026: the bytes one account's uploads may keep in the
 * bucket (every stored rendition of its landing images and profile photos).
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

/** Whether storing `adding` more bytes on top of `used` goes past the quota. */
export const overUploadQuota = (used: number, adding: number): boolean =>
  used + adding > UPLOAD_QUOTA_BYTES;

const MB = 1024 * 1024;

/** Settings' "used X of Y MB": X to one decimal, Y whole. */
export const uploadUsageMb = (used: number, quota: number) => ({
  used: (used / MB).toFixed(1),
  quota: String(Math.round(quota / MB)),
});

/**
 * The values every catalogue text about these caps interpolates ({{maxMb}},
 * {{minWidth}}×{{minHeight}}, {{maxMp}}), so no text restates a number.
 */
export const IMAGE_LIMIT_VALUES = {
  maxMb: IMAGE_MAX_BYTES / 1024 / 1024,
  minWidth: IMAGE_MIN_WIDTH,
  minHeight: IMAGE_MIN_HEIGHT,
  maxMp: IMAGE_MAX_PIXELS / 1_000_000,
  quotaMb: UPLOAD_QUOTA_BYTES / MB,
} as const;

/**
 * Issue 24, lead forms: the form's shape. Labels and options are short because
 * they sit beside an input; the consent text must fit a whole legal sentence.
 */
export const FORM_FIELDS_MIN = 1;
export const FORM_FIELDS_MAX = 10;
export const FORM_LABEL_MAX = 80;
export const FORM_PLACEHOLDER_MAX = 80;
export const FORM_DESCRIPTION_MAX = 500;
export const FORM_SUBMIT_MAX = 60;
export const FORM_SUCCESS_MAX = 500;
export const FORM_CONSENT_MAX = 1000;
export const FORM_OPTIONS_MIN = 1;
export const FORM_OPTIONS_MAX = 20;
export const FORM_OPTION_MAX = 60;
/** A card's price in minor units (kopecks, cents): below 2^53, so it stays an exact integer in JSON. */
export const PRICE_AMOUNT_MAX = 99_999_999_999_999;
