/**
 * The demo bills (server/seed/demo-bills.ts; spec §4 "Bills and recaps"): after the demo order history, the
 * seller's bill list shows bills in every status, with documents, and their figures match their orders.
 */
import { beforeAll, expect, it } from "vitest";
import { BILL_TAB_KEYS } from "../../../src/domain/bill";
import type { BillDetail, BillRow, BillTabCounts } from "../../../src/resources/bills/schema";
import type { Page } from "../../../src/domain/wire";
import type { TestApp } from "../helpers";

/** Registers these checks against the seeded demo app `app()` (tests/api/seed/demo-seed.test.ts seeds it once). */
export function describeDemoBills(app: () => TestApp): void {
  describe("the demo bills", () => {
    let t: TestApp;
    let seller: string;

    beforeAll(async () => {
      t = app();
      seller = await t.login("seller.active");
    }, 240_000);

    it("has bills in every status, with documents, whose totals are their orders' sums", async () => {
      const counts = (await t.call<BillTabCounts>("/api/bill/ina/counts", {}, { token: seller })).body.data;
      for (const tab of BILL_TAB_KEYS) expect(counts[tab], tab).toBeGreaterThan(0);
      const rows = (await t.call<Page<BillRow>>("/api/bill/ina/page", { pageNo: 1, pageSize: 100 }, { token: seller }))
        .body.data.data;
      const details = await Promise.all(
        rows.map(
          async (r) =>
            (await t.call<BillDetail>("/api/bill/ina/detail", { billNo: r.billNo }, { token: seller })).body.data,
        ),
      );
      expect(details.some((d) => d.documents.some((doc) => doc.url !== null))).toBe(true);
      for (const r of rows) expect(r.total).toBe(r.productAmount + r.deliveryFeeAfter);
    });
  });
}
