/**
 * Payout arithmetic (spec §3 "Payment history", §9 "Transfer fee Rp 7.500 per settlement for a non-partner
 * bank; free for Bank Sinarmas. Admin fee is charged to the buyer only in some cases"; src/domain/settlement.ts).
 */
import fc from "fast-check";
import {
  applyRate,
  buyerPaysAdminFee,
  isPartnerBank,
  orderGoodsAmount,
  payable,
  payoutFigures,
  reconciliationGap,
  refundGoodsAmount,
  transferFeeOf,
} from "../../src/domain/settlement";

test("transfer fee: Rp 7.500 per payout, free for Bank Sinarmas by code, SWIFT or name", () => {
  expect(transferFeeOf("014")).toBe(7_500);
  expect(transferFeeOf("008")).toBe(7_500);
  expect(transferFeeOf("153")).toBe(0);
  expect(transferFeeOf("SBJKIDJA")).toBe(0);
  expect(transferFeeOf("Bank Sinarmas")).toBe(0);
  expect(isPartnerBank("")).toBe(false);
});

test("the admin fee is the buyer's only for bill-payment orders of priority buyers", () => {
  expect(buyerPaysAdminFee({ paymentMethod: 2, buyerType: "priority" })).toBe(true);
  expect(buyerPaysAdminFee({ paymentMethod: 1, buyerType: "priority" })).toBe(false);
  expect(buyerPaysAdminFee({ paymentMethod: 2, buyerType: "workshop" })).toBe(false);
  expect(buyerPaysAdminFee({ paymentMethod: 1, buyerType: "ordinary" })).toBe(false);
});

test("rates round half away from zero in integer rupiah", () => {
  expect(applyRate(1_000_000, 150)).toBe(15_000);
  expect(applyRate(1_234_567, 150)).toBe(18_519); // 18,518.505
  expect(applyRate(100, 50)).toBe(1); // 0.5 -> 1
  expect(applyRate(-100, 50)).toBe(-1);
  expect(applyRate(99, 50)).toBe(0); // 0.495
  expect(() => applyRate(1.5, 150)).toThrow(RangeError);
});

test("a payout: fees per line, VAT 11% of the admin fee, withholding tax 0.5% unless an SKB, actual = gross - fees", () => {
  const lines = [
    { amount: 2_000_000 + 20_000, goodsAmount: 2_000_000, sellerPaysAdminFee: true },
    { amount: 500_000, goodsAmount: 500_000, sellerPaysAdminFee: false },
    { amount: -100_000, goodsAmount: -100_000, sellerPaysAdminFee: true },
  ];
  const f = payoutFigures(lines, { hasSkb: false }, "014");
  expect(f).toMatchObject({
    gross: 2_420_000,
    adminFee: 30_000 - 1_500,
    vat: 3_300 - 165,
    withholdingTax: 10_000 + 2_500 - 500,
    transferFee: 7_500,
  });
  expect(f.actualPayment).toBe(2_420_000 - 28_500 - 3_135 - 12_000 - 7_500);
  expect(payable(f)).toBe(true);
  const skb = payoutFigures(lines, { hasSkb: true }, "153");
  expect([skb.withholdingTax, skb.transferFee]).toEqual([0, 0]);
  // A payout of a refund alone pays nothing: it waits.
  expect(payable(payoutFigures([lines[2]], { hasSkb: false }, "014"))).toBe(false);
});

test("goods amounts: the order's products after refunds, a refund's products without its delivery part", () => {
  const o = { total: 1_050_000, deliveryFee: 40_000, additionalFee: 10_000, refundedAmount: 0, refundedDeliveryFee: 0 };
  expect(orderGoodsAmount(o)).toBe(1_000_000);
  expect(orderGoodsAmount({ ...o, refundedAmount: 240_000, refundedDeliveryFee: 40_000 })).toBe(800_000);
  expect(refundGoodsAmount({ refundAmount: 240_000, deliveryFeeAmount: 40_000 })).toBe(-200_000);
  expect(refundGoodsAmount({ refundAmount: 10_000, deliveryFeeAmount: 40_000 })).toBe(0);
});

test("payout figures always reconcile: gross = actual payment + fees, each fee the sum of its lines", () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          amount: fc.integer({ min: -50_000_000, max: 50_000_000 }),
          goodsAmount: fc.integer({ min: -50_000_000, max: 50_000_000 }),
          sellerPaysAdminFee: fc.boolean(),
        }),
        { maxLength: 30 },
      ),
      fc.boolean(),
      fc.constantFrom("014", "153", "008"),
      (lines, hasSkb, bank) => {
        const f = payoutFigures(lines, { hasSkb }, bank);
        expect(f.actualPayment + f.adminFee + f.vat + f.withholdingTax + f.transferFee).toBe(f.gross);
        expect(f.lines.reduce((a, l) => a + l.adminFee, 0)).toBe(f.adminFee);
        expect(
          reconciliationGap({
            orderTotals: f.gross,
            refunds: 0,
            recapAdjustments: 0,
            payouts: f.actualPayment,
            fees: f.adminFee + f.vat + f.withholdingTax + f.transferFee,
            open: 0,
          }),
        ).toBe(0);
      },
    ),
  );
});
