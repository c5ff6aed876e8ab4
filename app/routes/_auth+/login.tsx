import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { safeRedirect } from "../../../core/account/redirect";
import { loginSchema } from "../../../core/account/validation";
import { titleMeta } from "../../i18n";
import { login } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import { getSessionUser } from "../../services/accounts/index.server";
import { setCookieHeaders } from "../../services/accounts/index.server";
import {
  AuthCard,
  AuthForm,
  EmailField,
  FormError,
  SubmitButton,
  TextField,
  type AuthActionData,
} from "./_layout";

export const meta = titleMeta("auth:login.title");

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getSessionUser(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  // FormStrategy reads the body itself; the copy is for the form's other fields.
  const form = await request.clone().formData();
  const email = String(form.get("email") ?? "");
  const r = await login(getContext(), request);
  if (r.ok) {
    return redirect(safeRedirect(form.get("redirectTo")), {
      headers: setCookieHeaders(r.session.cookies),
    });
  }
  const answer: AuthActionData = { values: { email } };
  if (r.status === 400) answer.errors = r.fields;
  else if (r.status === 429) {
    answer.formError = {
      key: "tooManyAttempts",
      values: { minutes: Math.max(1, Math.ceil((r.retryAfter ?? 60) / 60)) },
    };
  } else answer.formError = { key: "invalidCredentials" };
  return data(answer, { status: r.status });
}

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <AuthForm schema={loginSchema} serverErrors={answer?.errors} answer={answer}>
        {(errors) => (
          <>
            <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
            <EmailField
              autoComplete="username"
              label={t("login.email")}
              defaultValue={answer?.values?.email}
              error={errors.email}
              autoFocus
            />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t("login.password")}
              error={errors.password}
              required
            />
            <div className="auth-row-end">
              <Link to="/forgot-password" className="link">
                {t("login.forgot")}
              </Link>
            </div>
            <FormError error={answer?.formError} />
            <SubmitButton>{t("login.submit")}</SubmitButton>
          </>
        )}
      </AuthForm>
      <p className="auth-alt">
        {t("login.noAccount")}{" "}
        <Link to="/register" className="link">
          {t("login.register")}
        </Link>
      </p>
    </AuthCard>
  );
}
