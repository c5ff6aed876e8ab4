/** Objects for lawyers, realtors and tutors: same −100…100 box. */
import { circle, ellipse, g, line, op, type Pal, path, poly, rect, shade } from "./draw";

export const scales = (p: Pal) =>
  shade(p, 60) +
  rect(-6, -80, 12, 160, p.gold) +
  rect(-50, 76, 100, 14, p.gold, 4) +
  rect(-90, -74, 180, 8, p.gold, 4) +
  circle(0, -84, 10, p.gold) +
  line("M-80 -70 L-100 0 M-80 -70 L-60 0 M80 -70 L60 0 M80 -70 L100 0", p.gold, 3) +
  path("M-106 0 L-54 0 Q-60 24 -80 24 Q-100 24 -106 0Z", p.gold) +
  path("M54 0 L106 0 Q100 24 80 24 Q60 24 54 0Z", p.gold);

export const bookRow = (p: Pal) => {
  const cols = [p.d, p.a, "#7a2e2e", p.d, "#2f5d4a", p.a, "#7a2e2e"];
  return (
    shade(p, 100) +
    cols
      .map(
        (c, k) =>
          rect(-98 + k * 28, -60 + (k % 3) * 8, 24, 150 - (k % 3) * 8, c, 3) +
          rect(-94 + k * 28, -30, 16, 6, p.gold, 2),
      )
      .join("")
  );
};

export const notebook = (p: Pal) =>
  shade(p, 90) +
  rect(-90, -60, 180, 130, p.white, 6) +
  line("M0 -60 L0 70", p.metal, 3) +
  line(
    "M-76 -30 L-14 -30 M-76 -10 L-20 -10 M-76 10 L-14 10 M14 -30 L76 -30 M14 -10 L70 -10",
    p.metal,
    4,
  );

export const gridNotebook = (p: Pal) => {
  let gr = "";
  for (let k = -80; k <= 80; k += 16) gr += line(`M${k} -56 L${k} 64`, p.tl, 1.5);
  for (let k = -56; k <= 64; k += 16) gr += line(`M-86 ${k} L86 ${k}`, p.tl, 1.5);
  return (
    shade(p, 96) +
    rect(-94, -64, 188, 136, p.white, 6) +
    gr +
    line("M0 -64 L0 72", p.steel, 3) +
    poly([20, 40, 60, -10, 80, 40], "none", ` stroke="${p.a}" stroke-width="4"`) +
    circle(-44, 4, 28, "none", ` stroke="${p.a}" stroke-width="4"`)
  );
};

export const ruler = (p: Pal) => {
  let t = "";
  for (let x = -84; x <= 84; x += 12)
    t += line(`M${x} -14 L${x} ${x % 24 === 0 ? 2 : -4}`, p.ink, 2);
  return g("rotate(-8)", rect(-92, -16, 184, 32, p.gold, 4) + t);
};

export const protractor = (p: Pal) =>
  path("M-80 40 A80 80 0 0 1 80 40Z", p.tl, op(0.8)) +
  path("M-50 40 A50 50 0 0 1 50 40Z", p.s) +
  line("M0 40 L0 -40 M0 40 L56 -16 M0 40 L-56 -16", p.a, 2);

export const compass = (p: Pal) =>
  circle(0, -80, 10, p.steel) +
  line("M0 -76 L-40 90 M0 -76 L40 90", p.steel, 8) +
  rect(34, 60, 12, 24, p.gold, 2);

export const speechBubble = (p: Pal) =>
  path(
    "M-90 -70 Q-90 -90 -70 -90 L70 -90 Q90 -90 90 -70 L90 10 Q90 30 70 30 L-10 30 L-50 70 L-40 30 L-70 30 Q-90 30 -90 10Z",
    p.white,
    ` stroke="${p.l}" stroke-width="6"`,
  ) +
  circle(-40, -30, 10, p.l) +
  circle(0, -30, 10, p.a) +
  circle(40, -30, 10, p.l);

export const headphones = (p: Pal) =>
  path("M-70 20 Q-74 -80 0 -80 Q74 -80 70 20", "none", ` stroke="${p.ink}" stroke-width="12"`) +
  rect(-90, 0, 34, 60, p.a, 14) +
  rect(56, 0, 34, 60, p.a, 14);

