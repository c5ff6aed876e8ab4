import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isActivePro } from "../../../core/plans";
import { NICHES } from "../../../core/templates/niches";
import { TemplateGallery } from "../../components/templates/gallery";
import { titleMeta } from "../../i18n";
import { listTemplates } from "../../services/templates/index.server";
import { aiEditorInfo } from "../../services/ai/index.server";
import galleryStyles from "../../styles/gallery.css";
import { languageOf } from "../../i18n.server";
import { createLandingFor } from "../../services/landings/index.server";
import {
  createFromTemplate,
  isKnownTemplate,
  requestedTemplateId,
} from "../../services/templates/index.server";
import { readPayload } from "../../services/platform/index.server";
import { getContext, HttpError } from "../../services/platform/index.server";
import { getSessionUser, requireUser } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";

export const handle = { i18n: ["landings", "templates"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: galleryStyles }];
export const meta = titleMeta("templates:title");

/**
 * The template gallery (issue 26), in the owner's UI language. Creating is a
 * state change, so the GET only shows the gallery; each card posts (ADR 025).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const lang = languageOf(request);
  const ctx = getContext();
  const { config } = ctx;
  return {
    // Fill with AI greets the editor (?fill=1) only where the owner can use it.
    fillWithAi: isActivePro(user, ctx.now()) && aiEditorInfo(config).configured,
    // Through the face (a .server module): the catalogue's schemas stay out of the page's script.
    templates: listTemplates(config, lang),
    niches: NICHES,
  };
}

/** The filter's address changes (?niche=&q=) need nothing new from the server. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * SPEC §4 "Creating a landing": create and open the editor, or the plan's limit
 * flow (My landings explains it in a dialog), or 'please login'.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) {
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent("/landings")}`, {
      type: "error",
      key: "landings:pleaseLogin",
    });
  }
  const lang = languageOf(request);
  // Issue 26: a gallery card posts its `templateId`; "Blank" posts none.
  const templateId = requestedTemplateId(await readPayload(request));
  if (templateId !== null && !isKnownTemplate(templateId)) {
    return redirectWithToast("/createLanding", { type: "error", key: "templates:unknownTemplate" });
  }
  try {
    const { uuid } =
      templateId === null
        ? await createLandingFor(getContext(), user, { lang })
        : await createFromTemplate(getContext(), user, { templateId, lang });
    return redirect(`/e/${uuid}`);
  } catch (error) {
    if (error instanceof HttpError && error.code === "limitReached") {
      if (error.values.reason === "buyExtra") return redirect("/landings?buyExtra=1");
      return redirect("/landings?upgrade=1");
    }
    return redirectWithToast("/landings", { type: "error", key: "landings:createFailed" });
  }
}

export default function CreateLanding() {
  const { templates, niches, fillWithAi } = useLoaderData<typeof loader>();
  const { t } = useTranslation("templates");
  return (
    <main className="page gallery-page">
      <div className="container">
        <header className="page-header">
          <div>
            <h1 className="page-title">{t("title")}</h1>
            <p className="text-muted gallery-subtitle">{t("subtitle")}</p>
          </div>
          <Link to="/landings" className="btn btn-secondary btn-sm">
            {t("back")}
          </Link>
        </header>
        <TemplateGallery items={templates} niches={niches} fillWithAi={fillWithAi} />
      </div>
    </main>
  );
}
