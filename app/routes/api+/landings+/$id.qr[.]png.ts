import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse, getContext } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";
import { landingQr, qrResponse } from "../../../services/share/index.server";

/** GET /api/landings/{uuid}/qr.png: the page's QR code as a 1024 px PNG; owner only (issue 15). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const qr = await landingQr(getContext(), user, params.id ?? "", "png");
    return qrResponse(qr, new URL(request.url).searchParams.has("download"));
  } catch (error) {
    return errorResponse(error);
  }
}
