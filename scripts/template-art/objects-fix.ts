/** Objects for garages and cleaners: same −100…100 box. */
import { circle, ellipse, g, line, op, type Pal, path, poly, rect, shade, sparkle } from "./draw";

export const lift = (p: Pal) =>
  rect(-100, -100, 16, 190, p.steel) +
  rect(84, -100, 16, 190, p.steel) +
  rect(-96, -20, 60, 10, p.gold) +
  rect(36, -20, 60, 10, p.gold) +
  rect(-110, 88, 220, 10, p.ink, 3);

export const toolChest = (p: Pal) => {
  let dr = "";
  for (let k = 0; k < 5; k++)
    dr +=
      rect(-64, -66 + k * 30, 128, 24, p.d, 3, op(0.35)) +
      rect(-20, -58 + k * 30, 40, 6, p.metal, 3);
  return (
    shade(p, 80) +
    rect(-70, -80, 140, 160, p.a, 6) +
    dr +
    circle(-56, 86, 8, p.ink) +
    circle(56, 86, 8, p.ink)
  );
};

export const tireStack = (p: Pal) => {
  let s = shade(p, 80);
  for (let k = 0; k < 3; k++)
    s +=
      ellipse(0, 60 - k * 50, 80, 24, p.ink) +
      rect(-80, 36 - k * 50, 160, 24, "#2b2f38") +
      ellipse(0, 36 - k * 50, 80, 24, p.ink) +
      ellipse(0, 36 - k * 50, 40, 12, "#3a3f4b");
  return s;
};

export const workbench = (p: Pal) =>
  shade(p, 100) +
  rect(-100, -10, 200, 20, p.wood, 3) +
  rect(-90, 10, 14, 80, p.steel) +
  rect(76, 10, 14, 80, p.steel) +
  rect(-90, 50, 180, 8, p.steel);

export const oilFilter = (p: Pal) =>
  shade(p, 50) +
  rect(-40, -50, 80, 130, p.a, 10) +
  ellipse(0, -50, 40, 12, p.metal) +
  ellipse(0, -50, 14, 5, p.steel) +
  line("M-40 -10 L40 -10 M-40 40 L40 40", p.d, 4);

export const drainPan = (p: Pal) =>
  shade(p, 100, 50) +
  path("M-100 10 L100 10 L80 50 L-80 50Z", p.steel) +
  ellipse(0, 10, 100, 16, p.metal) +
  ellipse(0, 12, 80, 10, "#2b2118");

export const scanner = (p: Pal) =>
  rect(-40, -80, 80, 140, p.gold, 14) +
  rect(-30, -66, 60, 46, p.ink, 4) +
  line("M-24 -36 L-10 -50 L4 -40 L20 -58", p.leaf, 4) +
  circle(-14, 0, 8, p.ink) +
  circle(14, 0, 8, p.ink) +
  rect(-20, 20, 40, 14, p.ink, 6) +
  line("M0 60 Q0 100 60 96", p.ink, 6);

export const laptopGraph = (p: Pal) =>
  shade(p, 100) +
  rect(-80, -70, 160, 110, p.ink, 10) +
  rect(-70, -60, 140, 90, "#162033", 4) +
  line("M-60 10 L-30 -20 L0 0 L30 -40 L60 -30", p.leaf, 4) +
  line("M-60 20 L-30 0 L0 16 L30 -10 L60 0", p.gold, 4) +
  path("M-100 40 L100 40 L90 60 L-90 60Z", p.steel);

export const balancer = (p: Pal) =>
  shade(p, 90) +
  rect(-60, 0, 120, 90, p.a, 8) +
  rect(-50, 10, 100, 20, p.d, 4) +
  rect(60, -10, 40, 8, p.steel) +
  circle(20, -40, 56, p.ink) +
  circle(20, -40, 36, p.metal) +
  circle(20, -40, 12, p.steel);

export const brakeDisc = (p: Pal) => {
  let h = "";
  for (let k = 0; k < 5; k++)
    h += circle(
      Math.cos((k * 72 * Math.PI) / 180) * 22,
      Math.sin((k * 72 * Math.PI) / 180) * 22,
      5,
      p.s,
    );
  return (
    shade(p, 80) +
    circle(0, 0, 86, p.metal) +
    circle(0, 0, 80, "#b7c0cb") +
    circle(0, 0, 40, p.steel) +
    h
  );
};

