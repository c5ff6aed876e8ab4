/**
 * Objects for food, flowers and handmade goods. Each draws into the box
 * −100…100 (y down, resting on y ≈ 90) with the palette's roles.
 */
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

export const cup = (p: Pal) =>
  shade(p, 85) +
  ellipse(0, 78, 80, 14, p.white) +
  ellipse(0, 74, 62, 9, p.l) +
  line("M48 -10 C88 -12 88 42 44 40", p.a, 12) +
  path("M-56 -30 L56 -30 L46 52 Q44 70 26 70 L-26 70 Q-44 70 -46 52Z", p.a) +
  path("M-56 -30 L56 -30 L54 -14 L-54 -14Z", p.d, op(0.35)) +
  ellipse(0, -30, 56, 10, p.brown) +
  ellipse(-8, -31, 22, 4, "#a8714c") +
  line("M-18 -48 C-30 -62 -6 -72 -18 -90", p.l, 6, op(0.8)) +
  line("M10 -46 C-2 -60 22 -70 10 -88", p.l, 6, op(0.8));

export const croissant = (p: Pal) =>
  shade(p, 90, 50) +
  path("M-95 30 Q-70 -40 0 -45 Q70 -40 95 30 Q60 44 0 40 Q-60 44 -95 30Z", "#e0a050") +
  path("M-40 38 Q-30 -30 0 -44 Q30 -30 40 38 Q0 44 -40 38Z", "#c97f32") +
  path("M-12 -4 Q-6 -40 0 -44 Q6 -40 12 -4Z", "#b36a25") +
  line("M-70 8 Q-62 -12 -48 -24 M70 8 Q62 -12 48 -24", "#f2c27a", 5);

export const cake = (p: Pal) =>
  shade(p, 90) +
  ellipse(0, 82, 92, 14, p.white) +
  rect(-70, 10, 140, 70, "#f3d9b1", 8) +
  rect(-70, 36, 140, 12, p.a) +
  rect(-70, -30, 140, 46, p.l, 10) +
  path(
    "M-70 -20 Q-58 4 -46 -20 Q-34 4 -22 -20 Q-10 4 2 -20 Q14 4 26 -20 Q38 4 50 -20 Q60 2 70 -20 L70 -30 L-70 -30Z",
    p.white,
  ) +
  circle(-36, -46, 14, "#e53950") +
  circle(0, -48, 14, "#e53950") +
  circle(36, -46, 14, "#e53950") +
  line("M0 -60 Q6 -74 14 -78", p.leafD, 4);

export const bread = (p: Pal) =>
  shade(p, 95, 60) +
  path("M-95 40 Q-100 -30 -20 -45 Q60 -55 95 0 Q100 40 60 52 L-60 52 Q-92 52 -95 40Z", "#d8954a") +
  path("M-90 38 Q-92 -20 -20 -34 Q56 -44 88 4 Q90 34 58 44 L-58 44 Q-86 44 -90 38Z", "#e8ad63") +
  line("M-52 -22 L-34 10 M-12 -32 L6 4 M28 -36 L46 -2", "#b8732e", 7);

export const cupcake = (p: Pal) =>
  shade(p, 60) +
  path("M-50 10 L50 10 L38 86 L-38 86Z", p.a) +
  line("M-25 14 L-20 84 M0 14 L0 84 M25 14 L20 84", p.d, 4, op(0.4)) +
  path("M-60 14 Q-70 -20 -36 -30 Q-30 -62 0 -62 Q30 -62 36 -30 Q70 -20 60 14Z", p.cream) +
  path("M-40 -8 Q-10 -2 30 -18", p.l, ` stroke="${p.l}" stroke-width="6" fill="none"`) +
  circle(0, -72, 13, "#e53950") +
  circle(-28, -30, 3, p.t) +
  circle(18, -40, 3, p.gold) +
  circle(34, -6, 3, p.t);

export const beans = (p: Pal) => {
  const bean = (x: number, y: number, r: number) =>
    g(
      `translate(${x} ${y}) rotate(${r})`,
      ellipse(0, 0, 22, 15, p.brown) + line("M-16 2 Q0 -6 16 2", "#3e2418", 3),
    );
  return (
    bean(-40, 40, 20) + bean(0, 60, -30) + bean(40, 36, 60) + bean(-10, 20, 80) + bean(20, 70, 10)
  );
};

export const pie = (p: Pal) =>
  shade(p, 92) +
  ellipse(0, 40, 95, 42, p.white) +
  ellipse(0, 34, 82, 34, "#d99a4e") +
  ellipse(0, 30, 70, 26, "#b9503f") +
  line("M-60 16 L60 44 M-40 6 L40 54 M-60 44 L60 16 M-20 4 L20 56", "#e8b46a", 8);

export const flower = (p: Pal, petal?: string) =>
  line("M0 -20 Q6 30 0 90", p.leafD, 7) +
  leaf(0, 40, 50, -30, p.leaf) +
  leaf(0, 60, 46, 210, p.leaf) +
  blossom(0, -40, 60, petal ?? p.a, p.gold);

export const tulip = (p: Pal, petal?: string) =>
  line("M0 -10 L0 90", p.leafD, 7) +
  leaf(0, 80, 60, -60, p.leaf) +
  path("M-34 -60 L-18 -36 L0 -66 L18 -36 L34 -60 Q40 0 0 0 Q-40 0 -34 -60Z", petal ?? p.a);

