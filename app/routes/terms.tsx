import type { LinksFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { titleMeta } from "../i18n";
import landingsStyles from "../styles/landings.css";

export const meta = titleMeta("landings:terms.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: landingsStyles }];

/** /terms: the terms the activate button links to (TERMS_URL replaces it), in ru, en and id. */
export default function Terms() {
  const { t } = useTranslation("landings");
  const sections = t("terms.sections", { returnObjects: true }) as string[];
  return (
    <main className="page container terms-page">
      <h1>{t("terms.title")}</h1>
      <ol>
        {sections.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </main>
  );
}