export const brakePads = (p: Pal) =>
  path("M-60 -30 Q0 -60 60 -30 L50 10 Q0 -16 -50 10Z", p.ink) +
  path("M-56 -20 Q0 -46 56 -20 L50 0 Q0 -24 -50 0Z", "#8a6a55") +
  g("translate(0 60)", path("M-60 -30 Q0 -60 60 -30 L50 10 Q0 -16 -50 10Z", p.ink));

export const acStation = (p: Pal) =>
  shade(p, 80) +
  rect(-70, -90, 140, 170, p.white, 10) +
  rect(-70, -90, 140, 30, p.a, 10) +
  circle(-30, -20, 24, p.metal) +
  circle(30, -20, 24, p.metal) +
  circle(-30, -20, 18, p.white) +
  circle(30, -20, 18, p.white) +
  line("M-30 -20 L-20 -32 M30 -20 L40 -30", p.ink, 3) +
  line("M0 30 L0 60 M-13 37 L13 53 M13 37 L-13 53", "#3d9be9", 4) +
  line("M-60 60 Q-110 80 -90 100 M60 60 Q110 80 90 100", "#3d6fb6", 6) +
  circle(-56, 86, 8, p.ink) +
  circle(56, 86, 8, p.ink);

export const bucket = (p: Pal) =>
  shade(p, 70) +
  path("M-60 -30 Q0 -110 60 -30", "none", ` stroke="${p.steel}" stroke-width="6"`) +
  path("M-66 -30 L66 -30 L52 90 L-52 90Z", p.a) +
  ellipse(0, -30, 66, 12, p.d) +
  rect(-62, 0, 124, 10, p.white, 0, op(0.3));

export const mop = (p: Pal) =>
  g(
    "rotate(10)",
    rect(-5, -100, 10, 170, p.wood, 5) +
      path("M-40 70 L40 70 L50 100 L-50 100Z", p.tl) +
      line("M-36 76 L-44 100 M-12 76 L-14 100 M12 76 L14 100 M36 76 L44 100", p.white, 4),
  );

export const gloves = (p: Pal) => {
  const glove = (x: number, r: number) =>
    g(
      `translate(${x} 0) rotate(${r})`,
      path(
        "M-26 80 L-26 10 L-32 -30 Q-30 -40 -22 -34 L-16 -10 L-16 -60 Q-8 -68 -4 -60 L-2 -14 L2 -70 Q10 -76 14 -68 L12 -12 L20 -60 Q28 -66 30 -56 L26 10 L26 80Z",
        "#f7cf3f",
      ) + rect(-28, 60, 56, 24, "#e8b820", 4),
    );
  return shade(p, 80) + glove(-30, -12) + glove(30, 14);
};

export const cloths = (p: Pal) =>
  shade(p, 90) +
  rect(-80, 40, 160, 30, p.tl, 6) +
  rect(-76, 10, 152, 30, p.l, 6) +
  rect(-72, -20, 144, 30, "#b9e6d0", 6);

export const sponge = (p: Pal) =>
  shade(p, 60, 40) +
  rect(-60, -10, 120, 50, "#f7cf3f", 10) +
  rect(-60, -24, 120, 20, p.leaf, 8) +
  circle(-30, 20, 4, "#e8b820") +
  circle(10, 14, 4, "#e8b820") +
  circle(36, 26, 4, "#e8b820");

export const stickVacuum = (p: Pal) =>
  g(
    "rotate(12)",
    rect(-6, -100, 12, 150, p.steel, 6) +
      rect(-24, -60, 48, 60, p.a, 14) +
      rect(-12, -96, 30, 14, p.ink, 6) +
      rect(-50, 50, 100, 26, p.ink, 10) +
      rect(-44, 56, 88, 8, p.a, 4),
  );

export const basket = (p: Pal) =>
  shade(p, 80) +
  rect(-60, -44, 120, 24, p.white, 8) +
  rect(-56, -64, 112, 24, p.tl, 8) +
  path("M-76 -20 L76 -20 L64 80 L-64 80Z", "#c9a06a") +
  line("M-70 10 L70 10 M-66 40 L66 40", "#a9804a", 5);

