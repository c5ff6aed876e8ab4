/** Objects for travel: same −100…100 box. */
import { circle, ellipse, g, leaf, line, op, type Pal, path, poly, rect, shade } from "./draw";

export const suitcase = (p: Pal) =>
  shade(p, 100) +
  path(
    "M-40 -70 L-40 -90 Q-40 -100 -30 -100 L30 -100 Q40 -100 40 -90 L40 -70",
    "none",
    ` stroke="${p.ink}" stroke-width="10"`,
  ) +
  rect(-90, -70, 180, 150, p.a, 16) +
  rect(-60, -70, 14, 150, p.d) +
  rect(46, -70, 14, 150, p.d) +
  circle(-60, 88, 8, p.ink) +
  circle(60, 88, 8, p.ink);

export const openSuitcase = (p: Pal) =>
  shade(p, 100) +
  poly([-96, 0, -80, -96, 80, -96, 96, 0], p.d) +
  poly([-82, -8, -70, -84, 70, -84, 82, -8], p.l) +
  line("M-60 -70 L-40 -20 M60 -70 L40 -20", p.d, 4) +
  rect(-96, 0, 192, 84, p.a, 10) +
  rect(-84, 8, 168, 34, p.d, 6, op(0.35)) +
  rect(-78, -4, 72, 28, p.white, 6) +
  rect(-2, -8, 80, 32, "#f4b6c2", 6) +
  rect(-70, 20, 140, 22, p.gold, 6) +
  rect(-20, 60, 40, 10, p.d, 4);

export const strawHat = (p: Pal) =>
  ellipse(0, 30, 96, 26, "#e8c776") +
  path("M-50 30 Q-50 -40 0 -40 Q50 -40 50 30Z", "#dcb45f") +
  rect(-50, 6, 100, 14, p.a);

export const sunglasses = (p: Pal) =>
  line("M-30 -10 Q0 -22 30 -10 M-70 -14 L-100 -24 M70 -14 L100 -24", p.ink, 6) +
  path("M-76 -14 L-30 -14 Q-28 30 -54 30 Q-80 30 -76 -14Z", p.ink) +
  path("M76 -14 L30 -14 Q28 30 54 30 Q80 30 76 -14Z", p.ink) +
  line("M-64 -4 L-50 -4", p.white, 4, op(0.6));

export const passport = (p: Pal) =>
  shade(p, 70) +
  rect(-56, -80, 112, 160, p.d, 8) +
  circle(0, -10, 30, "none", ` stroke="${p.gold}" stroke-width="6"`) +
  line("M-30 -10 L30 -10 M0 -40 Q-18 -10 0 20 Q18 -10 0 -40", p.gold, 4) +
  rect(-30, 44, 60, 8, p.gold, 4);

export const palm = (p: Pal) =>
  path("M-6 100 Q-20 20 6 -60 L18 -58 Q-4 20 10 100Z", p.brown) +
  leaf(10, -62, 90, 200, p.leafD) +
  leaf(10, -62, 90, -20, p.leafD) +
  leaf(10, -62, 80, 240, p.leaf) +
  leaf(10, -62, 80, -60, p.leaf) +
  leaf(10, -62, 70, 160, p.leaf) +
  leaf(10, -62, 70, 20, p.leaf) +
  circle(4, -54, 8, p.brown) +
  circle(18, -52, 8, p.brown);

export const plane = (p: Pal) =>
  g(
    "rotate(-12)",
    path(
      "M-90 0 Q-90 -12 -70 -12 L70 -12 Q96 -12 100 0 Q96 12 70 12 L-70 12 Q-90 12 -90 0Z",
      p.white,
    ) +
      poly([-10, -10, 30, -10, -20, -70, -40, -70], p.a) +
      poly([-10, 10, 30, 10, -20, 70, -40, 70], p.d) +
      poly([-76, -10, -60, -10, -78, -44, -88, -44], p.a) +
      line("M40 -4 L80 -4", p.tl, 5),
  );

export const lounger = (p: Pal) =>
  shade(p, 100, 70) +
  poly([-90, 40, 40, 40, 90, -40, 70, -50, 30, 24, -90, 24], p.white) +
  rect(-90, 24, 130, 10, p.a, 0) +
  line("M-80 40 L-80 70 M30 40 L30 70 M80 -40 L80 70", p.steel, 6);

export const umbrella = (p: Pal) =>
  line("M0 -60 L0 100", p.steel, 6) +
  path("M-100 -40 Q0 -140 100 -40Z", p.a) +
  path("M-34 -40 Q0 -140 34 -40Z", p.white) +
  path(
    "M-100 -40 Q-84 -52 -67 -40 Q-50 -52 -34 -40 Q-17 -52 0 -40 Q17 -52 34 -40 Q50 -52 67 -40 Q84 -52 100 -40Z",
    p.d,
    op(0.35),
  );

export const cocktail = (p: Pal) =>
  path("M-50 -40 L50 -40 L0 20Z", "#ffb25b") +
  path("M-50 -40 L50 -40 L40 -28 L-40 -28Z", "#ff8a5b") +
  line("M0 20 L0 80 M-28 84 L28 84", p.metal, 5) +
  circle(40, -46, 14, "#ffe16b") +
  line("M10 -40 L40 -90", p.t, 4);

export const sailboat = (p: Pal) =>
  path("M-80 30 L80 30 L60 60 L-60 60Z", p.brown) +
  line("M0 30 L0 -90", p.ink, 4) +
  poly([4, -86, 4, 20, 70, 20], p.white) +
  poly([-4, -70, -4, 20, -60, 20], p.cream);

