/**
 * Helpers of the partnership API tests (tests/api/partnership/*): buyers, customer rows and partnerships
 * driven through the routes, on the seeded demo marketplace (seller.active's shop).
 */
import { and, eq } from "drizzle-orm";
import { customers } from "../../../server/db/schema/customer";
import type { PartnershipDetail } from "../../../src/resources/partnerships/schema";
import type { TestApp } from "../helpers";
import { activeShop, createBuyer, type TestBuyer } from "../order/order-helpers";

/** The Indonesian §8 text of a request refused while one of its kind is pending. */
export const PENDING_ID =
  "Permintaan gagal, silahkan menunggu hingga proses permintaan sebelumnya selesai terlebih dahulu";
export const REASON = "Pembeli ini membayar tepat waktu dan pesanannya terus bertambah.";
export const CLAUSE = "Pembayaran melalui tagihan paling lambat pada akhir tempo pembayaran.";

/** Valid proposal terms (settlement date in the tests' month). */
export const TERMS = {
  creditLimit: 20_000_000,
  partConditions: [2, 1],
  settlementPeriod: 1,
  settlementDate: "2026-12-01",
  clause: CLAUSE,
};

/** A workshop buyer (signed in) that is a customer of seller.active's shop; answers it and the customer id. */
export async function customerBuyer(
  t: TestApp,
  opts: { managerUserId?: number } = {},
): Promise<{ buyer: TestBuyer; customerId: number; shopId: number }> {
  const shop = await activeShop(t);
  const buyer = await createBuyer(t, "workshop", shop.regionCodes);
  const [c] = await t.database.db
    .insert(customers)
    .values({
      shopId: shop.shopId,
      buyerUserId: buyer.userId,
      companyCategory: "workshop",
      companyName: `Bengkel ${buyer.userName}`,
      accountManagerUserId: opts.managerUserId ?? null,
    })
    .returning({ id: customers.id });
  return { buyer, customerId: c.id, shopId: shop.shopId };
}

/** The customer id of `buyerUserId` at `shopId`, made when missing. */
export async function customerIdOf(t: TestApp, shopId: number, buyerUserId: number): Promise<number> {
  const db = t.database.db;
  await db
    .insert(customers)
    .values({ shopId, buyerUserId, companyCategory: "workshop" })
    .onConflictDoNothing({ target: [customers.shopId, customers.buyerUserId] });
  const [c] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.buyerUserId, buyerUserId)));
  return c.id;
}

/** Calls `url` and throws unless it succeeded; answers the data. */
export async function must<T>(t: TestApp, url: string, body: unknown, token: string): Promise<T> {
  const res = await t.call<T>(url, body, { token });
  if (!res.body.success) throw new Error(`${url}: ${res.body.message}`);
  return res.body.data;
}

/**
 * An active partnership of a new customer buyer: the seller proposes, the buyer accepts, the platform
 * accepts with `maxCreditLimit`.
 */
export async function activePartnership(
  t: TestApp,
  tokens: { seller: string; platform: string },
  opts: { managerUserId?: number; maxCreditLimit?: number; creditLimit?: number } = {},
): Promise<{ buyer: TestBuyer; customerId: number; id: number }> {
  const { buyer, customerId } = await customerBuyer(t, opts);
  const p = await must<PartnershipDetail>(
    t,
    "/api/partnership/ina/request",
    { ...TERMS, customerId, creditLimit: opts.creditLimit ?? TERMS.creditLimit },
    tokens.seller,
  );
  await must(t, "/api/buyer/partnership/accept", { id: p.id }, buyer.token);
  await must(
    t,
    "/api/platform/partnership/accept",
    { id: p.id, maxCreditLimit: opts.maxCreditLimit ?? 50_000_000 },
    tokens.platform,
  );
  return { buyer, customerId, id: p.id };
}

/**
 * The ids the authorization matrix names (tests/api/authorization.test.ts): an active partnership of
 * seller.active (its customer managed by nobody, so an "only own" sub-account gets not found) with an
 * addendum waiting for the buyer.
 */
export async function partnershipForAuthorization(t: TestApp): Promise<{ partnershipId: number; addendumId: number }> {
  const seller = await t.login("seller.active");
  const platform = await t.login("platform.admin");
  const { id } = await activePartnership(t, { seller, platform });
  const a = await must<{ id: number }>(
    t,
    "/api/partnership/ina/addendum/create",
    { partnershipId: id, title: "Adendum uji", body: "Isi adendum untuk uji otorisasi.", effectiveDate: "2026-12-01" },
    seller,
  );
  return { partnershipId: id, addendumId: a.id };
}
