import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  errorResponse,
  getContext,
  HttpError,
  reasonPhraseError,
} from "../../../services/platform/index.server";
import { publicData } from "../../../services/landings/index.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const data = await publicData(getContext(), params.id ?? "");
  if (!data) return errorResponse(reasonPhraseError(404));
  if (data.expired)
    return errorResponse(new HttpError(403, "expired", { expired: true }, { text: "Expired" }));
  return Response.json(data.content);
}
