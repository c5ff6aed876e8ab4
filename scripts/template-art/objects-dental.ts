/** Objects for the dental clinic: same −100…100 box. */
import { circle, ellipse, g, line, op, type Pal, path, poly, rect, shade } from "./draw";

export const dentalChair = (p: Pal) =>
  shade(p, 100) +
  path(
    "M-96 -60 Q-100 -80 -80 -80 L-60 -10 L60 -10 Q76 -10 80 6 L90 30 L-40 30 Q-60 30 -70 10Z",
    p.a,
  ) +
  rect(-96, -90, 30, 26, p.a, 10) +
  rect(-10, 30, 20, 50, p.metal) +
  rect(-50, 78, 100, 14, p.steel, 6) +
  rect(20, -30, 50, 10, p.d, 4);

export const dentalLamp = (p: Pal) =>
  line("M-100 -100 L40 -100 L40 -40", p.metal, 8) +
  path("M10 -40 L70 -40 L60 -10 L20 -10Z", p.white) +
  ellipse(40, -10, 24, 6, "#ffe9a8") +
  path("M20 -10 L60 -10 L100 80 L-20 80Z", "#ffe9a8", op(0.2));

export const instrumentTray = (p: Pal) =>
  rect(-60, -10, 120, 16, p.metal, 4) +
  line("M0 6 L0 90", p.metal, 6) +
  line("M-40 -16 L20 -20 M-30 -24 L30 -26", p.steel, 4);

export const xray = (p: Pal) => {
  let teeth = "";
  for (let k = 0; k < 5; k++)
    teeth += path(
      `M${-62 + k * 26} -20 Q${-62 + k * 26} -40 ${-50 + k * 26} -40 Q${-38 + k * 26} -40 ${-38 + k * 26} -20 L${-42 + k * 26} 20 L${-58 + k * 26} 20Z`,
      p.white,
      op(0.85),
    );
  return (
    shade(p, 90) +
    rect(-80, -60, 160, 110, "#1c2433", 8) +
    teeth +
    path("M-50 30 Q0 46 50 30", "none", ` stroke="${p.white}" stroke-width="3" opacity="0.5"`)
  );
};

export const probe = (p: Pal) =>
  g(
    "rotate(50)",
    rect(-4, -50, 8, 140, p.steel, 4) +
      path("M0 -50 Q16 -70 6 -90", "none", ` stroke="${p.steel}" stroke-width="4"`),
  );

export const floss = (p: Pal) =>
  shade(p, 50, 54) +
  circle(0, 0, 50, p.white) +
  circle(0, 0, 50, "none", ` stroke="${p.l}" stroke-width="6"`) +
  circle(0, 0, 16, p.a) +
  line("M40 30 Q80 60 60 96", p.metal, 2);

export const toothFilling = (_p: Pal) =>
  path("M-40 -58 Q-30 -66 -14 -60 Q-20 -44 -36 -44Z", "#b9c7d6");

export const shadeGuide = (p: Pal) => {
  const cols = ["#fbf7ec", "#f5edd8", "#efe3c6", "#e8d8b3", "#e0cc9f", "#d6bf8c"];
  return cols
    .map((c, k) =>
      g(
        `rotate(${-50 + k * 20} 0 80)`,
        rect(-10, -60, 20, 140, p.steel, 6) + rect(-12, -90, 24, 40, c, 10),
      ),
    )
    .join("");
};

export const implant = (p: Pal) => {
  let thread = "";
  for (let y = 10; y < 80; y += 14) thread += line(`M-22 ${y} L22 ${y + 6}`, p.steel, 5);
  return (
    shade(p, 60) +
    path(
      "M-50 -40 Q-50 -90 0 -90 Q50 -90 50 -40 Q50 -10 30 -4 L-30 -4 Q-50 -10 -50 -40Z",
      p.white,
      ` stroke="${p.l}" stroke-width="4"`,
    ) +
    rect(-14, -6, 28, 16, p.metal) +
    path("M-20 10 L20 10 L12 86 L-12 86Z", p.metal) +
    thread +
    rect(-60, 86, 120, 10, p.d, 4)
  );
};

export const teddy = (p: Pal) =>
  shade(p, 70) +
  circle(-40, -70, 18, "#b9835a") +
  circle(40, -70, 18, "#b9835a") +
  circle(0, -40, 46, "#c99566") +
  ellipse(0, -26, 20, 14, "#e8c7a1") +
  circle(0, -32, 6, p.ink) +
  circle(-16, -50, 5, p.ink) +
  circle(16, -50, 5, p.ink) +
  ellipse(0, 40, 56, 54, "#c99566") +
  ellipse(0, 44, 30, 30, "#e8c7a1") +
  circle(-44, 84, 18, "#b9835a") +
  circle(44, 84, 18, "#b9835a");

export const star = (p: Pal) =>
  poly(
    [0, -90, 24, -30, 88, -28, 38, 12, 56, 76, 0, 40, -56, 76, -38, 12, -88, -28, -24, -30],
    p.gold,
  );

export const kidCup = (p: Pal) =>
  shade(p, 50) +
  path("M-44 -60 L44 -60 L36 90 L-36 90Z", p.t) +
  circle(-10, 10, 10, p.gold) +
  circle(16, 40, 8, p.white) +
  circle(14, -20, 6, p.white);
