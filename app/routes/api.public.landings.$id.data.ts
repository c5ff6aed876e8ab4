import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "~/services/runtime.server";
import { publicData } from "~/services/public-landings.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const data = await publicData(getContext(), params.id ?? "");
  if (!data) return Response.json({ error: "Not found" }, { status: 404 });
  return Response.json(data);
}
