/** Objects for gyms, craft workshops and photo studios: same −100…100 box. */
import {
  circle,
  ellipse,
  g,
  leaf,
  line,
  op,
  type Pal,
  path,
  poly,
  rect,
  shade,
  sparkle,
} from "./draw";

export const bench = (p: Pal) =>
  shade(p, 100) +
  rect(-96, -10, 192, 26, p.ink, 10) +
  rect(-80, 14, 14, 76, p.steel) +
  rect(66, 14, 14, 76, p.steel) +
  rect(-90, 84, 44, 8, p.steel, 3) +
  rect(46, 84, 44, 8, p.steel, 3);

export const barbellRack = (p: Pal) =>
  shade(p, 90) +
  rect(-70, -90, 12, 180, p.steel) +
  rect(58, -90, 12, 180, p.steel) +
  rect(-90, 84, 180, 8, p.steel, 3) +
  rect(-110, -38, 220, 8, p.metal, 4) +
  rect(-104, -66, 18, 64, p.ink, 5) +
  rect(86, -66, 18, 64, p.ink, 5) +
  rect(-86, -56, 12, 44, p.a, 4) +
  rect(74, -56, 12, 44, p.a, 4);

export const towel = (p: Pal) =>
  shade(p, 70, 40) +
  rect(-70, -10, 140, 50, p.tl, 10) +
  rect(-70, 6, 140, 8, p.white, 0, op(0.7)) +
  rect(-70, 30, 140, 10, p.t, 6, op(0.6));

export const calendar = (p: Pal) => {
  let cells = "";
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const x = -74 + c * 30;
      const y = -34 + r * 28;
      cells += rect(x, y, 24, 22, p.s, 3);
      if (r * 5 + c < 12)
        cells += line(`M${x + 5} ${y + 11} L${x + 10} ${y + 17} L${x + 20} ${y + 4}`, p.leafD, 4);
    }
  return (
    shade(p, 90) +
    rect(-86, -80, 172, 170, p.white, 8) +
    rect(-86, -80, 172, 36, p.a, 8) +
    rect(-60, -92, 8, 24, p.ink, 4) +
    rect(52, -92, 8, 24, p.ink, 4) +
    cells
  );
};

export const jumpRope = (p: Pal) =>
  line("M-60 -40 Q-80 60 0 70 Q80 60 60 -40", p.t, 5) +
  rect(-70, -90, 20, 56, p.a, 8) +
  rect(50, -90, 20, 56, p.a, 8);

export const phoneChart = (p: Pal) =>
  shade(p, 60) +
  poly([-30, 90, 30, 90, 16, 60, -16, 60], p.steel) +
  rect(-50, -96, 100, 160, p.ink, 14) +
  rect(-42, -84, 84, 136, p.white, 6) +
  rect(-30, 10, 14, 30, p.l, 2) +
  rect(-8, -14, 14, 54, p.a, 2) +
  rect(14, -40, 14, 80, p.d, 2) +
  line("M-32 -30 L-10 -44 L10 -56 L30 -70", p.t, 4);

export const band = (p: Pal) =>
  line("M-80 20 Q-90 -40 -30 -30 Q40 -20 80 30 Q90 60 20 50 Q-60 40 -80 20Z", p.t, 12);

export const earphones = (p: Pal) =>
  line("M-30 -20 Q-30 40 0 50 Q30 40 30 -20", p.white, 4) +
  circle(-30, -30, 14, p.white) +
  circle(30, -30, 14, p.white) +
  circle(-30, -30, 6, p.metal) +
  circle(30, -30, 6, p.metal);

export const plateMeal = (p: Pal) =>
  shade(p, 92, 40) +
  ellipse(0, 20, 96, 52, p.white) +
  ellipse(0, 18, 76, 40, p.cream) +
  ellipse(-30, 14, 34, 20, "#fbfbf4") +
  circle(-44, 10, 4, "#e9e2cc") +
  circle(-26, 20, 4, "#e9e2cc") +
  circle(-20, 6, 4, "#e9e2cc") +
  path("M4 -6 Q40 -20 64 4 Q44 24 10 16 Z", "#e7a35a") +
  line("M18 0 L26 12 M32 -4 L40 10 M46 -2 L52 8", "#b86f2c", 3) +
  circle(-6, 40, 9, p.leaf) +
  circle(10, 44, 9, p.leafD) +
  circle(26, 38, 8, "#e5484d") +
  circle(40, 34, 7, p.gold);

export const tape = (p: Pal) =>
  shade(p, 60, 52) +
  circle(0, 0, 44, p.gold) +
  circle(0, 0, 16, p.d) +
  path("M30 30 Q60 60 100 50 L100 66 Q56 76 26 42Z", p.gold) +
  line("M60 56 L62 64 M76 56 L77 66 M90 52 L91 62", p.ink, 2);

