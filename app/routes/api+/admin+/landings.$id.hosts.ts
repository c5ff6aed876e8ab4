import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, readObject } from "../../../services/admin/index.server";
import { releaseDomainOfHost } from "../../../services/domains/index.server";
import { bindVerifiedHost, removeHost } from "../../../services/publishing/index.server";

/**
 * POST /api/admin/landings/{uuid}/hosts { host }: bind a custom host checked by an admin.
 * DELETE with the same body: remove it (the host answers 404 on the next request);
 * the owner's connected domain (or its twin) is released with its claim. A HostError
 * (invalidHost, reservedHost, hostTaken, notFound) is answered by adminApi.
 */
export const { loader, action } = adminApi({
  POST: async ({ request, params, ctx, admin }) => {
    const body = await readObject(request);
    const result = await bindVerifiedHost(ctx, params.id ?? "", String(body.host ?? ""));
    await recordAudit(ctx, request, admin, {
      action: "landing.bind_host",
      targetType: "landing",
      targetId: params.id ?? null,
      details: result,
    });
    return Response.json(result, { status: 201 });
  },
  DELETE: async ({ request, params, ctx, admin }) => {
    const body = await readObject(request);
    const uuid = params.id ?? "";
    const host = String(body.host ?? "");
    const result =
      (await releaseDomainOfHost(ctx, uuid, host)) ?? (await removeHost(ctx, uuid, host));
    await recordAudit(ctx, request, admin, {
      action: "landing.remove_host",
      targetType: "landing",
      targetId: params.id ?? null,
      details: result,
    });
    return Response.json(result);
  },
});
