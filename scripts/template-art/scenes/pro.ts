/** Scenes for lawyer-consultant, realtor and tutor-school (briefs in core/templates/data). */
import { type TemplateScenes, on } from "../scenes-kit";

export const lawyerConsultant: TemplateScenes = {
  cover: {
    bg: "table",
    items: [
      on("bookRow", 260, 700, 440),
      on("scales", 640, 700, 420),
      on("laptop", 1030, 740, 480),
      on("pen", 1300, 820, 200),
      on("potPlant", 1470, 700, 280),
    ],
  },
  "card-1": {
    bg: "table",
    items: [
      on("notebook", 560, 820, 520),
      on("cup", 260, 700, 220),
      on("cup", 900, 720, 220),
      on("deskClock", 1070, 640, 180),
      on("pen", 600, 860, 180),
    ],
  },
  "card-2": {
    bg: "plain",
    items: [
      on("doc", 500, 820, 600),
      ["magnifier", 640, 420, 300],
      on("pen", 900, 820, 240),
      ["check", 1000, 360, 160],
    ],
  },
  "card-3": { bg: "table", items: [on("waxEnvelope", 420, 820, 540), on("gavel", 880, 820, 400)] },
  "card-4": { bg: "table", items: [on("folder", 520, 830, 620), on("stamp", 880, 680, 280)] },
  "card-5": {
    bg: "plain",
    items: [
      on("briefcase", 420, 840, 520),
      ["calendar", 860, 360, 360],
      ["shieldCheck", 900, 700, 200],
    ],
  },
};

export const realtor: TemplateScenes = {
  cover: {
    bg: "garden",
    horizon: 0.7,
    items: [
      on("tallBuilding", 420, 700, 480),
      on("familyHouse", 930, 710, 460),
      on("tree", 650, 700, 220),
      on("tree", 1250, 700, 240),
      on("fence", 930, 760, 480),
      on("signPost", 1200, 800, 200),
      ["keyring", 1420, 740, 320],
    ],
    deco: ["clouds"],
  },
  "card-1": { bg: "room", items: [on("kitchenette", 620, 720, 380), on("sofa", 960, 780, 420)] },
  "card-2": {
    bg: "garden",
    horizon: 0.76,
    items: [
      on("tallBuilding", 600, 720, 700),
      on("tree", 230, 760, 260),
      on("tree", 970, 760, 260),
    ],
    deco: ["clouds"],
  },
  "card-3": {
    bg: "garden",
    horizon: 0.7,
    items: [on("familyHouse", 600, 700, 720), on("fence", 600, 900, 900)],
    deco: ["clouds"],
  },
  "card-4": {
    bg: "table",
    items: [on("folder", 520, 840, 620), ["keyring", 600, 560, 360], on("pen", 950, 820, 260)],
  },
  "card-5": {
    bg: "table",
    items: [
      on("clipboard", 420, 820, 520),
      ["magnifier", 760, 620, 280],
      on("modelHouse", 940, 820, 300),
    ],
  },
};

export const tutorSchool: TemplateScenes = {
  cover: {
    bg: "room",
    items: [
      ["whiteboard", 960, 260, 520],
      on("schoolDesk", 760, 840, 380),
      on("schoolDesk", 1180, 840, 380),
      on("bookStack", 1460, 700, 200),
      on("globe", 540, 520, 160),
      on("potPlant", 120, 760, 180),
    ],
  },
  "card-1": {
    bg: "table",
    items: [
      on("gridNotebook", 560, 860, 760),
      on("ruler", 600, 880, 600),
      on("pencil", 1000, 820, 260),
      ["protractor", 300, 240, 200],
      ["compass", 900, 220, 200],
    ],
  },
  "card-2": {
    bg: "table",
    items: [
      on("book", 360, 820, 400),
      on("bookSecond", 720, 840, 400),
      ["speechBubble", 800, 250, 300],
      on("headphones", 1020, 800, 240),
    ],
  },
  "card-3": {
    bg: "table",
    items: [
      on("bookStack", 460, 820, 560),
      on("stopwatch", 860, 800, 300),
      on("pencil", 1050, 840, 200),
    ],
  },
  "card-4": {
    bg: "floor",
    items: [on("blocks", 420, 820, 480), on("crayons", 780, 820, 280), on("book", 1020, 860, 260)],
  },
  "card-5": {
    bg: "table",
    items: [
      on("laptopCall", 560, 820, 640),
      on("notebook", 1000, 860, 240),
      on("mug", 180, 800, 180),
    ],
  },
};
