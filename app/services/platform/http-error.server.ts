import { HttpError, methodNotAllowedError } from "../../../core/http-error";

/**
 * The one way an error becomes an answer (ADR 024): an HttpError is sent as
 * its JSON body with its status and headers; anything else is rethrown, so a
 * thrown Response keeps Remix's handling and a bug reaches the error boundary.
 */
export function errorResponse(error: unknown): Response {
  if (!(error instanceof HttpError)) throw error;
  return Response.json(error.body, { status: error.status, headers: error.headers });
}

/** 405 `methodNotAllowed` naming the methods the route answers (`Allow: GET, POST`). */
export const methodNotAllowed = (allow: readonly string[] | string): Response =>
  errorResponse(methodNotAllowedError(allow));
