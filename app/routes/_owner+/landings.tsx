import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { limitRefusal, type LimitRefusal } from "../../../core/landing/contract";
import { isNoResponse } from "../../components/fetch-guards";
import { ConfirmEmailBanner } from "../../components/landings/confirm-banner";
import { DeleteDialog, LimitDialog, ProActivatedDialog } from "../../components/landings/dialogs";
import { LandingCard, type CardItem } from "../../components/landings/landing-card";
import { useToast } from "../../components/toasts";
import { titleMeta } from "../../i18n";
import { listLandings } from "../../services/landings/index.server";
import { paymentProvider, recentlyPaid } from "../../services/payments/index.server";
import { getContext, serverFeatures } from "../../services/platform/index.server";
import { cardViews } from "../../services/stats/index.server";
import { newLeadCounts } from "../../services/leads/index.server";
import { requireUser } from "../../services/accounts/index.server";
import landingsStyles from "../../styles/landings.css";
import shareStyles from "../../styles/share.css";

export const handle = { i18n: ["landings", "history", "stats", "leads"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: landingsStyles },
  { rel: "stylesheet", href: shareStyles },
];
export const meta = titleMeta("landings:title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const landings = await listLandings(ctx, user);
  return {
    landings,
    // Issue 15: each card's 7-day views; null when statistics are off on this server.
    views7:
      ctx.config.stats.driver === "off"
        ? null
        : await cardViews(
            ctx,
            landings.map((l) => l.uuid),
          ),
    // Issue 24: each card's count of new leads (spam left out).
    newLeads: (await newLeadCounts(ctx, user)).byLanding,
    tariff: user.tariff,
    totalAvailable: user.total_available_landings,
    salesContactUrl: ctx.config.salesContactUrl,
    canPay: paymentProvider(ctx.config) !== null,
    // The upgrade dialog marks PRO's lines this server lacks, as /s does (issue 29).
    available: serverFeatures(ctx.config),
    // The "PRO activated" modal needs a real payment of the last 10 minutes, not just the query.
    paidRecently: new URL(request.url).searchParams.has("payment_success")
      ? await recentlyPaid(ctx, user.id)
      : false,
    now: ctx.now().toISOString(),
  };
}

type Dialog =
  | { kind: "delete"; item: CardItem }
  | { kind: "buyExtra" }
  | { kind: "proActivated" }
  | { kind: "upgrade" }
  | null;

export default function LandingsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("landings");
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState(false);
  const now = new Date(data.now);

  // ?payment_success=1 (SPEC §2), ?buyExtra=1 and ?upgrade=1 (from /createLanding) open their
  // dialog once; the query is cleared.
  useEffect(() => {
    const paid = params.get("payment_success") === "1";
    const extra = params.get("buyExtra") === "1";
    const upgrade = params.get("upgrade") === "1";
    if (!paid && !extra && !upgrade) return;
    if (paid && data.paidRecently) setDialog({ kind: "proActivated" });
    else if (extra) setDialog({ kind: "buyExtra" });
    else if (upgrade) setDialog({ kind: "upgrade" });
    const next = new URLSearchParams(params);
    next.delete("payment_success");
    next.delete("buyExtra");
    next.delete("upgrade");
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams, data.paidRecently]);

  const atLimit = data.landings.length >= data.totalAvailable;
  // SPEC §4: a free plan at its limit goes to /s, a PRO one to the extra-showroom offer;
  // the free one first hears why (the limit, and what PRO gives).
  const limitFlow = (reason: LimitRefusal) => {
    setDialog({ kind: reason === "buyExtra" ? "buyExtra" : "upgrade" });
  };

  // SPEC §4: at the limit "New showroom" explains it here; below it, the gallery (issue 26) opens.
  const openGallery = () => {
    if (atLimit) return limitFlow(limitRefusal(data));
    navigate("/createLanding");
  };

  const remove = async (item: CardItem) => {
    setDeleting(true);
    try {
      const res = await fetch(`/api/landings/${item.uuid}`, { method: "DELETE" });
      if (res.status === 401) return;
      if (!res.ok) throw new Error(String(res.status));
      toast.success(t("deleteSuccess"));
      setDialog(null);
      revalidator.revalidate();
    } catch (error) {
      toast.error(t(isNoResponse(error) ? "networkError" : "deleteFailed"));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <main className="page landings-page">
      <div className="container">
        <header className="page-header">
          <div>
            <h1 className="page-title">{t("title")}</h1>
            <p className="text-muted landings-subtitle">{t("subtitle")}</p>
          </div>
          {/* Deleted showrooms wait there for 30 days (issue 15). */}
          <Link to="/landings/bin" className="btn btn-secondary btn-sm" data-testid="open-bin">
            {t("history:bin.link")}
          </Link>
        </header>
        <ConfirmEmailBanner />
        <section className="landings-grid" aria-label={t("gridLabel")}>
          {/* A real GET form, so the gallery opens before the page's script has loaded (its choice runs the limit rules). */}
          <form
            method="get"
            action="/createLanding"
            className="landing-new-form"
            onSubmit={(e) => {
              e.preventDefault();
              openGallery();
            }}
          >
            <button type="submit" className="landing-new" data-testid="new-landing">
              <span className="landing-new-plus" aria-hidden="true">
                +
              </span>
              <span className="landing-new-title">{t("newShowroom")}</span>
              <span className="landing-new-hint">{t("newShowroomHint")}</span>
            </button>
          </form>
          {data.landings.map((item) => (
            <LandingCard
              key={item.uuid}
              item={item}
              now={now}
              onEdit={() => navigate(`/e/${item.uuid}`)}
              onPublish={() => navigate(`/e/${item.uuid}?publish=1`)}
              onDelete={() => setDialog({ kind: "delete", item })}
              views7={data.views7 ? (data.views7[item.uuid] ?? 0) : undefined}
              newLeads={data.newLeads[item.uuid] ?? 0}
            />
          ))}
        </section>
        {data.landings.length === 0 ? (
          <p className="text-muted landings-empty">{t("empty")}</p>
        ) : null}
      </div>
      {dialog?.kind === "delete" ? (
        <DeleteDialog
          item={dialog.item}
          deleting={deleting}
          onConfirm={() => remove(dialog.item)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      <LimitDialog kind={dialog?.kind} offer={data} onClose={() => setDialog(null)} />
      {dialog?.kind === "proActivated" ? (
        <ProActivatedDialog onClose={() => setDialog(null)} />
      ) : null}
    </main>
  );
}
