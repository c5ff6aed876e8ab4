import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { titleMeta } from "../../i18n";
import { getContext } from "../../services/platform/index.server";
import { loadSession } from "../../services/accounts/index.server";
import { checkEmailChange, confirmEmailChange } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import { EmailLinkCard, type EmailLinkState } from "./_layout";
import { Icon } from "../../components/icons";

// The token is in the path: never send it onwards in a Referer.
export const meta = titleMeta("auth:emailChange.title", {
  name: "referrer",
  content: "no-referrer",
});

type State = EmailLinkState;

/**
 * The link mailed to the NEW address. Opening it shows what will change; the
 * button applies it (a mail scanner that follows links changes nothing).
 * A taken address answers 409, a used or unknown link 400, an old one 410.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const r = await checkEmailChange(getContext(), params.token);
  if (!r.ok) return data<State>({ ok: false, error: r.error }, { status: r.status });
  return data<State>({ ok: true, email: r.email });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = getContext();
  const session = await loadSession(ctx, request);
  const r = await confirmEmailChange(ctx, params.token, session);
  if (!r.ok) return data<State>({ ok: false, error: r.error }, { status: r.status });
  const signedIn = session?.row.user_id === r.userId;
  return redirectWithToast(signedIn ? "/settings" : "/login", {
    type: "success",
    key: "auth:emailChangeDone",
    values: { email: r.email },
  });
}

export default function EmailChangePage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EmailLinkCard
      state={answer ?? loaded}
      screen="emailChange"
      icon={<Icon name="mail" size={26} />}
      back={{ to: "/settings", label: "emailChange.toSettings" }}
    />
  );
}
