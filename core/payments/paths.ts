/**
 * The one webhook path of a payment provider: the route
 * `api.payments.$provider.webhook` serves it, and it is the only payments path
 * on the XSRF/Origin gate's machine allow-list (DESIGN §6). None while
 * payments are off (PAYMENT_PROVIDER=off).
 */
export function webhookPath(provider: string): string | null {
  return provider === "off" ? null : `/api/payments/${provider}/webhook`;
}
