import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse, getContext, HttpError } from "../../../services/platform/index.server";
import { landingByHost } from "../../../services/landings/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const host = new URL(request.url).searchParams.get("host");
  if (!host)
    return errorResponse(new HttpError(400, "hostRequired", {}, { text: "host is required" }));
  return Response.json(await landingByHost(getContext(), host));
}
