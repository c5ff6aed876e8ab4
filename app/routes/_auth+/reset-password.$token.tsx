import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { fieldErrors, formToObject, resetSchema } from "../../../core/account/validation";
import { titleMeta } from "../../i18n";
import { completePasswordReset, verifyResetToken } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import {
  AuthCard,
  AuthForm,
  FormError,
  NewPasswordFields,
  SubmitButton,
  useSuccessThenLogin,
  type AuthActionData,
} from "./_layout";

// The token is in the path: never send it onwards in a Referer.
export const meta = titleMeta("auth:reset.title", { name: "referrer", content: "no-referrer" });

/** SPEC §2: the token is checked before the form shows; a bad one goes to Login with a message. */
export async function loader({ params }: LoaderFunctionArgs) {
  const r = await verifyResetToken(getContext(), params.token);
  if (!r.ok) throw redirectWithToast("/login", { type: "error", key: `auth:${r.error}` });
  return null;
}

type Answer = AuthActionData & { done?: boolean };

/**
 * After a successful reset the token is spent: re-running the loader would
 * redirect to Login with a false "link invalid" toast, and long before SPEC's 2 s.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as Answer | undefined)?.done ? false : defaultShouldRevalidate);

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
  useSuccessThenLogin(answer, answer?.done === true, "passwordChanged");
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
              <NewPasswordFields screen="reset" errors={errors} autoFocus />
              <FormError error={answer?.formError} />
              <SubmitButton>{t("reset.submit")}</SubmitButton>
            </>
          )}
        </AuthForm>
      )}
    </AuthCard>
  );
}
