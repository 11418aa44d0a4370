import { describe, expect, it } from "vitest";
import { nextOrderStatus, type TOrderEvent, type TOrderStatus } from "./order-states";

const s = (state: TOrderStatus["state"], exception: TOrderStatus["exception"] = "none"): TOrderStatus => ({
  state,
  exception,
});
const pay = (received: bigint, late = false): TOrderEvent => ({
  type: "paymentRecorded",
  received,
  due: 100n,
  late,
});

describe("nextOrderStatus", () => {
  it.each<[string, TOrderStatus, TOrderEvent, TOrderStatus | null]>([
    ["exact payment settles", s("new"), pay(100n), s("settled")],
    ["underpayment stays new, paidPartial", s("new"), pay(40n), s("new", "paidPartial")],
    ["the rest of a partial payment settles", s("new", "paidPartial"), pay(100n), s("settled")],
    ["overpayment settles, paidOver", s("new"), pay(130n), s("settled", "paidOver")],
    ["payment after settlement is an overpayment", s("settled"), pay(200n), s("settled", "paidOver")],
    ["late payment on a new order expires it, paidLate", s("new"), pay(100n, true), s("expired", "paidLate")],
    ["late payment on an expired order, paidLate", s("expired"), pay(100n, true), s("expired", "paidLate")],
    ["in-time payment read after expiry still settles", s("expired"), pay(100n), s("settled")],
    ["in-time partial read after expiry", s("expired"), pay(10n), s("expired", "paidPartial")],
    ["reported order settles", s("processing"), pay(100n), s("settled")],
    ["reported order partially paid", s("processing"), pay(1n), s("processing", "paidPartial")],
    ["payment to a cancelled order is recorded", s("cancelled"), pay(100n, true), s("cancelled", "paidLate")],
    ["payment to an invalid order is recorded", s("invalid"), pay(100n, true), s("invalid", "paidLate")],
    ["customer reports on a new order", s("new"), { type: "customerReported" }, s("processing")],
    ["customer reports twice", s("processing"), { type: "customerReported" }, null],
    ["customer reports on a settled order", s("settled"), { type: "customerReported" }, null],
    ["expiry of a new order", s("new"), { type: "expired" }, s("expired")],
    ["expiry keeps paidPartial", s("new", "paidPartial"), { type: "expired" }, s("expired", "paidPartial")],
    ["expiry leaves a settled order", s("settled"), { type: "expired" }, null],
    ["expiry leaves a reported order waiting", s("processing"), { type: "expired" }, null],
    [
      "monitoring end invalidates an unconfirmed report",
      s("processing"),
      { type: "monitoringEnded" },
      s("invalid"),
    ],
    ["monitoring end leaves an expired order", s("expired"), { type: "monitoringEnded" }, null],
    ["cancel of an unpaid order", s("new"), { type: "cancelled", received: 0n }, s("cancelled")],
    ["cancel after a partial payment is refused", s("new"), { type: "cancelled", received: 5n }, null],
    ["cancel of a settled order is refused", s("settled"), { type: "cancelled", received: 0n }, null],
    ["cancel of a reported order is refused", s("processing"), { type: "cancelled", received: 0n }, null],
    ["escrow funding holds a new order", s("new"), { type: "escrowFunded" }, s("held")],
    ["escrow funding of a reported order is refused", s("processing"), { type: "escrowFunded" }, null],
    ["escrow funding of an expired order is refused", s("expired"), { type: "escrowFunded" }, null],
    ["escrow funding of a settled order is refused", s("settled"), { type: "escrowFunded" }, null],
    ["escrow funding twice is refused", s("held"), { type: "escrowFunded" }, null],
    ["release of a held order", s("held"), { type: "escrowReleased" }, s("released")],
    ["refund of a held order", s("held"), { type: "escrowRefunded" }, s("refunded")],
    ["a second release is refused", s("released"), { type: "escrowReleased" }, null],
    ["a refund after the release is refused", s("released"), { type: "escrowRefunded" }, null],
    ["a release after the refund is refused", s("refunded"), { type: "escrowReleased" }, null],
    ["a second refund is refused", s("refunded"), { type: "escrowRefunded" }, null],
    ["release of an unpaid order is refused", s("new"), { type: "escrowReleased" }, null],
    ["refund of an unpaid order is refused", s("new"), { type: "escrowRefunded" }, null],
    ["refund of a directly settled order is refused", s("settled"), { type: "escrowRefunded" }, null],
    ["a held order does not expire", s("held"), { type: "expired" }, null],
    ["a held order cannot be cancelled", s("held"), { type: "cancelled", received: 0n }, null],
    ["a held order ends no monitoring", s("held"), { type: "monitoringEnded" }, null],
    ["a held order takes no report", s("held"), { type: "customerReported" }, null],
    ["a payment on top of a held order", s("held"), pay(100n), s("held", "paidOver")],
    ["a payment on top of a released order", s("released"), pay(100n), s("released", "paidOver")],
    ["a payment after the refund is late", s("refunded"), pay(100n, true), s("refunded", "paidLate")],
  ])("%s", (_name, current, event, expected) => {
    const result = nextOrderStatus(current, event);
    if (expected === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, next: expected });
  });
});
