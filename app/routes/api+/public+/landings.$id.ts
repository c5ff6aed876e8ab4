import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  errorResponse,
  getContext,
  reasonPhraseError,
} from "../../../services/platform/index.server";
import { publicInfo } from "../../../services/landings/index.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const info = await publicInfo(getContext(), params.id ?? "");
  if (!info) return errorResponse(reasonPhraseError(404));
  // SPEC §4: a 403 from this call marks the landing expired for the client.
  return Response.json(info, { status: info.expired ? 403 : 200 });
}
