/** Scenes for car-service, cleaning-service, dental-clinic and b2b-partner (briefs in core/templates/data). */
import { type TemplateScenes, on } from "../scenes-kit";

export const carService: TemplateScenes = {
  cover: {
    bg: "floor",
    horizon: 0.72,
    items: [
      on("lift", 700, 860, 620),
      ["car", 700, 480, 560],
      on("toolChest", 180, 860, 300),
      on("tireStack", 1460, 860, 240),
      on("workbench", 1180, 860, 380),
      on("laptopGraph", 1150, 660, 200),
      on("wrench", 1270, 680, 120),
    ],
  },
  "card-1": {
    bg: "floor",
    items: [
      on("oilCan", 380, 800, 440),
      on("oilFilter", 720, 800, 260),
      on("drainPan", 760, 880, 520),
      on("wrench", 1000, 830, 260),
    ],
  },
  "card-2": {
    bg: "table",
    items: [on("laptopGraph", 440, 820, 620), on("scanner", 940, 800, 360)],
  },
  "card-3": {
    bg: "floor",
    items: [on("balancer", 500, 860, 620), on("tireStack", 1000, 860, 320)],
  },
  "card-4": {
    bg: "table",
    items: [
      on("workbench", 600, 900, 1100),
      ["brakeDisc", 460, 520, 380],
      ["brakePads", 780, 520, 240],
      ["wrench", 980, 520, 220],
    ],
  },
  "card-5": { bg: "floor", items: [on("acStation", 600, 860, 620)], deco: ["sparkles"] },
};

export const cleaningService: TemplateScenes = {
  cover: {
    bg: "table",
    items: [
      on("mop", 230, 720, 420),
      on("bucket", 560, 720, 320),
      ["sprayBottle", 520, 380, 170],
      ["sprayLeaf", 620, 390, 150],
      on("gloves", 860, 740, 280),
      on("cloths", 1140, 740, 300),
      on("sponge", 1380, 730, 200),
    ],
    deco: ["bubbles", "sparkles"],
  },
  "card-1": {
    bg: "room",
    items: [
      on("sofa", 720, 700, 620),
      on("stickVacuum", 1100, 760, 300),
      on("basket", 320, 780, 240),
    ],
  },
  "card-2": {
    bg: "floor",
    items: [
      on("stove", 480, 860, 600),
      on("sprayBottle", 900, 800, 240),
      on("sponge", 1060, 820, 200),
    ],
    deco: ["sparkles"],
  },
  "card-3": {
    bg: "floor",
    items: [
      on("stepladder", 340, 820, 520),
      on("paintTray", 700, 860, 340),
      on("canisterVac", 1000, 840, 300),
    ],
  },
  "card-4": {
    bg: "plain",
    items: [
      ["bigWindow", 600, 420, 760],
      on("squeegee", 430, 740, 200),
      on("spraySecond", 800, 735, 160),
    ],
  },
  "card-5": { bg: "room", items: [on("sofa", 620, 720, 640), on("canisterVac", 1060, 760, 260)] },
  "card-6": {
    bg: "floor",
    items: [
      on("desk", 420, 820, 520),
      on("officeChair", 520, 860, 260),
      on("potPlant", 110, 820, 180),
      on("trolley", 940, 850, 360),
    ],
  },
};

export const dentalClinic: TemplateScenes = {
  cover: {
    bg: "room",
    items: [
      ["dentalLamp", 900, 250, 360],
      on("dentalChair", 980, 780, 600),
      on("instrumentTray", 1380, 760, 220),
      on("potPlant", 1520, 760, 200),
    ],
    deco: ["sparkles"],
  },
  "card-1": {
    bg: "table",
    items: [on("xray", 420, 780, 520), ["dentalMirror", 860, 600, 280], ["probe", 980, 620, 240]],
  },
  "card-2": {
    bg: "plain",
    items: [
      on("tooth", 560, 780, 560),
      on("toothbrush", 240, 820, 320),
      on("floss", 900, 830, 220),
      on("glassWater", 1060, 830, 200),
    ],
  },
  "card-3": {
    bg: "plain",
    items: [
      ["tooth", 560, 460, 600],
      ["toothFilling", 560, 460, 600],
      ["shieldCheck", 960, 620, 220],
    ],
  },
  "card-4": { bg: "plain", items: [on("tooth", 420, 800, 520), on("shadeGuide", 860, 780, 420)] },
  "card-5": { bg: "table", items: [on("implant", 600, 820, 560)], deco: ["sparkles"] },
  "card-6": {
    bg: "plain",
    items: [
      on("teddy", 400, 830, 420),
      on("toothbrush", 700, 820, 300),
      on("kidCup", 920, 830, 240),
      ["star", 880, 260, 160],
    ],
  },
};

export const b2bPartner: TemplateScenes = {
  cover: {
    bg: "floor",
    horizon: 0.72,
    items: [
      on("rack", 250, 860, 500),
      on("rack", 700, 860, 500),
      on("pallet", 1050, 870, 300),
      on("crate", 1230, 880, 200),
      on("clipboard", 1230, 760, 120),
      on("truck", 1460, 840, 320),
    ],
  },
  "card-1": {
    bg: "table",
    items: [
      on("dishSoap", 300, 800, 300),
      on("sprayBottle", 540, 800, 320),
      on("sprayLeaf", 780, 800, 300),
      on("sponge", 980, 820, 200),
      on("lemon", 1090, 860, 140),
    ],
  },
  "card-2": {
    bg: "table",
    items: [
      on("bigJug", 380, 800, 440),
      on("podsJar", 700, 800, 280),
      on("foldedTowels", 960, 820, 300),
    ],
  },
  "card-3": {
    bg: "floor",
    items: [
      on("spraySecond", 380, 800, 300),
      on("toiletGel", 620, 800, 300),
      on("toiletBrush", 860, 820, 280),
    ],
  },
  "card-4": {
    bg: "plain",
    items: [
      on("steelShelf", 600, 780, 1000),
      on("canister", 360, 700, 300),
      on("canister", 600, 700, 300),
      on("canister", 840, 700, 300),
    ],
  },
  "card-5": {
    bg: "floor",
    items: [
      on("conveyor", 520, 800, 800),
      on("labelRoll", 1000, 820, 260),
      ["gearDark", 1000, 260, 220],
    ],
  },
  "card-6": {
    bg: "floor",
    items: [
      on("openBox", 380, 840, 440),
      on("retailShelf", 760, 840, 400),
      on("catalogue", 1050, 850, 220),
    ],
  },
};
