/**
 * The bill contract (spec §4 "Bills and recaps", §9): the move table, settlement periods in WIB, the
 * dates of a bill, the documents per buyer type and the totals arithmetic.
 */
import fc from "fast-check";
import {
  addMonths,
  billDates,
  billTotals,
  BILL_STATUSES,
  BILL_TIMER_DEFAULTS,
  BillStatus,
  formatBillNo,
  lastEndedPeriod,
  periodOf,
  periodRange,
  requiredDocuments,
} from "../../src/domain/bill";
import { applyBillMove, BILL_MOVE_NAMES, BILL_MOVES, billMovesFor } from "../../src/domain/bill-transitions";

describe("bill moves", () => {
  test("a bill's life: generating -> waiting verification -> to be paid -> paying -> paid", () => {
    let s: number = BillStatus.generating;
    for (const m of ["submitDocuments", "verify", "pay", "settle"] as const) s = applyBillMove(m, s)!;
    expect(s).toBe(BillStatus.paid);
  });

  test("overdue bills can still be paid; held bills are released to be paid; nothing moves a paid bill", () => {
    expect(applyBillMove("pay", BillStatus.overdue)).toBe(BillStatus.paying);
    expect(applyBillMove("release", BillStatus.onHold)).toBe(BillStatus.toBePaid);
    expect(BILL_MOVE_NAMES.filter((m) => applyBillMove(m, BillStatus.paid) !== null)).toEqual([]);
  });

  test("each side sees only its own moves", () => {
    expect(billMovesFor("seller", BillStatus.generating)).toEqual(["submitDocuments"]);
    expect(billMovesFor("buyer", BillStatus.toBePaid)).toEqual(["pay"]);
    expect(billMovesFor("platform", BillStatus.waitingVerification).sort()).toEqual([
      "hold",
      "rejectDocuments",
      "verify",
    ]);
    expect(billMovesFor("system", BillStatus.toBePaid)).toEqual(["expire"]);
  });

  test("every move refuses every status outside its row", () => {
    for (const m of BILL_MOVE_NAMES)
      for (const s of BILL_STATUSES)
        expect(applyBillMove(m, s) !== null).toBe((BILL_MOVES[m].from as readonly number[]).includes(s));
  });
});

describe("periods (WIB)", () => {
  test("a month ends at WIB midnight; the last ended period is the previous month", () => {
    const r = periodRange("2026-11", 1);
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([
      "2026-10-31T17:00:00.000Z",
      "2026-11-30T17:00:00.000Z",
    ]);
    // 2026-12-01 00:30 WIB is already December.
    expect(lastEndedPeriod(new Date("2026-11-30T17:30:00Z"), 1).period).toBe("2026-11");
    expect(lastEndedPeriod(new Date("2026-11-30T16:30:00Z"), 1).period).toBe("2026-10");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
  });

  test("two-month periods start in odd months", () => {
    expect(periodOf("2026-12", 2)).toBe("2026-11");
    expect(periodOf("2027-01", 2)).toBe("2027-01");
    expect(lastEndedPeriod(new Date("2027-01-15T00:00:00Z"), 2).period).toBe("2026-11");
  });

  test("dates: payment deadline 30 days after the settlement date, documents 3 days after the bill date", () => {
    const now = new Date("2026-12-01T01:00:00Z");
    const d = billDates(periodRange("2026-11", 1), now, BILL_TIMER_DEFAULTS);
    expect(d.deadline.toISOString()).toBe("2026-12-30T17:00:00.000Z");
    expect(d.documentsDeadline.toISOString()).toBe("2026-12-04T01:00:00.000Z");
    expect(formatBillNo("2026-11", 42)).toBe("BIL-202611-000042");
  });
});

test("documents per buyer type", () => {
  expect(requiredDocuments("insurance")).toEqual(["eClaim", "taxInvoice"]);
  expect(requiredDocuments("workshop")).toEqual(["taxInvoice"]);
  expect(requiredDocuments("ordinary")).toEqual([]);
  expect(requiredDocuments(null)).toEqual([]);
});

test("totals: product + delivery fee after adjustment = what was paid less refunds plus adjustments", () => {
  const order = fc
    .record({
      goods: fc.integer({ min: 0, max: 100_000_000 }),
      deliveryFee: fc.integer({ min: 0, max: 5_000_000 }),
      refundedGoods: fc.integer({ min: 0, max: 100_000_000 }),
      refundedFee: fc.integer({ min: 0, max: 5_000_000 }),
      deliveryFeeAdjustment: fc.integer({ min: -5_000_000, max: 5_000_000 }),
      quantity: fc.integer({ min: 0, max: 1000 }),
    })
    .map((o) => {
      const refundedDeliveryFee = Math.min(o.refundedFee, o.deliveryFee);
      const refundedGoods = Math.min(o.refundedGoods, o.goods);
      return {
        total: o.goods + o.deliveryFee,
        deliveryFee: o.deliveryFee,
        refundedAmount: refundedGoods + refundedDeliveryFee,
        refundedDeliveryFee,
        deliveryFeeAdjustment: o.deliveryFeeAdjustment,
        quantity: o.quantity,
      };
    });
  fc.assert(
    fc.property(fc.array(order, { maxLength: 30 }), (orders) => {
      const t = billTotals(orders);
      const paid = orders.reduce((s, o) => s + o.total - o.refundedAmount + o.deliveryFeeAdjustment, 0);
      expect(t.total).toBe(paid);
      expect(t.total).toBe(t.productAmount + t.deliveryFeeAfter);
      expect(t.deliveryFeeAfter - t.deliveryFeeBefore).toBe(orders.reduce((s, o) => s + o.deliveryFeeAdjustment, 0));
      expect(t.orderCount).toBe(orders.length);
    }),
  );
});
