import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import { getContext } from "../../services/platform/index.server";
import {
  clearSessionCookie,
  forgetSession,
  loadSession,
} from "../../services/accounts/index.server";
import { checkEmailRevert, revertEmailChange } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import { AuthCard, SubmitButton } from "./_layout";

// The token is in the path: never send it onwards in a Referer.
export const meta = titleMeta("auth:emailRevert.title", {
  name: "referrer",
  content: "no-referrer",
});

type State = { ok: true; email: string } | { ok: false; error: string };

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
  const { t } = useTranslation("auth");
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const state: State = answer ?? loaded;
  if (!state.ok) {
    return (
      <AuthCard title={t("emailRevert.title")} icon="!">
        <p className="alert alert-error auth-notice" role="alert">
          {t(state.error)}
        </p>
        <Link to="/login" className="btn btn-primary btn-block btn-lg">
          {t("confirm.login")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("emailRevert.title")} icon="!">
      <p className="confirm-text">{t("emailRevert.text", { email: state.email })}</p>
      <Form method="post" className="auth-actions">
        <XsrfField />
        <SubmitButton>{t("emailRevert.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
