import { NotFoundPage } from "../components/status-pages";

/** Any path no other route claims: a real 404 status, shown by the root boundary's not-found page. */
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function CatchAll() {
  return <NotFoundPage />;
}
