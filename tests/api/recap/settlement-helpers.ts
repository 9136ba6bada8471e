/**
 * Helpers of the recap and payment tests (spec §3 "Payment history", §4 "Bills and recaps"): orders placed,
 * confirmed, paid, printed on one delivery order and shipped through the real order routes, so recaps and
 * payouts are built from what sellers and buyers really did.
 */
import { eq } from "drizzle-orm";
import { RecapStatus } from "../../../src/domain/recap-transitions";
import { deliveryOrders } from "../../../server/db/schema/order";
import { payouts, recapLines, recaps } from "../../../server/db/schema/settlement";
import { payoutNoOf } from "../../../server/modules/payment/payout-service";
import { recapNoOf } from "../../../server/modules/recap/recap-scope";
import { createBuyer, placeOrder, shipBody, uploadPhoto, type ShopInfo, type TestBuyer } from "../order/order-helpers";
import type { TestApp } from "../helpers";

/** Calls `url` and throws with the message when refused. */
export async function must<T = Record<string, unknown>>(
  t: TestApp,
  url: string,
  body: unknown,
  token: string,
): Promise<T> {
  const res = await t.call<T>(url, body, { token, lang: "en-US" });
  if (!res.body.success) throw new Error(`${url} refused: ${res.body.code} ${res.body.message}`);
  return res.body.data;
}

export interface Shipped {
  orderNos: string[];
  doNo: string;
  trackingNo: string;
}

let tracking = 0;

/**
 * Orders of `buyer` (one per entry of `lines`, payment `paymentMethod`), confirmed, paid (normal payment:
 * the buyer pays and the platform settles), printed on ONE delivery order and shipped with a fresh tracking
 * number. With `receive`, the buyer confirms receipt of each (status 3 done).
 */
export async function shipOrders(
  t: TestApp,
  tokens: { admin: string; platform: string },
  buyer: TestBuyer,
  shop: ShopInfo,
  lines: { itemId: number; quantity: number }[][],
  opts: { paymentMethod?: 1 | 2; receive?: boolean } = {},
): Promise<Shipped> {
  const paymentMethod = opts.paymentMethod ?? 1;
  const orderNos: string[] = [];
  for (const l of lines) {
    const orderNo = await placeOrder(t, buyer, shop.shopId, l, paymentMethod);
    await must(t, "/api/order/ina/confirm", { orderNo }, tokens.admin);
    if (paymentMethod === 1) {
      const pay = await must<{ paymentNo: string }>(
        t,
        "/api/buyer/order/pay",
        { orderNo, paymentType: "va-bca" },
        buyer.token,
      );
      await must(t, "/api/platform/order/settlePayment", { orderNo, paymentNo: pay.paymentNo }, tokens.platform);
    }
    orderNos.push(orderNo);
  }
  const { doNo } = await must<{ doNo: string }>(t, "/api/order/ina/deliveryOrder/print", { orderNos }, tokens.admin);
  const photo = await uploadPhoto(t, tokens.admin);
  const trackingNo = `JNE-UJI-${String(++tracking).padStart(6, "0")}`;
  await must(t, "/api/order/ina/deliveryOrder/ship", { ...shipBody(doNo, photo), trackingNo }, tokens.admin);
  if (opts.receive)
    for (const orderNo of orderNos) await must(t, "/api/buyer/order/confirmReceipt", { orderNo }, buyer.token);
  return { orderNos, doNo, trackingNo };
}

export { createBuyer };

/** The logistic number of the recap line settlementForAuthorization makes. */
export const AUTH_LOGISTIC_NO = "JNE-AUTH-000001";

/**
 * A recap (unconfirmed, one line on delivery order `doNo`) and a payout of seller.active's shop, for the
 * authorization matrix (tests/api/authorization.test.ts): written straight to the tables, as the sweeps
 * would, so the matrix does not wait for a month to pass.
 */
export async function settlementForAuthorization(
  t: TestApp,
  doNo: string,
): Promise<{ recapNo: string; payoutNo: string }> {
  const db = t.database.db;
  const [d] = await db.select().from(deliveryOrders).where(eq(deliveryOrders.doNo, doNo));
  const month = "2026-10";
  const recapNo = recapNoOf(month, d.shopId, d.buyerUserId);
  const [recap] = await db
    .insert(recaps)
    .values({
      recapNo,
      shopId: d.shopId,
      buyerUserId: d.buyerUserId,
      month,
      status: RecapStatus.unconfirmed,
      lineCount: 1,
      chargedTotal: 20_000,
      acceptedTotal: 20_000,
      createTime: t.now(),
    })
    .returning({ id: recaps.id });
  await db.insert(recapLines).values({
    recapId: recap.id,
    deliveryOrderId: d.id,
    doNo,
    logisticNo: AUTH_LOGISTIC_NO,
    shipTime: t.now(),
    orderIds: [],
    chargedFee: 20_000,
    acceptedFee: 20_000,
  });
  const day = "2026-11-19";
  const payoutNo = payoutNoOf(day, d.shopId);
  await db.insert(payouts).values({
    payoutNo,
    shopId: d.shopId,
    payoutDate: day,
    paymentTime: t.now(),
    bank: "014",
    accountNo: "1234567890",
    accountName: "Toko Uji",
    lineCount: 0,
    gross: 100_000,
    adminFee: 1_500,
    vat: 165,
    withholdingTax: 500,
    transferFee: 7_500,
    actualPayment: 90_335,
  });
  return { recapNo, payoutNo };
}
