/** Objects for salons, barbers and flower shops: same −100…100 box. */
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
  poly,
  rect,
  shade,
} from "./draw";

export const stylingChair = (p: Pal) =>
  shade(p, 80) +
  rect(-50, -90, 100, 80, p.a, 24) +
  rect(-60, -10, 120, 40, p.a, 12) +
  rect(-76, -30, 20, 50, p.d, 8) +
  rect(56, -30, 20, 50, p.d, 8) +
  rect(-8, 30, 16, 40, p.steel) +
  ellipse(0, 80, 50, 10, p.steel);

export const roundMirror = (p: Pal) =>
  circle(0, 0, 96, p.gold) +
  circle(0, 0, 84, p.glass) +
  line("M-40 -40 L-10 -70 M-50 -10 L10 -70", p.white, 8, op(0.6));

export const wallMirror = (p: Pal) =>
  rect(-70, -100, 140, 200, p.gold, 70) +
  rect(-60, -90, 120, 180, p.glass, 60) +
  line("M-30 -40 L10 -80 M-40 -10 L20 -70", p.white, 8, op(0.5));

export const nailFile = (p: Pal) =>
  g("rotate(-30)", rect(-10, -90, 20, 180, p.l, 10) + rect(-10, -20, 20, 110, p.cream, 6));

export const glassDish = (p: Pal) =>
  ellipse(0, 20, 70, 22, p.glass, op(0.7)) + ellipse(0, 12, 60, 16, p.white, op(0.6));

export const eucalyptus = (_p: Pal) => {
  let l = "";
  for (let k = 0; k < 6; k++)
    l += circle(k % 2 ? 16 : -16, -80 + k * 28, 14, k % 2 ? "#8fb9a8" : "#a9cbb9");
  return g("rotate(25)", line("M0 -96 L0 96", "#6b8f7e", 4) + l);
};

export const tray = (p: Pal) =>
  shade(p, 100, 50) + rect(-100, 0, 200, 50, p.l, 12) + rect(-92, 6, 184, 38, p.cream, 8);

export const tweezers = (p: Pal) =>
  g(
    "rotate(-70)",
    path("M-6 -90 L6 -90 L20 90 L12 90 Z", p.metal) +
      path("M-6 -90 L6 -90 L-12 90 L-20 90Z", p.steel),
  );

export const lashCurler = (p: Pal) =>
  circle(-30, 50, 22, "none", ` stroke="${p.steel}" stroke-width="8"`) +
  circle(30, 50, 22, "none", ` stroke="${p.steel}" stroke-width="8"`) +
  line("M-24 30 L-10 -40 M24 30 L10 -40", p.steel, 8) +
  path("M-50 -40 Q0 -70 50 -40 L50 -30 Q0 -58 -50 -30Z", p.metal);

export const clippers = (p: Pal) =>
  g(
    "rotate(-30)",
    path("M-34 -60 L34 -60 L40 80 Q40 96 24 96 L-24 96 Q-40 96 -40 80Z", p.ink) +
      rect(-40, -84, 80, 26, p.metal, 3) +
      line(
        "M-34 -84 L-34 -94 M-20 -84 L-20 -94 M-6 -84 L-6 -94 M8 -84 L8 -94 M22 -84 L22 -94 M34 -84 L34 -94",
        p.metal,
        4,
      ) +
      rect(-10, -10, 20, 40, p.a, 6),
  );

export const barberChair = (p: Pal) =>
  shade(p, 96) +
  rect(-40, -96, 70, 100, "#7a3b22", 16) +
  rect(-56, 0, 110, 34, "#8a4528", 12) +
  rect(-60, -20, 18, 40, p.ink, 6) +
  rect(40, -20, 18, 40, p.ink, 6) +
  rect(-70, -24, 50, 10, p.metal, 4) +
  rect(30, -24, 40, 10, p.metal, 4) +
  rect(-8, 34, 16, 44, p.metal) +
  ellipse(0, 84, 56, 10, p.metal) +
  rect(-60, 30, 24, 40, p.metal, 4, ` transform="rotate(-20 -48 30)"`);

export const pomade = (p: Pal) =>
  shade(p, 40) +
  rect(-36, -10, 72, 50, p.a, 10) +
  rect(-40, -24, 80, 22, p.d, 10) +
  ellipse(0, -24, 40, 8, p.gold);

