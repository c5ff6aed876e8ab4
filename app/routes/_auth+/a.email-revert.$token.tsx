import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { titleMeta } from "../../i18n";
import { getContext } from "../../services/platform/index.server";
import {
  clearSessionCookie,
  forgetSession,
  loadSession,
} from "../../services/accounts/index.server";
import { checkEmailRevert, revertEmailChange } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import { EmailLinkCard, type EmailLinkState } from "./_layout";

// The token is in the path: never send it onwards in a Referer.
export const meta = titleMeta("auth:emailRevert.title", {
  name: "referrer",
  content: "no-referrer",
});

type State = EmailLinkState;

/**
 * "This wasn't me", mailed to the OLD address (valid 7 days). Opening it shows
 * what will happen; the button restores the address, signs the account out
 * everywhere and mails a link to set a new password. A mail scanner that
 * follows the link changes nothing.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const r = await checkEmailRevert(getContext(), params.token);
  if (!r.ok) return data<State>({ ok: false, error: r.error }, { status: r.status });
  return data<State>({ ok: true, email: r.email });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = getContext();
  const session = await loadSession(ctx, request);
  const r = await revertEmailChange(ctx, params.token);
  if (!r.ok) return data<State>({ ok: false, error: r.error }, { status: r.status });
  // The account's sessions are gone; drop this browser's cookie if it was one of them.
  const headers = new Headers();
  if (session?.row.user_id === r.userId) {
    forgetSession(request);
    headers.append("Set-Cookie", clearSessionCookie(ctx.config));
  }
  return redirectWithToast(
    "/login",
    { type: "success", key: "auth:emailReverted", values: { email: r.email } },
    { headers },
  );
}

export default function EmailRevertPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EmailLinkCard
      state={answer ?? loaded}
      screen="emailRevert"
      icon="!"
      back={{ to: "/login", label: "confirm.login" }}
    />
  );
}
