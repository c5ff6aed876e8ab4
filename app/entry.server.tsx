import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NonceProvider } from "./components/nonce";
import { createI18n, languageOf } from "./i18n.server";
import { getContext } from "./services/runtime.server";

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
export function contentSecurityPolicy(nonce: string, publicUrl: string | null): string {
  const pub = publicUrl ? originOf(publicUrl) : null;
  const extra = pub ? ` ${pub}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' blob:${extra}`,
    "font-src 'self'",
    `frame-src 'self'${extra}`,
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

function securityHeaders(headers: Headers, nonce: string): void {
  let publicUrl: string | null = null;
  try {
    publicUrl = getContext().config.publicUrl;
  } catch {
    publicUrl = null;
  }
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, publicUrl));
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
  // Bots and crawlers get the whole document at once; browsers get the shell early.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

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
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          securityHeaders(responseHeaders, nonce);
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
