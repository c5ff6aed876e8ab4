/** SPEC §9 commercial constants: one source for the plans page, the dialogs and payments. */
export const PRO_PRICE_USD = 500;
export const EXTRA_LANDING_PRICE_USD = 300;
export const SUBSCRIPTION_DAYS = 365;
export const TARIFF_FREE = 0;
export const TARIFF_PRO = 1;
