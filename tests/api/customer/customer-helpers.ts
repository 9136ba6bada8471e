/**
 * Helpers of the customer tests (spec §3 "Customer"; README choices "customer", "credit"): a sub-account of
 * seller.active with a position, bill-payment orders and bills written straight into the tables (for the
 * credit arithmetic), and a customer body. Nothing here edits the demo seed.
 */
import { users } from "../../../server/db/schema/auth";
import { positions } from "../../../server/db/schema/access";
import { bills } from "../../../server/db/schema/bill";
import { orders } from "../../../server/db/schema/order";
import { hashPassword } from "../../../server/modules/user/password";
import { sha256Hex, type TestApp } from "../helpers";
import type { ShopInfo } from "../order/order-helpers";

let counter = 0;

/** A sub-account of `shop` holding `authorities`; dataListPermission 2 = "only own". Answers id and token. */
export async function subAccount(
  t: TestApp,
  shop: ShopInfo,
  authorities: string[],
  dataListPermission: 1 | 2,
): Promise<{ userId: number; token: string }> {
  const db = t.database.db;
  const userName = `uji.pelanggan.${++counter}.${Date.now() % 100000}`;
  const [position] = await db
    .insert(positions)
    .values({ shopId: shop.shopId, name: `Posisi ${userName}`, authorities, dataListPermission })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      userName,
      passwordHash: await hashPassword(sha256Hex("Demo#2026")),
      nickName: `Staf ${counter}`,
      role: "seller",
      shopId: shop.shopId,
      isMainAdmin: false,
      positionId: position.id,
    })
    .returning();
  return { userId: user.id, token: await t.login(userName) };
}

/** A bill-payment order row of `total` rupiah, written directly (no pricing): status and bill paid time as given. */
export async function insertBillOrder(
  t: TestApp,
  shop: ShopInfo,
  buyerUserId: number,
  o: { total: number; status: number; billPaid?: boolean; paymentMethod?: number },
): Promise<void> {
  const now = t.now();
  await t.database.db.insert(orders).values({
    orderNo: `ORD-UJI-${++counter}-${Math.floor(Math.random() * 1e9)}`,
    shopId: shop.shopId,
    buyerUserId,
    buyerType: "workshop",
    ownerUserId: shop.adminUserId,
    status: o.status,
    paymentMethod: o.paymentMethod ?? 2,
    receiverName: "Budi",
    receiverPhone: "081234567890",
    receiverRegionCodes: shop.regionCodes,
    receiverRegencyCode: shop.regionCodes[1],
    receiverPostalCode: "12345",
    receiverAddress: "Jl. Uji 1",
    goodsAmount: o.total,
    total: o.total,
    edtInitialDays: 1,
    billPaidTime: o.billPaid ? now : null,
    orderTime: now,
  });
}

/** An unpaid bill of the buyer at the shop, due `deadlineDays` from now (negative: overdue). */
export async function insertBill(
  t: TestApp,
  shop: ShopInfo,
  buyerUserId: number,
  total: number,
  deadlineDays: number,
): Promise<void> {
  const now = t.now();
  const day = 24 * 60 * 60 * 1000;
  await t.database.db.insert(bills).values({
    billNo: `BIL-UJI-${++counter}-${Math.floor(Math.random() * 1e9)}`,
    shopId: shop.shopId,
    buyerUserId,
    period: `20${10 + (counter % 80)}-0${1 + (counter % 9)}`,
    periodMonths: 1,
    status: 3,
    billTime: now,
    settlementTime: now,
    deadline: new Date(now.getTime() + deadlineDays * day),
    documentsDeadline: now,
    total,
  });
}

/** A valid /api/customer/ina/create body for `buyer`. */
export function customerBody(buyer: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    buyer,
    companyCategory: "workshop",
    companyName: "Bengkel Sinar Jaya",
    contactPerson: "Agus Salim",
    contactPhone: "081234567890",
    address: null,
    invoiceAddress: null,
    deliveryFeeMethod: "online",
    billFeeMethod: "offlineVerified",
    accountManagerUserId: null,
    ...over,
  };
}