export const crayons = (p: Pal) => {
  const cols = ["#e5484d", p.gold, p.leaf, p.a, "#9b7bd8"];
  return (
    shade(p, 90) +
    cols
      .map(
        (c, k) =>
          rect(-60 + k * 26, -70 + (k % 2) * 10, 18, 80, c, 4) +
          poly(
            [
              -60 + k * 26,
              -70 + (k % 2) * 10,
              -42 + k * 26,
              -70 + (k % 2) * 10,
              -51 + k * 26,
              -92 + (k % 2) * 10,
            ],
            c,
          ),
      )
      .join("") +
    rect(-76, -10, 152, 100, p.gold, 6) +
    rect(-76, 10, 152, 20, p.d, 0, op(0.4))
  );
};

export const laptopCall = (p: Pal) =>
  shade(p, 100) +
  rect(-84, -76, 168, 116, p.ink, 10) +
  rect(-74, -66, 148, 96, "#1f2b44", 4) +
  rect(-68, -60, 66, 40, p.a, 4) +
  rect(2, -60, 66, 40, p.t, 4) +
  circle(-35, -44, 9, p.white, op(0.7)) +
  circle(35, -44, 9, p.white, op(0.7)) +
  rect(-68, -14, 66, 38, p.gold, 4) +
  rect(2, -14, 66, 38, p.l, 4) +
  rect(-16, 14, 32, 10, "#e5484d", 5) +
  path("M-104 40 L104 40 L94 60 L-94 60Z", p.steel);

export const schoolDesk = (p: Pal) =>
  shade(p, 90) +
  rect(-90, -20, 180, 14, p.wood, 3) +
  line("M-76 -6 L-80 90 M76 -6 L80 90", p.steel, 8) +
  rect(-60, -34, 70, 14, p.white, 2) +
  line("M-25 -34 L-25 -20", p.metal, 2);

export const whiteboard = (p: Pal) =>
  rect(-100, -80, 200, 140, p.steel, 6) +
  rect(-94, -74, 188, 128, p.white, 3) +
  circle(-56, -30, 22, "none", ` stroke="${p.a}" stroke-width="5"`) +
  poly([-20, -6, 4, -52, 28, -6], "none", ` stroke="${p.gold}" stroke-width="5"`) +
  line("M44 20 L44 -50 M44 20 L90 20 M48 10 L60 -10 L72 0 L86 -30", p.d, 4) +
  line("M-80 30 L-20 30", p.l, 5) +
  rect(-40, 60, 80, 8, p.steel, 3);

export const doc = (p: Pal) =>
  shade(p, 80) +
  rect(-56, -80, 120, 160, p.cream, 4) +
  rect(-66, -90, 120, 160, p.white, 4) +
  line(
    "M-50 -66 L30 -66 M-50 -46 L36 -46 M-50 -26 L24 -26 M-50 -6 L36 -6 M-50 14 L10 14",
    p.metal,
    5,
  );

export const magnifier = (p: Pal) =>
  g(
    "rotate(-40)",
    rect(-8, 40, 16, 70, p.brown, 6) +
      circle(0, 0, 46, p.gold) +
      circle(0, 0, 36, p.glass, op(0.7)) +
      line("M-16 -20 Q-4 -28 10 -24", p.white, 5),
  );

export const check = (p: Pal) =>
  circle(0, 0, 40, p.leaf) + line("M-18 0 L-4 14 L20 -14", p.white, 10);

export const gavel = (p: Pal) =>
  shade(p, 90) +
  rect(-70, 60, 140, 26, p.brown, 6) +
  g(
    "rotate(-30)",
    rect(-60, -60, 100, 44, p.wood, 10) +
      rect(-64, -64, 14, 52, p.brown, 4) +
      rect(26, -64, 14, 52, p.brown, 4) +
      rect(-16, -20, 12, 110, p.wood, 6),
  );

export const waxEnvelope = (p: Pal) =>
  shade(p, 80) +
  rect(-80, -50, 160, 110, p.cream, 6) +
  line("M-80 -50 L0 16 L80 -50", "#e3d4b8", 4) +
  circle(0, 16, 22, "#b3261e") +
  circle(0, 16, 13, "#8e1d17");

export const folder = (p: Pal) =>
  shade(p, 90) +
  path("M-90 -60 L-30 -60 L-18 -46 L90 -46 L90 80 L-90 80Z", p.d) +
  rect(-90, -36, 180, 116, p.a, 6) +
  rect(-20, 10, 40, 44, p.white, 2) +
  poly([-26, 12, 0, -10, 26, 12], p.white) +
  rect(-6, 34, 12, 20, p.a);

export const stamp = (p: Pal) =>
  shade(p, 50) +
  ellipse(0, -60, 26, 24, p.brown) +
  rect(-10, -40, 20, 50, p.brown) +
  rect(-50, 10, 100, 26, p.ink, 6) +
  rect(-44, 36, 88, 10, "#b3261e", 3);

