import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { titleMeta } from "../../i18n";
import { checkEmailConfirm, confirmEmail } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import { getSessionUser } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import { EmailLinkCard, type EmailLinkState } from "./_layout";
import { Icon } from "../../components/icons";

// The token is in the path: never send it onwards in a Referer.
export const meta = titleMeta("auth:confirmLink.title", {
  name: "referrer",
  content: "no-referrer",
});

const refused = (error: string) =>
  redirectWithToast("/a/confirm", { type: "error", key: `auth:${error}` });

/**
 * The mailed link. Opening it only shows the address (a mail scanner or a
 * prefetch confirms nothing, ADR 025); the button's POST confirms once, then
 * My landings (or Login when signed out). A bad link goes to /a/confirm.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const r = await checkEmailConfirm(getContext(), params.token);
  if (!r.ok) throw refused(r.error);
  return data<EmailLinkState>({ ok: true, email: r.email });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const r = await confirmEmail(getContext(), params.token ?? "");
  if (!r.ok) throw refused(r.error);
  const user = await getSessionUser(request);
  return redirectWithToast(user ? "/landings" : "/login", {
    type: "success",
    key: "auth:emailConfirmed",
  });
}

export default function ConfirmLinkPage() {
  return (
    <EmailLinkCard
      state={useLoaderData<typeof loader>()}
      screen="confirmLink"
      icon={<Icon name="mail" size={26} />}
      back={{ to: "/login", label: "confirm.login" }}
    />
  );
}
