import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  fieldErrors,
  formToObject,
  REGISTRATION_POSITIONS,
  registerFormSchema,
  registerStep2Schema,
  USAGE_PURPOSES,
} from "../../../core/account/validation";
import { TRIAL_DAYS } from "../../../core/plans";
import { titleMeta } from "../../i18n";
import { languageOf } from "../../i18n.server";
import { register, updateUser } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import { getSessionUser, requireUser } from "../../services/accounts/index.server";
import { setCookieHeaders } from "../../services/accounts/index.server";
import {
  AuthCard,
  AuthForm,
  EmailField,
  FormError,
  NewPasswordFields,
  SubmitButton,
  TextField,
  useToastError,
  type AuthActionData,
} from "./_layout";

export const meta = titleMeta("auth:register.title");

/**
 * Step 1 creates the account and signs it in (SPEC §7 register); step 2 saves
 * the position (updateUser). So the password is never carried between steps.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (user?.position) throw redirect("/landings");
  return { step: user ? 2 : 1 };
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = getContext();
  const values = formToObject(await request.formData());
  if (values.intent === "position") {
    const user = await requireUser(request);
    const parsed = registerStep2Schema.safeParse(values);
    if (!parsed.success)
      return data<AuthActionData>({ errors: fieldErrors(parsed.error) }, { status: 400 });
    const r = await updateUser(ctx, user, { id: user.id, position: parsed.data.position });
    if (!r.ok)
      return data<AuthActionData>({ formError: { key: "genericError" } }, { status: r.status });
    return redirect("/landings");
  }
  const { password: _p, confirmPassword: _c, _xsrf, ...kept } = values;
  const parsed = registerFormSchema.safeParse(values);
  if (!parsed.success) {
    return data<AuthActionData>(
      { errors: fieldErrors(parsed.error), values: kept },
      { status: 400 },
    );
  }
  const r = await register(ctx, request, parsed.data, languageOf(request));
  if (!r.ok) {
    // SPEC §8: emailExists on the field; any other server message as a toast after the generic error.
    const minutes = r.retryAfter ? Math.max(1, Math.ceil(r.retryAfter / 60)) : undefined;
    return data<AuthActionData>(
      r.status === 409
        ? { errors: r.fields, values: kept }
        : { toastError: { key: r.error, values: minutes ? { minutes } : undefined }, values: kept },
      { status: r.status },
    );
  }
  return redirect("/register", { headers: setCookieHeaders(r.session.cookies) });
}

export default function RegisterPage() {
  const { step } = useLoaderData<typeof loader>();
  return step === 1 ? <DetailsStep /> : <PositionStep />;
}

function DetailsStep() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  useToastError(answer);
  const v = answer?.values ?? {};
  return (
    <AuthCard
      title={t("register.title")}
      subtitle={t("register.subtitle", { count: TRIAL_DAYS })}
      step={t("register.step", { step: 1 })}
    >
      <AuthForm
        schema={registerFormSchema}
        serverErrors={answer?.errors}
        answer={answer}
        intent="details"
        keepPasswords={!answer?.errors?.password && !answer?.errors?.confirmPassword}
      >
        {(errors) => (
          <>
            <TextField
              name="name"
              autoComplete="name"
              label={t("register.name")}
              defaultValue={v.name}
              error={errors.name}
              required
              autoFocus
            />
            <EmailField label={t("register.email")} defaultValue={v.email} error={errors.email} />
            <TextField
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              label={t("register.phone")}
              defaultValue={v.phone}
              error={errors.phone}
              required
            />
            <div className="auth-two">
              <NewPasswordFields screen="register" errors={errors} />
            </div>
            <fieldset
              className="choice-group"
              aria-invalid={errors.usagePurpose ? true : undefined}
              aria-describedby={errors.usagePurpose ? "field-usagePurpose-error" : undefined}
            >
              <legend>
                {t("register.usagePurpose")}
                <span className="required-marker" aria-hidden="true">
                  *
                </span>
              </legend>
              <div className="choice-grid">
                {USAGE_PURPOSES.map((p) => (
                  <label key={p} className="choice">
                    <input
                      type="radio"
                      name="usagePurpose"
                      value={p}
                      defaultChecked={v.usagePurpose === p}
                    />
                    {t(`purpose.${p}`)}
                  </label>
                ))}
              </div>
              {errors.usagePurpose ? (
                <p className="field-error" id="field-usagePurpose-error">
                  {t(errors.usagePurpose)}
                </p>
              ) : null}
            </fieldset>
            <TextField
              name="country"
              autoComplete="country-name"
              label={`${t("register.country")} (${t("register.optional")})`}
              defaultValue={v.country}
              error={errors.country}
            />
            <FormError error={answer?.formError} />
            <SubmitButton>{t("register.submit")}</SubmitButton>
          </>
        )}
      </AuthForm>
      <p className="auth-alt">
        {t("register.haveAccount")}{" "}
        <Link to="/login" className="link">
          {t("register.login")}
        </Link>
      </p>
    </AuthCard>
  );
}

function PositionStep() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  const error = answer?.errors?.position;
  return (
    <AuthCard
      title={t("register.positionTitle")}
      subtitle={t("register.positionSubtitle")}
      step={t("register.step", { step: 2 })}
    >
      <AuthForm
        schema={registerStep2Schema}
        serverErrors={answer?.errors}
        answer={answer}
        intent="position"
      >
        {(errors) => (
          <>
            <fieldset
              className="choice-group"
              aria-invalid={errors.position ? true : undefined}
              aria-describedby={errors.position ? "field-position-error" : undefined}
            >
              <legend className="visually-hidden">{t("register.positionTitle")}</legend>
              <div className="choice-grid choice-grid-1">
                {REGISTRATION_POSITIONS.map((p) => (
                  <label key={p} className="choice">
                    <input type="radio" name="position" value={p} />
                    {t(`positions.${p}`)}
                  </label>
                ))}
              </div>
              {(errors.position ?? error) ? (
                <p className="field-error" id="field-position-error">
                  {t(errors.position ?? error!)}
                </p>
              ) : null}
            </fieldset>
            <FormError error={answer?.formError} />
            <SubmitButton>{t("register.finish")}</SubmitButton>
          </>
        )}
      </AuthForm>
    </AuthCard>
  );
}
