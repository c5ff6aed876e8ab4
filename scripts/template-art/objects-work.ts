/** Objects for schools, garages, realty and photography: same −100…100 box. */
import { circle, ellipse, g, line, op, type Pal, path, poly, rect, shade, sparkle } from "./draw";

export const book = (p: Pal, color?: string) =>
  shade(p, 90) +
  path("M-90 -50 Q-45 -70 0 -50 L0 80 Q-45 60 -90 80Z", p.white) +
  path("M90 -50 Q45 -70 0 -50 L0 80 Q45 60 90 80Z", p.cream) +
  path(
    "M-96 -40 L-96 90 Q-48 70 0 90 Q48 70 96 90 L96 -40 L90 -40 L90 80 Q45 60 0 80 Q-45 60 -90 80 L-90 -40Z",
    color ?? p.a,
  ) +
  line(
    "M-74 -30 Q-45 -42 -16 -30 M-74 -10 Q-45 -22 -16 -10 M-74 10 Q-45 -2 -16 10 M16 -30 Q45 -42 74 -30 M16 -10 Q45 -22 74 -10",
    p.metal,
    4,
  );

export const bookStack = (p: Pal) =>
  shade(p, 90) +
  rect(-80, 50, 160, 36, p.a, 4) +
  rect(-70, 58, 140, 6, p.white, 2, op(0.5)) +
  rect(-66, 12, 150, 38, p.t, 4) +
  rect(-56, 20, 130, 6, p.white, 2, op(0.5)) +
  rect(-74, -24, 140, 36, p.d, 4) +
  rect(-64, -16, 120, 6, p.white, 2, op(0.5)) +
  g("rotate(-8 0 -50)", rect(-60, -62, 130, 34, p.gold, 4));

export const pencil = (p: Pal) =>
  g(
    "rotate(40)",
    rect(-12, -70, 24, 130, p.gold) +
      rect(-12, -70, 8, 130, "#e0a030") +
      rect(-12, -92, 24, 22, p.metal) +
      rect(-12, -106, 24, 16, "#ef8a9a", 6) +
      poly([-12, 60, 12, 60, 0, 96], "#f1d7b0") +
      poly([-4, 84, 4, 84, 0, 96], p.ink),
  );

export const gradCap = (p: Pal) =>
  shade(p, 70, 70) +
  path("M-50 -6 L-50 40 Q0 70 50 40 L50 -6Z", p.d) +
  poly([0, -60, 100, -20, 0, 20, -100, -20], p.ink) +
  line("M70 -12 L70 40", p.gold, 4) +
  circle(70, 46, 8, p.gold) +
  circle(0, -20, 6, p.gold);

export const globe = (p: Pal) =>
  shade(p, 50) +
  rect(-6, 60, 12, 20, p.d) +
  rect(-40, 78, 80, 12, p.d, 6) +
  line("M-70 -40 A76 76 0 0 0 40 68", p.d, 6) +
  circle(-10, -6, 64, "#5aa9e6") +
  path("M-50 -40 Q-30 -56 -10 -46 Q0 -20 -26 -10 Q-40 10 -56 0 Q-70 -20 -50 -40Z", p.leaf) +
  path("M10 0 Q30 -10 44 6 Q50 30 30 44 Q12 40 10 20Z", p.leaf);

export const laptop = (p: Pal) =>
  shade(p, 100) +
  rect(-80, -70, 160, 110, p.ink, 10) +
  rect(-70, -60, 140, 90, p.tl, 4) +
  rect(-56, -46, 60, 10, p.a, 5) +
  rect(-56, -28, 100, 6, p.white, 3) +
  rect(-56, -16, 80, 6, p.white, 3) +
  circle(40, 4, 14, p.t) +
  path("M-100 40 L100 40 L90 60 L-90 60Z", p.steel);

export const board = (p: Pal) =>
  shade(p, 90) +
  rect(-96, -80, 192, 140, p.wood, 8) +
  rect(-86, -70, 172, 120, "#2f4f46", 4) +
  line(
    "M-66 -40 L-26 -40 M-46 -60 L-46 -20 M-10 -40 L30 -40 M50 -50 L70 -30 M70 -50 L50 -30",
    p.white,
    5,
    op(0.85),
  ) +
  line("M-66 10 Q-36 -20 -6 10 T54 10", p.gold, 5) +
  circle(60, 30, 8, p.white, op(0.7)) +
  rect(-30, 60, 60, 8, p.white, 3);

