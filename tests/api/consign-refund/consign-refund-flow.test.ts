/**
 * Consignment refunds through the API (spec §4 "Consign" after-sales): the seller's ask for a change and the
 * buyer's modify, reject and cancel (units free again), on hand exceeded at create and modify (the buyer's
 * other open refunds count), the unit price of the latest offer, the seller's lists and counts, and the
 * refusals: a move the table refuses, another buyer's or another shop's refund.
 */
import fc from "fast-check";
import { ConsignRefundStatus } from "../../../src/domain/consign";
import type { Page } from "../../../src/domain/wire";
import type {
  ConsignRefundCounts,
  ConsignRefundDetail,
  ConsignRefundRow,
} from "../../../src/resources/consign-refunds/schema";
import { createTestApp, type TestApp } from "../helpers";
import { activeShop, createProduct, type ShopInfo, type TestBuyer } from "../order/order-helpers";
import { stockOf } from "../refund/refund-helpers";
import { consignAt, consignPartner, must, partnerStock } from "../consign/consign-helpers";

let t: TestApp;
let shop: ShopInfo;
let admin: string;
let buyer: TestBuyer;

const reason = "Barang tidak laku di wilayah kami";
const detail = async (refundNo: string) =>
  (await t.call<ConsignRefundDetail>("/api/consign-refund/ina/detail", { refundNo }, { token: admin })).body.data;
const apply = (b: TestBuyer, items: { itemId: number; qty: number }[]) =>
  t.call<{ refundNo: string }>(
    "/api/buyer/consign-refund/create",
    { shopId: shop.shopId, items, reason },
    {
      token: b.token,
      lang: "en-US",
    },
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.login("seller.active");
  shop = await activeShop(t);
  buyer = await consignPartner(t, shop);
}, 120_000);
afterAll(async () => {
  await t.close();
});

test("ask to modify, modify, reject and cancel: units held by open refunds only, price of the latest offer", async () => {
  const p = await createProduct(t, shop, { stockNum: 30 });
  await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 4 }], "done", { unitPrice: 40_000 });
  await consignAt(t, admin, buyer, shop, [{ itemId: p.id, qty: 4 }], "done", { unitPrice: 45_000 });
  expect(await partnerStock(t, shop.shopId, buyer.userId, p.id)).toMatchObject({ placed: 8, onHand: 8 });

  const over = await apply(buyer, [{ itemId: p.id, qty: 9 }]);
  expect([over.body.code, over.body.message]).toEqual([
    409,
    "The quantity exceeds the consignment stock at the partner",
  ]);
  const never = await createProduct(t, shop, { stockNum: 5 });
  expect((await apply(buyer, [{ itemId: never.id, qty: 1 }])).body.code).toBe(409);

  const first = (await apply(buyer, [{ itemId: p.id, qty: 5 }])).body.data.refundNo;
  expect(await detail(first)).toMatchObject({
    totalAmount: 225_000,
    items: [{ qty: 5, unitPrice: 45_000, onHand: 8 }],
  });
  expect((await apply(buyer, [{ itemId: p.id, qty: 4 }])).body.code).toBe(409);
  const second = (await apply(buyer, [{ itemId: p.id, qty: 3 }])).body.data.refundNo;

  await must(t, "/api/consign-refund/ina/askModify", { refundNo: first, reason: "Kirim separuh saja dulu" }, admin);
  expect(await detail(first)).toMatchObject({
    status: ConsignRefundStatus.waitingModified,
    sellerReason: "Kirim separuh saja dulu",
  });
  // The modify may use its own units, not those of the other open refund.
  const tooMany = await t.call(
    "/api/buyer/consign-refund/modify",
    { refundNo: first, items: [{ itemId: p.id, qty: 6 }] },
    {
      token: buyer.token,
    },
  );
  expect(tooMany.body.code).toBe(409);
  await must(
    t,
    "/api/buyer/consign-refund/modify",
    { refundNo: first, items: [{ itemId: p.id, qty: 2 }] },
    buyer.token,
  );
  expect(await detail(first)).toMatchObject({
    status: ConsignRefundStatus.waitingProcessing,
    qty: 2,
    totalAmount: 90_000,
  });

  await must(
    t,
    "/api/consign-refund/ina/reject",
    { refundNo: first, reason: "Barang masih dibutuhkan di sana" },
    admin,
  );
  await must(t, "/api/buyer/consign-refund/cancel", { refundNo: second }, buyer.token);
  expect([(await detail(first)).status, (await detail(second)).status]).toEqual([
    ConsignRefundStatus.closed,
    ConsignRefundStatus.closed,
  ]);
  // Closed refunds hold nothing: all 8 may go back again; the shop's stock never moved.
  const all = (await apply(buyer, [{ itemId: p.id, qty: 8 }])).body.data.refundNo;
  expect(all).toMatch(/^CRF-\d{8}-\d{6}$/);
  expect(await stockOf(t, p.id)).toBe(22);

  const again = await t.call(
    "/api/buyer/consign-refund/cancel",
    { refundNo: first },
    { token: buyer.token, lang: "en-US" },
  );
  expect([again.body.code, again.body.message]).toEqual([409, "This return cannot be processed now (status: Closed)"]);
  const early = await t.call("/api/consign-refund/ina/confirmReceipt", { refundNo: all }, { token: admin });
  expect(early.body.code).toBe(409);
  const other = await consignPartner(t, shop);
  expect((await t.call("/api/buyer/consign-refund/detail", { refundNo: all }, { token: other.token })).body.code).toBe(
    404,
  );
  const special = await t.login("seller.special");
  expect((await t.call("/api/consign-refund/ina/accept", { refundNo: all }, { token: special })).body.code).toBe(404);
  expect((await detail(all)).status).toBe(ConsignRefundStatus.waitingProcessing);

  const page = await t.call<Page<ConsignRefundRow>>(
    "/api/consign-refund/ina/page",
    { pageNo: 1, pageSize: 50, status: ConsignRefundStatus.closed },
    { token: admin },
  );
  expect(page.body.data.data.map((r) => r.refundNo)).toEqual([second, first]);
  const counts = await t.call<ConsignRefundCounts>("/api/consign-refund/ina/counts", {}, { token: admin });
  expect(counts.body.data.statuses.closed).toBe(2);
  expect(counts.body.data.all).toBe(3);
});

