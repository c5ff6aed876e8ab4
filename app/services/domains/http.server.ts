import { DomainError } from "./errors.server";

/** A DomainError as the API's JSON error (`{error}` with its status); anything else is rethrown. */
export function domainErrorResponse(error: unknown): Response {
  if (error instanceof DomainError)
    return Response.json({ error: error.code }, { status: error.status });
  throw error;
}
