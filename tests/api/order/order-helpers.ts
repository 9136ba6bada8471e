/**
 * Helpers of the order tests (spec §3 "Order"): test buyers of a buyer type with a saved address, test
 * products of seller.active (copies of a seeded product with what a test is about), and orders placed
 * through the buyer API. Nothing here edits the demo seed.
 */
import { and, asc, eq } from "drizzle-orm";
import type { BuyerType } from "../../../src/domain/order";
import { users } from "../../../server/db/schema/auth";
import { items } from "../../../server/db/schema/item";
import { buyerAddresses } from "../../../server/db/schema/order";
import { partnerships } from "../../../server/db/schema/partnership";
import { addresses } from "../../../server/db/schema/store";
import { deliveryTemplateAreas, deliveryTemplates } from "../../../server/db/schema/logistics";
import { solidPng } from "../../../server/modules/file/png";
import { hashPassword } from "../../../server/modules/user/password";
import { sha256Hex, type TestApp } from "../helpers";

export const TEST_PASSWORD = "Demo#2026";

export interface TestBuyer {
  userId: number;
  userName: string;
  token: string;
  addressId: number;
  regionCodes: string[];
}

export interface ShopInfo {
  shopId: number;
  adminUserId: number;
  /** A real region (province..village) of the shop's address: its regency is regionCodes[1]. */
  regionCodes: string[];
}

let counter = 0;

/** seller.active's shop, main admin and the region of its first address. */
export async function activeShop(t: TestApp): Promise<ShopInfo> {
  const db = t.database.db;
  const [admin] = await db.select().from(users).where(eq(users.userName, "seller.active"));
  const [address] = await db
    .select({ regionCodes: addresses.regionCodes })
    .from(addresses)
    .where(eq(addresses.shopId, admin.shopId!))
    .limit(1);
  return { shopId: admin.shopId!, adminUserId: admin.id, regionCodes: address.regionCodes };
}

/** A buyer of `buyerType` with one saved address in `regionCodes`, signed in. */
export async function createBuyer(
  t: TestApp,
  buyerType: BuyerType,
  regionCodes: string[],
  opts: { partnershipShopId?: number; creditLimit?: number; partnershipStatus?: "active" | "inactive" } = {},
): Promise<TestBuyer> {
  const db = t.database.db;
  const userName = `uji.buyer.${buyerType.toLowerCase()}.${++counter}`;
  const [user] = await db
    .insert(users)
    .values({
      userName,
      passwordHash: await hashPassword(sha256Hex(TEST_PASSWORD)),
      nickName: `Pembeli Uji ${counter}`,
      role: "buyer",
      buyerType,
    })
    .returning();
  const [address] = await db
    .insert(buyerAddresses)
    .values({
      buyerUserId: user.id,
      receiverName: "Budi Santoso",
      receiverPhone: "081234567890",
      regionCodes,
      postalCode: "12345",
      detail: "Jl. Merdeka No. 10",
    })
    .returning();
  if (opts.partnershipShopId !== undefined) {
    await db.insert(partnerships).values({
      shopId: opts.partnershipShopId,
      buyerUserId: user.id,
      status: opts.partnershipStatus ?? "active",
      creditLimit: opts.creditLimit ?? 10_000_000,
      maxCreditLimit: opts.creditLimit ?? 10_000_000,
    });
  }
  return {
    userId: user.id,
    userName,
    token: await t.login(userName, TEST_PASSWORD),
    addressId: address.id,
    regionCodes,
  };
}

export interface ProductSpec {
  stockType?: number;
  stockNum?: number;
  price?: number;
  priceTiers?: { minQty: number; maxQty: number | null; price: number }[];
  minBuyQty?: number;
  tradePlatforms?: number[];
  discountTenths?: number;
  buyerDiscountTenths?: number | null;
  reviewStatus?: number;
  deliveryTemplateId?: number | null;
  weight?: number;
  ownerUserId?: number;
  shopId?: number;
}

