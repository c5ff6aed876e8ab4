/**
 * The payment provider port (DESIGN §6): what the app needs from a provider,
 * and nothing more. One file per driver under `drivers/`; the driver is chosen
 * by `PAYMENT_PROVIDER` at start-up (`provider.server.ts`).
 */

/** An order as the provider sees it. Amounts travel in minor units (cents) inside the app. */
export interface CheckoutOrder {
  /** Our opaque order id: the provider echoes it back in its notification. */
  id: string;
  item: "pro_year" | "extra_landing";
  amountMinor: number;
  currency: string;
  /** Only for providers that ask for a customer reference; never part of the id. */
  customerEmail: string;
  /** Where the browser returns after paying. */
  returnUrl: string;
  /** The buyer's address as the provider will see it (Mercuryo signs it into the widget). */
  customerIp?: string;
}

/** What the browser needs to start paying: a widget to load, or a page to open. */
export interface Checkout {
  redirectUrl?: string;
  widget?: {
    scriptUrl: string;
    styleUrl?: string;
    /** The global the script defines, with a `run(params)` method. */
    globalName: string;
    params: Record<string, string | number | boolean>;
  };
}

export type NotificationStatus = "paid" | "pending" | "failed" | "refunded" | "ignored";

/** A notification whose signature checked out. */
export interface VerifiedEvent {
  /** Provider's event id: a log key only, never the idempotency guard. */
  eventId: string;
  /** Our order id, as we sent it. */
  orderId: string;
  status: NotificationStatus;
  /** Amount paid, integer minor units. */
  amountMinor: number;
  currency: string;
  paidAt: Date;
  /** The money went to someone else (not our payout wallet or crypto): never activates. */
  foreignPayee?: true;
}

export type VerifyResult =
  | { ok: true; event: VerifiedEvent }
  | { ok: false; reason: "missingSignature" | "badSignature" | "malformed" };

/** The browser origins a provider's widget needs on the plans page (CSP). */
export interface CspOrigins {
  script: string[];
  style: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

export interface PaymentProvider {
  readonly name: "mercuryo" | "test";
  /** Label shown as the purchase's payment method. */
  readonly methodLabel: string;
  readonly csp: CspOrigins;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** Works on the raw bytes, before any JSON parsing. */
  verifyNotification(rawBody: Uint8Array, headers: Headers, receivedAt: Date): VerifyResult;
}

export const NO_CSP: CspOrigins = { script: [], style: [], frame: [], connect: [], img: [] };
