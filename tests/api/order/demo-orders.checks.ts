/**
 * The demo order history (server/seed/demo-orders.ts; spec §4 "Orders"): driven through the buyer, seller and
 * platform routes and the timers, it leaves orders in every tab of the seller's list (the refund tab from
 * the demo returns and refunds, server/seed/demo-refunds.ts), from buyers of every type, with real delivery fees, and "only own" sub-accounts see
 * only their part.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BUYER_TYPES, ORDER_TAB_KEYS, ORDER_TABS, type OrderTab } from "../../../src/domain/order";
import type { OrderRow, OrderTabCounts } from "../../../src/resources/orders/schema";
import type { Page } from "../../../src/domain/wire";
import type { TestApp } from "../helpers";

/** Registers these checks against the seeded demo app `app()` (tests/api/seed/demo-seed.test.ts seeds it once). */
export function describeDemoOrders(app: () => TestApp): void {
  describe("the demo orders", () => {
    let t: TestApp;
    let seller: string;

    beforeAll(async () => {
      t = app();
      seller = await t.login("seller.active");
    }, 180_000);

    describe("the demo order history", () => {
      it("has orders in every tab, a few hundred in all", async () => {
        const counts = (await t.call<OrderTabCounts>("/api/order/ina/counts", {}, { token: seller })).body.data;
        expect(counts.all).toBeGreaterThanOrEqual(200);
        for (const tab of ORDER_TAB_KEYS.filter((k: OrderTab) => k !== "all"))
          expect(counts[tab], tab).toBeGreaterThan(0);
      });

      it("comes from every buyer type and charges delivery fees from the shop's templates", async () => {
        const rows = (
          await t.call<Page<OrderRow>>("/api/order/ina/page", { pageNo: 1, pageSize: 100 }, { token: seller })
        ).body.data.data;
        expect(new Set(rows.map((r) => r.buyerType))).toEqual(new Set(BUYER_TYPES));
        const detail = (
          await t.call<{ deliveryFee: number }>(
            "/api/order/ina/detail",
            { orderNo: rows[0].orderNo },
            { token: seller },
          )
        ).body.data;
        expect(detail.deliveryFee).toBeGreaterThanOrEqual(0);
        const fees = await Promise.all(
          rows
            .slice(0, 20)
            .map(
              async (r) =>
                (
                  await t.call<{ deliveryFee: number }>(
                    "/api/order/ina/detail",
                    { orderNo: r.orderNo },
                    { token: seller },
                  )
                ).body.data.deliveryFee,
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

      it("pages every tab, for the shop and for an only-own account, as slices of the whole list", async () => {
        const gudang = await t.login("staff.gudang");
        for (const token of [seller, gudang]) {
          const list = (body: Record<string, unknown>) =>
            t.call<Page<OrderRow>>("/api/order/ina/page", body, { token }).then((r) => r.body.data);
          const everything: OrderRow[] = [];
          for (let pageNo = 1; ; pageNo++) {
            const p = await list({ pageNo, pageSize: 100 });
            everything.push(...p.data);
            if (p.data.length < 100) break;
          }
          const counts = (await t.call<OrderTabCounts>("/api/order/ina/counts", {}, { token })).body.data;
          expect(everything.length).toBe(counts.all);
          for (const tab of ORDER_TAB_KEYS) {
            const statuses = ORDER_TABS[tab] as readonly number[];
            const expected = everything.filter((r) => statuses.length === 0 || statuses.includes(r.status));
            const seen: string[] = [];
            const pages = Math.ceil(expected.length / 7) + 1;
            for (let pageNo = 1; pageNo <= pages; pageNo++) {
              const p = await list({ pageNo, pageSize: 7, tab });
              expect(p.rowCount, `${tab} page ${pageNo}`).toBe(expected.length);
              seen.push(...p.data.map((r) => r.orderNo));
            }
            expect(seen, tab).toEqual(expected.map((r) => r.orderNo));
            expect(counts[tab], tab).toBe(expected.length);
          }
        }
      });

      it("finds orders by buyer user name, buyer name and receiver name, in every tab", async () => {
        const everything: OrderRow[] = [];
        for (let pageNo = 1; ; pageNo++) {
          const p = (await t.call<Page<OrderRow>>("/api/order/ina/page", { pageNo, pageSize: 100 }, { token: seller }))
            .body.data;
          everything.push(...p.data);
          if (p.data.length < 100) break;
        }
        const sample = everything.find((r) => r.buyerUserName === "buyer.ordinary") ?? everything[0];
        for (const keyword of [sample.buyerUserName.toUpperCase(), sample.buyerName.split(" ")[0], sample.receiverName])
          for (const tab of ["all", "closed", "done"] as OrderTab[]) {
            const k = keyword.toLowerCase();
            const statuses = ORDER_TABS[tab] as readonly number[];
            const expected = everything.filter(
              (r) =>
                (statuses.length === 0 || statuses.includes(r.status)) &&
                [r.orderNo, r.buyerUserName, r.buyerName, r.receiverName].some((v) => v.toLowerCase().includes(k)),
            );
            const found: string[] = [];
            for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 30) + 1; pageNo++) {
              const p = (
                await t.call<Page<OrderRow>>(
                  "/api/order/ina/page",
                  { pageNo, pageSize: 30, tab, keyword },
                  { token: seller },
                )
              ).body.data;
              expect(p.rowCount, `${keyword} in ${tab} page ${pageNo}`).toBe(expected.length);
              found.push(...p.data.map((r) => r.orderNo));
            }
            expect(found, `${keyword} in ${tab}`).toEqual(expected.map((r) => r.orderNo));
          }
      });
    });

    describe("search by a whole order number", () => {
      it("finds exactly that order, typed in any case", async () => {
        const [first] = (
          await t.call<Page<OrderRow>>("/api/order/ina/page", { pageNo: 1, pageSize: 1 }, { token: seller })
        ).body.data.data;
        for (const keyword of [first.orderNo, first.orderNo.toLowerCase()]) {
          const found = (
            await t.call<Page<OrderRow>>("/api/order/ina/page", { pageNo: 1, pageSize: 10, keyword }, { token: seller })
          ).body.data;
          expect(found.rowCount).toBe(1);
          expect(found.data[0].orderNo).toBe(first.orderNo);
        }
      });
    });
  });
}
