import { findUserById } from "../../../db/queries/users";
import { loadSession } from "../accounts/index.server";
import { log, loggablePath } from "../ops/index.server";
import { getContext } from "../platform/index.server";
import { recordAudit } from "./audit.server";

/** The methods that may change state (a GET never does, SPEC §7). */
const WRITES: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Wraps the app's request handler (scripts/server.ts) so that every write
 * made in an admin's "Login as" session leaves an audit row under the
 * admin's id (issue 23): method, path, the user acted as, and the answer's
 * status, refusals included. One hook rather than a line in each route, so
 * a route added later is covered too.
 *
 * The session is read before the route runs (a write may end it, as "End"
 * does), by the same cached lookup the route then uses.
 */
export function auditImpersonatedWrites<Rest extends unknown[]>(
  handle: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    if (!WRITES.has(request.method)) return handle(request, ...rest);
    const ctx = getContext();
    const session = await loadSession(ctx, request);
    const impersonatorId = session?.row.impersonator_id ?? null;
    if (!session || impersonatorId === null) return handle(request, ...rest);
    let status = 500;
    try {
      const response = await handle(request, ...rest);
      status = response.status;
      return response;
    } finally {
      try {
        const admin = await findUserById(ctx.db, impersonatorId);
        await recordAudit(
          ctx,
          request,
          { id: impersonatorId, email: admin?.email ?? "" },
          {
            action: "impersonation.write",
            targetType: "user",
            targetId: session.row.user_id,
            details: {
              method: request.method,
              path: loggablePath(new URL(request.url).pathname),
              status,
            },
          },
        );
      } catch (error) {
        // The write is done; its answer still goes out, and the log keeps what the table missed.
        log.error("impersonation audit failed", {
          impersonatorId,
          userId: session.row.user_id,
          method: request.method,
          status,
          error,
        });
      }
    }
  };
}