export const glassWater = (p: Pal) =>
  shade(p, 40) +
  path("M-32 -70 L32 -70 L24 86 L-24 86Z", p.glass, op(0.75)) +
  path("M-29 -20 L29 -20 L24 86 L-24 86Z", "#8fd3ea", op(0.8)) +
  rect(-22, -60, 8, 130, p.white, 4, op(0.5));

export const shelf = (p: Pal) =>
  rect(-100, -10, 200, 12, p.wood) +
  rect(-100, 90, 200, 12, p.wood) +
  rect(-96, -96, 10, 196, p.brown) +
  rect(86, -96, 10, 196, p.brown) +
  rect(-100, -96, 200, 12, p.wood);

export const bowl = (p: Pal) =>
  shade(p, 80, 60) +
  path("M-80 0 L80 0 Q76 60 0 60 Q-76 60 -80 0Z", p.a) +
  ellipse(0, 0, 80, 14, p.d) +
  line("M-60 24 Q0 36 60 24", p.l, 5, op(0.6));

export const plates = (p: Pal) =>
  shade(p, 96, 40) +
  ellipse(0, 26, 96, 30, p.white) +
  ellipse(0, 26, 96, 30, "none", ` stroke="#3f6fb6" stroke-width="6"`) +
  ellipse(0, 10, 96, 30, p.cream) +
  ellipse(0, 10, 96, 30, "none", ` stroke="#3f6fb6" stroke-width="6"`) +
  ellipse(0, 10, 60, 18, p.white);

export const napkin = (p: Pal) =>
  shade(p, 60, 40) +
  poly([-60, 20, 40, 0, 70, 30, -30, 50], p.tl) +
  line("M-40 30 L50 12", p.white, 3, op(0.7));

export const pottersWheel = (p: Pal) =>
  shade(p, 96) +
  rect(-90, 20, 180, 70, p.steel, 12) +
  rect(-20, -10, 40, 34, p.ink) +
  ellipse(0, -12, 80, 16, p.metal) +
  path("M-36 -14 Q-44 -60 -16 -70 L16 -70 Q44 -60 36 -14Z", "#b9835a") +
  ellipse(0, -70, 16, 5, "#8f5f3c");

export const clay = (p: Pal) =>
  shade(p, 50, 40) +
  path("M-50 40 Q-60 -20 -10 -30 Q50 -36 56 20 Q56 44 30 44 L-30 44 Q-50 44 -50 40Z", "#b9835a");

export const speckledMug = (p: Pal) => {
  let dots = "";
  for (let k = 0; k < 14; k++)
    dots += circle(-36 + ((k * 37) % 72), -20 + ((k * 53) % 96), 2.5, p.d, op(0.6));
  return (
    shade(p, 70) +
    line("M40 -6 C84 -6 84 54 40 54", p.a, 14) +
    path("M-50 -40 Q0 -46 50 -40 L46 80 Q0 88 -46 80Z", p.a) +
    path("M-50 -40 Q0 -46 50 -40 L48 0 Q20 -10 0 6 Q-24 -10 -49 0Z", p.cream) +
    dots +
    line("M-14 -56 C-24 -68 -4 -78 -14 -94 M14 -56 C4 -68 24 -78 14 -94", p.l, 6, op(0.8))
  );
};

export const jarCandle = (p: Pal) =>
  shade(p, 60) +
  rect(-50, -24, 100, 114, p.a, 14) +
  rect(-44, -30, 88, 12, p.cream, 6) +
  line("M0 -30 L0 -44", p.ink, 3) +
  path("M0 -88 Q16 -60 0 -44 Q-16 -60 0 -88Z", p.gold) +
  path("M0 -72 Q7 -58 0 -50 Q-7 -58 0 -72Z", "#fff1c2") +
  rect(-36, 10, 72, 10, p.l, 5, op(0.6));

export const lid = (p: Pal) =>
  shade(p, 50, 56) +
  ellipse(0, 40, 50, 14, p.wood) +
  rect(-50, 26, 100, 14, p.wood) +
  ellipse(0, 26, 50, 14, "#d59d6a") +
  circle(0, 18, 10, p.brown);

export const lavender = (p: Pal) => {
  let buds = "";
  for (let k = 0; k < 7; k++) buds += ellipse(k % 2 ? 6 : -6, -90 + k * 12, 7, 9, "#9b7bd8");
  return g("rotate(-20)", line("M0 -90 L0 90", p.leafD, 4) + buds + leaf(0, 40, 30, -40, p.leaf));
};