export const hangingTowel = (p: Pal) =>
  rect(-80, -96, 160, 10, p.metal, 5) +
  path("M-50 -90 L50 -90 L50 60 Q0 72 -50 60Z", p.white) +
  rect(-50, 30, 100, 10, p.a, 0, op(0.7));

export const cape = (p: Pal) =>
  rect(-60, -16, 120, 30, p.ink, 8) + line("M-50 -2 L50 -2", p.steel, 3);

export const boosterSeat = (p: Pal) =>
  rect(-50, -40, 100, 60, p.a, 16) + rect(-50, 10, 100, 20, p.l, 8);

export const foamBowl = (p: Pal) =>
  shade(p, 80, 60) +
  path("M-80 0 L80 0 Q76 60 0 60 Q-76 60 -80 0Z", p.metal) +
  ellipse(0, 0, 80, 14, p.steel) +
  circle(-40, -8, 24, p.white) +
  circle(-8, -20, 30, p.white) +
  circle(30, -10, 26, p.white) +
  circle(56, 0, 14, p.white);

export const shavingBrush = (p: Pal) =>
  shade(p, 40) +
  rect(-26, 10, 52, 80, p.a, 10) +
  rect(-30, 0, 60, 14, p.gold, 4) +
  path("M-30 0 Q-50 -80 0 -96 Q50 -80 30 0Z", "#d8c3a5") +
  path("M-20 -60 Q0 -90 20 -60", "none", ` stroke="${p.white}" stroke-width="8"`);

export const rolledTowel = (p: Pal) =>
  shade(p, 90, 60) +
  rect(-90, -10, 180, 70, p.white, 35) +
  circle(70, 25, 35, p.cream) +
  line("M70 25 m-10 0 a10 10 0 1 1 20 0 a20 20 0 1 1 -34 0", p.metal, 4) +
  line("M-30 -24 C-42 -40 -18 -52 -30 -72 M10 -24 C-2 -40 22 -52 10 -72", p.white, 7, op(0.7));

export const flowerBucket = (p: Pal, kind?: "tulip" | "rose" | "euc") => {
  const k = kind ?? "tulip";
  let top = line("M-30 -10 L-40 -80 M0 -10 L0 -90 M30 -10 L40 -80", p.leafD, 5);
  if (k === "tulip")
    top += [-40, 0, 40]
      .map((x, i) =>
        path(
          `M${x - 16} ${-86 - (i % 2) * 10} L${x - 8} ${-74 - (i % 2) * 10} L${x} ${-90 - (i % 2) * 10} L${x + 8} ${-74 - (i % 2) * 10} L${x + 16} ${-86 - (i % 2) * 10} Q${x + 18} ${-58 - (i % 2) * 10} ${x} ${-58 - (i % 2) * 10} Q${x - 18} ${-58 - (i % 2) * 10} ${x - 16} ${-86 - (i % 2) * 10}Z`,
          i === 1 ? p.l : p.a,
        ),
      )
      .join("");
  else if (k === "rose")
    top += [-40, 0, 40]
      .map(
        (x, i) =>
          circle(x, -84 - (i % 2) * 10, 18, p.d) +
          line(`M${x - 8} ${-86 - (i % 2) * 10} a8 8 0 1 1 16 0`, p.a, 4),
      )
      .join("");
  else
    top += [-40, 0, 40]
      .map((x) =>
        [0, 1, 2, 3]
          .map((j) => circle(x + (j % 2 ? 10 : -10), -96 + j * 18, 10, "#8fb9a8"))
          .join(""),
      )
      .join("");
  return (
    top +
    shade(p, 60) +
    path("M-50 -14 L50 -14 L40 90 L-40 90Z", p.steel) +
    rect(-54, -20, 108, 12, p.metal, 4)
  );
};

export const paperRoll = (p: Pal) =>
  shade(p, 100, 60) +
  rect(-90, 0, 170, 50, "#c9a06a", 4) +
  ellipse(80, 25, 14, 25, "#b38a55") +
  ellipse(80, 25, 6, 10, "#8a6a3e") +
  path("M-90 50 L-90 0 L-100 60 L-40 70Z", "#d9b27d");

