import { useEffect, useRef } from "react";

/** The width of the edge fade (app/styles/admin/table.css .admin-scroll-frame). */
const FADE_PX = 28;

/**
 * A sideways scroller's cue (issue 29): its frame — the scroller's parent,
 * styled `.admin-scroll-frame` — gets `data-more-start` / `data-more-end`
 * while content lies beyond that edge, and the CSS fades that edge. Written
 * to the DOM directly: scrolling must not re-render the table.
 */
export function useScrollCue<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const scroller = ref.current;
    const frame = scroller?.parentElement;
    if (!scroller || !frame) return;
    const update = () => {
      const rest = scroller.scrollWidth - scroller.clientWidth;
      const done = scroller.scrollLeft;
      frame.toggleAttribute("data-more-start", done > 1);
      frame.toggleAttribute("data-more-end", done < rest - 1);
    };
    // The browser scrolls a control focused from the keyboard only until part of it shows;
    // all of it is shown. Not on a click: the control would slide away from under the pointer.
    const reveal = (e: FocusEvent) => {
      const item = e.target;
      if (item instanceof Element && item !== scroller && item.matches(":focus-visible"))
        revealIn(scroller, item);
    };
    update();
    scroller.addEventListener("scroll", update, { passive: true });
    scroller.addEventListener("focusin", reveal);
    const resized = new ResizeObserver(update);
    resized.observe(scroller);
    for (const child of scroller.children) resized.observe(child);
    return () => {
      scroller.removeEventListener("scroll", update);
      scroller.removeEventListener("focusin", reveal);
      resized.disconnect();
    };
  }, []);
  return ref;
}

/**
 * Scrolls `scroller` sideways just enough that all of `item` shows, clear of
 * the edge fade beside it (a focused control, the current tab).
 */
export function revealIn(scroller: HTMLElement, item: Element): void {
  const r = item.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  if (r.left < box.left + FADE_PX) scroller.scrollLeft -= box.left + FADE_PX - r.left;
  else if (r.right > box.right - FADE_PX) scroller.scrollLeft += r.right - (box.right - FADE_PX);
}
