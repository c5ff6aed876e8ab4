import type { Scene } from "../scene";

/**
 * The templates' logos (ref `logo`, briefs: core/templates/data/*.json →
 * images.logo): the trade's one object on a pale disc over the accent, square,
 * so a template page has the logo publishing asks for.
 */
const badge = (name: Scene["items"][number][0], size = 400, dy = 0): Scene => ({
  bg: "badge",
  items: [[name, 320, 320 + dy, size]],
});

export const LOGOS: Record<string, Scene> = {
  "b2b-partner": badge("openBox"),
  barber: badge("clippers", 420),
  "beauty-salon": badge("hairDryer"),
  "cafe-bakery": badge("croissant", 500, -20),
  "car-service": badge("car"),
  "cleaning-service": badge("sprayBottle"),
  "dental-clinic": badge("tooth"),
  "fitness-coach": badge("dumbbell", 460),
  "flower-shop": badge("bouquet"),
  "handmade-shop": badge("speckledMug"),
  "lawyer-consultant": badge("scales"),
  photographer: badge("camera"),
  realtor: badge("house"),
  "tour-agency": badge("suitcase"),
  "tutor-school": badge("gradCap"),
  "wedding-agency": badge("rings", 520),
};
