/**
 * The demo returns and refunds (server/seed/demo-refunds.ts; spec §4 "Refund"): driven through the buyer,
 * seller and platform routes and the refund sweeps on the demo orders, they leave requests in every status
 * and every tab of the seller's list, of both methods, some negotiated or rejected, some after the sale,
 * over the last 60 days; an open request's order shows refund pending.
 */
import { beforeAll, expect, it } from "vitest";
import { OrderStatus } from "../../../src/domain/order";
import { REFUND_STATUSES, REFUND_TAB_KEYS } from "../../../src/domain/refund";
import type { Page } from "../../../src/domain/wire";
import type { OrderDetail } from "../../../src/resources/orders/schema";
import type { RefundDetail, RefundRow, RefundTabCounts } from "../../../src/resources/refunds/schema";
import type { TestApp } from "../helpers";

/** Registers these checks against the seeded demo app `app()` (tests/api/seed/demo-seed.test.ts seeds it once). */
export function describeDemoRefunds(app: () => TestApp): void {
  describe("the demo returns and refunds", () => {
    let t: TestApp;
    let seller: string;

    beforeAll(async () => {
      t = app();
      seller = await t.login("seller.active");
    }, 240_000);

    it("has about 25 requests in every status and tab, both methods, over the last 60 days", async () => {
      const counts = (await t.call<RefundTabCounts>("/api/refund/ina/counts", {}, { token: seller })).body.data;
      for (const tab of REFUND_TAB_KEYS) expect(counts[tab], tab).toBeGreaterThan(0);
      const rows = (
        await t.call<Page<RefundRow>>("/api/refund/ina/page", { pageNo: 1, pageSize: 100 }, { token: seller })
      ).body.data.data;
      expect(rows.length).toBeGreaterThanOrEqual(22);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(REFUND_STATUSES));
      expect(new Set(rows.map((r) => r.method))).toEqual(new Set([1, 2]));
      const oldest = new Date(`${rows.at(-1)!.applyTime.replace(" ", "T")}+07:00`).getTime();
      expect(t.now().getTime() - oldest).toBeLessThanOrEqual(61 * 24 * 3_600_000);
      const details = await Promise.all(
        rows.map(
          async (r) =>
            (await t.call<RefundDetail>("/api/refund/ina/detail", { refundNo: r.refundNo }, { token: seller })).body
              .data,
        ),
      );
      expect(details.some((d) => d.events.some((e) => e.move === "negotiate"))).toBe(true);
      expect(details.some((d) => d.events.some((e) => e.move === "reject"))).toBe(true);
      expect(details.some((d) => d.events.some((e) => e.actor === "system"))).toBe(true);
      const open = rows.find((r) => r.status === 1)!;
      const order = (await t.call<OrderDetail>("/api/order/ina/detail", { orderNo: open.orderNo }, { token: seller }))
        .body.data;
      expect(order.openRefundNo).toBe(open.refundNo);
      expect([OrderStatus.refunding, OrderStatus.refundingAfterSale]).toContain(order.status);
    });
  });
}
