/**
 * Fixtures of the inquiry order tests (spec §3 "Inquiry", "Tender"): inquiries, their parts and tenders with
 * offers inserted directly with drizzle (the inquiry and tender APIs are another module's), and purchases made
 * through the buyer API /api/buyer/inquiry-order/create. Nothing here edits the demo seed.
 */
import { eq, sql } from "drizzle-orm";
import { brandKey, TenderStatus, type PartStatusValue } from "../../../src/domain/inquiry";
import { users } from "../../../server/db/schema/auth";
import { inquiries, inquiryParts, tenderOffers, tenders } from "../../../server/db/schema/inquiry";
import type { InquiryPurchaseResult } from "../../../src/resources/inquiry-orders/schema";
import type { TestApp } from "../helpers";
import { must } from "../refund/refund-helpers";
import { activeShop, createBuyer, createProduct, type ShopInfo, type TestBuyer } from "../order/order-helpers";

/**
 * The next number of `sequence` (migration 0021), as the API numbers them, so fixtures and API-made inquiries and
 * tenders in one test app never share a number.
 */
async function stamp(t: TestApp, sequence: "inquiry_no_seq" | "tender_no_seq"): Promise<string> {
  const res = (await t.database.db.execute(sql.raw(`select nextval('${sequence}') as n`))) as unknown as {
    rows: { n: string | number }[];
  };
  return String(Number(res.rows[0].n)).padStart(6, "0");
}

export interface TestInquiry {
  id: number;
  inquiryNo: string;
  partIds: number[];
}

/** An open inquiry of `buyer` with `parts` parts (quantity 2 each), deadline a day after the clock. */
export async function createInquiry(t: TestApp, buyer: TestBuyer, parts = 2, status = 1): Promise<TestInquiry> {
  const db = t.database.db;
  const now = t.now();
  const [inquiry] = await db
    .insert(inquiries)
    .values({
      inquiryNo: `INQ-20261120-${await stamp(t, "inquiry_no_seq")}`,
      buyerUserId: buyer.userId,
      buyerType: "insurance",
      status,
      deadline: new Date(now.getTime() + 24 * 3_600_000),
      receiverName: "Bengkel Maju",
      receiverPhone: "081234567890",
      receiverRegionCodes: buyer.regionCodes,
      receiverRegencyCode: buyer.regionCodes[1],
      receiverPostalCode: "12345",
      receiverAddress: "Jl. Sudirman No. 1",
      vin: "MHKA1BA1JJK000001",
      workOrderNo: "WO-77",
      licensePlate: "B 1234 XYZ",
      claimNo: "CLM-2026-001",
      carBrandName: "Toyota",
      carBrandKey: brandKey("Toyota"),
      carModel: "Avanza",
      carYear: 2020,
      createTime: now,
    })
    .returning();
  const rows = await db
    .insert(inquiryParts)
    .values(
      Array.from({ length: parts }, (_, i) => ({
        inquiryId: inquiry.id,
        lineNo: i + 1,
        partName: `Bumper depan ${i + 1}`,
        quantity: 2,
        condition: 1,
      })),
    )
    .returning({ id: inquiryParts.id });
  return { id: inquiry.id, inquiryNo: inquiry.inquiryNo, partIds: rows.map((r) => r.id) };
}

export interface OfferSpec {
  part: number;
  itemId?: number | null;
  unitPrice?: number;
  quantity?: number;
  discountTenths?: number;
  partStatus?: PartStatusValue;
  estimatedDelivery?: number;
}

export interface TestTender {
  id: number;
  tenderNo: string;
  offerIds: number[];
}

