import {
  REGISTRATION_POSITIONS,
  SETTINGS_POSITIONS,
  type RegistrationPosition,
} from "./validation";

type SettingsPosition = (typeof SETTINGS_POSITIONS)[number];

/**
 * SPEC §3 gives two position lists: the one registration asks from and the
 * one Settings offers. Each registration position's Settings value; null
 * where Settings has none (chief operating officer), so the registration
 * value is kept as it is (issue 29: a user is never made to re-pick).
 */
export const SETTINGS_POSITION_OF: Readonly<Record<RegistrationPosition, SettingsPosition | null>> =
  {
    ceo: "ceo",
    coo: null,
    sales_director: "sales_director",
    marketing_director: "marketing_director",
    assistant: "assistant",
    manager: "manager",
  };

const isRegistrationPosition = (p: string): p is RegistrationPosition =>
  (REGISTRATION_POSITIONS as readonly string[]).includes(p);

/**
 * What Settings shows for a stored position: its Settings value, or the
 * registration value with no match as it is. SPEC's spelling of the
 * registration list ("sales director") is read too. Anything else is no
 * position (Settings then asks for one).
 */
export function settingsPositionOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const key = stored
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!isRegistrationPosition(key)) return null;
  return SETTINGS_POSITION_OF[key] ?? key;
}

/** The positions Settings offers and accepts: its list, plus the user's kept registration value. */
export function positionChoices(stored: string | null | undefined): string[] {
  const kept = settingsPositionOf(stored);
  const list: string[] = [...SETTINGS_POSITIONS];
  return kept && !list.includes(kept) ? [...list, kept] : list;
}
