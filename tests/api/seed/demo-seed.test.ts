/**
 * The full demo (server/seed/demo.ts with the order history), seeded ONCE for the checks of every module that
 * reads it: orders, returns and refunds, bills, recaps and payouts, partnerships, customers. Each module keeps
 * its checks beside its other tests (tests/api/<module>/demo-*.checks.ts); only the seeding is shared, because
 * it is the slow part (about a minute on PGlite). The checks only read.
 */
import { afterAll, beforeAll } from "vitest";
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
  t = await createTestApp({ seed: true, orders: true });
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