/** A tender of `shopId` owned by `ownerUserId` on `inquiry` with `offers` (default submitted: 2 wait). */
export async function createTender(
  t: TestApp,
  inquiry: TestInquiry,
  shop: { shopId: number; ownerUserId: number },
  offers: OfferSpec[],
  opts: { status?: number; deliveryFee?: number; freeShipment?: boolean } = {},
): Promise<TestTender> {
  const db = t.database.db;
  const [tender] = await db
    .insert(tenders)
    .values({
      tenderNo: `TND-20261120-${await stamp(t, "tender_no_seq")}`,
      inquiryId: inquiry.id,
      shopId: shop.shopId,
      ownerUserId: shop.ownerUserId,
      status: opts.status ?? TenderStatus.wait,
      shippingMethod: "courier",
      deliveryFee: opts.deliveryFee ?? 60_000,
      freeShipment: opts.freeShipment ?? false,
      createTime: t.now(),
      submitTime: t.now(),
    })
    .returning();
  const rows = await db
    .insert(tenderOffers)
    .values(
      offers.map((o) => {
        const unitPrice = o.unitPrice ?? 250_000;
        const quantity = o.quantity ?? 2;
        const discount = o.discountTenths ?? 0;
        return {
          tenderId: tender.id,
          inquiryPartId: inquiry.partIds[o.part],
          itemId: o.itemId ?? null,
          partNo: `PN${1000 + o.part}`,
          brand: "Aisin",
          unitPrice,
          quantity,
          discountTenths: discount,
          netPrice: unitPrice * quantity - Math.round((unitPrice * quantity * discount) / 1000),
          partStatus: o.partStatus ?? 1,
          estimatedDelivery: o.estimatedDelivery ?? 3,
          unit: "pcs",
        };
      }),
    )
    .returning({ id: tenderOffers.id });
  return { id: tender.id, tenderNo: tender.tenderNo, offerIds: rows.map((r) => r.id) };
}

/** seller.special's shop and main admin. */
export async function specialShop(t: TestApp): Promise<{ shopId: number; ownerUserId: number }> {
  const [u] = await t.database.db.select().from(users).where(eq(users.userName, "seller.special"));
  return { shopId: u.shopId!, ownerUserId: u.id };
}

/** Purchases tenders through the buyer API (every offer at its full quantity unless given); throws when refused. */
export async function purchase(
  t: TestApp,
  buyer: TestBuyer,
  inquiry: TestInquiry,
  picks: { tender: TestTender; offers?: { offerId: number; quantity: number }[] }[],
  paymentMethod: 1 | 2 = 1,
): Promise<InquiryPurchaseResult> {
  return must<InquiryPurchaseResult>(
    t,
    "/api/buyer/inquiry-order/create",
    {
      inquiryNo: inquiry.inquiryNo,
      paymentMethod,
      tenders: picks.map((p) => ({
        tenderNo: p.tender.tenderNo,
        offers: p.offers ?? p.tender.offerIds.map((offerId) => ({ offerId, quantity: 2 })),
      })),
    },
    buyer.token,
  );
}

/** A buyer with bill payment at seller.active (so a seller confirm makes its inquiry orders paid). */
export async function billBuyer(t: TestApp, shop: ShopInfo): Promise<TestBuyer> {
  return createBuyer(t, "insurance", shop.regionCodes, { partnershipShopId: shop.shopId, creditLimit: 500_000_000 });
}

/**
 * An inquiry order of seller.active (a tender the main admin owns, one offer of a stocked product), purchased
 * with `paymentMethod`: its order no, group no and the product.
 */
export async function inquiryOrderOf(
  t: TestApp,
  opts: { paymentMethod?: 1 | 2; buyer?: TestBuyer; partStatus?: PartStatusValue; stockNum?: number } = {},
): Promise<{ orderNo: string; groupNo: string; buyer: TestBuyer; itemId: number; tender: TestTender }> {
  const shop = await activeShop(t);
  const buyer = opts.buyer ?? (await billBuyer(t, shop));
  const product = await createProduct(t, shop, { stockNum: opts.stockNum ?? 100 });
  const inquiry = await createInquiry(t, buyer, 2);
  const tender = await createTender(t, inquiry, { shopId: shop.shopId, ownerUserId: shop.adminUserId }, [
    { part: 0, itemId: product.id, partStatus: opts.partStatus ?? 1 },
    { part: 1, itemId: null, partStatus: 3, estimatedDelivery: 10 },
  ]);
  const result = await purchase(t, buyer, inquiry, [{ tender }], opts.paymentMethod ?? 2);
  return { ...result.orders[0], buyer, itemId: product.id, tender };
}

/**
 * For the authorization matrix (tests/api/authorization.test.ts): an inquiry order of seller.active confirmed to
 * 1 paid (bill) on a printed DO, and its group.
 */
export async function inquiryOrderForAuthorization(
  t: TestApp,
): Promise<{ inquiryOrderNo: string; groupNo: string; inquiryDoNo: string }> {
  const admin = await t.login("seller.active");
  const { orderNo, groupNo } = await inquiryOrderOf(t);
  await must(t, "/api/inquiry-order/ina/confirm", { orderNo }, admin);
  const { doNo } = await must<{ doNo: string }>(
    t,
    "/api/inquiry-order/ina/deliveryOrder/print",
    { orderNos: [orderNo] },
    admin,
  );
  return { inquiryOrderNo: orderNo, groupNo, inquiryDoNo: doNo };
}
