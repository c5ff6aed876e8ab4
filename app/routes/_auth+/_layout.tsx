import type { LinksFunction } from "@remix-run/node";
import { Form, Link, Outlet, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { fieldErrors, formToObject, type FieldErrors } from "../../../core/account/validation";
import { LanguageSwitcher } from "../../components/language-switcher";
import { useToast } from "../../components/toasts";
import { XsrfField } from "../../components/xsrf-field";
import authStyles from "../../styles/auth.css";

export const handle = { i18n: ["common", "auth"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** Pathless layout of the sign-in screens: brand, the screen's card, language switcher. */
export default function AuthLayout() {
  const { t } = useTranslation("common");
  return (
    <main className="auth-layout">
      <Link to="/login" className="auth-brand">
        <span className="brand-mark" aria-hidden="true">
          V
        </span>
        {t("appName")}
      </Link>
      <Outlet />
      <LanguageSwitcher className="auth-language" />
    </main>
  );
}

/** What an auth action answers on failure: field messages and a message under the inputs. */
export type AuthActionData = {
  errors?: FieldErrors;
  formError?: { key: string; values?: Record<string, string | number> };
  /** A server message shown as a toast, prefixed by the generic error (SPEC §8 Registration). */
  toastError?: { key: string; values?: Record<string, string | number> };
  values?: Record<string, string>;
};

/** Shows an answer's `toastError` once, as "generic error + the server's message". */
export function useToastError(answer: AuthActionData | undefined) {
  const { t } = useTranslation("auth");
  const toast = useToast();
  useEffect(() => {
    const e = answer?.toastError;
    if (e) toast.error(`${t("genericError")}. ${t(e.key, e.values ?? {})}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);
}

/** The card every auth screen renders inside the layout. */
export function AuthCard({
  title,
  subtitle,
  step,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  step?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card auth-card" aria-labelledby="auth-title">
      {icon ? (
        <div className="confirm-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      {step ? <p className="auth-step">{step}</p> : null}
      <h1 id="auth-title">{title}</h1>
      {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
      {children}
    </section>
  );
}

/** What a mailed email-change link shows: the address it will set, or why it no longer works. */
export type EmailLinkState = { ok: true; email: string } | { ok: false; error: string };

/**
 * The page behind a mailed email-change link (`screen` names its texts):
 * opening it only shows what will happen; the button does it, so a mail
 * scanner that follows links changes nothing.
 */
export function EmailLinkCard({
  state,
  screen,
  icon,
  back,
}: {
  state: EmailLinkState;
  screen: "emailChange" | "emailRevert" | "confirmLink";
  icon: ReactNode;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation("auth");
  if (!state.ok) {
    return (
      <AuthCard title={t(`${screen}.title`)} icon="!">
        <p className="alert alert-error auth-notice" role="alert">
          {t(state.error)}
        </p>
        <Link to={back.to} className="btn btn-primary btn-block btn-lg">
          {t(back.label)}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(`${screen}.title`)} icon={icon}>
      <p className="confirm-text">{t(`${screen}.text`, { email: state.email })}</p>
      <Form method="post" className="auth-actions">
        <XsrfField />
        <SubmitButton>{t(`${screen}.submit`)}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

type FieldProps = {
  name: string;
  label: string;
  type?: string;
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "text";
  required?: boolean;
  hint?: string;
  autoFocus?: boolean;
};

/** Label, input and its message; the message is tied to the input for screen readers. */
export function TextField({
  name,
  label,
  type = "text",
  error,
  defaultValue,
  autoComplete,
  inputMode,
  required,
  hint,
  autoFocus,
}: FieldProps) {
  const { t } = useTranslation("auth");
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
        {required ? (
          <span className="required-marker" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="input"
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        autoFocus={autoFocus}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The email input of the auth forms (sign-in uses autoComplete "username"). */
export function EmailField(props: Omit<FieldProps, "name" | "type" | "inputMode" | "required">) {
  return (
    <TextField
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** New password and its confirmation (register and reset ask the same; labels from `screen`). */
export function NewPasswordFields({
  screen,
  errors,
  autoFocus,
}: {
  screen: "register" | "reset";
  errors: FieldErrors;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t(`${screen}.password`)}
        error={errors.password}
        required
        autoFocus={autoFocus}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t(`${screen}.confirmPassword`)}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}

/** SPEC §9: toast, then Login after 2 s. */
export const REDIRECT_DELAY_MS = 2000;

/** Once per successful answer (`done`): the success toast, then Login after REDIRECT_DELAY_MS. */
export function useSuccessThenLogin(answer: unknown, done: boolean, messageKey: string) {
  const { t } = useTranslation("auth");
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    toast.success(t(messageKey));
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per successful answer
  }, [answer]);
}

/** The message under the inputs (e.g. 'Неверный логин или пароль'). */
export function FormError({ error }: { error?: AuthActionData["formError"] }) {
  const { t } = useTranslation("auth");
  return (
    <div className="auth-form-error" aria-live="polite">
      {error ? (
        <p className="alert alert-error" role="alert">
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </div>
  );
}

/** Continue button: shows the spinner and blocks double submits while its form is in flight. */
export function SubmitButton({ children, intent }: { children: ReactNode; intent?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block btn-lg"
      name={intent ? "intent" : undefined}
      value={intent}
      aria-busy={busy || undefined}
      disabled={busy}
    >
      {children}
    </button>
  );
}

/**
 * A POST form that checks the shared zod schema before sending (the server
 * checks it again), clears password inputs after a failed answer and keeps
 * everything else the user typed.
 */
export function AuthForm({
  schema,
  serverErrors,
  answer,
  children,
  intent,
  onErrors,
  keepPasswords = false,
}: {
  schema?: ZodTypeAny;
  serverErrors?: FieldErrors;
  answer?: unknown;
  children: (errors: FieldErrors) => ReactNode;
  intent?: string;
  onErrors?: (errors: FieldErrors) => void;
  /** The answer refused something other than the passwords: they stay typed (issue 29). */
  keepPasswords?: boolean;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useEffect(() => {
    if (!answer || !ref.current) return;
    if (!keepPasswords)
      for (const input of ref.current.querySelectorAll<HTMLInputElement>('input[type="password"]'))
        input.value = "";
    setClientErrors(null);
    // Only a new answer clears; keepPasswords is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const errors = clientErrors ?? serverErrors ?? NO_ERRORS;
  // Move focus to the first field with a message after each refused submit.
  useEffect(() => {
    const first = Object.keys(clientErrors ?? serverErrors ?? {})[0];
    if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [clientErrors, serverErrors]);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const values = formToObject(new FormData(e.currentTarget));
    const r = schema.safeParse(values);
    if (r.success) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    const fe = fieldErrors(r.error);
    setClientErrors(fe);
    onErrors?.(fe);
  }
  return (
    <Form method="post" ref={ref} noValidate onSubmit={onSubmit} className="auth-form">
      <XsrfField />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children(errors)}
    </Form>
  );
}

const NO_ERRORS: FieldErrors = {};
