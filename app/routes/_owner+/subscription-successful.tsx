import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { titleMeta } from "../../i18n";
import { orderStatusFor } from "../../services/payments/index.server";
import { getContext } from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";
import landingsStyles from "../../styles/landings.css";

export const meta = titleMeta("landings:paymentReturn.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: landingsStyles }];

/** The provider's callback often lands after the browser does: poll the order every 2 s, for up to 60 s. */
export const POLL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

/** /subscription-successful?order={id}: signed out goes to Login (requireUser). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const order = orderId ? await orderStatusFor(getContext(), user.id, orderId) : null;
  return { orderId: order?.orderId ?? null, status: order?.status ?? null };
}

type View = "confirming" | "timeout" | "failed";

export default function SubscriptionSuccessful() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("landings");
  const navigate = useNavigate();
  const [view, setView] = useState<View>(data.status === "failed" ? "failed" : "confirming");

  useEffect(() => {
    if (!data.orderId) {
      // No order to wait for: refresh the user and go to the showrooms (SPEC §2).
      navigate("/landings", { replace: true });
      return;
    }
    let stopped = false;
    const started = Date.now();
    const tick = async () => {
      if (stopped) return;
      try {
        const res = await fetch(`/api/payments/orders/${encodeURIComponent(data.orderId!)}`, {
          headers: { Accept: "application/json" },
        });
        const body = (await res.json().catch(() => ({}))) as { status?: string };
        if (body.status === "paid") {
          navigate("/landings?payment_success=1", { replace: true });
          return;
        }
        if (body.status === "failed") return setView("failed");
      } catch {
        // A network blip: keep polling until the time is up.
      }
      if (Date.now() - started >= POLL_LIMIT_MS) return setView("timeout");
      setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
    };
  }, [data.orderId, navigate]);

  return (
    <main className="page container">
      <section className="card payment-page" aria-live="polite">
        <h1>{t("paymentReturn.title")}</h1>
        {view === "confirming" ? (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t("paymentReturn.confirming")}
          </p>
        ) : null}
        {view === "timeout" ? <p role="status">{t("paymentReturn.timeout")}</p> : null}
        {view === "failed" ? <p role="alert">{t("paymentReturn.failed")}</p> : null}
        {view !== "confirming" ? (
          <p>
            <Link className="btn btn-primary" to="/landings">
              {t("paymentReturn.toShowrooms")}
            </Link>
            <Link className="btn btn-secondary" to="/s">
              {t("paymentReturn.toPlans")}
            </Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