export const vase = (p: Pal, withFlowers = true) =>
  shade(p, 60) +
  (withFlowers
    ? line("M-10 -10 L-40 -70 M0 -10 L0 -84 M10 -10 L42 -64", p.leafD, 5) +
      leaf(-24, -40, 30, 220, p.leaf) +
      leaf(20, -36, 30, -40, p.leaf) +
      blossom(-40, -74, 34, p.l, p.gold) +
      blossom(0, -90, 34, p.a, p.gold) +
      blossom(44, -66, 30, p.t, p.white)
    : "") +
  path("M-22 -14 L22 -14 L22 0 Q56 24 44 66 Q38 90 0 90 Q-38 90 -44 66 Q-56 24 -22 0Z", p.d) +
  path("M-40 40 Q0 52 44 40 L42 56 Q0 68 -42 56Z", p.l, op(0.6));

export const bouquet = (p: Pal) =>
  line("M-30 -20 L10 80 M0 -30 L10 80 M30 -20 L10 80", p.leafD, 5) +
  leaf(-30, -10, 40, 200, p.leaf) +
  leaf(30, -14, 40, -20, p.leaf) +
  blossom(-38, -40, 36, p.l, p.gold) +
  blossom(38, -40, 36, p.t, p.white) +
  blossom(0, -62, 40, p.a, p.gold) +
  blossom(-6, -20, 26, p.white, p.a) +
  path("M-36 10 L56 10 L24 80 L-4 80Z", p.cream) +
  path("M-4 44 L24 44 L30 62 L-10 62Z", p.a);

export const potPlant = (p: Pal) =>
  shade(p, 60) +
  line("M0 0 L0 -60", p.leafD, 6) +
  leaf(0, -10, 60, 200, p.leaf) +
  leaf(0, -20, 60, -20, p.leafD) +
  leaf(0, -50, 50, 230, p.leafD) +
  leaf(0, -56, 50, -50, p.leaf) +
  path("M-48 0 L48 0 L36 90 L-36 90Z", p.a) +
  rect(-54, -6, 108, 18, p.d, 4);

export const wateringCan = (p: Pal) =>
  shade(p, 80) +
  line("M44 0 L92 -44", p.a, 12) +
  ellipse(94, -46, 12, 8, p.d) +
  line("M-50 -32 Q-60 -80 0 -80 Q40 -80 40 -32", p.d, 10) +
  rect(-60, -34, 110, 124, p.a, 16) +
  rect(-60, 20, 110, 16, p.l, 0, op(0.6));

export const yarn = (p: Pal) =>
  shade(p, 70) +
  circle(0, 20, 70, p.a) +
  line(
    "M-60 -10 Q0 40 50 -40 M-68 20 Q0 70 62 -14 M-50 60 Q10 90 70 20 M-30 -44 Q-20 40 30 84",
    p.d,
    5,
    op(0.5),
  ) +
  line("M60 50 Q90 80 60 90 Q40 94 20 90", p.a, 5) +
  line("M-60 -70 L40 40 M-40 -80 L60 30", p.wood, 6);

export const mug = (p: Pal) =>
  shade(p, 70) +
  line("M40 -10 C80 -10 80 50 40 50", p.d, 12) +
  path("M-50 -40 L50 -40 L46 84 L-46 84Z", p.a) +
  path("M-50 -40 L50 -40 L49 -8 L-49 -8Z", p.l) +
  path("M-49 -8 Q-30 4 -12 -8 Q6 4 24 -8 Q40 4 49 -8 L49 0 L-49 0Z", p.l) +
  ellipse(0, -40, 50, 9, p.d);

export const candle = (p: Pal) =>
  shade(p, 50) +
  rect(-36, -20, 72, 110, p.cream, 8) +
  rect(-36, 20, 72, 26, p.a) +
  line("M0 -20 L0 -36", p.ink, 3) +
  path("M0 -80 Q18 -50 0 -36 Q-18 -50 0 -80Z", p.gold) +
  path("M0 -64 Q8 -48 0 -40 Q-8 -48 0 -64Z", "#fff1c2");

export const soap = (p: Pal) =>
  shade(p, 90) +
  rect(-90, 20, 100, 60, p.l, 16) +
  rect(-20, -20, 100, 60, p.a, 16) +
  rect(-12, -12, 84, 16, p.white, 8, op(0.3)) +
  circle(60, -40, 10, p.white, op(0.8)) +
  circle(80, -60, 6, p.white, op(0.8)) +
  leaf(-40, 50, 30, -20, p.leaf);

export const giftBox = (p: Pal) =>
  shade(p, 80) +
  rect(-70, -20, 140, 110, p.a, 6) +
  rect(-80, -44, 160, 32, p.d, 6) +
  rect(-12, -44, 24, 134, p.gold) +
  path("M0 -44 Q-50 -100 -56 -56 Q-50 -40 0 -44Z", p.gold) +
  path("M0 -44 Q50 -100 56 -56 Q50 -40 0 -44Z", p.gold);

export const necklace = (p: Pal) =>
  line("M-80 -80 Q-80 40 0 60 Q80 40 80 -80", p.gold, 5) +
  circle(-62, 10, 8, p.l) +
  circle(-36, 42, 8, p.t) +
  circle(36, 42, 8, p.t) +
  circle(62, 10, 8, p.l) +
  path("M0 58 L22 80 L0 104 L-22 80Z", p.a) +
  sparkle(40, -20, 14, p.gold);