export const budVase = (p: Pal) =>
  shade(p, 50) +
  line("M0 0 Q10 -60 -10 -96", "#b08a5c", 4) +
  leaf(2, -40, 26, -30, "#c9a878") +
  leaf(-4, -70, 22, 200, "#c9a878") +
  circle(-10, -98, 10, "#d98f5c") +
  rect(-10, -6, 20, 18, p.d, 4) +
  circle(0, 50, 44, p.a) +
  ellipse(-14, 36, 10, 16, p.white, op(0.25));

export const kraftBox = (p: Pal) =>
  shade(p, 96) +
  rect(-80, -10, 160, 100, "#c49a6c", 4) +
  poly([-80, -10, -60, -40, 60, -40, 80, -10], "#a97f52") +
  line("M-50 -30 L-40 -50 M-20 -36 L-10 -56 M10 -36 L20 -54 M40 -30 L50 -48", "#e8d3b3", 5) +
  rect(-40, -70, 36, 40, p.a, 6) +
  rect(10, -74, 26, 44, p.cream, 6) +
  rect(-80, 30, 160, 14, p.a);

export const tripodCam = (p: Pal) =>
  line("M0 -20 L-50 96 M0 -20 L50 96 M0 -20 L0 96", p.ink, 6) +
  rect(-50, -80, 100, 62, p.ink, 10) +
  rect(-50, -60, 100, 20, p.a) +
  circle(0, -50, 22, p.steel) +
  circle(0, -50, 14, "#3d6fb6");

export const stool = (p: Pal) =>
  shade(p, 60) +
  ellipse(0, -30, 56, 14, p.wood) +
  line("M-40 -24 L-50 90 M40 -24 L50 90 M0 -20 L0 90 M-44 40 L44 40", p.brown, 8);

export const blanket = (p: Pal) => {
  let chk = "";
  for (let x = -90; x < 100; x += 36)
    chk += poly([x, -20, x + 16, -20, x + 22, 50, x + 2, 50], p.white, op(0.45));
  for (const y of [-6, 24]) chk += rect(-104, y, 208, 12, p.white, 0, op(0.45));
  return poly([-88, -20, 88, -20, 104, 50, -104, 50], "#d9534f") + chk;
};

export const instantPhoto = (p: Pal) =>
  rect(-40, -50, 80, 96, p.white, 3) +
  rect(-32, -42, 64, 64, p.tl) +
  circle(12, -24, 8, p.gold) +
  poly([-32, 22, -6, -6, 10, 10, 32, 22], p.a);

export const rings = (p: Pal) =>
  circle(-22, 10, 38, "none", ` stroke="${p.gold}" stroke-width="12"`) +
  circle(26, 10, 38, "none", ` stroke="#d9d9e3" stroke-width="12"`) +
  path("M-22 -28 L-34 -44 L-22 -56 L-10 -44Z", "#dff4ff") +
  sparkle(56, -44, 12, p.white);

export const cushion = (p: Pal) =>
  shade(p, 90, 40) +
  path("M-90 20 Q-96 -20 -60 -26 L60 -26 Q96 -20 90 20 Q96 56 60 56 L-60 56 Q-96 56 -90 20Z", p.l) +
  circle(0, 14, 8, p.a);

export const shoes = (p: Pal, color?: string) =>
  shade(p, 90) +
  path(
    "M-90 60 L-90 10 Q-84 -16 -60 -20 L-40 -20 Q-30 10 0 14 L20 20 Q36 28 34 60Z",
    color ?? p.a,
  ) +
  rect(-92, 56, 128, 16, p.white, 8) +
  path("M-10 70 L-10 20 Q-4 -6 20 -10 L40 -10 Q50 20 80 24 L100 30 Q116 38 114 70Z", color ?? p.d) +
  rect(-12, 66, 128, 16, p.white, 8);

export const flashCam = (p: Pal) =>
  rect(-30, -100, 60, 44, p.ink, 6) +
  rect(-24, -94, 48, 20, p.white) +
  rect(-12, -58, 24, 20, p.ink) +
  rect(-40, -40, 60, 24, p.ink, 6) +
  rect(-96, -20, 192, 110, p.ink, 16) +
  rect(-96, 10, 192, 46, p.a) +
  circle(0, 34, 44, p.steel) +
  circle(0, 34, 32, "#20242e") +
  circle(0, 34, 20, "#3d6fb6");

export const champagne = (p: Pal) => {
  const glass = (x: number, r: number) =>
    g(
      `translate(${x} 0) rotate(${r})`,
      path("M-20 -90 L20 -90 L16 -10 Q0 4 -16 -10Z", p.tl, op(0.8)) +
        path("M-18 -60 L18 -60 L16 -10 Q0 4 -16 -10Z", p.gold, op(0.8)) +
        line("M0 0 L0 80 M-22 84 L22 84", p.metal, 5),
    );
  return glass(-30, -10) + glass(30, 10) + sparkle(0, -100, 14, p.gold);
};
