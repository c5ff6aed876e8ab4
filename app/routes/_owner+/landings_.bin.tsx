import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readLimitRefusal, type LimitRefusal } from "../../../core/landing/contract";
import { useDates } from "../../components/use-dates";
import { isNoResponse } from "../../components/fetch-guards";
import { LimitDialog } from "../../components/landings/dialogs";
import { useToast } from "../../components/toasts";
import { titleMeta } from "../../i18n";
import { listBin, type BinItem } from "../../services/history/index.server";
import { paymentProvider } from "../../services/payments/index.server";
import { getContext, serverFeatures } from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";
import historyStyles from "../../styles/history.css";
import landingsStyles from "../../styles/landings.css";

export const handle = { i18n: ["landings", "history"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: landingsStyles },
  { rel: "stylesheet", href: historyStyles },
];
export const meta = titleMeta("history:bin.title");

/** /landings/bin: the owner's deleted showrooms, each restorable until its 30 days run out (issue 15). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  return {
    items: await listBin(ctx, user),
    tariff: user.tariff,
    totalAvailable: user.total_available_landings,
    salesContactUrl: ctx.config.salesContactUrl,
    canPay: paymentProvider(ctx.config) !== null,
    // The upgrade dialog marks PRO's lines this server lacks, as /s does (issue 29).
    available: serverFeatures(ctx.config),
  };
}

type Dialog = { kind: "buyExtra" } | { kind: "upgrade" } | null;

export default function BinPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("history");
  const dates = useDates();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [atLimit, setAtLimit] = useState<LimitRefusal | null>(null);

  const restore = async (item: BinItem) => {
    setBusy(item.uuid);
    try {
      const res = await fetch(`/api/landings/${item.uuid}/undelete`, {
        method: "POST",
        headers: { Accept: "application/json" },
      });
      if (res.status === 401) return;
      const body = (await res.json().catch(() => ({}))) as {
        error?: string;
        reason?: string;
        aliasLost?: boolean;
      };
      if (body.error === "limitReached") {
        const reason = readLimitRefusal(body.reason);
        setAtLimit(reason);
        setDialog({ kind: reason === "buyExtra" ? "buyExtra" : "upgrade" });
        return;
      }
      if (!res.ok) throw new Error(String(res.status));
      if (body.aliasLost) toast.info(t("bin.restoredNoAlias", { alias: item.textalias }));
      else toast.success(t("bin.restored"));
      setAtLimit(null);
      revalidator.revalidate();
    } catch (error) {
      toast.error(t(isNoResponse(error) ? "landings:networkError" : "bin.failed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className="page landings-page bin-page">
      <div className="container">
        <header className="page-header">
          <div>
            <h1 className="page-title">{t("bin.title")}</h1>
            <p className="text-muted landings-subtitle">{t("bin.intro")}</p>
          </div>
          <Link to="/landings" className="btn btn-secondary">
            <span aria-hidden="true">←</span> {t("bin.back")}
          </Link>
        </header>
        {atLimit ? (
          <div className="alert alert-warning" role="alert" data-testid="bin-limit">
            <strong>{t("bin.limitTitle")}</strong>{" "}
            {t(atLimit === "buyExtra" ? "bin.limitText" : "bin.upgradeText")}{" "}
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => setDialog({ kind: atLimit === "buyExtra" ? "buyExtra" : "upgrade" })}
            >
              {t(atLimit === "buyExtra" ? "bin.buyExtra" : "bin.upgrade")}
            </button>
          </div>
        ) : null}
        {data.items.length === 0 ? (
          <p className="text-muted bin-empty">{t("bin.empty")}</p>
        ) : (
          <ul className="bin-list" aria-label={t("bin.listLabel")}>
            {data.items.map((item) => {
              const name = item.projectname || t("bin.untitled");
              return (
                <li key={item.uuid} className="bin-item" data-testid="bin-item">
                  {item.preview_link ? (
                    <img className="bin-thumb" src={item.preview_link} alt="" loading="lazy" />
                  ) : (
                    <span className="bin-thumb" aria-hidden="true" />
                  )}
                  <div>
                    <h2 className="bin-name">{name}</h2>
                    <p className="bin-facts">
                      <span>{t("bin.deletedOn", { date: dates.date(item.deletedAt) })}</span>
                      <span className="bin-days">
                        {t("bin.daysLeft", { count: item.daysLeft })}
                      </span>
                      {item.textalias ? (
                        <span className={item.aliasFree ? undefined : "bin-alias-taken"}>
                          {t(item.aliasFree ? "bin.aliasFree" : "bin.aliasTaken", {
                            alias: item.textalias,
                          })}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy !== null}
                    aria-busy={busy === item.uuid}
                    aria-label={`${t("bin.restore")}: ${name}`}
                    onClick={() => void restore(item)}
                  >
                    {busy === item.uuid ? t("bin.restoring") : t("bin.restore")}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <LimitDialog kind={dialog?.kind} offer={data} onClose={() => setDialog(null)} />
    </main>
  );
}
