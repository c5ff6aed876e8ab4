/** SPEC §9 business limits: the single source for app, renderer and worker. */
export const MAX_CARDS = 9;
export const MAX_QAS = 9;
export const PRESET_CARD_IMAGES = 15;
export const MAX_ANALYTICS = 10;
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 3000;
export const URL_MAX = 2048;
export const ANALYTICS_CODE_MAX = 20_000;
