/**
 * The demo inquiries (server/seed/demo-inquiries.ts): about 40 inquiries of the B2B demo buyers for models of
 * the reference vehicles table, offered to seller.active by its brands, ending in every inquiry and tender
 * status, with discussion threads and tenders left to purchase.
 */
import { eq } from "drizzle-orm";
import { indentLetters, tenderComments, tenders, inquiries } from "../../../server/db/schema/inquiry";
import { orders } from "../../../server/db/schema/order";
import { OrderType } from "../../../src/domain/inquiry";
import { users } from "../../../server/db/schema/auth";
import { seedDemoInquiries } from "../../../server/seed/demo-inquiries";
import { DEMO_PASSWORD } from "../../../server/seed/demo";
import type { InquiryRow } from "../../../src/resources/inquiries/schema";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let result: Awaited<ReturnType<typeof seedDemoInquiries>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [admin] = await t.database.db.select().from(users).where(eq(users.userName, "seller.active"));
  result = await seedDemoInquiries(t.database.db, {
    shopId: admin.shopId!,
    password: DEMO_PASSWORD,
    clock: t.now,
    filesDir: t.filesDir,
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

test("about 40 inquiries in every inquiry and tender status, with threads and tenders to purchase", async () => {
  expect(result.inquiries).toBeGreaterThanOrEqual(38);
  const db = t.database.db;
  const inquiryStatuses = new Set((await db.select({ s: inquiries.status }).from(inquiries)).map((r) => r.s));
  expect([...inquiryStatuses].sort()).toEqual([1, 2, 3, 4, 5]);
  const tenderStatuses = new Set((await db.select({ s: tenders.status }).from(tenders)).map((r) => r.s));
  for (const s of [1, 2, 3, 4, 5, 6, 7, 8]) expect([s, tenderStatuses.has(s)]).toEqual([s, true]);
  // The purchased tenders' inquiry orders, in every state the seed plans: unconfirmed, awaiting payment (the
  // 1-day timer confirmed it), paid, shipped, received; and indent letters.
  const inquiryOrders = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderType, OrderType.inquiry));
  expect(new Set(inquiryOrders.map((o) => o.status))).toEqual(new Set([5, 0, 1, 2, 3]));
  expect((await db.select().from(indentLetters)).length).toBeGreaterThanOrEqual(1);
  expect((await db.select().from(tenderComments)).length).toBeGreaterThanOrEqual(6);
  expect(result.purchasable.length).toBeGreaterThanOrEqual(5);
  const admin = await t.login("seller.active");
  const list = await t.call<{ data: InquiryRow[]; rowCount: number }>(
    "/api/inquiry/ina/page",
    { pageNo: 1, pageSize: 40 },
    { token: admin },
  );
  expect(list.body.data.rowCount).toBeGreaterThanOrEqual(8);
  expect(new Set(list.body.data.data.map((r) => r.urgency)).size).toBeGreaterThanOrEqual(3);
});
