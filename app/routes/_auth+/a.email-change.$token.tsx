import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import { getContext } from "../../services/platform/index.server";
import { loadSession } from "../../services/accounts/index.server";
import { checkEmailChange, confirmEmailChange } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import { AuthCard, SubmitButton } from "./_layout";

// The token is in the path: never send it onwards in a Referer.
export const meta = titleMeta("auth:emailChange.title", {
  name: "referrer",
  content: "no-referrer",
});

type State = { ok: true; email: string } | { ok: false; error: string };

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
  const { t } = useTranslation("auth");
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const state: State = answer ?? loaded;
  if (!state.ok) {
    return (
      <AuthCard title={t("emailChange.title")} icon="!">
        <p className="alert alert-error auth-notice" role="alert">
          {t(state.error)}
        </p>
        <Link to="/settings" className="btn btn-primary btn-block btn-lg">
          {t("emailChange.toSettings")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("emailChange.title")} icon="✉">
      <p className="confirm-text">{t("emailChange.text", { email: state.email })}</p>
      <Form method="post" className="auth-actions">
        <XsrfField />
        <SubmitButton>{t("emailChange.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
