/**
 * The demo marketplace (spec §4 "Shop routing"): one account per row of spec §4 "Shop routing", all with
 * password `Demo#2026`, and a few hundred products for seller.active. Idempotent: it does nothing
 * when the demo accounts exist already.
 */
import { eq } from "drizzle-orm";
import type { BuyerType } from "@src/domain/order";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { seedReferenceBuiltIn } from "./reference-builtin";
import { seedDemoAccounts } from "./demo-accounts";
import { seedStoreDemo } from "../modules/store/seed";
import { seedDemoProducts } from "./demo-products";
import { DEMO_BUYERS, seedDemoPartners } from "./demo-partners";
import { DEMO_STAFF, assignDemoProductOwners, seedDemoStaff } from "./demo-staff";
import { seedDemoActivity } from "./demo-activity";
import { seedDemoReviews } from "./demo-reviews";
import { seedDemoOrders } from "./demo-orders";
import { seedDemoRefunds } from "./demo-refunds";
import { seedDemoBills } from "./demo-bills";
import { seedDemoSettlement } from "./demo-settlement";
import { seedDemoInquiries } from "./demo-inquiries";
import { seedDemoPartnerships } from "./demo-partnerships";
import { seedDemoConsign } from "./demo-consign";
import { seedDemoCustomers } from "./demo-customers";
import { seedDemoNotices } from "./demo-notices";
import { seedDemoHome } from "./demo-home";
import { seedDemoForum } from "./demo-forum";
import { seedDemoIntegration } from "./demo-integration";
import { seedDemoChat } from "./demo-chat";
import { clearWriteCounts } from "../http/write-limit";

export const DEMO_PASSWORD = "Demo#2026";

/** How the start banner and the README name each buyer type ("an insurance buyer", not "a insurance buyer"). */
const BUYER_TYPE_LABELS: Record<BuyerType, string> = {
  ordinary: "an ordinary buyer",
  priority: "a priority buyer",
  insurance: "an insurance buyer",
  workshop: "a workshop buyer",
  carRental: "a car-rental buyer",
};

/** Each demo login with the screen it lands on (printed at start and listed in the README). */
export const DEMO_LOGINS = [
  { userName: "seller.active", lands: "/#/home: active shop, ERP (OMS link), a few hundred products" },
  { userName: "seller.noshop", lands: "/#/shop-apply: no shop yet (code 2202)" },
  { userName: "seller.pending", lands: "/#/read-disable: application under assessment" },
  { userName: "seller.rejected", lands: "/#/read-disable: audit not passed, with reasons (may re-apply)" },
  { userName: "seller.additional", lands: "/#/shop-additional-info: approved, additional info empty" },
  { userName: "seller.restricted", lands: "/#/read-disable: shop status 2 (only read-disable and shop-apply)" },
  { userName: "seller.closed", lands: "/#/read-disable: shop closed" },
  { userName: "seller.frozen", lands: "/#/read-disable: shop frozen" },
  { userName: "seller.special", lands: "/#/home: specialDiscount 1 (pruned menu, product link to /commodity/area)" },
  {
    userName: "platform.admin",
    lands: "/#/403 in this portal; the platform side is its API (/api/platform/*): approves shops and products",
  },
  ...DEMO_STAFF.map((s) => ({ userName: s.userName, lands: s.lands })),
  ...DEMO_BUYERS.map((b) => ({
    userName: b.userName,
    lands: `/#/403 here; ${BUYER_TYPE_LABELS[b.buyerType]} acting through the buyer API (/api/buyer/*)`,
  })),
] as const;

/** Seeds everything once; safe to call at every start. `orders: false` leaves out the order history. */
export async function seedDemo(
  db: Db,
  deps: { clock: () => Date; filesDir: string; orders?: boolean },
): Promise<{ seeded: boolean }> {
  await seedReferenceBuiltIn(db);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.userName, "platform.admin")).limit(1);
  if (existing.length > 0) return { seeded: false };
  const accounts = await seedDemoAccounts(db, { password: DEMO_PASSWORD, clock: deps.clock, filesDir: deps.filesDir });
  await seedDemoStaff(db, {
    shopId: accounts.activeShopId,
    password: DEMO_PASSWORD,
    clock: deps.clock,
    adminUserId: accounts.activeUserId,
  });
  await seedDemoProducts(db, {
    shopId: accounts.activeShopId,
    ownerUserId: accounts.activeUserId,
    specialShopId: accounts.specialShopId,
    specialUserId: accounts.specialUserId,
    clock: deps.clock,
    filesDir: deps.filesDir,
  });
  await assignDemoProductOwners(db, { shopId: accounts.activeShopId, userName: "staff.gudang", every: 10 });
  await seedDemoActivity(db, { shopId: accounts.activeShopId, adminUserId: accounts.activeUserId, clock: deps.clock });
  await seedDemoPartners(db, {
    shopId: accounts.activeShopId,
    ownerUserId: accounts.activeUserId,
    password: DEMO_PASSWORD,
    clock: deps.clock,
  });
  await seedDemoReviews(db, { shopId: accounts.activeShopId, clock: deps.clock, filesDir: deps.filesDir });
  await seedStoreDemo(db, { shopId: accounts.activeShopId, userId: accounts.activeUserId, clock: deps.clock });
  // The order history (about 250 orders driven through the routes, ~10 s): the demo and the browser tests
  // want it; API tests opt in (tests/api/helpers.ts), as their assertions count stock, messages and activity.
  if (deps.orders !== false) {
    await seedDemoOrders(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
    // Returns and refunds on those orders (about 25 requests in every status, server/seed/demo-refunds.ts).
    await seedDemoRefunds(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
    // Bills of the periods the order history covers, in every status (spec §4 "Bills and recaps").
    await seedDemoBills(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
    // Delivery-fee recaps and a year of payouts, after the order history they settle.
    await seedDemoSettlement(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
    // About 40 inquiries of insurers and workshops in every state, with tenders (server/seed/demo-inquiries.ts).
    await seedDemoInquiries(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
    // Partnership histories and ten further partners in every status, with addenda and pending tickets.
    await seedDemoPartnerships(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
    // Consignments of the active partners in every status, sales and consignment refunds (server/seed/demo-consign.ts).
    await seedDemoConsign(db, {
      shopId: accounts.activeShopId,
      password: DEMO_PASSWORD,
      clock: deps.clock,
      filesDir: deps.filesDir,
    });
  }
  // Customers of every company category, discounts, info changes, linked accounts (and a held order).
  await seedDemoCustomers(db, {
    shopId: accounts.activeShopId,
    password: DEMO_PASSWORD,
    clock: deps.clock,
    orders: deps.orders !== false,
  });
  await seedDemoNotices(db, {
    ...accounts,
    shopId: accounts.activeShopId,
    adminUserId: accounts.activeUserId,
    clock: deps.clock,
  });
  await seedDemoHome(db, { clock: deps.clock });
  await seedDemoForum(db, { shopId: accounts.activeShopId, clock: deps.clock, filesDir: deps.filesDir });
  await seedDemoIntegration(db, { shopId: accounts.activeShopId, clock: deps.clock });
  await seedDemoChat(db, { ...deps, shopId: accounts.activeShopId, adminUserId: accounts.activeUserId });
  // The seed's own calls are not the demo users' (server/http/write-limit.ts clearWriteCounts).
  await clearWriteCounts(db);
  return { seeded: true };
}
