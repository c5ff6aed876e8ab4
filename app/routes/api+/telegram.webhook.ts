import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveTelegramWebhook } from "../../services/channels/index.server";
import { errorResponse, getContext, methodNotAllowed } from "../../services/platform/index.server";

/**
 * POST /api/telegram/webhook: the operator's bot's updates from Telegram
 * (issue 25), used when APP_URL is public https. No session: the
 * X-Telegram-Bot-Api-Secret-Token header must equal TELEGRAM_WEBHOOK_SECRET
 * (401 otherwise); allow-listed in the XSRF gate
 * (app/services/platform/http-gate/machine-paths.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    return Response.json(await receiveTelegramWebhook(getContext(), request));
  } catch (error) {
    return errorResponse(error);
  }
}

export function loader() {
  return methodNotAllowed("POST");
}
