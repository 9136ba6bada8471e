/**
 * The demo order history (server/seed/demo-orders.ts; spec §4 "Orders"): driven through the buyer, seller and
 * platform routes and the timers, it leaves orders in every tab of the seller's list (refunds come with the
 * after-sale screens), from buyers of every type, with real delivery fees, and "only own" sub-accounts see
 * only their part.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER_TYPES, ORDER_TAB_KEYS, type OrderTab } from "../../../src/domain/order";
import type { OrderRow, OrderTabCounts } from "../../../src/resources/orders/schema";
import type { Page } from "../../../src/domain/wire";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, orders: true });
  seller = await t.login("seller.active");
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe("the demo order history", () => {
  it("has orders in every tab but refunds, a few hundred in all", async () => {
    const counts = (await t.call<OrderTabCounts>("/api/order/ina/counts", {}, { token: seller })).body.data;
    expect(counts.all).toBeGreaterThanOrEqual(200);
    for (const tab of ORDER_TAB_KEYS.filter((k: OrderTab) => k !== "all" && k !== "refunding"))
      expect(counts[tab], tab).toBeGreaterThan(0);
  });

  it("comes from every buyer type and charges delivery fees from the shop's templates", async () => {
    const rows = (await t.call<Page<OrderRow>>("/api/order/ina/page", { pageNo: 1, pageSize: 100 }, { token: seller }))
      .body.data.data;
    expect(new Set(rows.map((r) => r.buyerType))).toEqual(new Set(BUYER_TYPES));
    const detail = (
      await t.call<{ deliveryFee: number }>("/api/order/ina/detail", { orderNo: rows[0].orderNo }, { token: seller })
    ).body.data;
    expect(detail.deliveryFee).toBeGreaterThanOrEqual(0);
    const fees = await Promise.all(
      rows
        .slice(0, 20)
        .map(
          async (r) =>
            (await t.call<{ deliveryFee: number }>("/api/order/ina/detail", { orderNo: r.orderNo }, { token: seller }))
              .body.data.deliveryFee,
        ),
    );
    expect(fees.some((f) => f > 0)).toBe(true);
  });

  it("shows staff.gudang (only own) fewer orders than the shop, each its own or handled by it", async () => {
    const gudang = await t.login("staff.gudang");
    const own = (await t.call<OrderTabCounts>("/api/order/ina/counts", {}, { token: gudang })).body.data;
    const all = (await t.call<OrderTabCounts>("/api/order/ina/counts", {}, { token: seller })).body.data;
    expect(own.all).toBeGreaterThan(0);
    expect(own.all).toBeLessThan(all.all);
  });
});
