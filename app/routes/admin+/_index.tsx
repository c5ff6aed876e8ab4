import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "../../services/accounts/index.server";

/** /admin with an empty child path opens the users list (SPEC §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/users");
}
