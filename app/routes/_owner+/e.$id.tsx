import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Editor } from "../../components/editor/editor";
import { EditorError } from "../../components/editor/editor-error";
import { fixedT, localeFromMatches } from "../../i18n";
import { editorPageData } from "../../services/landings/index.server";
import { HttpError } from "../../services/platform/index.server";
import { aiEditorInfo } from "../../services/ai/index.server";
import { getContext, serverFeatures } from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";
import aiStyles from "../../styles/ai.css";
import editorStyles from "../../styles/editor.css";
import historyStyles from "../../styles/history.css";
import shareStyles from "../../styles/share.css";
import translateStyles from "../../styles/translate.css";
import domainStyles from "../../styles/domain.css";
import channelsStyles from "../../styles/channels.css";

export const handle = { i18n: ["editor", "history"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: aiStyles },
  { rel: "stylesheet", href: historyStyles },
  { rel: "stylesheet", href: shareStyles },
  { rel: "stylesheet", href: translateStyles },
  { rel: "stylesheet", href: domainStyles },
  { rel: "stylesheet", href: channelsStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(localeFromMatches(matches));
  const name = data?.landing.content.projectName;
  const title = name ? t("editor:titleNamed", { name }) : t("editor:title");
  return [{ title: `${title} — ${t("common:appName")}` }];
};

/** /e/{uuid}: the owner's editor. Anyone else gets 404, as for a missing landing. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const ctx = getContext();
    return {
      ...(await editorPageData(ctx, user, params.id ?? "")),
      ai: aiEditorInfo(ctx.config),
      features: serverFeatures(ctx.config),
    };
  } catch (error) {
    if (error instanceof HttpError) throw new Response(error.code, { status: error.status });
    throw error;
  }
}

export default function EditorRoute() {
  return <Editor data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <EditorError />;
}
