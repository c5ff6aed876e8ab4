/** Objects for the B2B supplier showroom (warehouse, cleaning products): same −100…100 box. */
import { circle, ellipse, g, leaf, line, op, type Pal, path, poly, rect, shade } from "./draw";

export const rack = (p: Pal) => {
  let s = rect(-100, -100, 10, 200, p.a) + rect(90, -100, 10, 200, p.a);
  for (let y = -40; y <= 80; y += 60) s += rect(-100, y, 200, 8, p.d);
  for (let k = 0; k < 4; k++)
    s += rect(-86 + k * 44, -84, 38, 44, "#c49a6c", 3) + rect(-80 + k * 44, -64, 26, 4, "#a97f52");
  for (let k = 0; k < 7; k++)
    s +=
      rect(-84 + k * 25, -16, 18, 36, k % 2 ? p.leaf : p.l, 5) +
      rect(-80 + k * 25, -24, 10, 8, p.white, 2);
  for (let k = 0; k < 4; k++) s += rect(-86 + k * 44, 36, 38, 44, "#c49a6c", 3);
  return s;
};

export const pallet = (p: Pal) =>
  shade(p, 90) +
  rect(-80, -60, 160, 120, "#c49a6c", 4) +
  line("M-80 -20 L80 -20 M-80 20 L80 20 M0 -60 L0 60", "#a97f52", 4) +
  rect(-82, -62, 164, 124, p.tl, 4, op(0.35)) +
  rect(-90, 60, 180, 12, p.wood) +
  rect(-90, 78, 180, 12, p.wood) +
  rect(-84, 70, 20, 10, p.brown) +
  rect(-10, 70, 20, 10, p.brown) +
  rect(64, 70, 20, 10, p.brown);

export const truck = (p: Pal) =>
  shade(p, 100, 66) +
  rect(-100, -70, 130, 110, p.white, 6) +
  rect(-100, -10, 130, 14, p.a) +
  path("M34 -40 L74 -40 L100 -4 L100 40 L34 40Z", p.a) +
  path("M44 -30 L70 -30 L88 -6 L44 -6Z", p.glass) +
  circle(-60, 44, 18, p.ink) +
  circle(-60, 44, 7, p.metal) +
  circle(66, 44, 18, p.ink) +
  circle(66, 44, 7, p.metal);

export const crate = (p: Pal) =>
  shade(p, 70) +
  rect(-60, -40, 120, 120, p.wood, 4) +
  line("M-60 0 L60 0 M-60 40 L60 40 M-60 -40 L60 80", "#a56d40", 6);

export const carton = (p: Pal) =>
  shade(p, 80) +
  rect(-70, -50, 140, 120, "#c49a6c", 4) +
  poly([-70, -50, -50, -76, 90, -76, 70, -50], "#d6ad7d") +
  poly([70, -50, 90, -76, 90, 44, 70, 70], "#a97f52") +
  rect(-10, -50, 20, 40, "#e8d3b3");

export const lemon = (_p: Pal) =>
  circle(0, 0, 44, "#f7d23f") +
  circle(0, 0, 36, "#fff0a0") +
  line("M0 -30 L0 30 M-26 -15 L26 15 M-26 15 L26 -15", "#f7d23f", 4);

export const dishSoap = (p: Pal) =>
  shade(p, 40) +
  rect(-10, -96, 20, 24, p.d, 4) +
  path("M-30 -74 L30 -74 L40 -50 L40 90 L-40 90 L-40 -50Z", p.leaf) +
  rect(-28, -10, 56, 50, p.white, 6, op(0.85));

export const bigJug = (p: Pal) =>
  shade(p, 80) +
  rect(-24, -96, 48, 22, p.d, 6) +
  path(
    "M-70 -74 L50 -74 Q80 -74 80 -40 L80 80 Q80 90 70 90 L-70 90 Q-80 90 -80 80 L-80 -64 Q-80 -74 -70 -74Z",
    p.a,
  ) +
  path("M40 -60 L66 -60 L66 0 L40 0Z", p.s) +
  rect(-60, 0, 90, 60, p.white, 6, op(0.85));

export const podsJar = (p: Pal) => {
  let pods = "";
  for (let k = 0; k < 6; k++)
    pods +=
      circle(-30 + (k % 3) * 30, 10 + Math.floor(k / 3) * 34, 14, k % 2 ? p.l : p.leaf) +
      circle(-26 + (k % 3) * 30, 6 + Math.floor(k / 3) * 34, 5, p.white, op(0.7));
  return (
    shade(p, 60) +
    rect(-56, -40, 112, 22, p.d, 8) +
    rect(-60, -20, 120, 110, p.tl, 18, op(0.7)) +
    pods
  );
};

