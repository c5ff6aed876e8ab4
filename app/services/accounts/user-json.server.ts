import { errorResponse, getContext, methodNotAllowed } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { requireUser, type SessionUser } from "./session.server";

type UserCall = (ctx: AppContext, user: SessionUser) => Promise<unknown>;

/**
 * The answer of an owner's API call: signed-in only (401 otherwise), the
 * call's result as JSON and its refusals (HttpError) as their own answers.
 */
export async function userJson(request: Request, call: UserCall): Promise<Response> {
  const user = await requireUser(request);
  try {
    return Response.json(await call(getContext(), user));
  } catch (error) {
    return errorResponse(error);
  }
}

/** The same for an action that takes one method; any other gets 405 naming `allow`. */
export async function userJsonAction(
  request: Request,
  method: string,
  call: UserCall,
  allow: string = method,
): Promise<Response> {
  if (request.method !== method) return methodNotAllowed(allow);
  return userJson(request, call);
}
