import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { accountExpired, isActivePro, PRO_PRICE_USD } from "../../../core/plans";
import { PromoCountdown } from "../../components/plans/countdown";
import { PlanFeatures } from "../../components/plans/plan-features";
import { PurchaseHistory } from "../../components/plans/purchase-history";
import { useCheckout } from "../../components/plans/use-checkout";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import {
  paymentProvider,
  purchasesOf,
  renewalRemindersOff,
  setRenewalReminders,
} from "../../services/payments/index.server";
import { readPayloadFields, serverFeatures } from "../../services/platform/index.server";
import { errorResponse, getContext, HttpError } from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";
import landingsStyles from "../../styles/landings.css";
import { useDates } from "../../components/use-dates";

export const meta = titleMeta("landings:plans.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: landingsStyles }];

/** /s (SPEC §2 Plans): the offer, the account's plan, paying for PRO and the purchase history. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const provider = paymentProvider(ctx.config);
  const remindersOff = await renewalRemindersOff(ctx, user.id);
  return {
    pro: isActivePro(user, ctx.now()),
    expired: accountExpired(user, ctx.now()),
    expiresAt: user.tariff_expiration_date,
    remindersOff,
    provider: provider?.name ?? null,
    methodLabel: provider?.methodLabel ?? "Mercuryo",
    purchases: await purchasesOf(ctx, user.id),
    salesContactUrl: ctx.config.salesContactUrl,
    termsUrl: ctx.config.termsUrl ?? "/terms",
    promoEndsAt: ctx.config.promoEndsAt,
    available: serverFeatures(ctx.config),
    now: ctx.now().toISOString(),
  };
}

/** Cancel means "do not remind me to renew"; PRO runs to its date. It can be undone. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { intent } = await readPayloadFields(request);
  if (intent !== "cancelRenewal" && intent !== "resumeRenewal") {
    return errorResponse(new HttpError(400, "badRequest"));
  }
  await setRenewalReminders(getContext(), user.id, intent === "resumeRenewal");
  return { ok: true };
}

export default function Plans() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("landings");
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const widgetHost = useRef<HTMLDivElement>(null);
  const checkout = useCheckout(widgetHost);
  const dates = useDates();
  const date = data.expiresAt ? dates.date(data.expiresAt) : null;
  let status = t("plans.free");
  if (data.pro) status = date ? t("plans.proUntil", { date }) : t("plans.activeTitle");
  else if (date && data.expired) status = t("plans.expiredOn", { date });
  else if (date) status = t("plans.trialUntil", { date });
  const declined = params.get("payment") === "declined";
  const error = checkout.error
    ? t(`plans.${checkout.error}`)
    : declined
      ? t("plans.declined")
      : null;

  return (
    <main className="page container plans-page">
      <h1>{t("plans.heading")}</h1>
      <PromoCountdown endsAt={data.promoEndsAt} serverNow={data.now} />
      <p className="plans-lead">{t("plans.lead")}</p>
      <div className="plans-grid">
        <section className="card plans-offer" aria-labelledby="plans-price">
          <p id="plans-price" className="plans-price">
            {t("plans.price", { amount: PRO_PRICE_USD })}
          </p>
          {t("plans.rubLabel") ? (
            <p className="plans-rub" data-testid="plans-rub">
              {t("plans.rubLabel")}
            </p>
          ) : null}
          <p className="plans-note">{t("plans.perYear")}</p>
          <PlanFeatures available={data.available} />
          {data.provider ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void checkout.start("pro_year")}
              disabled={checkout.busy}
              aria-busy={checkout.busy}
            >
              {checkout.busy
                ? t("plans.paying")
                : data.pro
                  ? t("plans.renew")
                  : t("plans.activate")}
            </button>
          ) : (
            <>
              <a
                className="btn btn-primary"
                href={data.salesContactUrl}
                target="_blank"
                rel="noreferrer"
              >
                {t("plans.contactSales")}
              </a>
              <p className="plans-note">{t("plans.notConfigured")}</p>
            </>
          )}
          {error ? (
            <p className="alert alert-error plans-error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="plans-note">
            {t("plans.termsPrefix")}{" "}
            <a href={data.termsUrl} target="_blank" rel="noreferrer">
              {t("plans.terms").toLowerCase()}
            </a>
          </p>
          <div ref={widgetHost} className="plans-widget" />
        </section>
        <div className="plans-side">
          <section className="card plans-current" aria-labelledby="plans-current">
            <h2 id="plans-current">{t("plans.current")}</h2>
            <p className={data.expired ? "plans-status plans-status-expired" : "plans-status"}>
              {status}
            </p>
            {data.pro && date ? (
              <div className="plans-active" data-testid="plans-active">
                {data.remindersOff ? (
                  <p className="plans-note">{t("plans.cancelled", { date })}</p>
                ) : null}
                <Form method="post">
                  <XsrfField />
                  <input
                    type="hidden"
                    name="intent"
                    value={data.remindersOff ? "resumeRenewal" : "cancelRenewal"}
                  />
                  <button
                    type="submit"
                    className="btn btn-secondary"
                    disabled={navigation.state !== "idle"}
                  >
                    {data.remindersOff ? t("plans.undoCancel") : t("plans.cancel")}
                  </button>
                </Form>
              </div>
            ) : null}
          </section>
          <PurchaseHistory purchases={data.purchases} defaultMethod={data.methodLabel} />
        </div>
      </div>
    </main>
  );
}
