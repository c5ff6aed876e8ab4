/** Objects for beauty, barber, dental and fitness: same −100…100 box as the others. */
import { circle, ellipse, g, line, op, type Pal, path, poly, rect, shade, sparkle } from "./draw";

export const scissors = (p: Pal) =>
  g(
    "rotate(-35)",
    path("M-8 -100 L6 -100 L10 10 L-2 14Z", p.metal) +
      path("M8 -100 L-6 -100 L-10 10 L2 14Z", p.steel) +
      circle(-22, 40, 26, "none", ` stroke="${p.a}" stroke-width="14"`) +
      circle(22, 40, 26, "none", ` stroke="${p.d}" stroke-width="14"`) +
      circle(0, 0, 5, p.ink),
  );

export const comb = (p: Pal) => {
  let teeth = "";
  for (let x = -78; x <= 74; x += 12) teeth += rect(x, 0, 6, 50, p.a, 2);
  return g(
    "rotate(-12)",
    rect(-86, -24, 172, 30, p.a, 10) + teeth + rect(-70, -16, 100, 6, p.l, 3, op(0.7)),
  );
};

export const handMirror = (p: Pal) =>
  g(
    "rotate(20)",
    rect(-12, 30, 24, 70, p.d, 10) +
      circle(0, -30, 62, p.a) +
      circle(0, -30, 50, p.glass) +
      path(
        "M-30 -50 Q-20 -70 0 -72",
        "none",
        ` stroke="${p.white}" stroke-width="8" stroke-linecap="round"`,
      ),
  );

export const lipstick = (p: Pal) =>
  shade(p, 40) +
  rect(-28, 10, 56, 80, p.d, 6) +
  rect(-22, -18, 44, 30, p.gold, 4) +
  path("M-16 -18 L-16 -70 L16 -86 L16 -18Z", p.a);

export const nailPolish = (p: Pal) =>
  shade(p, 50) +
  rect(-14, -90, 28, 60, p.ink, 6) +
  path(
    "M-44 -26 L44 -26 Q56 -26 56 -12 L56 74 Q56 90 40 90 L-40 90 Q-56 90 -56 74 L-56 -12 Q-56 -26 -44 -26Z",
    p.a,
  ) +
  rect(-40, -10, 14, 70, p.white, 7, op(0.35));

export const hairDryer = (p: Pal) =>
  rect(-10, 10, 40, 86, p.d, 14) +
  path("M-80 -60 L40 -70 Q80 -70 80 -30 Q80 10 40 10 L-80 0Z", p.a) +
  rect(-96, -64, 24, 68, p.ink, 6) +
  circle(40, -30, 20, p.l) +
  line("M-110 -50 L-130 -50 M-110 -30 L-140 -30 M-110 -10 L-130 -10", p.l, 5);

export const jar = (p: Pal) =>
  shade(p, 60) +
  rect(-56, -40, 112, 22, p.d, 8) +
  rect(-64, -20, 128, 110, p.a, 18) +
  rect(-40, 14, 80, 40, p.white, 8, op(0.8)) +
  circle(0, 34, 10, p.l);

export const bottle = (p: Pal, color?: string) =>
  shade(p, 50) +
  rect(-12, -92, 24, 22, p.ink, 4) +
  rect(-8, -72, 16, 18, p.gold) +
  path(
    "M-8 -56 L8 -56 L36 -20 L36 80 Q36 90 26 90 L-26 90 Q-36 90 -36 80 L-36 -20Z",
    color ?? p.a,
  ) +
  rect(-26, 4, 52, 46, p.cream, 6) +
  rect(-14, 18, 28, 6, p.a, 3);