/** One step of a random history: ship a consignment, report a sale, or send units back. */
type Op = { kind: "ship" | "sale" | "refund"; qty: number };

test("property: shop stock + partner on hand + sold is constant after each receipt, whatever the sequence", async () => {
  const ops = fc.array(
    fc.record({
      kind: fc.constantFrom("ship" as const, "sale" as const, "refund" as const),
      qty: fc.integer({ min: 1, max: 6 }),
    }),
    { minLength: 1, maxLength: 6 },
  );
  await fc.assert(
    fc.asyncProperty(ops, async (steps: Op[]) => {
      const start = 25;
      const partner = await consignPartner(t, shop);
      const p = await createProduct(t, shop, { stockNum: start });
      let shopStock = start;
      let onHand = 0;
      let sold = 0;
      for (const s of steps) {
        if (s.kind === "ship") {
          if (s.qty > shopStock) {
            // The offer refuses what the shop's stock cannot cover.
            const no = await consignAt(t, admin, partner, shop, [{ itemId: p.id, qty: s.qty }], "request");
            const res = await t.call(
              "/api/consign/ina/offer",
              { consignNo: no, items: [{ itemId: p.id, qtyOffer: s.qty, unitPrice: 1_000 }], edtInitialDays: 1 },
              { token: admin },
            );
            expect(res.body.code).toBe(409);
            continue;
          }
          await consignAt(t, admin, partner, shop, [{ itemId: p.id, qty: s.qty }], "done");
          shopStock -= s.qty;
          onHand += s.qty;
        } else if (s.kind === "sale") {
          const res = await t.call(
            "/api/buyer/consign/sale",
            { shopId: shop.shopId, itemId: p.id, qty: s.qty, unitPrice: 2_000 },
            { token: partner.token },
          );
          expect(res.body.success).toBe(s.qty <= onHand);
          if (res.body.success) {
            onHand -= s.qty;
            sold += s.qty;
          }
        } else {
          const res = await apply(partner, [{ itemId: p.id, qty: s.qty }]);
          expect(res.body.success).toBe(s.qty <= onHand);
          if (!res.body.success) continue;
          const refundNo = res.body.data.refundNo;
          await must(t, "/api/consign-refund/ina/accept", { refundNo }, admin);
          await must(
            t,
            "/api/buyer/consign-refund/ship",
            { refundNo, courier: "JNE", deliveryNo: "JNE-1" },
            partner.token,
          );
          await must(t, "/api/consign-refund/ina/confirmReceipt", { refundNo }, admin);
          onHand -= s.qty;
          shopStock += s.qty;
        }
        const figures = await partnerStock(t, shop.shopId, partner.userId, p.id);
        const stock = await stockOf(t, p.id);
        expect([stock, figures.onHand, figures.sold]).toEqual([shopStock, onHand, sold]);
        expect(stock + figures.onHand + figures.sold).toBe(start);
      }
    }),
    { numRuns: 8 },
  );
}, 240_000);
