/**
 * Bills follow the partnership's settlement terms (spec §3 "settlement type and date", §9 "Settlement period
 * every month or every two months"): server/modules/bill/bill-generation.ts reads each buyer's period and
 * settlement date in one query, and bills only periods of that length that do not end before the date.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { periodRange } from "../../../src/domain/bill";
import { partnerships } from "../../../server/db/schema/partnership";
import { billedUnder, settlementPeriodOf, settlementTermsOf } from "../../../server/modules/bill/bill-generation";
import { createTestApp, type TestApp } from "../helpers";
import { activePartnership } from "./partnership-helpers";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t.close();
});

it("reads the period and date of many buyers at once; a buyer without a partnership settles monthly from any date", async () => {
  const tokens = { seller: await t.login("seller.active"), platform: await t.login("platform.admin") };
  const a = await activePartnership(t, tokens);
  const b = await activePartnership(t, tokens);
  const db = t.database.db;
  await db
    .update(partnerships)
    .set({ settlementPeriod: 2, settlementDate: "2026-10-15" })
    .where(eq(partnerships.id, b.id));
  const [pa] = await db.select().from(partnerships).where(eq(partnerships.id, a.id));
  const terms = await settlementTermsOf(db, [
    { shopId: pa.shopId, buyerUserId: a.buyer.userId },
    { shopId: pa.shopId, buyerUserId: b.buyer.userId },
    { shopId: pa.shopId, buyerUserId: 99_999_999 },
  ]);
  expect([...terms.values()]).toEqual([
    { period: 1, settlementDate: "2026-12-01" },
    { period: 2, settlementDate: "2026-10-15" },
    { period: 1, settlementDate: null },
  ]);
  expect(await settlementPeriodOf(db, pa.shopId, b.buyer.userId)).toBe(2);
});

it("bills a period of the buyer's length that ends on or after the settlement date, never one ending before it", () => {
  const bimonthly = { period: 2 as const, settlementDate: "2026-10-15" };
  expect(billedUnder(bimonthly, periodRange("2026-09", 2))).toBe(true);
  expect(billedUnder(bimonthly, periodRange("2026-09", 1))).toBe(false);
  expect(billedUnder(bimonthly, periodRange("2026-07", 2))).toBe(false);
  // A period whose last day is the day before the settlement date ends before it.
  const fromNovember = { period: 1 as const, settlementDate: "2026-11-01" };
  expect(billedUnder(fromNovember, periodRange("2026-10", 1))).toBe(false);
  expect(billedUnder(fromNovember, periodRange("2026-11", 1))).toBe(true);
  const fromOctoberLast = { period: 1 as const, settlementDate: "2026-10-31" };
  expect(billedUnder(fromOctoberLast, periodRange("2026-10", 1))).toBe(true);
  expect(billedUnder({ period: 1, settlementDate: null }, periodRange("2020-01", 1))).toBe(true);
});
