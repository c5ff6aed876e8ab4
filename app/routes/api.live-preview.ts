import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLandingByUuid } from "../../db/queries/landings";
import { renderPreview } from "~/services/publish.server";
import { getContext } from "~/services/runtime.server";
import { requireUser } from "~/services/session.server";

/** GET /api/live-preview?uuid=: renders the draft to previews/ (SPEC §7). Owner only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const uuid = new URL(request.url).searchParams.get("uuid") ?? "";
  const ctx = getContext();
  const landing = uuid ? await getLandingByUuid(ctx.db, uuid) : undefined;
  if (!landing)
    return Response.json({ success: false, url: null, error: "Not found" }, { status: 404 });
  if (landing.parent_user !== user.id) {
    return Response.json({ success: false, url: null, error: "Forbidden" }, { status: 403 });
  }
  try {
    const { url } = await renderPreview(ctx, uuid);
    return Response.json({ success: true, url, error: null });
  } catch (error) {
    console.error("[live-preview]", error);
    return Response.json({ success: false, url: null, error: "Preview failed" }, { status: 500 });
  }
}
