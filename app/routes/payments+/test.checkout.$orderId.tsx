import {
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../components/money";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import { sendTestNotification, testCheckoutOrder } from "../../services/payments/index.server";
import { readPayloadFields } from "../../services/platform/index.server";
import { clientIp } from "../../services/platform/index.server";
import { getContext } from "../../services/platform/index.server";
import { refuseWhileImpersonating, requireUser } from "../../services/accounts/index.server";
import landingsStyles from "../../styles/landings.css";

export const meta = titleMeta("landings:testCheckout.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: landingsStyles }];

async function load(request: Request, orderId: string | undefined) {
  const user = await requireUser(request);
  const found = await testCheckoutOrder(getContext(), user.id, orderId ?? "", clientIp(request));
  if (found.status !== 200) {
    throw new Response(found.status === 403 ? "Forbidden" : "Not Found", { status: found.status });
  }
  return found.order;
}

/** /payments/test/checkout/{orderId}: the local `test` provider's payment page (loopback only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return { order: await load(request, params.orderId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // An admin acting as the buyer never settles their order (issue 23), as at checkout.
  refuseWhileImpersonating(await requireUser(request));
  const order = await load(request, params.orderId);
  const { intent } = await readPayloadFields(request);
  const status = intent === "pay" ? "paid" : "failed";
  if (order.status === "pending" || order.status === "failed") {
    const sent = await sendTestNotification(getContext(), order, status);
    if (!sent) return { error: true };
  }
  return redirect(
    status === "paid"
      ? `/subscription-successful?order=${encodeURIComponent(order.id)}`
      : "/s?payment=declined",
  );
}

export default function TestCheckout() {
  const { order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("landings");
  const money = formatMoney(order.amount, order.currency, i18n.language);
  const open = order.status === "pending" || order.status === "failed";
  return (
    <main className="page container">
      <section className="card payment-page">
        <h1>{t("testCheckout.title")}</h1>
        <p className="text-muted">{t("testCheckout.lead")}</p>
        <dl className="purchase-facts payment-facts">
          <dt>{t("testCheckout.item")}</dt>
          <dd>{t(`plans.purchaseTypes.${order.item === "pro_year" ? "pro" : "extra_landing"}`)}</dd>
          <dt>{t("testCheckout.amount")}</dt>
          <dd>{money}</dd>
        </dl>
        {result?.error ? (
          <p className="alert alert-error" role="alert">
            {t("testCheckout.sendFailed")}
          </p>
        ) : null}
        {open ? (
          <Form method="post">
            <XsrfField />
            <button
              type="submit"
              name="intent"
              value="pay"
              className="btn btn-primary"
              disabled={navigation.state !== "idle"}
            >
              {t("testCheckout.pay", { amount: money })}
            </button>
            <button
              type="submit"
              name="intent"
              value="decline"
              className="btn btn-secondary"
              disabled={navigation.state !== "idle"}
            >
              {t("testCheckout.decline")}
            </button>
          </Form>
        ) : (
          <p role="status">{t("testCheckout.done", { status: order.status })}</p>
        )}
      </section>
    </main>
  );
}
