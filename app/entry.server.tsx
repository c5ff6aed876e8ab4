import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NonceProvider } from "./components/nonce";
import { createI18n, languageOf } from "./i18n.server";
import { NO_CSP, type CspOrigins } from "./services/payments/index.server";
import { paymentProvider } from "./services/payments/index.server";
import { finishHtmlDocument } from "./services/platform/index.server";
import { getContext } from "./services/platform/index.server";

const ABORT_DELAY = 5_000;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * DESIGN §4: the app origin sends a strict CSP. Scripts run only from our
 * origin or with this response's nonce; images, media and the editor preview
 * frame may also come from the public (landing) origin.
 */
export function contentSecurityPolicy(
  nonce: string,
  publicUrl: string | null,
  payment: CspOrigins = NO_CSP,
): string {
  const pub = publicUrl ? originOf(publicUrl) : null;
  const extra = pub ? ` ${pub}` : "";
  const add = (origins: string[]) => origins.map((o) => ` ${o}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${add(payment.script)}`,
    `style-src 'self' 'unsafe-inline'${add(payment.style)}`,
    `img-src 'self' data: blob:${extra}${add(payment.img)}`,
    `media-src 'self' blob:${extra}`,
    "font-src 'self'",
    `frame-src 'self'${extra}${add(payment.frame)}`,
    `connect-src 'self'${add(payment.connect)}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Only the plans page (SPEC §2), where the payment widget runs, lets the provider's origins in. */
export const PAYMENT_PAGES = new Set(["/s", "/s/"]);
export function paymentCspFor(pathname: string, provider: { csp: CspOrigins } | null): CspOrigins {
  return provider && PAYMENT_PAGES.has(pathname) ? provider.csp : NO_CSP;
}

function securityHeaders(headers: Headers, nonce: string, pathname: string): void {
  let publicUrl: string | null = null;
  let payment: CspOrigins = NO_CSP;
  try {
    const config = getContext().config;
    publicUrl = config.publicUrl;
    payment = paymentCspFor(pathname, paymentProvider(config));
  } catch {
    publicUrl = null;
  }
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, publicUrl, payment));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const lng = languageOf(request);
  const i18n = await createI18n(lng, [initReactI18next]);
  // The whole document at once: streaming the shell early left React's late
  // Suspense <template> chunks after </html> (invalid HTML), and these pages
  // load no deferred data that would gain from it.
  const readyEvent = "onAllReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = finishHtmlDocument();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          securityHeaders(responseHeaders, nonce, new URL(request.url).pathname);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are streamed to the client's boundary; log them here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** JSON and single-fetch data responses must not be sniffed as HTML. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
};
