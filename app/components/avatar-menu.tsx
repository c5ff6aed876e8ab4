import { Form, Link, useLocation } from "@remix-run/react";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useTranslation } from "react-i18next";
import type { RootData } from "./root-data";
import { LanguageSwitcher } from "./language-switcher";
import { XsrfField } from "./xsrf-field";

/** SPEC §9: the menu closes 100 ms after the pointer leaves; hover behaviour from 1200 px up. */
export const MENU_CLOSE_DELAY_MS = 100;
export const MENU_BREAKPOINT_PX = 1200;

type User = NonNullable<RootData["user"]>;

/** "Anna Maria Petrova" → "AM"; an empty name falls back to the e-mail's first letter. */
export function initials(name: string, email = ""): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? "");
  const out = letters.join("") || Array.from(email.trim())[0] || "?";
  return out.toLocaleUpperCase();
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const mql = window.matchMedia(query);
    setMatches(mql.matches);
    const onChange = (e: MediaQueryListEvent) => setMatches(e.matches);
    mql.addEventListener("change", onChange);
    return () => mql.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

/**
 * The avatar button and its floating menu. On wide pointer screens hovering
 * opens it; everywhere a click, Enter or Space toggles it (a panel under the
 * bar below 1200 px). Escape, Tab away, an outside click, a route change and
 * signing out close it. Follows the WAI-ARIA menu-button pattern.
 */
export function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation(["common", "auth"]);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFirstOnOpen = useRef(false);
  const menuId = useId();
  const hoverMode = useMediaQuery(`(min-width: ${MENU_BREAKPOINT_PX}px) and (hover: hover)`);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback((returnFocus = false) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => close(), [location.key, close]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      items()[0]?.focus();
    }
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  function items(): HTMLElement[] {
    return Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function onButtonClick(e: MouseEvent) {
    // A mouse click on a menu that hover already opened keeps it open.
    if (open && hoverMode && e.detail > 0) return;
    if (open) return close();
    // Keyboard activation (detail 0) moves focus into the menu.
    focusFirstOnOpen.current = e.detail === 0;
    setOpen(true);
  }

  function onButtonKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      focusFirstOnOpen.current = true;
      setOpen(true);
      if (open) items()[0]?.focus();
    } else if (e.key === "Escape" && open) {
      close(true);
    }
  }

  function onMenuKeyDown(e: KeyboardEvent) {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === "ArrowDown") move(i + 1);
    else if (e.key === "ArrowUp") move(i - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") close();
  }

  const position = user.position
    ? t(`auth:positions.${user.position}`, { defaultValue: user.position })
    : "";

  return (
    <div
      className="nav-user"
      ref={wrapper}
      onMouseEnter={() => {
        if (!hoverMode) return;
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (!hoverMode) return;
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("common:nav.userMenu")}
        data-testid="avatar-button"
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={40} height={40} data-testid="avatar-photo" />
        ) : (
          // Drawn by CSS from the attribute: the button's visible text stays empty, so its
          // name "User menu" does not contradict it (WCAG 2.5.3, label-content-name-mismatch).
          <span
            className="avatar-initials"
            aria-hidden="true"
            data-initials={initials(user.name, user.email)}
          />
        )}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          className="menu"
          role="menu"
          aria-label={t("common:nav.userMenu")}
          onKeyDown={onMenuKeyDown}
        >
          <div className="menu-header" role="none">
            <div className="menu-header-name">{user.name || user.email}</div>
            {position ? <div className="menu-header-position">{position}</div> : null}
            {/* On narrow screens the bar has no room for the switcher: it lives here. */}
            <LanguageSwitcher className="menu-language" />
          </div>
          <Link role="menuitem" className="menu-item" to="/landings" tabIndex={-1}>
            {t("common:nav.showrooms")}
          </Link>
          <Link role="menuitem" className="menu-item" to="/s/" tabIndex={-1}>
            {t("common:nav.plans")}
          </Link>
          <Link role="menuitem" className="menu-item" to="/settings" tabIndex={-1}>
            {t("common:nav.settings")}
          </Link>
          {user.isAdmin ? (
            <Link role="menuitem" className="menu-item" to="/admin" tabIndex={-1}>
              {t("common:nav.admin")}
            </Link>
          ) : null}
          <div className="menu-separator" role="separator" />
          <Form method="post" action="/logout" role="none" onSubmit={() => close()}>
            <XsrfField />
            <button
              type="submit"
              role="menuitem"
              className="menu-item menu-item-danger"
              tabIndex={-1}
            >
              {t("common:nav.logout")}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
