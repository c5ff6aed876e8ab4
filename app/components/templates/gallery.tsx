import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  filterGallery,
  galleryHref,
  presentNiches,
  readGalleryQuery,
  type GalleryItem,
} from "./gallery-filter";
import { TemplateCard } from "./template-card";
import { useCreateLanding } from "./use-create-landing";

interface Props {
  items: GalleryItem[];
  /** Every trade key, in the order the chips show them. */
  niches: readonly string[];
  /** Open a template's editor with the Fill with AI dialog (PRO, AI on). */
  fillWithAi?: boolean;
}

/**
 * "New showroom" (issue 26): Blank first, then the templates, filtered by
 * trade and searched by title and description. The filter lives in the
 * address (?niche=&q=): without script the chips are links and the search a
 * GET form; with script both apply as you click or type, and the address
 * follows without asking the server again (the route's shouldRevalidate).
 */
export function TemplateGallery({ items, niches, fillWithAi = false }: Props) {
  const { t } = useTranslation("templates");
  const [params, setParams] = useSearchParams();
  const query = readGalleryQuery(params);
  const [q, setQ] = useState(query.q);
  // The chosen trade is held here too: a search typed while a chip's navigation is
  // still pending must not put the previous trade back into the address.
  const [niche, setNiche] = useState(query.niche);
  const { create, creating } = useCreateLanding({ fillWithAi });
  // Back and forward change the address under the box.
  useEffect(() => setQ(query.q), [query.q]);
  useEffect(() => setNiche(query.niche), [query.niche]);

  const shown = useMemo(() => filterGallery(items, { niche, q }), [items, niche, q]);
  const chips = presentNiches(items, niches);
  const label = (niche: string) => t(`niches.${niche}`, { defaultValue: niche });

  const onSearch = (value: string) => {
    setQ(value);
    setParams(galleryHref({ niche, q: value.trim() }), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <div className="template-gallery">
      <form
        method="get"
        role="search"
        className="gallery-search"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="gallery-q" className="visually-hidden">
          {t("search")}
        </label>
        <input
          id="gallery-q"
          type="search"
          name="q"
          className="input"
          placeholder={t("searchPlaceholder")}
          value={q}
          onChange={(e) => onSearch(e.target.value)}
          autoComplete="off"
        />
        {niche ? <input type="hidden" name="niche" value={niche} /> : null}
        <button type="submit" className="btn btn-secondary">
          {t("searchSubmit")}
        </button>
      </form>
      <nav className="gallery-niches" aria-label={t("filterLabel")}>
        <ul>
          {["", ...chips].map((chip) => (
            <li key={chip || "all"}>
              <Link
                to={galleryHref({ niche: chip, q })}
                className="gallery-chip"
                aria-current={niche === chip ? "true" : undefined}
                onClick={() => setNiche(chip)}
                replace
                preventScrollReset
              >
                {chip ? label(chip) : t("all")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-muted gallery-count" role="status">
        {t("found", { count: shown.length })}
      </p>
      <ul className="gallery-grid" aria-label={t("listLabel")}>
        <TemplateCard
          item={null}
          creating={creating === ""}
          busy={creating !== null}
          onChoose={create}
        />
        {shown.map((item) => (
          <TemplateCard
            key={item.id}
            item={item}
            nicheLabel={label(item.niche)}
            creating={creating === item.id}
            busy={creating !== null}
            onChoose={create}
          />
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="gallery-empty text-muted">
          {t("nothingFound")}{" "}
          <Link to="?" className="link" replace preventScrollReset>
            {t("clear")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
