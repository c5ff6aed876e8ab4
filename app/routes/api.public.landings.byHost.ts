import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "~/services/platform/index.server";
import { landingByHost } from "~/services/landings/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const host = new URL(request.url).searchParams.get("host");
  if (!host) return Response.json({ error: "host is required" }, { status: 400 });
  return Response.json(await landingByHost(getContext(), host));
}
