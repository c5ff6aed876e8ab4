/** Objects for weddings and events: same −100…100 box. */
import {
  blossom,
  circle,
  ellipse,
  g,
  leaf,
  line,
  op,
  type Pal,
  path,
  rect,
  shade,
  sparkle,
} from "./draw";

export const arch = (p: Pal) => {
  let fl = "";
  for (let k = 0; k <= 10; k++) {
    const a = Math.PI - (k * Math.PI) / 10;
    fl +=
      blossom(Math.cos(a) * 80, -20 - Math.sin(a) * 80, 26, k % 2 ? p.white : p.l, p.gold) +
      leaf(Math.cos(a) * 80, -20 - Math.sin(a) * 80, 22, k * 30, p.leaf);
  }
  return (
    line("M-80 -20 L-80 100 M80 -20 L80 100", p.wood, 8) +
    path("M-80 -10 Q-70 60 -50 100 L-70 100 Q-84 60 -80 -10Z", p.white, op(0.85)) +
    path("M80 -10 Q70 60 50 100 L70 100 Q84 60 80 -10Z", p.white, op(0.85)) +
    fl
  );
};

export const chair = (p: Pal, color?: string) => {
  const c = color ?? p.white;
  return (
    shade(p, 50) +
    rect(-36, -90, 72, 14, c, 4) +
    line("M-30 -80 L-30 10 M30 -80 L30 10 M-10 -76 L-10 10 M10 -76 L10 10", c, 6) +
    rect(-40, 8, 80, 14, c, 4) +
    line("M-34 20 L-38 90 M34 20 L38 90", c, 7)
  );
};

export const clipboard = (p: Pal) => {
  let rows = "";
  for (let k = 0; k < 4; k++)
    rows +=
      rect(-50, -36 + k * 30, 18, 18, p.s, 3) +
      line(`M-46 ${-28 + k * 30} L-40 ${-22 + k * 30} L-30 ${-36 + k * 30}`, p.leafD, 4) +
      rect(-22, -32 + k * 30, 70, 8, p.metal, 4);
  return (
    shade(p, 70) +
    rect(-70, -80, 140, 176, p.wood, 8) +
    rect(-60, -64, 120, 150, p.white, 4) +
    rect(-26, -92, 52, 24, p.steel, 6) +
    rows
  );
};

export const watch = (p: Pal) =>
  rect(-22, -96, 44, 192, p.brown, 10) +
  circle(0, 0, 44, p.gold) +
  circle(0, 0, 36, p.white) +
  line("M0 0 L0 -24 M0 0 L16 8", p.ink, 4);

export const walkie = (p: Pal) =>
  rect(20, -100, 10, 50, p.ink, 4) +
  rect(-36, -56, 72, 150, p.ink, 12) +
  rect(-24, -40, 48, 40, p.glass, 4) +
  line("M-20 20 L20 20 M-20 34 L20 34 M-20 48 L20 48", p.steel, 4) +
  circle(24, -62, 6, p.a);

export const planner = (p: Pal) => {
  let cal = "";
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++)
      cal += rect(12 + c * 20, -50 + r * 24, 14, 16, (r + c) % 5 ? p.s : p.a, 2);
  return (
    shade(p, 100) +
    rect(-100, -76, 200, 150, p.a, 8) +
    rect(-94, -70, 94, 138, p.white, 4) +
    rect(0, -70, 94, 138, p.cream, 4) +
    line("M-80 -40 L-20 -40 M-80 -20 L-30 -20 M-80 0 L-24 0 M-80 20 L-40 20", p.metal, 5) +
    cal
  );
};

export const swatches = (p: Pal) =>
  g(
    "rotate(-10)",
    rect(-60, -40, 50, 80, p.l, 4) +
      rect(-30, -30, 50, 80, p.a, 4) +
      rect(0, -20, 50, 80, p.cream, 4) +
      rect(30, -10, 50, 80, "#b7c9a8", 4),
  );

