import { data, type ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { fieldErrors, forgotSchema, formToObject } from "../../../core/account/validation";
import { titleMeta } from "../../i18n";
import { requestPasswordReset } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import {
  AuthCard,
  AuthForm,
  EmailField,
  FormError,
  SubmitButton,
  useSuccessThenLogin,
  type AuthActionData,
} from "./_layout";

export const meta = titleMeta("auth:forgot.title");

export async function action({ request }: ActionFunctionArgs) {
  const values = formToObject(await request.formData());
  const parsed = forgotSchema.safeParse(values);
  const kept = { email: values.email ?? "" };
  if (!parsed.success)
    return data<AuthActionData & { sent?: boolean }>(
      { errors: fieldErrors(parsed.error), values: kept },
      { status: 400 },
    );
  const r = await requestPasswordReset(getContext(), request, parsed.data.email);
  if (r.ok) return data<AuthActionData & { sent?: boolean }>({ sent: true, values: kept });
  // SPEC §8: any failure shows emailNotFound under the field; throttling says so plainly.
  if (r.status === 429) {
    return data<AuthActionData & { sent?: boolean }>(
      { formError: { key: "tooManyAttempts", values: { minutes: 60 } }, values: kept },
      { status: 429 },
    );
  }
  return data<AuthActionData & { sent?: boolean }>(
    { errors: { email: "emailNotFound" }, values: kept },
    { status: r.status },
  );
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  const sent = answer?.sent === true;
  useSuccessThenLogin(answer, sent, "resetEmailSent");
  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {sent ? (
        // Also the answer without JavaScript, where neither toast nor timer runs.
        <p className="alert alert-success auth-notice" role="status">
          {t("resetEmailSent")}
        </p>
      ) : null}
      <AuthForm schema={forgotSchema} serverErrors={answer?.errors} answer={answer}>
        {(errors) => (
          <>
            <EmailField
              label={t("forgot.email")}
              defaultValue={answer?.values?.email}
              error={errors.email}
              autoFocus
            />
            <FormError error={answer?.formError} />
            <SubmitButton>{t("forgot.submit")}</SubmitButton>
          </>
        )}
      </AuthForm>
      <p className="auth-alt">
        <Link to="/login" className="link">
          {t("forgot.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
