import { describe, expect, it } from "vitest";
import { decideOrder, type EventStatus, type OrderStatus } from "./order-state";

const order = (status: OrderStatus) => ({ status, amountMinor: 50000, currency: "USD" });
const event = (status: EventStatus, amountMinor = 50000, currency = "USD") => ({
  status,
  amountMinor,
  currency,
});

describe("decideOrder", () => {
  it("pending + paid with the same money → activate (currency case ignored)", () => {
    expect(decideOrder(order("pending"), event("paid"))).toEqual({ action: "activate" });
    expect(decideOrder(order("pending"), event("paid", 50000, "usd"))).toEqual({
      action: "activate",
    });
  });

  it("paid + paid → replay", () => {
    expect(decideOrder(order("paid"), event("paid"))).toEqual({ action: "none", why: "replay" });
  });

  it("a late pending or failed never undoes a paid order", () => {
    for (const s of ["pending", "failed"] as const) {
      expect(decideOrder(order("paid"), event(s))).toMatchObject({ action: "none" });
      expect(decideOrder(order("refunded"), event(s))).toMatchObject({ action: "none" });
    }
  });

  it("amount or currency mismatch → mismatch", () => {
    expect(decideOrder(order("pending"), event("paid", 49999))).toEqual({ action: "mismatch" });
    expect(decideOrder(order("pending"), event("paid", 50000, "EUR"))).toEqual({
      action: "mismatch",
    });
    expect(decideOrder(order("failed"), event("paid", 100))).toEqual({ action: "mismatch" });
  });

  it("an expired order is still paid (the buyer paid); a late failure leaves it expired", () => {
    expect(decideOrder(order("expired"), event("paid"))).toEqual({ action: "activate" });
    expect(decideOrder(order("expired"), event("paid", 100))).toEqual({ action: "mismatch" });
    expect(decideOrder(order("expired"), event("failed"))).toEqual({
      action: "none",
      why: "stale",
    });
  });

  it("a mismatched order is not activated by a later correct payment", () => {
    expect(decideOrder(order("mismatch"), event("paid"))).toMatchObject({ action: "none" });
  });

  it("refunded on a paid order → refund; on anything else nothing", () => {
    expect(decideOrder(order("paid"), event("refunded"))).toEqual({ action: "refund" });
    for (const s of ["pending", "failed", "refunded", "mismatch"] as const) {
      expect(decideOrder(order(s), event("refunded"))).toMatchObject({ action: "none" });
    }
  });

  it("failed on pending → fail; then a paid → activate (the buyer retried)", () => {
    expect(decideOrder(order("pending"), event("failed"))).toEqual({ action: "fail" });
    expect(decideOrder(order("failed"), event("paid"))).toEqual({ action: "activate" });
  });

  it("pending on pending changes nothing", () => {
    expect(decideOrder(order("pending"), event("pending"))).toMatchObject({ action: "none" });
  });

  it("ignored → none, whatever the order", () => {
    for (const s of ["pending", "paid", "failed", "mismatch", "refunded"] as const) {
      expect(decideOrder(order(s), event("ignored"))).toEqual({ action: "none", why: "ignored" });
    }
  });
});
