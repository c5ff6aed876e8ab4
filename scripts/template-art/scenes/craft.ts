/** Scenes for handmade-shop, photographer, tour-agency and wedding-agency (briefs in core/templates/data). */
import { type TemplateScenes, on } from "../scenes-kit";

export const handmadeShop: TemplateScenes = {
  cover: {
    bg: "floor",
    horizon: 0.72,
    items: [
      ["shelf", 540, 430, 720],
      on("mug", 320, 398, 180),
      on("bowl", 500, 398, 200),
      on("budVase", 650, 398, 170),
      on("mug", 790, 398, 180),
      on("emptyVase", 330, 746, 200),
      on("bowl", 540, 746, 220),
      on("jarCandle", 760, 746, 170),
      on("pottersWheel", 1180, 850, 500),
      on("clay", 1480, 860, 220),
    ],
  },
  "card-1": { bg: "table", items: [on("speckledMug", 600, 820, 620)] },
  "card-2": { bg: "table", items: [on("plates", 520, 820, 700), on("napkin", 1000, 830, 300)] },
  "card-3": {
    bg: "table",
    items: [
      on("jarCandle", 520, 800, 480),
      on("lid", 840, 820, 260),
      on("lavender", 1020, 800, 300),
    ],
  },
  "card-4": { bg: "plain", items: [on("budVase", 600, 820, 620)] },
  "card-5": { bg: "table", items: [on("kraftBox", 560, 840, 760), on("giftBox", 1000, 840, 240)] },
};

export const photographer: TemplateScenes = {
  cover: {
    bg: "table",
    items: [
      on("instantPhoto", 280, 780, 260),
      on("camera", 700, 780, 640),
      on("lens", 1100, 770, 300),
      ["lens", 1240, 800, 110],
      on("photo", 1410, 800, 300),
    ],
    deco: ["sparkles"],
  },
  "card-1": {
    bg: "studio",
    items: [
      on("tripodCam", 320, 840, 380),
      on("stool", 660, 830, 280),
      on("softbox", 980, 820, 360),
    ],
  },
  "card-2": {
    bg: "sunset",
    horizon: 0.5,
    items: [
      on("blanket", 600, 880, 1060),
      on("cup", 330, 760, 150),
      on("cup", 480, 770, 150),
      on("camera", 730, 760, 300),
      ["instantPhoto", 930, 690, 150, -12],
      ["instantPhoto", 1010, 730, 150, 10],
    ],
  },
  "card-3": {
    bg: "table",
    items: [
      on("cushion", 420, 820, 400),
      ["rings", 420, 600, 260],
      on("whiteBouquet", 760, 790, 380),
      on("camera", 1020, 820, 260),
    ],
  },
  "card-4": {
    bg: "studio",
    items: [
      on("shoes", 300, 840, 300),
      on("shoes", 620, 840, 300),
      on("shoesSmall", 880, 840, 190),
      on("camera", 1060, 820, 200),
    ],
  },
  "card-5": {
    bg: "table",
    items: [on("flashCam", 520, 800, 480), on("champagne", 900, 790, 340)],
    deco: ["lights", "confetti"],
  },
};

export const tourAgency: TemplateScenes = {
  cover: {
    bg: "beach",
    horizon: 0.5,
    items: [
      on("palm", 160, 820, 460),
      ["plane", 1300, 160, 240],
      on("openSuitcase", 700, 860, 600),
      on("strawHat", 1120, 840, 300),
      on("sunglasses", 1130, 700, 200),
      on("camera", 1420, 880, 260),
      on("passport", 320, 870, 160),
    ],
    deco: ["clouds"],
  },
  "card-1": {
    bg: "beach",
    horizon: 0.5,
    items: [
      on("palm", 140, 800, 400),
      on("umbrella", 620, 760, 460),
      on("lounger", 480, 820, 320),
      on("lounger", 780, 820, 320),
      on("cocktail", 1040, 800, 160),
      ["sailboat", 980, 400, 120],
    ],
    deco: ["clouds"],
  },
  "card-2": {
    bg: "street",
    horizon: 0.72,
    items: [
      on("bellTower", 600, 660, 440),
      on("cafeTable", 360, 860, 320),
      on("map", 880, 880, 320),
    ],
  },
  "card-3": {
    bg: "hills",
    horizon: 0.58,
    items: [
      ["road", 380, 660, 560],
      on("rock", 760, 900, 520),
      on("backpack", 700, 700, 220),
      on("waterBottle", 880, 700, 120),
    ],
  },
  "card-4": {
    bg: "sunset",
    horizon: 0.56,
    items: [
      on("bungalow", 520, 720, 620),
      on("hammock", 950, 740, 260),
      on("deckChair", 860, 600, 120),
      on("deckChair", 960, 600, 120),
    ],
  },
  "card-5": {
    bg: "table",
    items: [
      on("passport", 260, 800, 280),
      on("visa", 540, 820, 380),
      on("boardingPass", 860, 760, 340),
      on("pen", 800, 880, 180),
      on("globe", 1060, 760, 220),
    ],
  },
};

export const weddingAgency: TemplateScenes = {
  cover: {
    bg: "garden",
    horizon: 0.55,
    items: [
      on("arch", 800, 600, 560),
      on("chair", 570, 660, 120),
      on("chair", 460, 740, 150),
      on("chair", 320, 840, 180),
      on("chair", 1030, 660, 120),
      on("chair", 1140, 740, 150),
      on("chair", 1280, 840, 180),
    ],
    deco: ["lights", "petals"],
  },
  "card-1": {
    bg: "table",
    items: [
      on("clipboard", 400, 830, 480),
      on("watch", 700, 760, 220),
      on("walkie", 880, 800, 240),
      on("whiteBouquet", 1060, 820, 260),
    ],
  },
  "card-2": {
    bg: "table",
    items: [
      on("planner", 360, 820, 520),
      on("swatches", 760, 720, 260),
      on("envelope", 760, 880, 240),
      on("cushion", 1030, 830, 220),
      ["rings", 1030, 690, 140],
    ],
  },
  "card-3": {
    bg: "beach",
    horizon: 0.56,
    items: [
      on("arch", 600, 700, 460),
      on("chairWood", 340, 820, 200),
      on("chairWood", 860, 820, 200),
      on("cafeTable", 1060, 840, 180),
      on("ringBox", 1060, 752, 90),
    ],
  },
  "card-4": {
    bg: "table",
    horizon: 0.42,
    items: [
      on("runner", 600, 540, 1000),
      on("candleGlass", 330, 520, 200),
      on("candleGlass", 600, 500, 170),
      on("candleGlass", 870, 520, 200),
      on("wineGlass", 180, 800, 260),
      on("wineGlass", 1020, 800, 260),
      on("napkin", 450, 840, 300),
      on("napkin", 750, 840, 300),
    ],
  },
  "card-5": {
    bg: "floor",
    items: [
      on("balloons", 200, 720, 420),
      on("roundTable", 600, 860, 420),
      on("cakeStand", 600, 690, 260),
      on("microphone", 1000, 840, 320),
    ],
    deco: ["confetti"],
  },
};
