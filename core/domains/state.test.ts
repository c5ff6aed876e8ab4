import { describe, expect, it } from "vitest";
import {
  afterCheck,
  MAX_FAILED_CHECKS,
  pendingExpired,
  proLapseReleased,
  type DomainState,
} from "./state";

const ok = { ok: true } as const;
const fail = { ok: false, problem: "cnameMissing" } as const;

describe("the domain check state machine", () => {
  it("goes pending → active when the records are right and there is no certificate to wait for", () => {
    expect(afterCheck({ status: "pending", failures: 0 }, ok, true)).toEqual({
      status: "active",
      failures: 0,
    });
  });

  it("waits in certificate_pending until the provider's certificate is active", () => {
    const s = afterCheck({ status: "pending", failures: 0 }, ok, false);
    expect(s.status).toBe("certificate_pending");
    expect(afterCheck(s as DomainState, ok, true).status).toBe("active");
  });

  it("keeps a pending claim pending when its records are not there yet", () => {
    expect(afterCheck({ status: "pending", failures: 0 }, fail, true)).toEqual({
      status: "pending",
      failures: 0,
    });
  });

  it("goes active → failing → removed after 3 failed checks in a row", () => {
    let s: DomainState = { status: "active", failures: 0 };
    for (let i = 1; i < MAX_FAILED_CHECKS; i++) {
      const next = afterCheck(s, fail, true);
      expect(next).toEqual({ status: "failing", failures: i });
      s = next as DomainState;
    }
    expect(afterCheck(s, fail, true)).toEqual({ status: "removed", failures: 3 });
  });

  it("one good check resets the count", () => {
    const s = afterCheck({ status: "active", failures: 0 }, fail, true) as DomainState;
    const back = afterCheck(s, ok, true) as DomainState;
    expect(back).toEqual({ status: "active", failures: 0 });
    expect(afterCheck(afterCheck(back, fail, true) as DomainState, fail, true).status).toBe(
      "failing",
    );
  });
});

describe("time limits", () => {
  const now = new Date("2026-12-10T12:00:00Z");
  it("drops a pending claim after 7 days, never a bound one", () => {
    expect(pendingExpired({ status: "pending", created_at: "2026-12-03T12:00:00Z" }, now)).toBe(
      true,
    );
    expect(pendingExpired({ status: "pending", created_at: "2026-12-04T12:00:00Z" }, now)).toBe(
      false,
    );
    expect(pendingExpired({ status: "active", created_at: "2026-01-01T00:00:00Z" }, now)).toBe(
      false,
    );
  });

  it("releases a domain 30 days after its owner stopped being PRO", () => {
    expect(proLapseReleased(null, now)).toBe(false);
    expect(proLapseReleased("2026-11-10T12:00:00Z", now)).toBe(true);
    expect(proLapseReleased("2026-11-20T12:00:00Z", now)).toBe(false);
  });
});