export const foldedTowels = (p: Pal) =>
  shade(p, 90) +
  rect(-80, 40, 160, 40, p.white, 10) +
  rect(-76, 0, 152, 40, p.tl, 10) +
  rect(-72, -40, 144, 40, p.l, 10);

export const toiletGel = (p: Pal) =>
  shade(p, 40) +
  path("M-8 -96 L24 -76 L20 -66 L-4 -80 Z", p.d) +
  rect(-12, -80, 24, 30, p.d, 4) +
  path("M-40 -50 L40 -50 L44 90 L-44 90Z", p.t) +
  rect(-30, 0, 60, 50, p.white, 6, op(0.85));

export const toiletBrush = (p: Pal) =>
  shade(p, 40) +
  rect(-5, -100, 10, 110, p.metal, 5) +
  ellipse(0, -104, 10, 8, p.a) +
  path("M-40 0 L40 0 L34 90 L-34 90Z", p.white) +
  rect(-42, -6, 84, 14, p.metal, 6);

export const canister = (p: Pal) =>
  shade(p, 70) +
  rect(-8, -100, 16, 30, p.ink) +
  rect(-8, -100, 50, 12, p.ink, 4) +
  rect(-20, -74, 40, 20, p.ink, 4) +
  rect(-60, -56, 120, 146, p.a, 14) +
  rect(20, -50, 30, 24, p.s, 8) +
  rect(-46, 0, 92, 60, p.white, 6, op(0.85));

export const steelShelf = (p: Pal) =>
  rect(-100, 80, 200, 12, p.metal) + rect(-96, 92, 10, 8, p.steel) + rect(86, 92, 10, 8, p.steel);

export const conveyor = (p: Pal) => {
  let s = rect(-100, 20, 200, 30, p.ink, 15);
  for (let k = -80; k <= 80; k += 40) s += circle(k, 35, 10, p.steel);
  for (let k = -70; k <= 70; k += 46)
    s +=
      rect(k - 14, -40, 28, 60, p.white, 8, ` stroke="${p.l}" stroke-width="3"`) +
      rect(k - 6, -54, 12, 14, p.d, 3);
  return s + rect(-90, 50, 10, 40, p.steel) + rect(80, 50, 10, 40, p.steel);
};

export const labelRoll = (p: Pal) =>
  shade(p, 60, 62) +
  circle(0, 0, 60, p.white, ` stroke="${p.metal}" stroke-width="3"`) +
  circle(0, 0, 24, p.tl) +
  path("M50 30 L100 60 L90 80 L40 50Z", p.white) +
  rect(60, 52, 20, 12, p.l, 2, ` transform="rotate(30 70 58)"`);

export const openBox = (p: Pal) =>
  shade(p, 100) +
  rect(-40, -80, 26, 60, p.a, 6) +
  rect(-10, -90, 26, 70, p.leaf, 6) +
  rect(20, -76, 26, 56, p.t, 6) +
  rect(-80, -30, 160, 120, "#c49a6c", 4) +
  poly([-80, -30, -100, -60, -40, -60, -20, -30], "#d6ad7d") +
  poly([80, -30, 100, -60, 40, -60, 20, -30], "#d6ad7d");

export const retailShelf = (p: Pal) => {
  let s = rect(-70, -96, 140, 186, p.white, 6) + rect(-70, -96, 140, 26, p.a, 6);
  for (let y = -20; y <= 80; y += 50) {
    s += rect(-66, y, 132, 8, p.metal);
    for (let k = 0; k < 5; k++)
      s += rect(-60 + k * 25, y - 36, 18, 36, [p.a, p.leaf, p.l, p.t, p.d][k], 4);
  }
  return shade(p, 80) + s;
};

export const catalogue = (p: Pal) =>
  g(
    "rotate(-6)",
    shade(p, 70) +
      rect(-60, -80, 120, 160, p.a, 6) +
      rect(-46, -60, 92, 70, p.white, 4) +
      leaf(-20, -24, 40, -40, p.leaf) +
      rect(-46, 30, 60, 8, p.white, 4, op(0.8)) +
      rect(-46, 46, 40, 8, p.white, 4, op(0.6)),
  );
