import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "../../../services/platform/index.server";
import { publicActive } from "../../../services/landings/index.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const result = await publicActive(getContext(), params.id ?? "");
  return Response.json(result, { status: result.published ? 200 : 404 });
}
