import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

/** Unknown paths under /api/ answer JSON, as every API call does, not the HTML not-found page. */
export const loader = (_: LoaderFunctionArgs) =>
  Response.json({ error: "Not found" }, { status: 404 });
export const action = (_: ActionFunctionArgs) =>
  Response.json({ error: "Not found" }, { status: 404 });
