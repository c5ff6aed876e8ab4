import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse, reasonPhraseError } from "../../services/platform/index.server";

/** Unknown paths under /api/ answer JSON, as every API call does, not the HTML not-found page. */
export const loader = (_: LoaderFunctionArgs) => errorResponse(reasonPhraseError(404));
export const action = (_: ActionFunctionArgs) => errorResponse(reasonPhraseError(404));
