import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "~/services/platform/index.server";
import { publicData } from "~/services/landings/index.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const data = await publicData(getContext(), params.id ?? "");
  if (!data) return Response.json({ error: "Not found" }, { status: 404 });
  if (data.expired) return Response.json({ error: "Expired", expired: true }, { status: 403 });
  return Response.json(data.content);
}