export const blocks = (p: Pal) =>
  shade(p, 90) +
  rect(-90, 20, 70, 70, p.a, 8) +
  circle(-55, 55, 18, p.white) +
  rect(-10, 20, 70, 70, p.t, 8) +
  poly([25, 36, 45, 72, 5, 72], p.white) +
  rect(-50, -54, 70, 70, p.gold, 8) +
  rect(-30, -34, 30, 30, p.white, 4);

export const car = (p: Pal, color?: string) =>
  shade(p, 100, 62) +
  path(
    "M-100 30 L-96 -4 Q-92 -20 -74 -24 L-50 -28 L-28 -62 Q-20 -70 -6 -70 L40 -70 Q54 -70 62 -58 L80 -28 Q100 -24 100 -4 L100 30 Q100 40 90 40 L-90 40 Q-100 40 -100 30Z",
    color ?? p.a,
  ) +
  path(
    "M-38 -30 L-22 -58 L0 -58 L0 -30Z M10 -30 L10 -58 L40 -58 Q50 -58 54 -50 L66 -30Z",
    p.glass,
  ) +
  rect(80, -14, 18, 10, p.gold, 4) +
  rect(-98, -14, 14, 10, "#e5484d", 4) +
  circle(-54, 40, 26, p.ink) +
  circle(-54, 40, 12, p.metal) +
  circle(54, 40, 26, p.ink) +
  circle(54, 40, 12, p.metal);

export const wrench = (p: Pal) =>
  g(
    "rotate(-45)",
    rect(-12, -50, 24, 130, p.steel, 12) +
      path(
        "M-34 -70 Q-40 -110 -10 -106 L-10 -80 L10 -80 L10 -106 Q40 -110 34 -70 Q28 -44 0 -44 Q-28 -44 -34 -70Z",
        p.steel,
      ) +
      circle(0, 86, 22, p.steel) +
      circle(0, 86, 10, p.s) +
      rect(-5, -30, 10, 90, p.white, 5, op(0.3)),
  );

export const gear = (p: Pal, color?: string) => {
  let teeth = "";
  for (let k = 0; k < 8; k++)
    teeth += rect(-14, -92, 28, 30, color ?? p.a, 4, ` transform="rotate(${k * 45})"`);
  return teeth + circle(0, 0, 70, color ?? p.a) + circle(0, 0, 28, p.s);
};

export const tire = (p: Pal) =>
  shade(p, 80) +
  circle(0, 0, 88, p.ink) +
  circle(0, 0, 70, "#3a3f4b") +
  circle(0, 0, 48, p.metal) +
  circle(0, 0, 16, p.steel) +
  line("M0 -46 L0 -18 M0 18 L0 46 M-46 0 L-18 0 M18 0 L46 0", p.steel, 8);

export const oilCan = (p: Pal) =>
  shade(p, 80) +
  path("M-70 -40 L40 -40 L60 -20 L60 90 L-70 90Z", p.a) +
  line("M60 -10 L100 -60", p.steel, 10) +
  path("M-40 -40 L-40 -64 L0 -64 L0 -40", "none", ` stroke="${p.d}" stroke-width="10"`) +
  path("M-10 20 Q-10 0 0 -10 Q10 0 10 20 Q10 32 0 32 Q-10 32 -10 20Z", p.gold) +
  rect(-56, 50, 100, 12, p.d, 4);

export const battery = (p: Pal) =>
  shade(p, 90) +
  rect(-90, -40, 180, 130, p.ink, 10) +
  rect(-60, -60, 30, 20, p.steel, 4) +
  rect(30, -60, 30, 20, p.steel, 4) +
  poly([10, -20, -30, 30, 0, 30, -10, 70, 30, 16, 0, 16], p.gold);

export const house = (p: Pal, color?: string) =>
  shade(p, 100) +
  rect(-70, -10, 140, 100, color ?? p.cream) +
  poly([-96, -4, 0, -90, 96, -4], p.d) +
  rect(40, -80, 20, 40, p.d) +
  rect(-20, 30, 40, 60, p.a, 4) +
  circle(10, 62, 3, p.gold) +
  rect(-56, 10, 28, 28, p.glass, 3) +
  rect(28, 10, 28, 28, p.glass, 3) +
  line("M-42 10 L-42 38 M-56 24 L-28 24 M42 10 L42 38 M28 24 L56 24", p.white, 3);

