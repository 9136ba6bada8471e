/**
 * Helpers of the bill tests (spec §3 "Bill"): bill-payment orders of seller.active delivered through the
 * real order flow (buyer create, seller confirm, print, ship, buyer confirms receipt), and the clock moved
 * past the settlement period's end.
 */
import { BILL_TIMER_DEFAULTS } from "../../../src/domain/bill";
import type { BuyerType } from "../../../src/domain/order";
import { generatePeriod } from "../../../server/modules/bill/bill-generation";
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

/** Test clock starts 2026-11-20 10:00 WIB; the November period ends 2026-12-01 00:00 WIB. */
export const NOVEMBER_END = new Date("2026-11-30T17:00:00.000Z");

/** Delivers `count` bill-payment orders of `buyer` (one unit of `itemId` each); answers their numbers. */
export async function deliverBillOrders(
  t: TestApp,
  admin: string,
  buyer: TestBuyer,
  shopId: number,
  itemId: number,
  count: number,
): Promise<string[]> {
  const orderNos: string[] = [];
  for (let i = 0; i < count; i++) orderNos.push(await placeOrder(t, buyer, shopId, [{ itemId, quantity: 1 }], 2));
  for (const orderNo of orderNos) {
    const c = await t.call("/api/order/ina/confirm", { orderNo }, { token: admin });
    if (!c.body.success) throw new Error(`confirm refused: ${c.body.message}`);
  }
  const printed = await t.call<{ doNo: string }>("/api/order/ina/deliveryOrder/print", { orderNos }, { token: admin });
  if (!printed.body.success) throw new Error(`print refused: ${printed.body.message}`);
  const photo = await uploadPhoto(t, admin);
  const ship = await t.call("/api/order/ina/deliveryOrder/ship", shipBody(printed.body.data.doNo, photo), {
    token: admin,
  });
  if (!ship.body.success) throw new Error(`ship refused: ${ship.body.message}`);
  for (const orderNo of orderNos) {
    const r = await t.call("/api/buyer/order/confirmReceipt", { orderNo }, { token: buyer.token });
    if (!r.body.success) throw new Error(`receipt refused: ${r.body.message}`);
  }
  return orderNos;
}

export interface BillSetup {
  shop: ShopInfo;
  admin: string;
  buyer: TestBuyer;
  itemId: number;
  orderNos: string[];
}

/** A buyer of `type` with a partnership and `count` delivered bill orders of seller.active. */
export async function billSetup(t: TestApp, type: BuyerType, count: number): Promise<BillSetup> {
  const shop = await activeShop(t);
  const admin = await t.login("seller.active");
  const buyer = await createBuyer(t, type, shop.regionCodes, {
    partnershipShopId: shop.shopId,
    creditLimit: 100_000_000,
  });
  const product = await createProduct(t, shop, { stockNum: 1000, price: 150_000 });
  const orderNos = await deliverBillOrders(t, admin, buyer, shop.shopId, product.id, count);
  return { shop, admin, buyer, itemId: product.id, orderNos };
}

/** Moves the test clock to `at` (never backwards). */
export function moveClockTo(t: TestApp, at: Date): void {
  const ms = at.getTime() - t.now().getTime();
  if (ms > 0) t.advance(ms);
}

/**
 * A bill of seller.active for the authorization matrix: a workshop buyer's bill (generating, a tax invoice
 * required) built from one delivered order whose product the main admin owns.
 */
export async function billForAuthorization(t: TestApp): Promise<{ billNo: string }> {
  const { buyer } = await billSetup(t, "workshop", 1);
  // Generated "after" the period without moving the clock: the matrix's sessions must not expire.
  const after = new Date(NOVEMBER_END.getTime() + 60_000);
  await generatePeriod(t.database.db, { period: "2026-11" }, after, BILL_TIMER_DEFAULTS);
  const page = await t.call<{ data: { billNo: string }[] }>(
    "/api/buyer/bill/page",
    { pageNo: 1, pageSize: 1 },
    { token: buyer.token },
  );
  return { billNo: page.body.data.data[0].billNo };
}