export const bellTower = (p: Pal) =>
  rect(-36, -50, 72, 150, "#e9c9a6") +
  poly([-46, -50, 0, -110, 46, -50], p.d) +
  path("M-16 -20 L-16 -40 Q0 -56 16 -40 L16 -20Z", p.ink) +
  circle(0, 24, 16, p.white) +
  line("M0 24 L0 14 M0 24 L8 28", p.ink, 3);

export const cafeTable = (p: Pal) =>
  shade(p, 80) +
  ellipse(0, -10, 80, 18, p.white) +
  line("M0 -6 L0 84 M-30 90 L30 90", p.ink, 6) +
  path("M-46 -40 L-20 -40 L-24 -16 L-42 -16Z", p.a) +
  ellipse(-33, -14, 20, 4, p.white) +
  path("M20 -40 L46 -40 L42 -16 L24 -16Z", p.a) +
  ellipse(33, -14, 20, 4, p.white);

export const map = (p: Pal) =>
  shade(p, 96) +
  poly([-96, -60, -32, -80, 32, -60, 96, -80, 96, 70, 32, 90, -32, 70, -96, 90], "#f2e6c9") +
  poly([-32, -80, 32, -60, 32, 90, -32, 70], "#e6d5ae") +
  line("M-70 40 Q-40 -20 0 10 T70 -40", "#e5484d", 5, ` stroke-dasharray="10 10"`) +
  path("M70 -70 Q90 -70 90 -50 Q90 -36 70 -20 Q50 -36 50 -50 Q50 -70 70 -70Z", "#e5484d") +
  circle(70, -50, 7, p.white);

export const backpack = (p: Pal) =>
  shade(p, 70) +
  path("M-30 -70 Q-30 -96 0 -96 Q30 -96 30 -70", "none", ` stroke="${p.d}" stroke-width="10"`) +
  rect(-60, -70, 120, 160, p.a, 26) +
  rect(-44, 20, 88, 56, p.d, 12) +
  rect(-60, -40, 120, 10, p.d) +
  circle(0, 46, 5, p.gold);

/** A winding road narrowing towards the horizon. */
export const road = (p: Pal) =>
  path("M-70 100 Q-90 40 -10 10 Q50 -20 6 -70 L12 -70 Q70 -20 14 14 Q-40 44 40 100Z", p.cream) +
  line("M-14 96 Q-36 44 2 16 Q40 -14 9 -60", p.white, 3, ` stroke-dasharray="10 10"`);

export const rock = (_p: Pal) =>
  path("M-100 90 Q-96 10 -40 -10 Q10 -26 60 0 Q100 30 100 90Z", "#8e96a3") +
  path("M-40 -10 Q10 -26 60 0 Q20 0 -40 -10Z", "#b3bac4");

export const bungalow = (p: Pal) =>
  line("M-70 40 L-70 100 M-20 40 L-20 100 M30 40 L30 100 M80 40 L80 100", p.brown, 8) +
  rect(-90, 30, 190, 14, p.wood) +
  rect(-60, -30, 120, 62, "#e9cfa5") +
  poly([-84, -26, 0, -90, 84, -26], "#b8863e") +
  rect(-14, -6, 28, 38, p.brown, 3) +
  rect(30, -16, 22, 20, p.glass, 2) +
  rect(-52, -16, 22, 20, p.glass, 2);

export const hammock = (p: Pal) =>
  line("M-96 -60 L-96 80 M96 -60 L96 80", p.brown, 8) +
  path("M-96 -40 Q0 60 96 -40 Q0 30 -96 -40Z", p.a) +
  line("M-96 -40 Q0 50 96 -40", p.white, 3, op(0.6));

export const deckChair = (p: Pal) =>
  line("M-40 90 L20 -60 M40 90 L-20 -10 M-40 20 L40 20", p.brown, 8) +
  path("M-14 -50 L24 -60 L40 10 L0 20Z", p.a);

export const boardingPass = (p: Pal) =>
  g(
    "rotate(-8)",
    rect(-96, -44, 192, 88, p.white, 8) +
      rect(40, -44, 56, 88, p.l, 8) +
      line("M40 -40 L40 40", p.steel, 2, ` stroke-dasharray="6 6"`) +
      rect(-80, -26, 70, 8, p.a, 4) +
      rect(-80, -6, 100, 6, p.metal, 3) +
      rect(-80, 10, 80, 6, p.metal, 3) +
      g("translate(68 0) scale(0.18)", poly([-90, 0, 90, -10, 90, 10], p.d)),
  );

export const pen = (p: Pal) =>
  g(
    "rotate(35)",
    rect(-8, -80, 16, 130, p.ink, 6) +
      rect(-8, -80, 16, 30, p.a, 6) +
      poly([-8, 50, 8, 50, 0, 76], p.gold) +
      rect(6, -76, 4, 40, p.metal, 2),
  );

export const visa = (p: Pal) =>
  shade(p, 80) +
  rect(-70, -90, 140, 180, p.white, 6) +
  rect(-50, -70, 100, 8, p.metal, 4) +
  rect(-50, -50, 80, 8, p.metal, 4) +
  rect(-50, -30, 90, 8, p.metal, 4) +
  circle(30, 40, 30, "none", ` stroke="${p.a}" stroke-width="6" opacity="0.8"`) +
  circle(30, 40, 18, p.a, op(0.4));