export const sprayBottle = (p: Pal) =>
  shade(p, 60) +
  path("M-20 -86 L40 -86 L44 -70 L60 -64 L60 -56 L28 -56 L28 -44 L-24 -44 L-24 -78Z", p.d) +
  path("M-10 -44 L10 -44 L0 -20 Z", p.d) +
  path(
    "M-40 -20 L36 -20 Q52 -20 52 0 L52 80 Q52 90 42 90 L-44 90 Q-54 90 -54 80 L-54 0 Q-54 -20 -40 -20Z",
    p.a,
  ) +
  rect(-40, 14, 78, 46, p.white, 6, op(0.85)) +
  circle(80, -70, 6, p.l) +
  circle(92, -54, 5, p.l) +
  circle(96, -80, 4, p.l);

export const razor = (p: Pal) =>
  g(
    "rotate(-30)",
    rect(-12, -4, 24, 100, p.d, 8) +
      line("M-4 14 L-4 80", p.white, 3, op(0.4)) +
      path("M-12 -4 L12 -4 L12 -90 Q-30 -80 -36 -30 L-12 -20Z", p.metal) +
      line("M-34 -30 Q-28 -78 12 -90", p.white, 3) +
      circle(0, -4, 5, p.gold),
  );

export const barberPole = (p: Pal) => {
  let stripes = "";
  for (let y = -66; y < 80; y += 36)
    stripes += poly([-24, y, 24, y - 24, 24, y - 8, -24, y + 16], "#d63b3b");
  for (let y = -48; y < 80; y += 36)
    stripes += poly([-24, y, 24, y - 24, 24, y - 14, -24, y + 10], "#2d5bd8");
  return (
    shade(p, 40) +
    g("", `<clipPath id="pole"><rect x="-24" y="-70" width="48" height="140" rx="6"/></clipPath>`) +
    rect(-24, -70, 48, 140, p.white, 6) +
    `<g clip-path="url(#pole)">${stripes}</g>` +
    rect(-32, -92, 64, 22, p.d, 10) +
    circle(0, -98, 12, p.gold) +
    rect(-32, 70, 64, 22, p.d, 10)
  );
};

export const brush = (p: Pal) =>
  g(
    "rotate(30)",
    rect(-10, 0, 20, 100, p.wood, 8) +
      rect(-14, -20, 28, 24, p.metal, 3) +
      path("M-20 -20 Q-26 -80 0 -100 Q26 -80 20 -20Z", p.brown),
  );

export const tooth = (p: Pal) =>
  shade(p, 60) +
  path(
    "M-60 -60 Q-60 -96 -26 -92 Q-10 -90 0 -80 Q10 -90 26 -92 Q60 -96 60 -60 Q62 -20 44 10 Q36 40 34 80 Q32 92 22 86 Q10 40 0 34 Q-10 40 -22 86 Q-32 92 -34 80 Q-36 40 -44 10 Q-62 -20 -60 -60Z",
    p.white,
    ` stroke="${p.l}" stroke-width="5"`,
  ) +
  path(
    "M-40 -66 Q-36 -80 -20 -80",
    "none",
    ` stroke="${p.a}" stroke-width="6" stroke-linecap="round" opacity="0.5"`,
  ) +
  sparkle(62, -80, 18, p.gold) +
  sparkle(-70, 0, 10, p.l);

export const toothbrush = (p: Pal) =>
  g(
    "rotate(-40)",
    rect(-10, -30, 20, 130, p.a, 10) +
      rect(-12, -100, 24, 74, p.a, 10) +
      rect(-22, -96, 14, 56, p.white, 3) +
      line("M-20 -90 L-10 -90 M-20 -76 L-10 -76 M-20 -62 L-10 -62 M-20 -48 L-10 -48", p.l, 3),
  );

export const dentalMirror = (p: Pal) =>
  g(
    "rotate(35)",
    rect(-5, -40, 10, 140, p.steel, 5) + circle(0, -62, 24, p.metal) + circle(0, -62, 17, p.tl),
  );

