/**
 * Helpers of the refund tests (spec §3 "Refund/return"): orders of seller.active taken to paid, sent or done
 * through the real routes, a buyer's proof photo, and requests applied through the buyer API. Nothing here
 * edits the demo seed.
 */
import { eq } from "drizzle-orm";
import { items } from "../../../server/db/schema/item";
import { orderItems, orders } from "../../../server/db/schema/order";
import type { TestApp } from "../helpers";
import {
  activeShop,
  createBuyer,
  createProduct,
  placeOrder,
  shipBody,
  uploadPhoto,
  type ShopInfo,
  type TestBuyer,
} from "../order/order-helpers";

export type OrderStage = "paid" | "sent" | "done";

/** Calls `url` as `token`; throws with the message when refused. */
export async function must<T>(t: TestApp, url: string, body: unknown, token: string): Promise<T> {
  const res = await t.call<T>(url, body, { token });
  if (!res.body.success) throw new Error(`${url} refused: ${res.body.message}`);
  return res.body.data;
}

/**
 * An order of `buyer` (bill payment, so the seller's confirm makes it paid) with `lines`, taken to `stage`
 * by the seller's confirm, print and ship and the buyer's receipt. Answers its number and line ids.
 */
export async function orderAt(
  t: TestApp,
  admin: string,
  buyer: TestBuyer,
  shop: ShopInfo,
  lines: { itemId: number; quantity: number }[],
  stage: OrderStage,
): Promise<{ orderNo: string; lineIds: number[] }> {
  const orderNo = await placeOrder(t, buyer, shop.shopId, lines, 2);
  await must(t, "/api/order/ina/confirm", { orderNo }, admin);
  if (stage !== "paid") {
    const { doNo } = await must<{ doNo: string }>(
      t,
      "/api/order/ina/deliveryOrder/print",
      { orderNos: [orderNo] },
      admin,
    );
    const photo = await uploadPhoto(t, admin);
    await must(t, "/api/order/ina/deliveryOrder/ship", shipBody(doNo, photo), admin);
    if (stage === "done") await must(t, "/api/buyer/order/confirmReceipt", { orderNo }, buyer.token);
  }
  const db = t.database.db;
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  const rows = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, o.id));
  return { orderNo, lineIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** A complete apply body: one photo of the buyer, reason damaged, every line with `quantity`. */
export function applyBody(
  orderNo: string,
  photo: string,
  lines: { lineId: number; quantity: number }[],
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    orderNo,
    method: 1,
    receiptStatus: 1,
    reason: "damaged",
    note: "Kampas rem retak saat dipasang",
    photos: [photo],
    items: lines,
    ...over,
  };
}

/** A buyer with a partnership with seller.active (bill payment allowed), signed in, with one proof photo. */
export async function refundBuyer(t: TestApp, shop: ShopInfo): Promise<TestBuyer & { photo: string }> {
  const buyer = await createBuyer(t, "workshop", shop.regionCodes, {
    partnershipShopId: shop.shopId,
    creditLimit: 500_000_000,
  });
  return { ...buyer, photo: await uploadPhoto(t, buyer.token) };
}

/** The stock of item `itemId`. */
export async function stockOf(t: TestApp, itemId: number): Promise<number> {
  return (await t.database.db.select({ n: items.stockNum }).from(items).where(eq(items.id, itemId)))[0].n;
}

/** The order row of `orderNo`. */
export async function orderRow(t: TestApp, orderNo: string) {
  return (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
}

/** The order lines of `orderNo`, in id order. */
export async function orderLines(t: TestApp, orderNo: string) {
  const o = await orderRow(t, orderNo);
  return (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, o.id))).sort(
    (a, b) => a.id - b.id,
  );
}

/**
 * A request of seller.active on a paid order whose product the main admin owns, for the authorization matrix
 * (tests/api/authorization.test.ts): its refund no.
 */
export async function refundForAuthorization(t: TestApp): Promise<string> {
  const shop = await activeShop(t);
  const admin = await t.login("seller.active");
  const buyer = await refundBuyer(t, shop);
  const product = await createProduct(t, shop, { stockNum: 100 });
  const { orderNo, lineIds } = await orderAt(t, admin, buyer, shop, [{ itemId: product.id, quantity: 2 }], "paid");
  const { refundNo } = await must<{ refundNo: string }>(
    t,
    "/api/buyer/refund/apply",
    applyBody(orderNo, buyer.photo, [{ lineId: lineIds[0], quantity: 1 }]),
    buyer.token,
  );
  return refundNo;
}
