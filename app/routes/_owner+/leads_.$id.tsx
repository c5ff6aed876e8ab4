import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CONFIRM_DELETE, LeadActions } from "../../components/leads/lead-actions";
import { LeadDetailView } from "../../components/leads/lead-detail";
import { StatusBadge } from "../../components/leads/lead-list";
import { useDates } from "../../components/use-dates";
import { titleMeta } from "../../i18n";
import { requireUser } from "../../services/accounts/index.server";
import { listLandings } from "../../services/landings/index.server";
import { deleteLead, getLead, patchLead } from "../../services/leads/index.server";
import { getContext, HttpError, redirectWithToast } from "../../services/platform/index.server";
import leadsStyles from "../../styles/leads.css";

export const handle = { i18n: ["leads"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];
export const meta = titleMeta("leads:title");

const notFound = () => new Response("Not found", { status: 404 });

/** One lead of the signed-in owner (issue 24); anyone else's id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  let lead;
  try {
    lead = await getLead(ctx, user, params.id ?? "");
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound();
    throw error;
  }
  const landing = (await listLandings(ctx, user)).find((l) => l.uuid === lead.landing);
  // `?confirm=delete`: the no-script way to ask before deleting.
  const confirmDelete =
    new URL(request.url).searchParams.get(CONFIRM_DELETE.name) === CONFIRM_DELETE.value;
  return { lead, landingName: landing ? landing.projectname : null, confirmDelete };
}

type Intent = { patch?: { status?: string; spam?: boolean }; toast: string };
const INTENTS: Record<string, (form: FormData) => Intent> = {
  status: (form) => ({ patch: { status: String(form.get("status")) }, toast: "statusSaved" }),
  spam: () => ({ patch: { spam: true }, toast: "markedSpam" }),
  notSpam: () => ({ patch: { spam: false }, toast: "markedNotSpam" }),
};

/** Status, spam / not spam, delete: the owner is checked by the leads face on every one. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const id = params.id ?? "";
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "delete") {
      const { spam } = await getLead(ctx, user, id);
      await deleteLead(ctx, user, id);
      return redirectWithToast(spam ? "/leads?spam=true" : "/leads", {
        type: "success",
        key: "leads:toasts.deleted",
      });
    }
    const change = INTENTS[intent]?.(form);
    if (!change) throw new HttpError(400, "invalidBody");
    await patchLead(ctx, user, id, change.patch);
    return redirectWithToast(`/leads/${id}`, {
      type: "success",
      key: `leads:toasts.${change.toast}`,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound();
    if (error instanceof HttpError && error.status === 400) {
      return redirectWithToast(`/leads/${id}`, { type: "error", key: "leads:toasts.failed" });
    }
    throw error;
  }
}

export default function LeadPage() {
  const { lead, landingName, confirmDelete } = useLoaderData<typeof loader>();
  const { t } = useTranslation("leads");
  const dates = useDates();
  const time = dates.dateTime(lead.createdAt, { zone: true });
  const landing = landingName === null ? t("unknownLanding") : landingName || t("untitled");
  return (
    <main className="page container lead-page">
      <p className="lead-back">
        <Link to={lead.spam ? "/leads?spam=true" : "/leads"} className="link">
          ← {t("detail.back")}
        </Link>
      </p>
      <header className="lead-header">
        <h1 className="page-title">{t("detail.heading", { time })}</h1>
        <p className="lead-meta">
          <StatusBadge status={lead.status} />
          {lead.spam ? <span className="lead-spam-badge">{t("detail.spam")}</span> : null}
          <span className="text-muted">
            {t("detail.landing")}: {landing}
          </span>
        </p>
      </header>
      <LeadActions status={lead.status} spam={lead.spam} confirmDelete={confirmDelete} />
      <LeadDetailView lead={lead} />
    </main>
  );
}