export const briefcase = (p: Pal) =>
  shade(p, 100) +
  path(
    "M-30 -50 L-30 -70 Q-30 -80 -20 -80 L20 -80 Q30 -80 30 -70 L30 -50",
    "none",
    ` stroke="${p.brown}" stroke-width="10"`,
  ) +
  rect(-96, -50, 192, 136, "#8a4a2a", 12) +
  rect(-96, -10, 192, 10, "#6b3820") +
  rect(-14, -16, 28, 22, p.gold, 4);

export const shieldCheck = (p: Pal) =>
  path("M0 -90 L74 -62 Q74 40 0 90 Q-74 40 -74 -62Z", p.a) +
  line("M-30 0 L-8 24 L34 -24", p.white, 14);

export const deskClock = (p: Pal) =>
  shade(p, 50) +
  rect(-50, -50, 100, 120, p.wood, 12) +
  circle(0, 0, 36, p.white) +
  line("M0 0 L0 -24 M0 0 L16 8", p.ink, 4);

export const tree = (p: Pal) =>
  rect(-8, 0, 16, 90, p.brown) +
  circle(0, -30, 50, p.leaf) +
  circle(-30, -10, 34, p.leafD) +
  circle(30, -10, 34, p.leaf);

export const signPost = (p: Pal) =>
  rect(-6, -40, 12, 130, p.brown) +
  rect(-70, -90, 140, 70, p.white, 6) +
  rect(-70, -90, 140, 14, p.a, 6);

export const keyring = (p: Pal) =>
  circle(-40, -40, 26, "none", ` stroke="${p.metal}" stroke-width="6"`) +
  g(
    "translate(-20 -10) rotate(40)",
    rect(0, -8, 90, 16, p.gold, 4) +
      rect(60, 6, 10, 18, p.gold) +
      rect(76, 6, 10, 12, p.gold) +
      circle(-6, 0, 22, p.gold) +
      circle(-6, 0, 8, p.s),
  ) +
  poly([-90, -10, -60, -40, -30, -10, -30, 30, -90, 30], p.a) +
  rect(-68, 4, 16, 26, p.white);

export const tallBuilding = (p: Pal) => {
  let w = "";
  for (let y = -70; y < 60; y += 30)
    w += rect(-56, y, 112, 18, p.glass, 2) + rect(-60, y + 18, 120, 6, p.white);
  return (
    shade(p, 70) +
    rect(-64, -90, 128, 180, p.a, 4) +
    rect(-70, -96, 140, 10, p.d) +
    w +
    rect(-16, 64, 32, 26, p.d, 2)
  );
};

export const familyHouse = (p: Pal) =>
  shade(p, 100) +
  rect(-80, -30, 110, 120, p.cream) +
  poly([-96, -24, -25, -96, 46, -24], p.d) +
  rect(30, 10, 70, 80, "#e8dcc8") +
  poly([24, 16, 65, -16, 106, 16], p.d) +
  rect(40, 40, 50, 50, p.steel, 2) +
  line("M40 52 L90 52 M40 64 L90 64 M40 76 L90 76", p.metal, 3) +
  rect(-66, -14, 30, 30, p.glass, 2) +
  rect(-20, -14, 30, 30, p.glass, 2) +
  rect(-66, 40, 30, 30, p.glass, 2) +
  rect(-20, 40, 26, 50, p.a, 3);

export const fence = (p: Pal) => {
  let s = rect(-100, 66, 200, 6, p.white) + rect(-100, 82, 200, 6, p.white);
  for (let x = -96; x < 100; x += 16)
    s += path(`M${x} 96 L${x} 60 L${x + 4} 54 L${x + 8} 60 L${x + 8} 96Z`, p.white);
  return s;
};

export const modelHouse = (p: Pal) =>
  shade(p, 70) +
  rect(-50, -10, 100, 90, p.white) +
  poly([-66, -4, 0, -70, 66, -4], p.a) +
  rect(-14, 30, 28, 50, p.d) +
  rect(18, 6, 20, 20, p.glass);

export const kitchenette = (p: Pal) =>
  shade(p, 100) +
  rect(-100, -10, 200, 100, p.white, 3) +
  rect(-100, -18, 200, 12, p.steel) +
  line("M-34 -6 L-34 90 M34 -6 L34 90", p.metal, 3) +
  rect(-96, -100, 90, 50, p.white, 3) +
  rect(-70, -36, 40, 18, p.metal, 4) +
  circle(56, -40, 4, p.ink) +
  line("M40 -18 L40 -50 Q40 -60 52 -60", p.steel, 4);
