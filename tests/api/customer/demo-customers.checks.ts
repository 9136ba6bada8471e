/**
 * The demo customers (server/seed/demo-customers.ts; spec §3 "Customer"): what the seller sees after the
 * full demo seed — every company category, account managers, discounts in every state, two info changes
 * waiting, accounts linked to buyer.priority, and one bill order waiting on credit hold.
 */
import type { CustomerDetail, CustomerRow, InfoChangeRow } from "../../../src/resources/customers/schema";
import { COMPANY_CATEGORIES } from "../../../src/domain/customer";
import type { Page } from "../../../src/domain/wire";
import type { TestApp } from "../helpers";

/** Registers these checks against the seeded demo app `app()` (tests/api/seed/demo-seed.test.ts seeds it once). */
export function describeDemoCustomers(app: () => TestApp): void {
  describe("the demo customers", () => {
    let t: TestApp;
    let admin: string;

    beforeAll(async () => {
      t = app();
      admin = await t.login("seller.active");
    }, 240_000);

    test("the seeded customers cover the categories, discounts, info changes, linked accounts and a held order", async () => {
      const list = await t.call<Page<CustomerRow>>(
        "/api/customer/ina/page",
        { pageNo: 1, pageSize: 100 },
        { token: admin },
      );
      const rows = list.body.data.data;
      expect(rows.length).toBeGreaterThanOrEqual(25);
      expect(new Set(rows.map((r) => r.companyCategory))).toEqual(new Set(COMPANY_CATEGORIES));
      expect(rows.filter((r) => r.accountManagerName !== null).length).toBeGreaterThan(5);
      for (const r of rows) expect(r.credit.used + r.credit.available).toBe(r.credit.limit);

      const changes = await t.call<Page<InfoChangeRow>>(
        "/api/customer/ina/infoChange/page",
        { pageNo: 1, pageSize: 10, status: 0 },
        { token: admin },
      );
      expect(changes.body.data.rowCount).toBe(2);

      const detailOf = async (userName: string) => {
        const id = rows.find((r) => r.buyerUserName === userName)!.id;
        return (await t.call<CustomerDetail>("/api/customer/ina/detail", { id }, { token: admin })).body.data;
      };
      const workshop = await detailOf("buyer.workshop");
      expect(new Set(workshop.discounts.map((d) => d.state))).toEqual(new Set(["active", "ended"]));
      expect(workshop.pendingInfoChangeId).not.toBeNull();
      const priority = await detailOf("buyer.priority");
      expect(priority.linkedAccounts).toHaveLength(2);
      expect(priority.discounts.map((d) => d.state).sort()).toEqual(["ended", "upcoming"]);

      const alert = await t.call<Page<CustomerRow>>(
        "/api/customer/ina/page",
        { pageNo: 1, pageSize: 100, creditAlert: true },
        { token: admin },
      );
      const held = await Promise.all(
        alert.body.data.data.map(
          async (r) =>
            (await t.call<CustomerDetail>("/api/customer/ina/detail", { id: r.id }, { token: admin })).body.data,
        ),
      );
      expect(held.flatMap((d) => d.heldOrders).map((o) => o.reason)).toContain("overLimit");
    }, 60_000);
  });
}
