import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AvatarMenu } from "./avatar-menu";
import { LanguageSwitcher } from "./language-switcher";
import { ProBadge } from "./pro-badge";
import type { RootData } from "./root-data";

/** SPEC §2: no bar on login, register, forgot/reset password, confirm, public landing and admin pages. */
const HIDDEN = [
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/forgot-password\/?$/,
  /^\/reset-password(\/|$)/,
  /^\/a\/confirm\/?$/,
  /^\/l\//,
  /^\/admin(\/|$)/,
  /^\/logout\/?$/,
];

export function isNavBarHidden(pathname: string): boolean {
  return HIDDEN.some((re) => re.test(pathname));
}

export function NavBar({
  user,
  newLeads = 0,
}: {
  user: NonNullable<RootData["user"]>;
  /** New leads (issue 24): shown beside "Leads" when there are any. */
  newLeads?: number;
}) {
  const { t } = useTranslation("common");
  return (
    <header className="nav-bar" data-testid="nav-bar">
      <div className="container nav-inner">
        <Link to="/landings" className="nav-brand" aria-label={t("nav.home")}>
          {/* Its letter is drawn by CSS: the link's visible text stays "Vitrina", the start
              of its name (WCAG 2.5.3, axe label-content-name-mismatch). */}
          <span className="brand-mark" aria-hidden="true" />
          <span className="nav-brand-text">{t("appName")}</span>
        </Link>
        <nav aria-label={t("nav.label")}>
          <ul className="nav-links">
            <li>
              <NavLink to="/landings" className="nav-link">
                {t("nav.showrooms")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/leads" className="nav-link" data-testid="nav-leads">
                {t("nav.leads")}
                {newLeads > 0 ? (
                  <>
                    {/* The number is seen; the hidden words make it "Leads, 3 new" when heard. */}
                    <span className="nav-count" aria-hidden="true">
                      {newLeads > 99 ? "99+" : newLeads}
                    </span>
                    <span className="visually-hidden">
                      {", "}
                      {t("nav.newLeads", { count: newLeads })}
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
            <li>
              {/* "/s" matches both /s and /s/ (SPEC §2 gives both); "/s/" matched only itself. */}
              <NavLink to="/s" className="nav-link">
                {t("nav.plans")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="nav-spacer" />
        <LanguageSwitcher className="nav-language" />
        <ProBadge tariff={user.tariff} expired={user.expired} />
        <AvatarMenu user={user} />
      </div>
    </header>
  );
}
