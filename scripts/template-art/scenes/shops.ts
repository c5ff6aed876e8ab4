/** Scenes for cafe-bakery, beauty-salon, barber and flower-shop (briefs in core/templates/data). */
import { type TemplateScenes, on } from "../scenes-kit";

export const cafeBakery: TemplateScenes = {
  cover: {
    bg: "table",
    items: [
      ["hangingLamp", 480, 120, 300],
      ["hangingLamp", 1140, 120, 300],
      on("displayCase", 500, 760, 760),
      on("espresso", 1080, 740, 460),
      on("cup", 1370, 790, 240),
      on("cup", 1520, 800, 190),
    ],
  },
  "card-1": {
    bg: "table",
    items: [
      on("plate", 600, 860, 820),
      on("croissant", 470, 690, 420, -8),
      on("croissant", 760, 700, 400, 10),
    ],
  },
  "card-2": { bg: "table", items: [on("latte", 600, 820, 640), on("spoon", 1000, 820, 300)] },
  "card-3": {
    bg: "table",
    items: [
      on("cuttingBoard", 600, 860, 880),
      on("sourdough", 520, 720, 560),
      on("breadSlice", 930, 720, 240, 12),
    ],
  },
  "card-4": { bg: "table", items: [on("cinnamonRolls", 600, 840, 860)] },
  "card-5": {
    bg: "table",
    items: [
      ["breakfast", 540, 520, 700],
      ["juice", 1010, 400, 420],
    ],
  },
  "card-6": { bg: "plain", items: [on("cakeStand", 600, 860, 820)], deco: ["sparkles"] },
};

export const beautySalon: TemplateScenes = {
  cover: {
    bg: "floor",
    horizon: 0.74,
    items: [
      ["roundMirror", 480, 300, 340],
      on("stylingChair", 480, 850, 380),
      ["shelf", 1050, 260, 360],
      on("bottle", 990, 230, 90),
      on("bottleSecond", 1060, 230, 90),
      on("jar", 1130, 230, 90),
      on("cafeTable", 1180, 860, 320),
      on("polishRose", 1130, 690, 70),
      on("nailPolish", 1200, 690, 70),
      on("potPlant", 1480, 840, 240),
    ],
  },
  "card-1": {
    bg: "table",
    items: [
      on("towel", 600, 880, 900),
      on("scissors", 380, 740, 380, 10),
      on("comb", 700, 720, 420),
      on("brush", 980, 720, 320, 40),
    ],
  },
  "card-2": {
    bg: "table",
    items: [
      on("bowl", 430, 800, 440),
      on("brush", 560, 640, 260, 15),
      on("swatches", 870, 780, 420),
    ],
  },
  "card-3": {
    bg: "table",
    items: [
      on("polishRose", 360, 760, 220),
      on("polishNude", 560, 780, 240),
      on("nailPolish", 760, 760, 220),
      on("nailFile", 980, 820, 300),
      on("glassDish", 640, 880, 300),
    ],
  },
  "card-4": {
    bg: "table",
    items: [
      on("jar", 420, 780, 300),
      on("bottle", 660, 790, 280),
      on("rolledTowel", 960, 820, 340),
      on("eucalyptus", 200, 840, 340),
    ],
  },
  "card-5": {
    bg: "table",
    items: [
      on("tray", 600, 880, 960),
      on("tweezers", 360, 820, 240),
      on("lashCurler", 620, 810, 260),
      on("brush", 840, 800, 220, 70),
      on("glassDish", 980, 860, 170),
    ],
  },
};

export const barber: TemplateScenes = {
  cover: {
    bg: "floor",
    horizon: 0.76,
    items: [
      ["hangingLamp", 400, 90, 240],
      ["hangingLamp", 1100, 90, 240],
      ["wallMirror", 760, 330, 380],
      on("barberChair", 760, 880, 500),
      on("barberPole", 240, 620, 300),
      ["shelf", 1250, 330, 340],
      on("pomade", 1200, 320, 80),
      on("pomade", 1290, 320, 80),
      on("bottle", 1240, 480, 100),
      ["hangingTowel", 1440, 520, 220],
    ],
  },
  "card-1": {
    bg: "table",
    items: [
      on("darkTowel", 600, 840, 1000),
      on("clippers", 360, 760, 420),
      on("comb", 700, 720, 380),
      on("scissors", 960, 760, 380, 20),
    ],
  },
  "card-2": {
    bg: "table",
    items: [
      on("razor", 400, 780, 460),
      on("brush", 720, 780, 380, 10),
      on("bottle", 980, 800, 280),
    ],
  },
  "card-3": {
    bg: "floor",
    horizon: 0.8,
    items: [
      on("barberChair", 560, 860, 700),
      ["cape", 550, 575, 220],
      ["handMirror", 770, 520, 180],
    ],
  },
  "card-4": {
    bg: "floor",
    horizon: 0.8,
    items: [
      on("barberChair", 540, 860, 700),
      ["boosterSeat", 540, 560, 220],
      on("car", 960, 860, 280),
      on("comb", 300, 860, 180),
    ],
  },
  "card-5": {
    bg: "table",
    items: [
      on("foamBowl", 400, 820, 460),
      on("shavingBrush", 720, 800, 300),
      on("rolledTowel", 960, 830, 380),
    ],
  },
};

export const flowerShop: TemplateScenes = {
  cover: {
    bg: "table",
    items: [
      on("flowerBucket", 200, 780, 380),
      on("roseBucket", 480, 780, 380),
      on("eucalyptusBucket", 760, 780, 380),
      on("vase", 1010, 640, 300),
      on("paperRoll", 1060, 830, 340),
      on("yarn", 1270, 800, 150),
      on("scissors", 1290, 860, 170, 30),
      on("wateringCan", 1450, 790, 300),
    ],
  },
  "card-1": { bg: "plain", items: [on("kraftBouquet", 600, 840, 700)] },
  "card-2": { bg: "plain", items: [on("bouquet", 600, 840, 720)], deco: ["petals"] },
  "card-3": { bg: "table", items: [on("hatbox", 560, 820, 580), on("hatboxLid", 960, 800, 300)] },
  "card-4": { bg: "plain", items: [on("roundBouquet", 600, 840, 680)] },
  "card-5": { bg: "room", items: [on("orchid", 680, 720, 560), on("monstera", 1000, 720, 420)] },
  "card-6": { bg: "floor", items: [on("tallArrangement", 600, 860, 760)] },
};
