import { HttpError, type ErrorBody } from "../../../../core/http-error";
import { machinePathMatcher } from "./machine-paths";
import { crossOrigin } from "./origin";
import { needsSession } from "./session-gate";

/**
 * The gate every request passes before any route code runs (SPEC §7, DESIGN
 * §6). A state-changing request must carry the session-bound XSRF token (a
 * header, or the token field of a urlencoded form) and come from the app's
 * own origin; a write to a call that needs a signed-in user, without a live
 * session, is refused 401 first. Machine endpoints (`machinePaths`)
 * authenticate by signature instead and pass with their body capped.
 *
 * The rules are here; the Node server (scripts/server.ts) reads the body and
 * writes the answers. The session lookup and the token check belong to
 * accounts, a feature above platform, so the server hands them in.
 */

export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
/** A urlencoded form (read whole for its token field), and a machine endpoint's body. */
export const MAX_FORM_BYTES = 1024 * 1024;
/** Any other body (uploads): one 5 MB image and its form fields fit with room to spare. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** What the gate answers in place of the app; a null body is an empty answer. */
export interface GateAnswer {
  status: number;
  body: ErrorBody | null;
}

/** A refusal in the API's error shape (ADR 024); `text` where clients read an older wording. */
const refusal = (status: number, code: string, text?: string): GateAnswer => ({
  status,
  body: new HttpError(status, code, {}, { text }).body,
});

export const GATE_ANSWERS = {
  /** A Host that is not a valid host[:port] cannot build the request URL: 400, not a 500. */
  badHost: refusal(400, "badRequest"),
  /** Missing, expired or revoked: the client then goes to /login. */
  sessionExpired: refusal(401, "sessionExpired"),
  crossOrigin: refusal(403, "crossOrigin", "Cross-origin request refused"),
  invalidXsrf: refusal(403, "invalidXsrf", "Invalid XSRF token"),
  formTooLarge: { status: 413, body: null },
  fileTooLarge: refusal(413, "fileTooLarge"),
} as const satisfies Record<string, GateAnswer>;

/** A request as the app will see it. */
export interface GateRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/**
 * The gate's first word on a request: refused, or passed with how its body
 * goes on to the app (`limit` bytes at most) and whether the XSRF token is
 * still to check once the body is read (`token`).
 */
export type Admission =
  | { refuse: GateAnswer }
  | { body: "none" }
  | { body: "stream"; limit: number; token: boolean }
  | { body: "form"; limit: number; token: true };

export interface HttpGateOptions {
  appUrl: string;
  /** The machine allow-list (`machinePaths`); nothing else is exempt. */
  machinePaths: readonly string[];
  /** Whether these headers carry a live session (accounts' lookup). */
  hasLiveSession: (headers: Headers, url: string) => Promise<boolean>;
  /** The session-bound token: where a client sends it, and accounts' check of it. */
  xsrf: {
    header: string;
    field: string;
    isValid: (request: Request, submitted: string | null) => Promise<boolean>;
  };
}

export interface HttpGate {
  appOrigin: string;
  admit(request: GateRequest): Promise<Admission>;
  /** After the body is read: the token from the header or, for a form read whole, its field. */
  checkToken(request: GateRequest, formText: string | null): Promise<GateAnswer | null>;
}

export function createHttpGate(options: HttpGateOptions): HttpGate {
  const appOrigin = new URL(options.appUrl).origin;
  const exempt = machinePathMatcher(options.machinePaths);
  const { xsrf } = options;

  async function admit({ method, url, headers }: GateRequest): Promise<Admission> {
    if (SAFE_METHODS.has(method)) return { body: "none" };
    if (exempt(url.pathname)) return { body: "stream", limit: MAX_FORM_BYTES, token: false };
    // 401 before the XSRF check, not a 403 that reads like a forgery.
    if (needsSession(url.pathname) && !(await options.hasLiveSession(headers, url.href)))
      return { refuse: GATE_ANSWERS.sessionExpired };
    if (crossOrigin(headers, appOrigin)) return { refuse: GATE_ANSWERS.crossOrigin };
    const type = headers.get("content-type") ?? "";
    if (!headers.get(xsrf.header) && type.startsWith("application/x-www-form-urlencoded"))
      return { body: "form", limit: MAX_FORM_BYTES, token: true };
    if (Number(headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
      return { refuse: GATE_ANSWERS.fileTooLarge };
    return { body: "stream", limit: MAX_BODY_BYTES, token: true };
  }

  async function checkToken(
    { method, url, headers }: GateRequest,
    formText: string | null,
  ): Promise<GateAnswer | null> {
    const submitted =
      formText === null ? headers.get(xsrf.header) : new URLSearchParams(formText).get(xsrf.field);
    const probe = new Request(url.href, { method, headers });
    return (await xsrf.isValid(probe, submitted)) ? null : GATE_ANSWERS.invalidXsrf;
  }

  return { appOrigin, admit, checkToken };
}