export const shieldCross = (p: Pal) =>
  path("M0 -90 L74 -62 Q74 40 0 90 Q-74 40 -74 -62Z", p.a) +
  path("M0 -72 L58 -50 Q58 30 0 70Z", p.d, op(0.25)) +
  rect(-12, -44, 24, 80, p.white, 4) +
  rect(-40, -16, 80, 24, p.white, 4);

export const heart = (p: Pal, color?: string) =>
  path(
    "M0 80 Q-90 10 -80 -40 Q-70 -80 -30 -78 Q-8 -76 0 -52 Q8 -76 30 -78 Q70 -80 80 -40 Q90 10 0 80Z",
    color ?? p.a,
  ) +
  path(
    "M-56 -46 Q-50 -62 -34 -62",
    "none",
    ` stroke="${p.white}" stroke-width="8" stroke-linecap="round" opacity="0.5"`,
  );

export const stopwatch = (p: Pal) =>
  shade(p, 60) +
  rect(-12, -98, 24, 20, p.d, 4) +
  rect(40, -82, 20, 14, p.d, 4, ` transform="rotate(40 50 -75)"`) +
  circle(0, 0, 82, p.a) +
  circle(0, 0, 66, p.white) +
  path("M0 0 L0 -66 A66 66 0 0 1 57 -33Z", p.l) +
  line("M0 0 L0 -48 M0 0 L30 18", p.ink, 7) +
  circle(0, 0, 8, p.ink);

export const dumbbell = (p: Pal) =>
  g(
    "rotate(-15)",
    rect(-60, -8, 120, 16, p.steel, 6) +
      rect(-92, -40, 24, 80, p.d, 8) +
      rect(-70, -30, 18, 60, p.a, 6) +
      rect(68, -40, 24, 80, p.d, 8) +
      rect(52, -30, 18, 60, p.a, 6),
  );

export const kettlebell = (p: Pal) =>
  shade(p, 70) +
  path("M-44 -30 Q-50 -96 0 -96 Q50 -96 44 -30", "none", ` stroke="${p.d}" stroke-width="20"`) +
  circle(0, 20, 72, p.a) +
  ellipse(-24, -6, 16, 24, p.white, op(0.25)) +
  rect(-50, 76, 100, 14, p.d, 6);

export const waterBottle = (p: Pal) =>
  shade(p, 40) +
  rect(-22, -96, 44, 24, p.d, 6) +
  rect(-32, -74, 64, 164, p.tl, 20) +
  rect(-32, -20, 64, 60, p.t) +
  rect(-22, -60, 10, 120, p.white, 5, op(0.4));

export const sneaker = (p: Pal) =>
  shade(p, 100) +
  path("M-96 70 L-96 10 Q-90 -30 -60 -40 L-20 -40 Q0 0 40 10 L80 20 Q100 30 98 60 L98 70Z", p.a) +
  rect(-100, 62, 200, 20, p.white, 10) +
  line("M-40 -20 L-10 -26 M-34 -6 L0 -10 M-26 8 L10 6", p.white, 5) +
  path("M-96 20 Q-60 30 -40 10", "none", ` stroke="${p.d}" stroke-width="6"`);

export const yogaMat = (p: Pal) =>
  shade(p, 100) +
  rect(-100, 40, 150, 40, p.a, 8) +
  circle(60, 46, 40, p.d) +
  circle(60, 46, 26, p.a) +
  circle(60, 46, 12, p.l);

export const apple = (p: Pal) =>
  shade(p, 50) +
  path(
    "M0 -40 Q-30 -62 -58 -40 Q-86 -10 -64 40 Q-44 86 -14 80 Q0 74 14 80 Q44 86 64 40 Q86 -10 58 -40 Q30 -62 0 -40Z",
    "#e5484d",
  ) +
  line("M0 -40 Q2 -64 10 -78", p.brown, 6) +
  path("M8 -60 Q34 -86 52 -64 Q28 -50 8 -60Z", p.leaf);
