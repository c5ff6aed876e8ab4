/** Payments, as the routes see them (issue 8). */
export { paymentProvider, isLoopbackAddress } from "./provider.server";
export { startCheckout, orderStatusFor, recentlyPaid } from "./orders.server";
export { takeCheckout } from "./checkout-limit.server";
export { handleNotification } from "./webhook.server";
export {
  purchasesOf,
  ordersForAdmin,
  renewalRemindersOff,
  setRenewalReminders,
  unmatchedForAdmin,
} from "./purchases.server";
export type { PurchaseJson } from "./purchases.server";
export type { Checkout, PaymentProvider } from "./port";
export { NO_CSP } from "./port";
export type { CspOrigins } from "./port";
export { sendTestNotification, testCheckoutOrder } from "./test-checkout.server";
