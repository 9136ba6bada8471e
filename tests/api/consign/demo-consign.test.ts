/**
 * The demo consignments (server/seed/demo-consign.ts; issue part "consignments in every state"): driven
 * through the real routes, they leave consignments in every status, refunds in every after-sales status,
 * and partner stock whose figures add up (on hand = placed - sold - returned, never negative), so the
 * sell-through report has rows.
 */
import { eq } from "drizzle-orm";
import { CONSIGN_REFUND_STATUSES, CONSIGN_STATUSES } from "../../../src/domain/consign";
import type { Page } from "../../../src/domain/wire";
import type { SellThroughRow } from "../../../src/resources/consignments/schema";
import { users } from "../../../server/db/schema/auth";
import { consignments, consignRefunds, consignStock } from "../../../server/db/schema/consign";
import { seedDemoConsign } from "../../../server/seed/demo-consign";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let result: { consignments: number; refunds: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [admin] = await t.database.db.select().from(users).where(eq(users.userName, "seller.active"));
  result = await seedDemoConsign(t.database.db, {
    shopId: admin.shopId!,
    password: "Demo#2026",
    clock: t.now,
    filesDir: t.filesDir,
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

test("consignments in every status and refunds in every after-sales status", async () => {
  expect(result.consignments).toBeGreaterThanOrEqual(15);
  const db = t.database.db;
  const statuses = new Set((await db.select({ s: consignments.status }).from(consignments)).map((r) => r.s));
  expect([...statuses].sort()).toEqual([...CONSIGN_STATUSES].sort());
  const refundStatuses = new Set((await db.select({ s: consignRefunds.status }).from(consignRefunds)).map((r) => r.s));
  expect([...refundStatuses].sort()).toEqual([...CONSIGN_REFUND_STATUSES].sort());
  const extended = await db.select().from(consignments).where(eq(consignments.status, 3));
  expect(extended.some((c) => c.edtAdditionalDays > 0)).toBe(true);
});

test("the partner stock adds up and the sell-through report has figures", async () => {
  const rows = await t.database.db.select().from(consignStock);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.placed - r.sold - r.returned).toBeGreaterThanOrEqual(0);
  expect(rows.some((r) => r.sold > 0 && r.returned > 0)).toBe(true);
  const admin = await t.login("seller.active");
  const report = await t.call<Page<SellThroughRow>>(
    "/api/consign/ina/sellThrough",
    { pageNo: 1, pageSize: 50 },
    {
      token: admin,
    },
  );
  expect(report.body.data.rowCount).toBe(rows.length);
  expect(report.body.data.data.some((r) => r.sellThrough > 0)).toBe(true);
});
