import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, formToObject, resetSchema } from "../../core/account/validation";
import { useToast } from "../components/toasts";
import { screenTitle } from "../i18n";
import { completePasswordReset, verifyResetToken } from "../services/accounts.server";
import { getContext } from "../services/runtime.server";
import { redirectWithToast } from "../services/toast.server";
import {
  AuthCard,
  AuthForm,
  FormError,
  SubmitButton,
  TextField,
  type AuthActionData,
} from "./_auth";
import { REDIRECT_DELAY_MS } from "./_auth.forgot-password";

export const meta: MetaFunction = ({ matches }) => [
  { title: screenTitle(matches, "auth:reset.title") },
  // The token is in the path: never send it onwards in a Referer.
  { name: "referrer", content: "no-referrer" },
];

/** SPEC §2: the token is checked before the form shows; a bad one goes to Login with a message. */
export async function loader({ params }: LoaderFunctionArgs) {
  const r = await verifyResetToken(getContext(), params.token);
  if (!r.ok) throw redirectWithToast("/login", { type: "error", key: `auth:${r.error}` });
  return null;
}

type Answer = AuthActionData & { done?: boolean };

export async function action({ request, params }: ActionFunctionArgs) {
  const parsed = resetSchema.safeParse(formToObject(await request.formData()));
  if (!parsed.success) return data<Answer>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const r = await completePasswordReset(getContext(), params.token ?? "", parsed.data.password);
  if (!r.ok)
    return data<Answer>({ formError: { key: "passwordChangeError" } }, { status: r.status });
  return data<Answer>({ done: true });
}

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!answer?.done) return;
    toast.success(t("passwordChanged"));
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per successful answer
  }, [answer]);
  return (
    <AuthCard title={t("reset.title")} subtitle={answer?.done ? undefined : t("reset.subtitle")}>
      {answer?.done ? (
        <>
          <p className="alert alert-success auth-notice" role="status">
            {t("passwordChanged")}
          </p>
          <Link to="/login" className="btn btn-primary btn-block btn-lg">
            {t("login.submit")}
          </Link>
        </>
      ) : (
        <AuthForm schema={resetSchema} serverErrors={answer?.errors} answer={answer}>
          {(errors) => (
            <>
              <TextField
                name="password"
                type="password"
                autoComplete="new-password"
                label={t("reset.password")}
                error={errors.password}
                required
                autoFocus
              />
              <TextField
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                label={t("reset.confirmPassword")}
                error={errors.confirmPassword}
                required
              />
              <FormError error={answer?.formError} />
              <SubmitButton>{t("reset.submit")}</SubmitButton>
            </>
          )}
        </AuthForm>
      )}
    </AuthCard>
  );
}
