/**
 * Refund money (spec §5 "an amount never above what was paid for those items", §9 integer rupiah): for random
 * lines and partial refunds, successive successful requests on a line never refund more than the line's
 * amount, and a line refunded in full at the asked amounts refunds exactly its amount; the order's refunded
 * total is the sum of its lines' and the delivery fee's. Checked on the domain rules (many runs) and through
 * the API (buyer apply, seller approve or negotiate, buyer accept, platform settle; fewer runs).
 */
import fc from "fast-check";
import { lineRefundCap, refundAmountError, type RefundableLine } from "../../../src/domain/refund";
import { splitProportionally } from "../../../server/modules/refund/refund-scope";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct, type ShopInfo } from "../order/order-helpers";
import { applyBody, must, orderAt, orderLines, orderRow, refundBuyer } from "./refund-helpers";

/** Splits `total` units into successive request sizes (each at least 1). */
const chunks = (total: number) =>
  fc.array(fc.integer({ min: 1, max: total }), { minLength: 1, maxLength: total }).map((sizes) => {
    const out: number[] = [];
    let left = total;
    for (const s of sizes) {
      if (left === 0) break;
      const n = Math.min(s, left);
      out.push(n);
      left -= n;
    }
    if (left > 0) out.push(left);
    return out;
  });

test("domain: successive caps of a line never exceed its amount and add up to it exactly", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 40 }).chain((quantity) =>
        fc.record({
          quantity: fc.constant(quantity),
          amount: fc.integer({ min: 0, max: 1e12 }),
          parts: chunks(quantity),
        }),
      ),
      ({ quantity, amount, parts }) => {
        const line: RefundableLine = { amount, quantity, refundedQuantity: 0, refundedAmount: 0 };
        for (const n of parts) {
          const cap = lineRefundCap(line, n);
          expect(Number.isInteger(cap) && cap >= 0).toBe(true);
          line.refundedQuantity += n;
          line.refundedAmount += cap;
          expect(line.refundedAmount).toBeLessThanOrEqual(amount);
        }
        expect(line.refundedAmount).toBe(amount);
        expect(() => lineRefundCap(line, 1)).toThrow(RangeError);
      },
    ),
    { numRuns: 500 },
  );
});

test("domain: refundAmountError answers the first cap broken, null within them", () => {
  fc.assert(
    fc.property(
      fc.record({
        deliveryFee: fc.integer({ min: 0, max: 1e6 }),
        refundedDeliveryFee: fc.integer({ min: 0, max: 1e6 }),
        goods: fc.integer({ min: 0, max: 1e9 }),
        refundedGoods: fc.integer({ min: 0, max: 1e9 }),
        cap: fc.integer({ min: 0, max: 1e9 }),
        product: fc.integer({ min: 0, max: 1e9 }),
        fee: fc.integer({ min: 0, max: 1e6 }),
      }),
      (r) => {
        const refundedDeliveryFee = Math.min(r.refundedDeliveryFee, r.deliveryFee);
        const refundedAmount = Math.min(r.refundedGoods, r.goods) + refundedDeliveryFee;
        const order = {
          deliveryFee: r.deliveryFee,
          refundedDeliveryFee,
          total: r.goods + r.deliveryFee,
          refundedAmount,
        };
        const err = refundAmountError(order, r.cap, r.product, r.fee);
        const expected =
          r.product > r.cap
            ? "productAmountTooHigh"
            : r.fee > r.deliveryFee - refundedDeliveryFee
              ? "deliveryFeeTooHigh"
              : r.product + r.fee > order.total - refundedAmount
                ? "totalTooHigh"
                : null;
        expect(err).toBe(expected);
      },
    ),
    { numRuns: 500 },
  );
});

test("the API's proportional split is integer, exact and never above a weight's share rounded up", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 1e10 }), { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 1e10 }),
      (weights, raw) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const total = sum === 0 ? 0 : Math.min(raw, sum);
        const parts = splitProportionally(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        parts.forEach((p, i) => {
          expect(Number.isInteger(p)).toBe(true);
          expect(p).toBeLessThanOrEqual(weights[i]);
        });
      },
    ),
    { numRuns: 500 },
  );
});

describe("through the API", () => {
  let t: TestApp;
  let shop: ShopInfo;
  let admin: string;
  let platform: string;
  let buyer: Awaited<ReturnType<typeof refundBuyer>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await t.login("seller.active");
    platform = await t.login("platform.admin");
    shop = await activeShop(t);
    buyer = await refundBuyer(t, shop);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test("successive paid-out requests never refund more than a line's amount; full asks refund it exactly", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }).chain((quantity) =>
          fc.record({
            quantity: fc.constant(quantity),
            price: fc.integer({ min: 1_001, max: 999_999 }),
            parts: chunks(quantity),
            // Per request: null = approved as asked; otherwise the seller negotiates this share (per mille) of the ask.
            offers: fc.array(fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }), {
              minLength: 6,
              maxLength: 6,
            }),
          }),
        ),
        async ({ quantity, price, parts, offers }) => {
          const p = await createProduct(t, shop, { stockNum: 100, price });
          const o = await orderAt(t, admin, buyer, shop, [{ itemId: p.id, quantity }], "sent");
          const [{ amount }] = await orderLines(t, o.orderNo);
          let paid = 0;
          let full = true;
          for (const [i, n] of parts.entries()) {
            const { refundNo } = await must<{ refundNo: string }>(
              t,
              "/api/buyer/refund/apply",
              applyBody(o.orderNo, buyer.photo, [{ lineId: o.lineIds[0], quantity: n }]),
              buyer.token,
            );
            const offer = offers[i] ?? null;
            if (offer === null) {
              await must(t, "/api/refund/ina/approve", { refundNo }, admin);
            } else {
              full = false;
              const d = await must<{ originalAmount: number }>(t, "/api/refund/ina/detail", { refundNo }, admin);
              const amountOffered = Math.floor((d.originalAmount * offer) / 1000);
              await must(
                t,
                "/api/refund/ina/negotiate",
                { refundNo, amount: amountOffered, reason: "Harga nego" },
                admin,
              );
              await must(t, "/api/buyer/refund/accept", { refundNo }, buyer.token);
            }
            await must(t, "/api/platform/refund/settle", { refundNo }, platform);
            const [line] = await orderLines(t, o.orderNo);
            expect(line.refundedAmount).toBeLessThanOrEqual(amount);
            expect(line.refundedAmount).toBeGreaterThanOrEqual(paid);
            paid = line.refundedAmount;
          }
          const [line] = await orderLines(t, o.orderNo);
          expect(line.refundedQuantity).toBe(quantity);
          if (full) expect(line.refundedAmount).toBe(amount);
          const order = await orderRow(t, o.orderNo);
          expect(order.refundedAmount).toBe(line.refundedAmount + order.refundedDeliveryFee);
          expect(order.status).toBe(4);
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
