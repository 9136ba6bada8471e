/**
 * The full demo (server/seed/demo.ts with the order history), seeded ONCE for the checks of every module that
 * reads it: orders, returns and refunds, bills, recaps and payouts, partnerships, customers. Each module keeps
 * its checks beside its other tests (tests/api/<module>/demo-*.checks.ts); only the seeding is shared, because
 * it is the slow part (about a minute on PGlite). The checks only read.
 */
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle } from "../../../server/db/schema/auth";
import { createTestApp, type TestApp } from "../helpers";
import { describeDemoBills } from "../bill/demo-bills.checks";
import { describeDemoCustomers } from "../customer/demo-customers.checks";
import { describeDemoOrders } from "../order/demo-orders.checks";
import { describeDemoPartnerships } from "../partnership/demo-partnerships.checks";
import { describeDemoSettlement } from "../payment/demo-settlement.checks";
import { describeDemoRefunds } from "../refund/demo-refunds.checks";

let t: TestApp;
const app = () => t;

beforeAll(async () => {
  // A budget of 2 writes a minute: the check below spends it (the other checks only read).
  t = await createTestApp({ seed: true, orders: true, env: { USER_WRITE_RATE_LIMIT_PER_MINUTE: "2" } });
}, 600_000);
afterAll(async () => {
  await t.close();
});

describeDemoBills(app);
describeDemoCustomers(app);
describeDemoOrders(app);
describeDemoPartnerships(app);
describeDemoSettlement(app);
describeDemoRefunds(app);

describe("the demo's write budget", () => {
  it("leaves every demo user's budget whole: seller.active's first writes pass, the one past the budget is refused", async () => {
    // The seed wrote some 750 times as seller.active through apps of its own in its last minute.
    const counts = await t.database.db.select().from(loginThrottle).where(like(loginThrottle.key, "userwrite:%"));
    expect(counts).toEqual([]);
    const tokens = [await t.login("seller.active"), await t.login("seller.active"), await t.login("seller.active")];
    const answers = [];
    for (const token of tokens) answers.push(await t.call("/api/user/login/logout", {}, { token }));
    expect(answers.map((a) => [a.status, a.body.success])).toEqual([
      [200, true],
      [200, true],
      [429, false],
    ]);
  });
});
