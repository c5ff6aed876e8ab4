import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";

export interface RowMenuItem {
  label: string;
  onSelect(): void;
  danger?: boolean;
  hidden?: boolean;
}

/**
 * A menu button for a row's less frequent actions (WAI-ARIA menu button):
 * arrows move, Escape and Tab close, focus goes back to the button. The list
 * is fixed-positioned (in a portal) so the table's scroller does not clip it.
 */
export function RowMenu({
  label,
  items,
  context,
}: {
  label: string;
  items: RowMenuItem[];
  /** Said after the label for screen readers ("More: user@x"). */
  context?: string;
}) {
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({});
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const visible = items.filter((i) => !i.hidden);

  const place = () => {
    const r = button.current?.getBoundingClientRect();
    if (!r) return;
    const height = visible.length * 40 + 16;
    const below = r.bottom + 4 + height <= window.innerHeight;
    setStyle({
      position: "fixed",
      right: Math.max(8, window.innerWidth - r.right),
      ...(below
        ? { top: r.bottom + 4, bottom: "auto" }
        : { top: "auto", bottom: Math.max(8, window.innerHeight - r.top + 4) }),
    });
  };

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    // The list follows its button when the page or the table scrolls.
    const follow = () => place();
    document.addEventListener("mousedown", onDown);
    window.addEventListener("resize", follow);
    window.addEventListener("scroll", follow, true);
    return () => {
      document.removeEventListener("mousedown", onDown);
      window.removeEventListener("resize", follow);
      window.removeEventListener("scroll", follow, true);
    };
    // `place` reads the button's box at call time; re-subscribing on each render is needless.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const nodes = Array.from(list.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []);
    const at = nodes.indexOf(document.activeElement as HTMLElement);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      nodes[(at + step + nodes.length) % nodes.length]?.focus();
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      nodes[e.key === "Home" ? 0 : nodes.length - 1]?.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === "Tab") {
      // The list lives at the end of <body>: hand focus back to the button.
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary btn-sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          if (!open) place();
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            place();
            setOpen(true);
          }
        }}
      >
        {label}
        {context ? <span className="visually-hidden">: {context}</span> : null}
        <span aria-hidden="true">▾</span>
      </button>
      {/* In a portal: the pinned actions cell is its own stacking context. */}
      {open
        ? createPortal(
            <ul
              ref={list}
              id={id}
              role="menu"
              aria-label={label}
              className="menu admin-row-menu"
              style={style}
              onKeyDown={onKeyDown}
            >
              {visible.map((item) => (
                <li role="none" key={item.label}>
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`menu-item ${item.danger ? "menu-item-danger" : ""}`}
                    onClick={() => {
                      setOpen(false);
                      button.current?.focus();
                      item.onSelect();
                    }}
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>,
            document.body,
          )
        : null}
    </>
  );
}
