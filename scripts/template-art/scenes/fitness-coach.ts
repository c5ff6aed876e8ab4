import { type TemplateScenes, on } from "../scenes-kit";

/** Briefs: core/templates/data/fitness-coach.json → images. */
export const fitnessCoach: TemplateScenes = {
  cover: {
    bg: "room",
    items: [
      on("potPlant", 130, 800, 260),
      on("barbellRack", 1060, 760, 640),
      on("bench", 720, 810, 520),
      on("kettlebell", 1400, 840, 230),
      on("kettlebell", 1530, 850, 160),
      on("waterBottle", 520, 830, 170),
    ],
    deco: ["sparkles"],
  },
  "card-1": {
    bg: "floor",
    items: [
      on("towel", 250, 780, 420),
      on("dumbbell", 620, 700, 640),
      on("kettlebell", 950, 820, 400),
    ],
  },
  "card-2": {
    bg: "plain",
    items: [
      ["calendar", 600, 400, 600],
      on("waterBottle", 1020, 840, 300),
      on("jumpRope", 210, 860, 360),
    ],
  },
  "card-3": {
    bg: "table",
    items: [
      on("phoneChart", 600, 780, 560),
      on("band", 250, 800, 380),
      on("earphones", 960, 790, 300),
    ],
  },
  "card-4": {
    bg: "table",
    items: [
      on("plateMeal", 530, 860, 760),
      on("tape", 1000, 860, 260),
      on("glassWater", 1060, 720, 300),
    ],
  },
  "card-5": {
    bg: "floor",
    items: [
      on("yogaMat", 600, 830, 900),
      on("stopwatch", 820, 620, 300),
      on("towel", 330, 740, 340),
    ],
  },
};