export const kraftBouquet = (p: Pal) => {
  let heads = "";
  const pos = [
    [-40, -50],
    [0, -66],
    [40, -50],
    [-20, -30],
    [20, -30],
    [-56, -20],
    [56, -20],
  ];
  for (const [x, y] of pos)
    heads +=
      circle(x, y, 22, "#b0122f") + line(`M${x - 10} ${y - 2} a10 10 0 1 1 20 0`, "#d93652", 5);
  return (
    leaf(-50, -10, 40, 200, p.leaf) +
    leaf(50, -10, 40, -20, p.leaf) +
    heads +
    poly([-80, -20, 80, -20, 20, 90, -20, 90], "#c9a06a") +
    poly([-80, -20, 0, 10, -20, 90], "#b38a55") +
    line("M-30 40 L30 40", p.cream, 5)
  );
};

export const roundBouquet = (p: Pal) => {
  let heads = "";
  for (let k = 0; k < 9; k++) {
    const a = (k / 9) * Math.PI * 2;
    heads += blossom(Math.cos(a) * 40, -40 + Math.sin(a) * 30, 28, k % 2 ? p.white : p.l, p.gold);
  }
  return (
    line("M-10 0 L-6 90 M0 0 L0 90 M10 0 L6 90", p.leafD, 5) +
    heads +
    blossom(0, -40, 30, p.white, p.gold) +
    path("M-8 10 Q-60 40 -50 90 M8 10 Q60 40 50 90", "none", ` stroke="${p.a}" stroke-width="6"`) +
    ellipse(0, 12, 16, 8, p.a)
  );
};

export const hatbox = (p: Pal) => {
  let heads = "";
  for (let k = 0; k < 7; k++)
    heads +=
      circle(-60 + k * 20, -36 + (k % 2) * 8, 16, k % 3 === 2 ? p.white : p.a) +
      line(`M${-66 + k * 20} ${-36 + (k % 2) * 8} a6 6 0 1 1 12 0`, p.d, 3);
  return (
    shade(p, 90) +
    heads +
    rect(-76, -30, 152, 120, p.l, 10) +
    ellipse(0, -30, 76, 10, p.a, op(0.3)) +
    rect(-76, 10, 152, 10, p.white, 0, op(0.7))
  );
};

export const hatboxLid = (p: Pal) =>
  g("rotate(-70)", ellipse(0, 0, 90, 20, p.a) + rect(-90, 0, 180, 20, p.l));

export const orchid = (p: Pal) => {
  const fl = (x: number, y: number) => blossom(x, y, 24, p.white, "#e4a0c0");
  return (
    shade(p, 50) +
    line("M0 0 Q10 -80 60 -90", p.leafD, 4) +
    fl(20, -70) +
    fl(48, -90) +
    fl(-4, -44) +
    leaf(0, 10, 50, 200, p.leafD) +
    leaf(0, 10, 50, -20, p.leaf) +
    path("M-40 10 L40 10 L30 90 L-30 90Z", p.white) +
    rect(-44, 4, 88, 12, p.cream, 4)
  );
};

export const monstera = (p: Pal) =>
  shade(p, 50) +
  line("M0 0 L-30 -60 M0 0 L30 -70 M0 0 L0 -40", p.leafD, 5) +
  path("M-30 -60 m-40 0 a40 34 0 1 0 80 0 a40 34 0 1 0 -80 0", p.leafD) +
  path("M30 -70 m-36 0 a36 32 0 1 0 72 0 a36 32 0 1 0 -72 0", p.leaf) +
  line("M-50 -60 L-40 -66 M-14 -54 L-20 -60 M20 -76 L30 -70 M44 -66 L50 -72", p.s, 6) +
  path("M-36 10 L36 10 L28 90 L-28 90Z", p.a);

export const tallArrangement = (p: Pal) =>
  line("M0 -20 Q-40 -60 -70 -100 M0 -20 Q40 -70 76 -96 M0 -20 L0 -100", p.brown, 4) +
  blossom(-30, -40, 40, p.l, p.gold) +
  blossom(30, -36, 36, p.a, p.gold) +
  blossom(0, -60, 36, p.white, p.gold) +
  leaf(-50, -70, 30, 230, p.leaf) +
  leaf(50, -70, 30, -50, p.leaf) +
  path("M-24 -14 L24 -14 Q36 20 20 40 L-20 40 Q-36 20 -24 -14Z", p.d) +
  line("M-14 40 L-30 100 M14 40 L30 100 M-24 80 L24 80", p.steel, 5);