/** A product of `shopId` (default seller.active's) copied from a seeded one, in sale, with `spec`. */
export async function createProduct(
  t: TestApp,
  shop: ShopInfo,
  spec: ProductSpec = {},
): Promise<{ id: number; partNo: string }> {
  const db = t.database.db;
  const [base] = await db
    .select()
    .from(items)
    .where(and(eq(items.shopId, shop.shopId)))
    .orderBy(asc(items.id))
    .limit(1);
  const { id: _id, ...copy } = base;
  const price = spec.price ?? 100_000;
  const tiers = spec.priceTiers ?? [{ minQty: 1, maxQty: null, price }];
  const [row] = await db
    .insert(items)
    .values({
      ...copy,
      shopId: spec.shopId ?? shop.shopId,
      ownerUserId: spec.ownerUserId ?? shop.adminUserId,
      partNo: `UJI-${String(++counter).padStart(5, "0")}`,
      itemName: `Produk Uji ${counter}`,
      tradePlatforms: spec.tradePlatforms ?? [1, 2],
      priceTiers: tiers,
      minPrice: tiers[0].price,
      discountTenths: spec.discountTenths ?? 0,
      buyerDiscountTenths: spec.buyerDiscountTenths ?? null,
      stockType: spec.stockType ?? 2,
      stockNum: spec.stockNum ?? 100,
      minBuyQty: spec.minBuyQty ?? 1,
      reviewStatus: spec.reviewStatus ?? 5,
      deliveryTemplateId: spec.deliveryTemplateId ?? null,
      weight: spec.weight ?? 1000,
      length: 10,
      width: 10,
      height: 10,
    })
    .returning({ id: items.id, partNo: items.partNo });
  return row;
}

/** A delivery-fee template of `shop` (pricing 1 package count, 2 weight grams, 3 volume cm3) with areas. */
export async function createTemplate(
  t: TestApp,
  shop: ShopInfo,
  rule: {
    pricingType: 1 | 2 | 3;
    firstUnits: number;
    firstFee: number;
    additionalUnits: number;
    additionalFee: number;
  },
  areas: {
    regencyCodes: string[];
    firstUnits: number;
    firstFee: number;
    additionalUnits: number;
    additionalFee: number;
  }[] = [],
): Promise<number> {
  const db = t.database.db;
  const [tpl] = await db
    .insert(deliveryTemplates)
    .values({
      shopId: shop.shopId,
      ownerUserId: shop.adminUserId,
      code: `TPL-U${String(++counter).padStart(5, "0")}`,
      name: `Template Uji ${counter}`,
      deliveryType: 1,
      ...rule,
    })
    .returning({ id: deliveryTemplates.id });
  if (areas.length > 0) await db.insert(deliveryTemplateAreas).values(areas.map((a) => ({ ...a, templateId: tpl.id })));
  return tpl.id;
}

/** Places an order through the buyer API; answers its number (throws when refused). */
export async function placeOrder(
  t: TestApp,
  buyer: TestBuyer,
  shopId: number,
  lines: { itemId: number; quantity: number }[],
  paymentMethod: 1 | 2 = 1,
): Promise<string> {
  const res = await t.call<{ orderNo: string }>(
    "/api/buyer/order/create",
    { shopId, items: lines, addressId: buyer.addressId, paymentMethod },
    { token: buyer.token },
  );
  if (!res.body.success) throw new Error(`order refused: ${res.body.message}`);
  return res.body.data.orderNo;
}

/** Uploads a small PNG as the seller `token`; answers its file key (a proof photo of a shipment). */
export async function uploadPhoto(t: TestApp, token: string): Promise<string> {
  const boundary = "----uji-order";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="do.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    solidPng(40, 40, [200, 30, 30]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/file/ina/upload",
    headers: { authorization: token, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = res.json() as { success: boolean; message: string; data: { fileKey: string } };
  if (!body.success) throw new Error(`upload refused: ${body.message}`);
  return body.data.fileKey;
}

/** A ship body for DO `doNo` (drop-off) with the proof photo `proofPhoto`. */
export function shipBody(doNo: string, proofPhoto: string): Record<string, unknown> {
  return {
    doNo,
    shipmentMethod: 2,
    courierName: "JNE",
    trackingNo: "JNE-123456",
    proofPhoto,
    senderName: "Agus Prasetyo",
    senderPhone: "081234567890",
  };
}

/**
 * An order of seller.active on a printed delivery order (bill payment, confirmed to 1 paid), for the
 * authorization matrix (tests/api/authorization.test.ts): its order no and DO no.
 */
export async function orderForAuthorization(t: TestApp): Promise<{ orderNo: string; doNo: string }> {
  const shop = await activeShop(t);
  const admin = await t.login("seller.active");
  const buyer = await createBuyer(t, "workshop", shop.regionCodes, { partnershipShopId: shop.shopId });
  const product = await createProduct(t, shop, { stockNum: 100 });
  const orderNo = await placeOrder(t, buyer, shop.shopId, [{ itemId: product.id, quantity: 1 }], 2);
  await t.call("/api/order/ina/confirm", { orderNo }, { token: admin });
  const printed = await t.call<{ doNo: string }>(
    "/api/order/ina/deliveryOrder/print",
    { orderNos: [orderNo] },
    { token: admin },
  );
  if (!printed.body.success) throw new Error(`print refused: ${printed.body.message}`);
  return { orderNo, doNo: printed.body.data.doNo };
}