export const envelope = (p: Pal) =>
  shade(p, 80) +
  rect(-80, -50, 160, 110, p.cream, 6) +
  line("M-80 -50 L0 16 L80 -50", p.l, 4) +
  circle(0, 16, 20, p.a) +
  circle(0, 16, 12, p.d, op(0.5));

export const ringBox = (p: Pal) =>
  shade(p, 60) +
  rect(-50, 0, 100, 60, p.a, 8) +
  path("M-50 0 L-40 -60 L40 -60 L50 0Z", p.d) +
  ellipse(0, 6, 30, 10, p.d) +
  circle(0, -8, 16, "none", ` stroke="${p.gold}" stroke-width="6"`) +
  sparkle(0, -30, 8, p.white);

export const candleGlass = (p: Pal) =>
  rect(-24, -40, 48, 120, p.glass, 8, op(0.6)) +
  rect(-14, -10, 28, 80, p.cream, 4) +
  path("M0 -42 Q10 -26 0 -16 Q-10 -26 0 -42Z", p.gold);

export const wineGlass = (p: Pal) =>
  path("M-26 -90 L26 -90 Q30 -30 0 -20 Q-30 -30 -26 -90Z", p.glass, op(0.75)) +
  path("M-28 -56 L28 -56 Q26 -24 0 -20 Q-26 -24 -28 -56Z", "#b6344f", op(0.8)) +
  line("M0 -20 L0 70 M-24 74 L24 74", p.metal, 5);

export const balloons = (p: Pal) =>
  line("M-40 -10 Q-20 60 0 100 M10 -30 Q10 40 0 100 M50 -6 Q30 60 0 100", p.steel, 2) +
  ellipse(-40, -50, 32, 40, p.a) +
  ellipse(10, -70, 32, 40, p.gold) +
  ellipse(50, -46, 30, 38, p.t) +
  ellipse(-50, -62, 8, 12, p.white, op(0.4));

export const cakeStand = (p: Pal) =>
  line("M0 60 L0 90 M-30 92 L30 92", p.metal, 6) +
  ellipse(0, 60, 80, 10, p.metal) +
  rect(-60, 10, 120, 50, p.white, 6) +
  rect(-40, -30, 80, 40, p.cream, 6) +
  rect(-22, -60, 44, 30, p.white, 6) +
  line("M-60 30 L60 30 M-40 -10 L40 -10", p.l, 5) +
  [-44, -20, 4, 28, 52].map((x) => circle(x, 8, 7, "#c81e4a")).join("") +
  [-26, 0, 24].map((x) => circle(x, -32, 6, "#4b3f9e")).join("") +
  blossom(0, -66, 22, p.a, p.gold);

export const microphone = (p: Pal) =>
  line("M0 -30 L0 90 M-40 94 L40 94", p.ink, 6) +
  rect(-12, -40, 24, 40, p.ink, 6) +
  ellipse(0, -62, 22, 28, p.steel) +
  line("M-18 -70 L18 -70 M-20 -58 L20 -58", p.metal, 3);

export const roundTable = (p: Pal) =>
  shade(p, 100, 90) +
  ellipse(0, 0, 100, 26, p.white) +
  path("M-100 0 L-90 90 L90 90 L100 0Z", p.white) +
  path("M-100 0 Q0 40 100 0 L100 6 Q0 46 -100 6Z", p.l, op(0.6));

/** A long floral table runner seen from the front: greenery with blossoms along it. */
export const runner = (p: Pal) => {
  let top = "";
  for (let k = -4; k <= 4; k++)
    top +=
      leaf(k * 22, 80, 22, k * 50 + 180, p.leaf) +
      blossom(k * 22, 76 - (k % 2) * 6, 14, k % 2 ? p.white : p.l, p.gold);
  return rect(-100, 82, 200, 10, p.leafD, 5, op(0.5)) + top;
};
