import {
  FORM_INPUTS,
  LEAD_FORM_ATTR,
  LEAD_PATH_SUFFIX,
  TURNSTILE_SCRIPT_URL,
  UTM_KEYS,
} from "../core/landing/form-inputs";
import { signViewTime } from "../core/leads/ingest";
import { createHtmlRewriter } from "./runtime";

/**
 * Issue 24: at every view of a page with a lead form (a fresh render, a cache
 * hit or a memory hit alike) the worker writes this view's facts into the
 * form's empty hidden inputs: `_ts` (the view time, signed, for the minimum
 * fill time), the utm_* tags and `ref` from this request. The stored page
 * stays one copy for everyone; without script the tags still reach the lead.
 * It also points the form at the path actually viewed and chooses `?item=N`,
 * so an Order link works without script.
 */

/** Marks a stored page that has a lead form (the renderer writes it as `data-lead=""`). */
const LEAD_FORM_MARK = `${LEAD_FORM_ATTR}=`;
const FORM = `form[${LEAD_FORM_ATTR}]`;
/** Longest tag or referrer copied into the form: real ones are far shorter. */
const MAX_VALUE = 500;

const markBytes = new TextEncoder().encode(LEAD_FORM_MARK);

/** True when the page's HTML carries a lead form; read once when the answer is produced. */
export function hasLeadForm(body: Uint8Array): boolean {
  const first = markBytes[0];
  const n = markBytes.length;
  for (let i = body.indexOf(first); i >= 0; i = body.indexOf(first, i + 1)) {
    let j = 1;
    while (j < n && body[i + j] === markBytes[j]) j++;
    if (j === n) return true;
  }
  return false;
}

/** The values of this view's hidden inputs (by name), apart from `_ts`. */
export function viewInputs(url: URL, referer: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const v = url.searchParams.get(key);
    if (v) out[key] = v.slice(0, MAX_VALUE);
  }
  if (referer) out[FORM_INPUTS.referrer] = referer.slice(0, MAX_VALUE);
  return out;
}

/** Where the form posts from the path the page was viewed at: `/l/a/` → `/l/a/lead`. */
export function viewAction(pathname: string): string {
  return `${pathname.replace(/\/+$/, "")}${LEAD_PATH_SUFFIX}`;
}

/**
 * The page answer with this view's values written in (HTMLRewriter escapes
 * attribute values itself). Streams: nothing is buffered, and the signature
 * is awaited only when the `_ts` input is reached.
 */
export function withViewInputs(
  response: Response,
  request: Request,
  secret: string | null,
  now: Date,
  opts: { turnstileSiteKey?: string | null } = {},
): Response {
  const url = new URL(request.url);
  const values = viewInputs(url, request.headers.get("Referer"));
  const item = url.searchParams.get(FORM_INPUTS.item);
  let itemSelect = false;
  const rewriter = createHtmlRewriter()
    .on(FORM, {
      element(el) {
        el.setAttribute("action", viewAction(url.pathname));
      },
    })
    .on(`${FORM} input[type="hidden"]`, {
      async element(el) {
        const name = el.getAttribute("name") ?? "";
        if (name === FORM_INPUTS.viewTime) {
          if (secret) el.setAttribute("value", await signViewTime(secret, now));
        } else if (Object.prototype.hasOwnProperty.call(values, name)) {
          el.setAttribute("value", values[name]);
        }
      },
    })
    .on(`${FORM} select`, {
      element(el) {
        itemSelect = el.getAttribute("name") === FORM_INPUTS.item;
      },
    })
    .on(`${FORM} option`, {
      element(el) {
        if (itemSelect && item && el.getAttribute("value") === item)
          el.setAttribute("selected", "");
      },
    });
  const siteKey = opts.turnstileSiteKey;
  if (siteKey) {
    // Issue 25: the widget sits above the submit button and writes its token
    // into the form (FORM_INPUTS.turnstile); the page's own script sends it.
    rewriter
      .on(`${FORM} button[type="submit"]`, {
        element(el) {
          el.before(`<div class="cf-turnstile" data-sitekey="${attr(siteKey)}"></div>`, {
            html: true,
          });
        },
      })
      .on("body", {
        element(el) {
          el.append(`<script src="${TURNSTILE_SCRIPT_URL}" async defer></script>`, { html: true });
        },
      });
  }
  return rewriter.transform(response);
}

const attr = (v: string) =>
  v.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]!);

/**
 * An editor preview with a form (a draft, at `/preview/{uuid}`) posts to
 * `/preview/{uuid}/lead`, which relays nothing (405): a try in the preview
 * never becomes a real lead of the published page its form was copied from.
 */
export function withPreviewForm(response: Response, pathname: string): Response {
  return createHtmlRewriter()
    .on(FORM, {
      element(el) {
        el.setAttribute("action", viewAction(pathname));
      },
    })
    .transform(response);
}