export const stove = (p: Pal) =>
  shade(p, 100) +
  rect(-80, -90, 160, 180, p.white, 6) +
  ellipse(-40, -80, 26, 6, p.ink) +
  ellipse(30, -80, 26, 6, p.ink) +
  rect(-80, -70, 160, 20, p.metal) +
  circle(-50, -60, 5, p.ink) +
  circle(-30, -60, 5, p.ink) +
  rect(-66, -36, 132, 100, p.ink, 6) +
  rect(-58, -28, 116, 84, "#3a3f4b", 4) +
  poly([-80, 66, 80, 66, 100, 96, -100, 96], p.metal) +
  line("M-60 0 L60 0", p.metal, 3);

export const stepladder = (p: Pal) =>
  line("M-20 -100 L-70 96 M20 -100 L70 96", p.gold, 10) +
  line("M-30 -60 L30 -60 M-40 -20 L40 -20 M-50 20 L50 20 M-60 60 L60 60", p.gold, 8) +
  rect(-26, -106, 52, 14, p.steel, 4);

export const paintTray = (p: Pal) =>
  shade(p, 100, 70) +
  poly([-90, 30, 90, 30, 70, 70, -70, 70], p.steel) +
  poly([-80, 34, 30, 34, 20, 62, -64, 62], p.l) +
  g(
    "rotate(-20)",
    rect(-30, -50, 90, 34, p.white, 14) +
      rect(-30, -44, 90, 22, p.l, 10) +
      line("M60 -34 L80 -34 L80 0 L40 40", p.steel, 6),
  );

export const canisterVac = (p: Pal) =>
  shade(p, 80) +
  rect(-60, -40, 120, 120, p.a, 20) +
  rect(-50, -50, 100, 20, p.d, 8) +
  circle(-40, 80, 12, p.ink) +
  circle(40, 80, 12, p.ink) +
  line("M60 0 Q110 20 96 -60 L80 -100", p.ink, 8) +
  rect(60, -110, 40, 14, p.steel, 4);

export const bigWindow = (p: Pal) =>
  rect(-100, -100, 200, 170, p.white, 4) +
  rect(-90, -90, 180, 150, "#9fd6f2") +
  ellipse(-40, -50, 30, 10, p.white) +
  ellipse(30, -30, 24, 8, p.white) +
  line("M0 -90 L0 60 M-90 -16 L90 -16", p.white, 8) +
  rect(-110, 70, 220, 16, p.white, 3) +
  sparkle(-60, 20, 12, p.white) +
  sparkle(50, -70, 10, p.white);

export const squeegee = (p: Pal) =>
  g("rotate(-20)", rect(-50, -20, 100, 14, p.ink, 4) + rect(-6, -6, 12, 90, p.a, 6));

export const desk = (p: Pal) =>
  shade(p, 100) +
  rect(-100, -10, 200, 16, p.wood, 3) +
  rect(-94, 6, 12, 84, p.steel) +
  rect(82, 6, 12, 84, p.steel) +
  rect(-40, -80, 80, 54, p.ink, 6) +
  rect(-34, -74, 68, 42, p.glass, 3) +
  rect(-6, -26, 12, 16, p.steel) +
  rect(-20, -14, 40, 6, p.steel, 3);

export const officeChair = (p: Pal) =>
  shade(p, 50) +
  rect(-36, -90, 72, 80, p.ink, 16) +
  rect(-44, -8, 88, 22, p.ink, 10) +
  rect(-5, 14, 10, 50, p.steel) +
  line("M0 64 L-40 84 M0 64 L40 84 M0 64 L0 88", p.steel, 6);

export const trolley = (p: Pal) =>
  shade(p, 90) +
  rect(-80, -70, 10, 150, p.steel) +
  rect(-80, -70, 160, 10, p.steel) +
  rect(-70, -20, 150, 10, p.steel) +
  rect(-70, 60, 150, 10, p.steel) +
  rect(20, -10, 56, 70, p.a, 6) +
  rect(-60, 30, 70, 30, p.tl, 6) +
  rect(-60, -50, 40, 30, p.l, 6) +
  circle(-64, 84, 8, p.ink) +
  circle(64, 84, 8, p.ink);
