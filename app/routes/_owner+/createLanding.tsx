import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
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

export const handle = { i18n: ["landings"] };
export const meta = titleMeta("landings:newShowroom");

/** Creating is a state change, so the GET only shows the page that posts (no cross-site creation by link). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

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
  const { t } = useTranslation("landings");
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    submit(form.current, { replace: true });
  }, [submit]);
  return (
    <main className="page">
      <div className="container create-landing">
        <Form method="post" ref={form}>
          <XsrfField />
          <p className="text-muted" role="status">
            <span className="spinner" aria-hidden="true" /> {t("creating")}
          </p>
          <noscript>
            <button type="submit" className="btn btn-primary">
              {t("newShowroom")}
            </button>
          </noscript>
        </Form>
      </div>
    </main>
  );
}
