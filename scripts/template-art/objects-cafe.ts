/** Objects for the café and bakery: same −100…100 box. */
import { circle, ellipse, g, line, op, type Pal, path, rect, shade } from "./draw";

const loaf = (x: number, y: number, r: number) =>
  ellipse(x, y, r, r * 0.7, "#d8954a") +
  line(`M${x - r * 0.5} ${y - r * 0.2} L${x + r * 0.5} ${y - r * 0.2}`, "#f3d9b1", 3);
const mini = (x: number, y: number, r: number) =>
  path(
    `M${x - r} ${y} Q${x} ${y - r * 1.2} ${x + r} ${y} Q${x} ${y - r * 0.3} ${x - r} ${y}Z`,
    "#e0a050",
  );

export const displayCase = (p: Pal) =>
  rect(-100, -60, 200, 150, p.d, 6) +
  rect(-92, -52, 184, 128, "#eaf6fb", 4, op(0.85)) +
  rect(-92, 10, 184, 6, p.white) +
  loaf(-60, 0, 18) +
  loaf(-20, 0, 18) +
  loaf(20, 0, 18) +
  mini(-60, 60, 20) +
  mini(-10, 60, 20) +
  circle(40, 52, 14, "#d99a55") +
  circle(70, 52, 14, "#d99a55") +
  line("M34 52 Q40 46 46 52 M64 52 Q70 46 76 52", p.cream, 3) +
  line("M-80 -44 L-40 -20", p.white, 6, op(0.6));

export const espresso = (p: Pal) =>
  shade(p, 80) +
  rect(-70, -80, 140, 40, p.steel, 8) +
  rect(-60, -40, 120, 100, p.metal, 6) +
  rect(-30, -20, 60, 14, p.ink, 4) +
  rect(-8, -6, 16, 20, p.ink) +
  rect(-22, 30, 44, 36, p.white, 4) +
  rect(-80, 60, 160, 30, p.steel, 6) +
  circle(40, -60, 8, p.a);

export const hangingLamp = (p: Pal) =>
  line("M0 -100 L0 -20", p.ink, 4) +
  path("M-50 20 Q-50 -30 0 -30 Q50 -30 50 20Z", p.a) +
  ellipse(0, 24, 22, 10, "#ffe9a8") +
  path("M-60 30 L60 30 L110 100 L-110 100Z", "#ffe9a8", op(0.25));

export const plate = (p: Pal) =>
  shade(p, 96, 40) + ellipse(0, 20, 96, 44, p.white) + ellipse(0, 20, 70, 30, p.cream);

export const latte = (p: Pal) =>
  shade(p, 96, 60) +
  ellipse(0, 40, 96, 40, p.white) +
  ellipse(0, 40, 70, 28, p.s) +
  line("M60 0 C96 0 96 40 60 40", p.a, 10) +
  path("M-64 -40 L64 -40 L54 40 Q0 56 -54 40Z", p.a) +
  ellipse(0, -40, 64, 20, "#c08a5b") +
  ellipse(0, -40, 56, 16, "#e9cfae") +
  path("M0 -28 Q-22 -42 -14 -50 Q-6 -56 0 -46 Q6 -56 14 -50 Q22 -42 0 -28Z", p.white);

export const spoon = (p: Pal) =>
  g("rotate(-20)", ellipse(0, -70, 14, 22, p.metal) + rect(-4, -50, 8, 140, p.metal, 4));

export const sourdough = (_p: Pal) =>
  path("M-80 40 Q-90 -60 0 -64 Q90 -60 80 40Z", "#c9843e") +
  path("M-70 30 Q-76 -48 0 -52 Q76 -48 70 30Z", "#dc9d54") +
  line("M-40 -30 Q0 -50 40 -30 M-50 -6 Q0 -26 50 -6", "#f6e2bf", 6) +
  rect(-80, 34, 160, 10, "#c9843e", 4);

export const cuttingBoard = (p: Pal) =>
  shade(p, 100, 70) +
  rect(-100, 20, 200, 50, p.wood, 14) +
  circle(88, 44, 8, p.brown) +
  rect(-100, 60, 200, 10, "#a56d40", 5);

export const breadSlice = (_p: Pal) =>
  path("M-30 40 L-30 -40 Q0 -60 30 -40 L30 40Z", "#f3d9b1") +
  path("M-30 40 L-30 -40 Q0 -60 30 -40 L30 40", "none", ` stroke="#c9843e" stroke-width="8"`);

export const cinnamonRolls = (p: Pal) => {
  const roll = (x: number) =>
    circle(x, 0, 36, "#d99a55") +
    line(`M${x} 0 m-6 0 a6 6 0 1 1 12 0 a14 14 0 1 1 -26 0 a22 22 0 1 1 40 0`, "#a9662c", 5) +
    line(`M${x - 24} -10 Q${x - 12} -24 ${x} -8 T${x + 24} -4`, p.white, 6);
  return (
    shade(p, 100, 60) +
    rect(-100, -30, 200, 90, p.steel, 8) +
    rect(-92, -22, 184, 74, p.metal, 4) +
    roll(-58) +
    roll(0) +
    roll(58)
  );
};

export const breakfast = (p: Pal) =>
  circle(0, 0, 92, p.white) +
  circle(0, 0, 76, p.cream) +
  path("M-60 -20 Q-40 -60 0 -54 Q-10 -30 -20 -10 Q-40 0 -60 -20Z", "#e0a050") +
  rect(-56, -26, 40, 8, p.leaf, 3) +
  path("M10 -40 Q50 -50 56 -10 Q40 10 10 0 Q0 -20 10 -40Z", "#ffe07a") +
  circle(30, -20, 8, "#f7c948") +
  circle(-20, 40, 14, p.leaf) +
  circle(0, 50, 12, p.leafD) +
  circle(14, 34, 12, p.leaf) +
  circle(-4, 30, 6, "#e5484d");

export const juice = (p: Pal) =>
  circle(0, 0, 40, p.tl, op(0.6)) +
  circle(0, 0, 32, "#ffa43a") +
  circle(-10, -10, 8, p.white, op(0.5));
