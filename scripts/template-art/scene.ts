/**
 * A scene is a backdrop (table, room, beach …), a few placed objects and an
 * optional decoration layer. Scenes are data, written per template in
 * scenes/*.ts; this module turns one into an SVG document.
 */
import { circle, ellipse, line, mix, op, type Pal, path, poly, rect, sparkle } from "./draw";
import { OBJECTS, type ObjectName } from "./objects";

export type Backdrop =
  | "plain"
  | "table"
  | "room"
  | "studio"
  | "beach"
  | "hills"
  | "sunset"
  | "garden"
  | "street"
  | "floor"
  | "badge";
export type Deco = "lights" | "confetti" | "sparkles" | "petals" | "bubbles" | "clouds";

/** [object, centre x, centre y, width of its 200-unit box in px, rotation°, mirrored] */
export type Item = [ObjectName, number, number, number, number?, boolean?];

export interface Scene {
  bg: Backdrop;
  items: Item[];
  deco?: Deco[];
  /** Where the table edge / horizon sits, as a share of the height (default per backdrop). */
  horizon?: number;
}

/** Deterministic numbers from a string, so the same scene always draws the same decoration. */
function rng(seed: string) {
  let s = 2166136261;
  for (const ch of seed) s = Math.imul(s ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function backdrop(p: Pal, sc: Scene, w: number, h: number): string {
  const y = Math.round(
    h * (sc.horizon ?? (sc.bg === "table" ? 0.62 : sc.bg === "room" ? 0.74 : 0.66)),
  );
  const wall = rect(0, 0, w, h, "url(#sky)");
  switch (sc.bg) {
    // The logo: the accent edge to edge, a pale disc (in dark mode too) for the object to stand out on.
    case "badge":
      return (
        rect(0, 0, w, h, p.a) +
        circle(w / 2, h / 2, w * 0.47, p.l, op(0.35)) +
        circle(w / 2, h / 2, w * 0.4, mix(p.a, "#ffffff", 0.88))
      );
    case "plain":
      return (
        wall +
        circle(w * 0.18, h * 0.2, h * 0.38, p.l, op(0.25)) +
        circle(w * 0.86, h * 0.86, h * 0.45, p.l, op(0.25))
      );
    case "table":
      return (
        wall +
        circle(w * 0.82, h * 0.18, h * 0.3, p.l, op(0.25)) +
        rect(0, y, w, h - y, p.table) +
        rect(0, y, w, 14, p.tableEdge)
      );
    case "floor":
      return wall + rect(0, y, w, h - y, p.floor) + rect(0, y, w, 8, p.tableEdge, 0, op(0.5));
    case "room": {
      const wx = w * 0.08;
      const ww = w * 0.3;
      return (
        wall +
        rect(wx - 14, h * 0.1 - 14, ww + 28, h * 0.52 + 28, p.white) +
        rect(wx, h * 0.1, ww, h * 0.52, "url(#window)") +
        line(
          `M${wx + ww / 2} ${h * 0.1} V${h * 0.62} M${wx} ${h * 0.36} H${wx + ww}`,
          p.white,
          12,
        ) +
        rect(0, y, w, h - y, p.floor) +
        rect(0, y, w, 8, p.tableEdge, 0, op(0.5))
      );
    }
    case "studio":
      return (
        wall +
        path(
          `M${w * 0.18} 0 H${w * 0.82} V${y} Q${w * 0.82} ${h * 0.9} ${w * 0.95} ${h} H${w * 0.05} Q${w * 0.18} ${h * 0.9} ${w * 0.18} ${y}Z`,
          p.backdrop,
        ) +
        rect(0, h * 0.93, w, h * 0.07, p.floor)
      );
    case "beach":
    case "sunset":
      return (
        wall +
        circle(w * 0.72, y - 20, h * 0.12, sc.bg === "sunset" ? "#ffb25b" : "#ffe9a8") +
        rect(0, y, w, h - y, sc.bg === "sunset" ? "#3f6f9e" : "#2fb8c6") +
        rect(0, y, w, 10, p.white, 0, op(0.4)) +
        (sc.bg === "beach"
          ? path(`M0 ${h * 0.8} Q${w * 0.5} ${h * 0.74} ${w} ${h * 0.82} V${h} H0Z`, "#f3dcae")
          : rect(w * 0.6, y + 20, w * 0.25, 8, "#ffb25b", 4, op(0.6)))
      );
    case "hills":
      return (
        wall +
        circle(w * 0.7, y - h * 0.12, h * 0.1, "#ffd58a") +
        path(
          `M0 ${y} Q${w * 0.25} ${y - h * 0.28} ${w * 0.5} ${y - h * 0.08} T${w} ${y - h * 0.2} V${h} H0Z`,
          p.l,
        ) +
        path(
          `M0 ${y + h * 0.1} Q${w * 0.3} ${y - h * 0.1} ${w * 0.62} ${y + h * 0.06} T${w} ${y} V${h} H0Z`,
          p.a,
          op(0.8),
        ) +
        path(`M0 ${y + h * 0.22} Q${w * 0.4} ${y + h * 0.08} ${w} ${y + h * 0.2} V${h} H0Z`, p.d)
      );
    case "garden":
      return (
        wall +
        ellipse(w * 0.1, y, w * 0.16, h * 0.12, p.leaf, op(0.7)) +
        ellipse(w * 0.9, y, w * 0.18, h * 0.14, p.leafD, op(0.7)) +
        rect(0, y, w, h - y, "#b9dba4") +
        poly([w * 0.42, h, w * 0.47, y, w * 0.53, y, w * 0.58, h], "#efe3cf")
      );
    case "street": {
      let s = wall;
      const cols = [p.l, "#f6d6a8", p.tl, "#f4c3c3", "#cfe3c4"];
      for (let k = 0; k < 5; k++) {
        const x = (w / 5) * k;
        const top = h * (0.22 + ((k * 37) % 20) / 100);
        s += rect(x, top, w / 5 + 1, y - top, cols[k]);
        s += poly([x - 4, top, x + w / 10, top - h * 0.08, x + w / 5 + 4, top], p.d, op(0.8));
        for (let r = 0; r < 2; r++)
          s +=
            rect(x + w / 20, top + h * 0.08 + r * h * 0.16, w / 10, h * 0.1, p.white, 4) +
            rect(x + w / 20 - 10, top + h * 0.08 + r * h * 0.16, 8, h * 0.1, p.d, 2, op(0.6));
      }
      return s + rect(0, y, w, h - y, "#d9cbb8") + rect(0, y, w, 10, p.tableEdge, 0, op(0.4));
    }
  }
}

function decoration(p: Pal, kinds: Deco[], w: number, h: number, seed: string): string {
  const r = rng(seed);
  let s = "";
  for (const kind of kinds) {
    if (kind === "lights") {
      s += line(
        `M0 ${h * 0.08} Q${w / 4} ${h * 0.2} ${w / 2} ${h * 0.08} T${w} ${h * 0.08}`,
        p.steel,
        3,
      );
      for (let k = 1; k < 16; k++) {
        const x = (w / 16) * k;
        const t = (x % (w / 2)) / (w / 2);
        s +=
          circle(x, h * 0.08 + 4 * t * (1 - t) * h * 0.12 * 0.98 + 10, 9, p.gold) +
          circle(x, h * 0.08 + 4 * t * (1 - t) * h * 0.12 + 10, 20, p.gold, op(0.18));
      }
    } else if (kind === "confetti") {
      const cols = [p.a, p.t, p.gold, p.l];
      for (let k = 0; k < 26; k++)
        s += rect(
          r() * w,
          r() * h * 0.6,
          16,
          8,
          cols[k % 4],
          2,
          ` transform="rotate(${Math.round(r() * 180)} ${Math.round(r() * w)} ${Math.round(r() * h)})"`,
        );
    } else if (kind === "sparkles") {
      for (let k = 0; k < 6; k++)
        s += sparkle(r() * w, r() * h * 0.5 + 20, 10 + r() * 14, k % 2 ? p.white : p.gold);
    } else if (kind === "petals") {
      for (let k = 0; k < 18; k++) {
        const [x, y, a] = [
          Math.round(r() * w),
          Math.round(h * 0.55 + r() * h * 0.45),
          Math.round(r() * 180),
        ];
        s += ellipse(x, y, 10, 5, k % 2 ? p.l : p.white, ` transform="rotate(${a} ${x} ${y})"`);
      }
    } else if (kind === "bubbles") {
      for (let k = 0; k < 14; k++)
        s += circle(
          r() * w,
          r() * h * 0.7,
          8 + r() * 26,
          p.white,
          ` opacity="0.55" stroke="${p.l}" stroke-width="3"`,
        );
    } else if (kind === "clouds") {
      for (let k = 0; k < 3; k++) {
        const x = w * (0.1 + k * 0.32 + r() * 0.1);
        const y = h * (0.1 + r() * 0.12);
        s +=
          ellipse(x, y, 70, 22, p.white, op(0.85)) +
          ellipse(x + 30, y - 16, 40, 24, p.white, op(0.85));
      }
    }
  }
  return s;
}

export function renderScene(p: Pal, sc: Scene, w: number, h: number, seed: string): string {
  const defs =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
    `<linearGradient id="window" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f5"/><stop offset="1" stop-color="#eef8fc"/></linearGradient></defs>`;
  const items = sc.items
    .map(([name, x, y, size, rot = 0, flip = false]) => {
      const s = Math.round((size / 200) * 1000) / 1000;
      return `<g transform="translate(${x} ${y})${rot ? ` rotate(${rot})` : ""} scale(${flip ? -s : s} ${s})">${OBJECTS[name](p)}</g>`;
    })
    .join("");
  const deco = sc.deco ? decoration(p, sc.deco, w, h, seed) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${backdrop(p, sc, w, h)}${items}${deco}</svg>\n`;
}

export { mix };
