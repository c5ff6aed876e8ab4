import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { mailProviderUrl } from "../../../core/account/mail-provider";
import {
  confirmChangeEmailSchema,
  fieldErrors,
  formToObject,
} from "../../../core/account/validation";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import { changeEmail, resendConfirmation } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import { getSessionUser, requireUser } from "../../services/accounts/index.server";
import { signOutToLogin } from "../../services/accounts/index.server";
import { jsonWithToast } from "../../services/platform/index.server";
import { Icon } from "../../components/icons";
import {
  AuthCard,
  AuthForm,
  EmailField,
  FormError,
  SubmitButton,
  TextField,
  type AuthActionData,
} from "./_layout";

export const meta = titleMeta("auth:confirm.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return { email: null, confirmed: false, mailUrl: null };
  return {
    email: user.email,
    confirmed: user.emailConfirmed,
    mailUrl: mailProviderUrl(user.email),
  };
}

type Answer = AuthActionData & { changed?: boolean };

export async function action({ request }: ActionFunctionArgs) {
  const ctx = getContext();
  const values = formToObject(await request.formData());
  if (values.intent === "logout") return signOutToLogin(ctx, request);
  const user = await requireUser(request);
  if (values.intent === "change") {
    const parsed = confirmChangeEmailSchema.safeParse(values);
    if (!parsed.success)
      return data<Answer>(
        { errors: fieldErrors(parsed.error), values: { email: values.email ?? "" } },
        { status: 400 },
      );
    const r = await changeEmail(ctx, request, user, parsed.data.email, parsed.data.password);
    if (!r.ok) {
      const minutes = Math.max(1, Math.ceil((r.retryAfter ?? 60 * 60) / 60));
      return data<Answer>(
        r.fields
          ? { errors: r.fields, values: { email: parsed.data.email } }
          : { formError: { key: r.error, values: { minutes } } },
        {
          status: r.status,
          headers: r.retryAfter ? { "Retry-After": String(r.retryAfter) } : undefined,
        },
      );
    }
    return jsonWithToast<Answer>({ changed: true }, { type: "success", key: "auth:emailChanged" });
  }
  const r = await resendConfirmation(ctx, user);
  if (!r.ok)
    return data<Answer>(
      { formError: { key: r.error, values: { minutes: 60 } } },
      { status: r.status },
    );
  return jsonWithToast<Answer>({}, { type: "success", key: "auth:confirmationResent" });
}

export default function ConfirmEmailPage() {
  const { t } = useTranslation("auth");
  const { email, confirmed, mailUrl } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [changing, setChanging] = useState(false);
  const showChange = changing && !answer?.changed;
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;

  if (!email) {
    return (
      <AuthCard title={t("confirm.title")} icon={<Icon name="mail" size={26} />}>
        <p className="confirm-text">{t("confirm.anonymousText")}</p>
        <Link to="/login" className="btn btn-primary btn-block btn-lg">
          {t("confirm.login")}
        </Link>
      </AuthCard>
    );
  }
  if (confirmed) {
    return (
      <AuthCard title={t("emailConfirmed")} icon="✓">
        <p className="confirm-text">{t("confirm.confirmedText", { email })}</p>
        <Link to="/landings" className="btn btn-primary btn-block btn-lg">
          {t("confirm.continue")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("confirm.title")} icon={<Icon name="mail" size={26} />}>
      <p className="confirm-text">
        {t("confirm.text", { email: "\u0000" })
          .split("\u0000")
          .flatMap((part, i) =>
            i === 0
              ? [part]
              : [
                  <span key={i} className="confirm-email">
                    {email}
                  </span>,
                  part,
                ],
          )}
      </p>
      {showChange ? (
        <AuthForm
          schema={confirmChangeEmailSchema}
          serverErrors={answer?.errors}
          answer={answer}
          intent="change"
        >
          {(errors) => (
            <>
              <EmailField
                label={t("confirm.newEmail")}
                defaultValue={answer?.values?.email}
                error={errors.email}
                autoFocus
              />
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={t("confirm.currentPassword")}
                error={errors.password}
                required
              />
              <FormError error={answer?.formError} />
              <div className="auth-actions">
                <SubmitButton intent="change">{t("confirm.save")}</SubmitButton>
                <button
                  type="button"
                  className="btn btn-ghost btn-block"
                  onClick={() => setChanging(false)}
                >
                  {t("confirm.cancel")}
                </button>
              </div>
            </>
          )}
        </AuthForm>
      ) : (
        <>
          <FormError error={answer?.formError} />
          <div className="auth-actions">
            <a
              className="btn btn-primary btn-block btn-lg"
              href={mailUrl ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("confirm.openMail")}
            </a>
            <Form method="post">
              <XsrfField />
              <button
                type="submit"
                name="intent"
                value="resend"
                className="btn btn-secondary btn-block"
                aria-busy={busyIntent === "resend" || undefined}
                disabled={busyIntent === "resend"}
              >
                {t("confirm.resend")}
              </button>
            </Form>
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={() => setChanging(true)}
            >
              {t("confirm.change")}
            </button>
            <Form method="post">
              <XsrfField />
              <button
                type="submit"
                name="intent"
                value="logout"
                className="btn btn-ghost btn-block"
              >
                {t("confirm.logout")}
              </button>
            </Form>
          </div>
        </>
      )}
    </AuthCard>
  );
}
