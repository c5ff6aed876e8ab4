import { describe, expect, it } from "vitest";
import { positionChoices, SETTINGS_POSITION_OF, settingsPositionOf } from "./positions";
import { REGISTRATION_POSITIONS, SETTINGS_POSITIONS } from "./validation";

describe("registration position → Settings (issue 29)", () => {
  it("every registration position has its Settings value, or none (coo) and is kept", () => {
    for (const p of REGISTRATION_POSITIONS) {
      const mapped = SETTINGS_POSITION_OF[p];
      if (mapped !== null) expect(SETTINGS_POSITIONS).toContain(mapped);
    }
    expect(settingsPositionOf("ceo")).toBe("ceo");
    expect(settingsPositionOf("sales_director")).toBe("sales_director");
    expect(settingsPositionOf("coo")).toBe("coo");
  });

  it("reads SPEC's spelling of the registration list; unknown or empty is no position", () => {
    expect(settingsPositionOf("sales director")).toBe("sales_director");
    expect(settingsPositionOf("Marketing Director")).toBe("marketing_director");
    expect(settingsPositionOf("astronaut")).toBeNull();
    expect(settingsPositionOf("")).toBeNull();
    expect(settingsPositionOf(null)).toBeNull();
  });

  it("Settings offers its list, plus a kept registration value for that user only", () => {
    expect(positionChoices("coo")).toEqual([...SETTINGS_POSITIONS, "coo"]);
    expect(positionChoices("ceo")).toEqual([...SETTINGS_POSITIONS]);
    expect(positionChoices(null)).toEqual([...SETTINGS_POSITIONS]);
    expect(positionChoices("astronaut")).toEqual([...SETTINGS_POSITIONS]);
  });
});
