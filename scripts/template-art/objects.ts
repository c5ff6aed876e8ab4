/** Every drawable object by name; scenes refer to objects by these names. */
import { g, type Pal } from "./draw";
import * as cafe from "./objects-cafe";
import * as care from "./objects-care";
import * as dental from "./objects-dental";
import * as events from "./objects-events";
import * as fix from "./objects-fix";
import * as home from "./objects-home";
import * as office from "./objects-office";
import * as shop from "./objects-shop";
import * as studio from "./objects-studio";
import * as supply from "./objects-supply";
import * as travel from "./objects-travel";
import * as work from "./objects-work";

const variants = {
  flowerWhite: (p: Pal) => home.flower(p, p.white),
  flowerLight: (p: Pal) => home.flower(p, p.l),
  flowerSecond: (p: Pal) => home.flower(p, p.t),
  tulipLight: (p: Pal) => home.tulip(p, p.l),
  tulipSecond: (p: Pal) => home.tulip(p, p.t),
  emptyVase: (p: Pal) => home.vase(p, false),
  bookSecond: (p: Pal) => work.book(p, p.t),
  carSecond: (p: Pal) => work.car(p, p.t),
  gearDark: (p: Pal) => work.gear(p, p.d),
  houseLight: (p: Pal) => work.house(p, p.tl),
  shoesSmall: (p: Pal) => studio.shoes(p, p.t),
  chairWood: (p: Pal) => events.chair(p, p.wood),
  heartSecond: (p: Pal) => care.heart(p, p.t),
  bottleSecond: (p: Pal) => care.bottle(p, p.t),
  darkTowel: (p: Pal) => studio.towel({ ...p, tl: "#3b3f4a", t: p.a, white: "#555b68" }),
  roseBucket: (p: Pal) => shop.flowerBucket(p, "rose"),
  eucalyptusBucket: (p: Pal) => shop.flowerBucket(p, "euc"),
  polishNude: (p: Pal) => care.nailPolish({ ...p, a: "#e8b4a0" }),
  polishRose: (p: Pal) => care.nailPolish({ ...p, a: p.l }),
  sprayLeaf: (p: Pal) => care.sprayBottle({ ...p, a: p.leaf }),
  spraySecond: (p: Pal) => care.sprayBottle({ ...p, a: p.t }),
  whiteBouquet: (p: Pal) => home.bouquet({ ...p, a: p.white, l: p.cream, t: p.white }),
};

const all = {
  ...cafe,
  ...dental,
  ...events,
  ...supply,
  ...care,
  ...fix,
  ...home,
  ...office,
  ...shop,
  ...studio,
  ...travel,
  ...work,
  ...variants,
};
export type ObjectName = keyof typeof all;

/** Flat objects drawn around y = 0: moved down so they rest on y ≈ 90 like the rest. */
const REST: Partial<Record<ObjectName, number>> = {
  towel: 50,
  darkTowel: 50,
  tray: 40,
  cushion: 34,
  napkin: 40,
  rolledTowel: 30,
  cuttingBoard: 20,
  cinnamonRolls: 30,
  plate: 26,
  plateMeal: 20,
  plates: 34,
  glassDish: 48,
  bowl: 30,
  foamBowl: 30,
  drainPan: 40,
  paperRoll: 40,
  lemon: 46,
  floss: 40,
  tape: 40,
  sponge: 50,
  strawHat: 56,
  lid: 40,
  clay: 46,
  labelRoll: 30,
  sunglasses: 60,
  blanket: 30,
};

export const OBJECTS = Object.fromEntries(
  Object.entries(all).map(([name, draw]) => {
    const dy = REST[name as ObjectName];
    return [name, dy ? (p: Pal) => g(`translate(0 ${dy})`, draw(p)) : draw];
  }),
) as Record<ObjectName, (p: Pal) => string>;
