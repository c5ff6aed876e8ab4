import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import {
  LIST_QUERY_PARAMS,
  listQuerySchema,
  listSort,
  type ListQuery,
} from "../../../core/admin/lists";
import { ADMIN_MESSAGES, adminIssue, adminMessageKey } from "../../../core/admin/messages";
import { errorResponse, HttpError, methodNotAllowed, readPayload } from "../platform/index.server";
import { getContext, type AppContext } from "../platform/index.server";
import { loadSession, type ActiveSession, type SessionUser } from "../accounts/index.server";
import { MAX_ID } from "../../../db/dialect";

type Params = LoaderFunctionArgs["params"];

/**
 * The HTTP face of the admin API (/api/admin/*, issue 10): the role check
 * every route runs first, errors as JSON, list query parsing.
 */

/**
 * A refusal (ADR 024): `error` is the message the admin UI shows (SPEC §5/§8
 * verbatim where SPEC has one), `code` its catalogue key, `field` the input.
 */
export function adminError(status: number, message: string, field?: string): HttpError {
  // A message that is already a key ("notImpersonating") is its own code; zod's own texts are not.
  const code =
    adminMessageKey(message)?.key ?? (/^[a-z][A-Za-z]*$/.test(message) ? message : "invalidInput");
  return new HttpError(status, code, field ? { field } : {}, { text: message });
}

export const notFound = (): HttpError => adminError(404, ADMIN_MESSAGES.notFound);
export const invalid = (error: string, field?: string): HttpError => adminError(400, error, field);

/** A failed parse of a core/admin/forms schema → 400 `{ error, field }` (its first issue). */
export function invalidInput(error: z.ZodError): HttpError {
  const issue = adminIssue(error);
  return invalid(issue.error, issue.field);
}

/** 401 `sessionExpired` without a live session, 403 `Forbidden` for a signed-in non-admin. */
export async function requireAdminSession(
  request: Request,
  ctx: Pick<AppContext, "db" | "config" | "now"> = getContext(),
): Promise<ActiveSession> {
  const session = await loadSession(ctx, request);
  if (!session) throw adminError(401, ADMIN_MESSAGES.sessionExpired);
  if (!session.user.isAdmin) throw adminError(403, ADMIN_MESSAGES.forbidden);
  return session;
}

export interface AdminCall {
  request: Request;
  params: Params;
  ctx: AppContext;
  admin: SessionUser;
  session: ActiveSession;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Handler = (call: AdminCall) => Promise<Response | object>;

/**
 * One admin resource: `loader` and `action` both check the role before
 * anything else (every method), then dispatch on the method. A handler
 * answers a Response, or an object sent as JSON 200.
 */
export function adminApi(
  handlers: Partial<Record<Method, Handler>>,
  guard: (request: Request) => Promise<ActiveSession> = requireAdminSession,
) {
  const run = async ({ request, params }: { request: Request; params: Params }) => {
    try {
      const session = await guard(request);
      const method = (request.method === "HEAD" ? "GET" : request.method) as Method;
      const handler = handlers[method];
      if (!handler) return methodNotAllowed(Object.keys(handlers));
      const out = await handler({
        request,
        params,
        ctx: getContext(),
        admin: session.user,
        session,
      });
      return out instanceof Response ? out : Response.json(out);
    } catch (error) {
      if (error instanceof Response) return error;
      return errorResponse(error);
    }
  };
  return { loader: run, action: run };
}

/** A JSON object body (or a form's fields); 400 when it is neither. */
export async function readObject(request: Request): Promise<Record<string, unknown>> {
  if (request.body === null) return {};
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("json") && !type.includes("form")) throw invalid(ADMIN_MESSAGES.invalidBody);
  const body = await readPayload(request);
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw invalid(ADMIN_MESSAGES.invalidBody);
  return body as Record<string, unknown>;
}

/** A positive integer route id, else 404 (an id that cannot exist is unknown). */
export function idParam(params: Params, name = "id"): number {
  const raw = params[name] ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/**
 * `?search=&sort=&dir=&page=&pageSize=` (core/admin/lists.ts listQuerySchema;
 * never fails). Unknown sort → id desc; a known one (one of `sortable`, the
 * list's SORTABLE_COLUMNS in core/admin/constants) sorts ascending unless
 * `dir=desc`. pageSize 1–100 (default 10); page from 1 (clamped to the last
 * page once the total is known).
 */
export function parseListQuery(url: URL, sortable: readonly string[]): ListQuery {
  const sp = url.searchParams;
  const q = listQuerySchema.parse(Object.fromEntries(LIST_QUERY_PARAMS.map((k) => [k, sp.get(k)])));
  return { ...q, ...listSort(sortable, q.sort, q.dir) };
}
