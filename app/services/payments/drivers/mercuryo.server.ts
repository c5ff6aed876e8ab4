import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type {
  CheckoutOrder,
  CspOrigins,
  NotificationStatus,
  PaymentProvider,
  VerifyResult,
} from "../port";

/**
 * Mercuryo: the buyer pays by card inside Mercuryo's embedded widget; Mercuryo
 * tells us the outcome with a signed callback (webhook).
 *
 * Sources (Mercuryo's own documentation):
 * - [W1] "Widget main info" (Widget_API_Mercuryo_v1.6.md), github.com/mercuryoio/api-migration-docs:
 *   iframe embedding (`<script src="https://widget.mercuryo.io/embed.2.0.js">`,
 *   `mercuryoWidget.run({ widgetId, host, ... })` and its camelCase parameter table), §2.1
 *   "Callbacks signature check", §2.2 "Callbacks Response Body", §3 "Transaction status types",
 *   §5 "Signature Wallet Address".
 * - [W2] "Callbacks & Webhooks", https://widget.docs.mercuryo.io/guide/monitoring/callbacks
 * - [W3] "Callbacks & Webhooks", https://mercuryo-widget-partner.apidocumentation.com/guide/monitoring/callbacks
 * - [W4] "Transaction Types & Statuses", https://widget.docs.mercuryo.io/guide/monitoring/transactions
 * - [W5] "Signature Generation", https://widget.docs.mercuryo.io/guide/integration/security
 * - [W6] "On-Ramp — Crypto Purchase", https://widget.docs.mercuryo.io/guide/flows/on-ramp
 *   and "Spend Card" (`payment_method` widget parameter),
 *   https://mercuryo-widget-partner.apidocumentation.com/spend-card
 */
export interface MercuryoConfig {
  widgetId: string;
  /** The widget's "Secret" in Mercuryo's dashboard: signs the widget parameters ([W5]). */
  widgetSecret: string;
  /** The widget's callback "Sign Key" in Mercuryo's dashboard: signs the callbacks ([W2]). */
  callbackSignKey: string;
  /** Where the embedded widget (iframe) lives; default https://widget.mercuryo.io. */
  widgetUrl: string;
  /** The embed script, e.g. https://widget.mercuryo.io/embed.2.1.js. */
  scriptUrl: string;
  /** Our payout wallet: the bought crypto goes here, not to the buyer ([W1] `address`). */
  walletAddress?: string;
  /** What the buyer's card buys for us, e.g. USDT ([W1] `currency`). */
  cryptoCurrency?: string;
}

export const MERCURYO_SIGNATURE_HEADER = "X-Signature";

/**
 * The widget signature, v2 form ([W5] "Signature Format"):
 * `"v2:" + hex(sha512(address + secret + ip + merchant_transaction_id))`, no separators.
 * The older form ([W1] §5) was `sha512(address + secret)`.
 */
export function widgetSignature(parts: {
  address: string;
  secret: string;
  ip: string;
  merchantTransactionId: string;
}): string {
  const data = `${parts.address}${parts.secret}${parts.ip}${parts.merchantTransactionId}`;
  return `v2:${createHash("sha512").update(data, "utf8").digest("hex")}`;
}

