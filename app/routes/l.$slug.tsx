import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "../services/platform/index.server";

/**
 * /l/{alias} opened on the app's host: public pages live on the public origin
 * (they may run owners' scripts), so the visitor is sent there.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const { config } = getContext();
  return redirect(`${config.publicUrl}/l/${encodeURIComponent(params.slug ?? "")}`);
}
