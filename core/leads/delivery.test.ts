import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS } from "../time";
import {
  LEAD_DELIVERY_CONCURRENCY,
  LEAD_DELIVERY_MAX_ATTEMPTS,
  LEAD_RETRY_DELAYS_MS,
  leadInboxUrl,
} from "./delivery";

const MIN = 60_000;

describe("the delivery retry schedule (issue 24)", () => {
  it("tries at once, then after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then daily for 3 days", () => {
    expect(LEAD_RETRY_DELAYS_MS).toEqual([
      MIN,
      5 * MIN,
      30 * MIN,
      2 * HOUR_MS,
      6 * HOUR_MS,
      12 * HOUR_MS,
      DAY_MS,
      DAY_MS,
      DAY_MS,
    ]);
    expect(LEAD_DELIVERY_MAX_ATTEMPTS).toBe(10);
    // More than the runner's 5 tries, over more than 3 days.
    const span = LEAD_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(span).toBeGreaterThan(3 * DAY_MS);
    expect(span).toBeLessThan(4 * DAY_MS);
  });

  it("runs at least 8 deliveries at once", () => {
    expect(LEAD_DELIVERY_CONCURRENCY).toBeGreaterThanOrEqual(8);
  });

  it("links the lead in the owner's inbox", () => {
    expect(leadInboxUrl("https://app.test", "a_B-1")).toBe("https://app.test/leads/a_B-1");
    expect(leadInboxUrl("https://app.test/", "x/y")).toBe("https://app.test/leads/x%2Fy");
  });
});