export const building = (p: Pal) => {
  let win = "";
  for (let y = -60; y < 60; y += 28)
    for (let x = -42; x < 42; x += 30) win += rect(x, y, 18, 18, p.glass, 2);
  return shade(p, 70) + rect(-60, -90, 120, 180, p.a, 6) + win + rect(-16, 62, 32, 28, p.d, 3);
};

export const key = (p: Pal) =>
  g(
    "rotate(-30)",
    circle(-50, 0, 40, p.gold) +
      circle(-50, 0, 16, p.s) +
      rect(-14, -10, 110, 20, p.gold, 6) +
      rect(60, 10, 12, 24, p.gold, 2) +
      rect(80, 10, 12, 18, p.gold, 2),
  );

export const blueprint = (p: Pal) =>
  shade(p, 90) +
  rect(-90, -70, 180, 150, "#2f5f9e", 6) +
  line(
    "M-70 -50 L10 -50 L10 10 L70 10 L70 60 L-70 60Z M-70 -10 L-20 -10 M-20 -50 L-20 20 M30 10 L30 60",
    p.white,
    4,
    op(0.85),
  ) +
  rect(-100, -80, 20, 170, p.metal, 10);

export const sofa = (p: Pal) =>
  shade(p, 100, 80) +
  rect(-80, -40, 160, 70, p.a, 16) +
  rect(-100, 0, 40, 70, p.d, 14) +
  rect(60, 0, 40, 70, p.d, 14) +
  rect(-62, 20, 124, 50, p.a, 10) +
  rect(-60, -20, 50, 40, p.l, 10) +
  rect(-86, 66, 10, 20, p.brown) +
  rect(76, 66, 10, 20, p.brown);

export const camera = (p: Pal) =>
  shade(p, 100, 80) +
  rect(-40, -64, 60, 24, p.ink, 6) +
  rect(-96, -44, 192, 120, p.ink, 16) +
  rect(-96, -10, 192, 50, p.a) +
  circle(0, 16, 50, p.steel) +
  circle(0, 16, 38, "#20242e") +
  circle(0, 16, 24, "#3d6fb6") +
  circle(-10, 6, 7, p.white, op(0.8)) +
  rect(52, -34, 26, 14, p.gold, 4) +
  rect(-84, -36, 20, 10, p.metal, 3);

export const lens = (p: Pal) =>
  shade(p, 70) +
  rect(-60, -70, 120, 150, p.ink, 12) +
  rect(-60, -30, 120, 16, p.a) +
  rect(-60, 20, 120, 6, p.steel) +
  ellipse(0, -70, 60, 18, "#20242e") +
  ellipse(0, -70, 40, 11, "#3d6fb6") +
  ellipse(-10, -74, 10, 4, p.white, op(0.7));

export const photo = (p: Pal) =>
  g(
    "rotate(-6)",
    shade(p, 90) +
      rect(-90, -74, 180, 160, p.white, 4) +
      rect(-78, -62, 156, 116, p.tl) +
      circle(40, -32, 14, p.gold) +
      poly([-78, 54, -30, -10, 10, 30, 30, 10, 78, 54], p.a) +
      poly([-10, 54, 30, 10, 78, 54], p.d),
  );

export const filmRoll = (p: Pal) => {
  let holes = "";
  for (let x = -60; x < 100; x += 24)
    holes += rect(x, -26, 12, 10, p.s, 2) + rect(x, 36, 12, 10, p.s, 2);
  return (
    rect(-70, -36, 170, 92, p.ink, 4) +
    holes +
    rect(-60, -12, 60, 44, p.l, 2) +
    rect(10, -12, 60, 44, p.tl, 2) +
    circle(-70, 10, 44, p.d) +
    circle(-70, 10, 14, p.ink)
  );
};

export const softbox = (p: Pal) =>
  line("M0 -20 L0 90 M0 90 L-40 96 M0 90 L40 96", p.steel, 6) +
  poly([-70, -90, 40, -60, 40, 30, -70, 60], p.white) +
  poly([40, -60, 70, -40, 70, 10, 40, 30], p.metal) +
  sparkle(-84, -30, 18, p.gold);
