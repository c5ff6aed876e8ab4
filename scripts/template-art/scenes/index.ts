/** Scenes per template id; each template's refs (cover, card-N, logo) must all be here. */
import type { TemplateScenes } from "../scenes-kit";
import { handmadeShop, photographer, tourAgency, weddingAgency } from "./craft";
import { fitnessCoach } from "./fitness-coach";
import { LOGOS } from "./logos";
import { lawyerConsultant, realtor, tutorSchool } from "./pro";
import { b2bPartner, carService, cleaningService, dentalClinic } from "./services";
import { barber, beautySalon, cafeBakery, flowerShop } from "./shops";

const BY_TEMPLATE: Record<string, TemplateScenes> = {
  "b2b-partner": b2bPartner,
  barber,
  "beauty-salon": beautySalon,
  "cafe-bakery": cafeBakery,
  "car-service": carService,
  "cleaning-service": cleaningService,
  "dental-clinic": dentalClinic,
  "fitness-coach": fitnessCoach,
  "flower-shop": flowerShop,
  "handmade-shop": handmadeShop,
  "lawyer-consultant": lawyerConsultant,
  photographer,
  realtor,
  "tour-agency": tourAgency,
  "tutor-school": tutorSchool,
  "wedding-agency": weddingAgency,
};

export const SCENES: Record<string, TemplateScenes> = Object.fromEntries(
  Object.entries(BY_TEMPLATE).map(([id, scenes]) => [id, { ...scenes, logo: LOGOS[id] }]),
);