/** Integer minor units (cents) as the decimal string the widget takes: 50000 → "500.00". */
export function minorToDecimal(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amountMinor must be a non-negative integer, got ${amountMinor}`);
  }
  const units = Math.trunc(amountMinor / 100);
  const cents = amountMinor % 100;
  return `${units}.${String(cents).padStart(2, "0")}`;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A fiat amount from a callback ("500.00", "499.9", "47.86") as integer minor units, by
 * string arithmetic only: no float is ever multiplied. Digits past the second decimal
 * must be zeros ("1.000" is fine, "1.005" is refused); anything else (sign, exponent,
 * empty) is refused with null.
 *
 * A JSON number (should Mercuryo ever send one) is first turned back into text with
 * `String(n)`, which yields the shortest decimal that round-trips to the same double, i.e.
 * the literal as written for any amount of up to 15 significant digits; the text rules
 * then apply (exponent forms like "1e+21" are refused).
 */
export function parseFiatMinor(value: unknown): number | null {
  let text: string;
  if (typeof value === "string") text = value.trim();
  else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else return null;
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, whole, fraction = ""] = m;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const minor = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Status of a `buy` operation ([W4] "Card Payment (Buy with Card)"; [W1] §3.1).
 * Only `paid` is final-and-successful. [W4] marks `descriptor_failed` and `failed_exchange`
 * as *Intermediate* (the transaction can still move on), so they stay "pending"; the final
 * failures are `order_failed` (declined by issuer/acquirer) and `cancelled` (funds returned
 * if charged). Neither page documents a refund status for `buy`, so nothing maps to
 * "refunded". An undocumented status is treated as not-yet-final.
 */
function buyStatus(status: string): NotificationStatus {
  switch (status) {
    case "paid":
      return "paid";
    case "order_failed":
    case "cancelled":
      return "failed";
    case "new":
    case "pending":
    case "order_scheduled":
    case "descriptor_failed":
    case "failed_exchange":
      return "pending";
    default:
      // Undocumented: not treated as final either way.
      return "pending";
  }
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time: equal-length 32-byte buffers only ever reach timingSafeEqual. */
function matches(receivedHex: string, expected: Buffer): boolean {
  const received = Buffer.from(receivedHex, "hex");
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const nonEmptyString = (v: unknown): string | null =>
  typeof v === "string" && v.length > 0
    ? v
    : typeof v === "number" && Number.isFinite(v)
      ? String(v)
      : null;

/** Unix seconds (a JSON number or a digit string) as a Date, else null. */
function unixSeconds(v: unknown): Date | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : null;
}

const origin = (url: string): string => new URL(url).origin;

export function createMercuryoProvider(cfg: MercuryoConfig): PaymentProvider {
  /**
   * Mercuryo publishes no CSP list; these follow from the embedding docs ([W1] iframe
   * "Getting started"): our page loads the embed script, and the script renders the widget
   * in an iframe on the widget host (a wrong "Domain URL" in the dashboard shows
   * "widget.mercuryo.io refused to connect", [W1] §1.3). Everything the widget itself
   * fetches (API, card form, KYC, images, styles) happens inside that cross-origin iframe
   * and is governed by Mercuryo's own policy, not ours, so style/connect/img need nothing.
   */
  const csp: CspOrigins = {
    script: [origin(cfg.scriptUrl)],
    style: [],
    frame: [origin(cfg.widgetUrl)],
    connect: [],
    img: [],
  };

  /**
   * Whether the crypto a buy bought went to our wallet, in our crypto: data.address is the
   * wallet the crypto is sent to and data.currency the crypto's code ([W1] §2.2). The
   * widget fixes both, but a buyer who gets a widget without them (a signature check off
   * in the dashboard) would otherwise pay themselves and still get PRO. Addresses are
   * compared exactly: several chains' addresses are case-sensitive.
   */
  const paidToUs = (data: Record<string, unknown>): boolean =>
    (!cfg.walletAddress || data.address === cfg.walletAddress) &&
    (!cfg.cryptoCurrency ||
      (typeof data.currency === "string" &&
        data.currency.toUpperCase() === cfg.cryptoCurrency.toUpperCase()));

  return {
    name: "mercuryo",
    methodLabel: "Mercuryo",
    csp,

    async createCheckout(order: CheckoutOrder) {
      /*
       * The widget signature ([W5]) covers the wallet `address` (ours: the crypto is paid
       * to us, and hidden from the buyer), the buyer's `ip` as Mercuryo will see it, and
       * our order id. Without a configured wallet the address part is empty, which [W1] §5
       * allows only while "Check signature" is off in the dashboard.
       */
      const address = cfg.walletAddress ?? "";
      const signature = widgetSignature({
        address,
        secret: cfg.widgetSecret,
        ip: order.customerIp ?? "",
        merchantTransactionId: order.id,
      });
      return {
        widget: {
          scriptUrl: cfg.scriptUrl,
          globalName: "mercuryoWidget",
          // The JS SDK's camelCase names ([W1] iframe parameter table). `host` (the DOM
          // element) cannot travel as data: the page adds it before calling run().
          params: {
            widgetId: cfg.widgetId,
            type: "buy",
            // Pre-select a card ([W6]: payment_method, camelCase in the JS SDK).
            paymentMethod: "card",
            fiatCurrency: order.currency.toUpperCase(),
            fixFiatCurrency: true,
            fiatAmount: minorToDecimal(order.amountMinor),
            fixFiatAmount: true,
            // Comes back in every callback as data.merchant_transaction_id ([W1] §2).
            merchantTransactionId: order.id,
            ...(address ? { address, hideAddress: true } : {}),
            ...(cfg.cryptoCurrency ? { currency: cfg.cryptoCurrency, fixCurrency: true } : {}),
            // The customer's e-mail goes only where Mercuryo asks for it ([W1]: `email`).
            email: order.customerEmail,
            // [W1] names it returnUrl; the newer pages ([W6]) call it redirect_url.
            returnUrl: order.returnUrl,
            redirectUrl: order.returnUrl,
            signature,
          },
        },
      };
    },

    verifyNotification(rawBody, headers, receivedAt): VerifyResult {
      const header = headers.get(MERCURYO_SIGNATURE_HEADER)?.trim();
      if (!header) return { ok: false, reason: "missingSignature" };

      /*
       * X-Signature is the hex HMAC-SHA256 of the raw body with the callback Sign Key:
       * "Use the complete raw JSON body exactly as received — do not parse, reformat, or
       * extract fields from it" ([W3] https://mercuryo-widget-partner.apidocumentation.com/
       * guide/monitoring/callbacks; [W1] §2.1 agrees: "the request body must not change").
       * [W2] (widget.docs.mercuryo.io/guide/monitoring/callbacks) suggests stripping all
       * whitespace first; no page says Mercuryo signs anything but what it sends, so that
       * form is not accepted: it would let whitespace inside values (an address, an id)
       * change under the same signature. A compact body hashes the same either way.
       */
      if (!HEX_SHA256.test(header)) return { ok: false, reason: "badSignature" };
      const exact = createHmac("sha256", cfg.callbackSignKey).update(rawBody).digest();
      if (!matches(header, exact)) return { ok: false, reason: "badSignature" };
      const text = new TextDecoder().decode(rawBody);

      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      // [W1] §2.2 shows the body as {"payload": {"data": {...}}}; the data object is the
      // transaction either way, so both {"data": …} and {"payload": {"data": …}} are read.
      const root = isRecord(json) && isRecord(json.payload) ? json.payload : json;
      const data = isRecord(root) ? root.data : undefined;
      if (!isRecord(data)) return { ok: false, reason: "malformed" };

      const type = nonEmptyString(data.type);
      const providerStatus = nonEmptyString(data.status);
      // eventId: data.id, "unique ID of the current event" ([W1] §2.2). A log key only.
      const eventId = nonEmptyString(data.id);
      if (!type || !providerStatus || !eventId) return { ok: false, reason: "malformed" };

      const orderId = nonEmptyString(data.merchant_transaction_id);
      // Amount and currency: data.fiat_amount / data.fiat_currency, the fiat side the buyer
      // pays ([W1] §2.2: "amount of fiat", "code of fiat currency"). data.amount / data.currency
      // are the crypto bought and are never compared.
      const amountMinor = parseFiatMinor(data.fiat_amount);
      const currency = nonEmptyString(data.fiat_currency)?.toUpperCase() ?? null;
      // paidAt: data.updated_at_ts, "timestamp of last update" ([W1] §2.2), Unix seconds.
      // A callback is sent on each status change, so for status "paid" the last update is
      // the moment it became paid (created_at_ts is when the buyer started). Else receivedAt.
      const paidAt = unixSeconds(data.updated_at_ts) ?? receivedAt;

      if (type !== "buy") {
        // sell, deposit, withdraw (the crypto leg after a buy), … ([W4]): nothing to do.
        return {
          ok: true,
          event: {
            eventId,
            orderId: orderId ?? "",
            status: "ignored",
            amountMinor: amountMinor ?? 0,
            currency: currency ?? "",
            paidAt,
          },
        };
      }
      if (!orderId || amountMinor === null || !currency) return { ok: false, reason: "malformed" };
      return {
        ok: true,
        event: {
          eventId,
          orderId,
          status: buyStatus(providerStatus),
          amountMinor,
          currency,
          paidAt,
          ...(paidToUs(data) ? {} : { foreignPayee: true }),
        },
      };
    },
  };
}
