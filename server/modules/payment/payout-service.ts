/**
 * Paying shops (spec §3 "Payment history", §9 transfer fee and admin fee; src/domain/settlement.ts holds the
 * arithmetic and README "Payment history" the rules). Once per WIB day per shop, one transaction pays:
 * - normal-payment orders done or unreviewed, bill-payment orders whose bill is paid, with no refund request
 *   open and not paid out: `total - refundedAmount` (their successful refunds are stamped with the payout);
 * - successful refunds of orders already paid out, not taken back yet: `-refundAmount`;
 * - recaps the buyer settled (to be paid) with a difference: `acceptedTotal - chargedTotal` (they become
 *   already paid; recaps without a difference become already paid with no payout).
 * Rows are locked `FOR NO KEY UPDATE SKIP LOCKED` and a payout is unique per shop and day, so several processes and
 * repeated runs pay each line once. A payout whose actual payment would not be positive is not made: its
 * lines stay open for the next day.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import { OrderStatus, PaymentMethod } from "@src/domain/order";
import { RecapStatus } from "@src/domain/recap-transitions";
import { RefundStatus } from "@src/domain/refund";
import {
  buyerPaysAdminFee,
  orderGoodsAmount,
  payable,
  payoutFigures,
  refundGoodsAmount,
  type LineInput,
} from "@src/domain/settlement";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/order";
import { refunds } from "../../db/schema/refund";
import { payoutLines, payouts, recaps } from "../../db/schema/settlement";
import { shops } from "../../db/schema/shop";
import { moveRecapLocked } from "../recap/recap-move-service";

/** Orders (and refunds, recaps) one payout holds at most; the rest waits for the next day. */
const MAX_LINES = 5_000;

/**
 * An order that may be paid out at `now` (besides payout_id null and no open refund): finished (or its bill
 * paid) by then.
 */
export const orderDue = (now: Date) =>
  or(
    and(
      eq(orders.paymentMethod, PaymentMethod.normal),
      inArray(orders.status, [OrderStatus.done, OrderStatus.unreviewed]),
      lte(orders.finishTime, now),
    ),
    and(
      eq(orders.paymentMethod, PaymentMethod.bill),
      lte(orders.billPaidTime, now),
      notInArray(orders.status, [
        OrderStatus.canceled,
        OrderStatus.closed,
        OrderStatus.refunding,
        OrderStatus.refundingAfterSale,
      ]),
    ),
  );

/** `PAY-yyyyMMdd-ssssss`. */
export const payoutNoOf = (day: string, shopId: number) =>
  `PAY-${day.replace(/-/g, "")}-${String(shopId).padStart(6, "0")}`;

type Line = LineInput & {
  kind: "order" | "refund" | "recap";
  refNo: string;
  orderId: number | null;
  refundId: number | null;
  recapId: number | null;
};

/** Pays shop `shopId` for `day` inside `tx`; answers the payout no, or null when nothing was payable. */
async function payShop(tx: Tx, shopId: number, day: string, now: Date): Promise<string | null> {
  const [already] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.shopId, shopId), eq(payouts.payoutDate, day)));
  if (already) return null;
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) return null;
  const dueOrders = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), isNull(orders.payoutId), isNull(orders.statusBeforeRefund), orderDue(now)))
    .orderBy(asc(orders.id))
    .limit(MAX_LINES)
    .for("no key update", { skipLocked: true });
  const dueRefunds = await tx
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.shopId, shopId),
        eq(refunds.status, RefundStatus.success),
        isNull(refunds.payoutId),
        isNotNull(orders.payoutId),
        or(isNull(refunds.finishTime), lte(refunds.finishTime, now)),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(MAX_LINES)
    .for("no key update", { of: refunds, skipLocked: true });
  const dueRecaps = await tx
    .select()
    .from(recaps)
    .where(
      and(
        eq(recaps.shopId, shopId),
        eq(recaps.status, RecapStatus.toBePaid),
        isNull(recaps.payoutId),
        sql`${recaps.acceptedTotal} <> ${recaps.chargedTotal}`,
      ),
    )
    .orderBy(asc(recaps.id))
    .for("no key update", { skipLocked: true });
  const lines: Line[] = [
    ...dueOrders.map((o) => ({
      kind: "order" as const,
      refNo: o.orderNo,
      orderId: o.id,
      refundId: null,
      recapId: null,
      amount: o.total - o.refundedAmount,
      goodsAmount: orderGoodsAmount(o),
      sellerPaysAdminFee: !buyerPaysAdminFee(o),
    })),
    ...dueRefunds.map(({ refund, order }) => ({
      kind: "refund" as const,
      refNo: refund.refundNo,
      orderId: order.id,
      refundId: refund.id,
      recapId: null,
      amount: -(refund.refundAmount ?? 0),
      goodsAmount: refundGoodsAmount({
        refundAmount: refund.refundAmount ?? 0,
        deliveryFeeAmount: refund.deliveryFeeAmount,
      }),
      sellerPaysAdminFee: !buyerPaysAdminFee(order),
    })),
    ...dueRecaps.map((r) => ({
      kind: "recap" as const,
      refNo: r.recapNo,
      orderId: null,
      refundId: null,
      recapId: r.id,
      amount: r.acceptedTotal - r.chargedTotal,
      goodsAmount: 0,
      sellerPaysAdminFee: false,
    })),
  ];
  if (lines.length === 0) return null;
  const hasSkb = Boolean((shop.application as { skbDocument?: unknown }).skbDocument);
  const f = payoutFigures(lines, { hasSkb }, shop.bank);
  if (!payable(f)) return null;
  const payoutNo = payoutNoOf(day, shopId);
  const [payout] = await tx
    .insert(payouts)
    .values({
      payoutNo,
      shopId,
      payoutDate: day,
      paymentTime: now,
      bank: shop.bank,
      accountNo: shop.accountNo,
      accountName: shop.accountName,
      lineCount: lines.length,
      gross: f.gross,
      adminFee: f.adminFee,
      vat: f.vat,
      withholdingTax: f.withholdingTax,
      transferFee: f.transferFee,
      actualPayment: f.actualPayment,
    })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  // Another process paid this shop today meanwhile: its payout stands.
  if (!payout) return null;
  await tx.insert(payoutLines).values(
    f.lines.map((l, i) => ({
      payoutId: payout.id,
      kind: lines[i].kind,
      orderId: lines[i].orderId,
      refundId: lines[i].refundId,
      recapId: lines[i].recapId,
      refNo: lines[i].refNo,
      amount: l.amount,
      goodsAmount: l.goodsAmount,
      adminFee: l.adminFee,
      vat: l.vat,
      withholdingTax: l.withholdingTax,
    })),
  );
  const orderIds = dueOrders.map((o) => o.id);
  if (orderIds.length > 0) {
    await tx.update(orders).set({ payoutId: payout.id }).where(inArray(orders.id, orderIds));
    // Refunds already inside an order's refundedAmount are settled by this payout too.
    await tx
      .update(refunds)
      .set({ payoutId: payout.id })
      .where(
        and(inArray(refunds.orderId, orderIds), eq(refunds.status, RefundStatus.success), isNull(refunds.payoutId)),
      );
  }
  const refundIds = dueRefunds.map((r) => r.refund.id);
  if (refundIds.length > 0) await tx.update(refunds).set({ payoutId: payout.id }).where(inArray(refunds.id, refundIds));
  for (const r of dueRecaps) {
    await tx.update(recaps).set({ payoutId: payout.id }).where(eq(recaps.id, r.id));
    await moveRecapLocked(tx, { actor: "system" }, r, { move: "settle" }, now, "id-ID");
  }
  return payoutNo;
}

/** Settles recaps the buyer paid that carry no difference (nothing to pay: already paid, no payout). */
async function settleEvenRecaps(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const even = await tx
      .select()
      .from(recaps)
      .where(and(eq(recaps.status, RecapStatus.toBePaid), sql`${recaps.acceptedTotal} = ${recaps.chargedTotal}`))
      .orderBy(asc(recaps.id))
      .for("no key update", { skipLocked: true });
    for (const r of even) await moveRecapLocked(tx, { actor: "system" }, r, { move: "settle" }, now, "id-ID");
    return even.map((r) => r.recapNo);
  });
}

/**
 * THE payout sweep (daily per shop): pays every shop with something due and no payout for `now`'s WIB day.
 * Answers the payout numbers made. Running it again the same day changes nothing.
 */
export async function runPayouts(db: Db, now: Date): Promise<string[]> {
  await settleEvenRecaps(db, now);
  const day = formatDate(now);
  const candidates = await db.execute(sql`
    select s.id from shops s
    where not exists (select 1 from payouts p where p.shop_id = s.id and p.payout_date = ${day})
      and (
        exists (select 1 from orders o where o.shop_id = s.id and o.payout_id is null
                and o.status_before_refund is null
                and ((o.payment_method = ${PaymentMethod.normal} and o.status in (${OrderStatus.done}, ${OrderStatus.unreviewed})
                      and o.finish_time <= ${now.toISOString()}::timestamptz)
                  or (o.payment_method = ${PaymentMethod.bill} and o.bill_paid_time <= ${now.toISOString()}::timestamptz)))
        or exists (select 1 from refunds r join orders o on o.id = r.order_id
                   where r.shop_id = s.id and r.status = ${RefundStatus.success} and r.payout_id is null
                   and o.payout_id is not null)
        or exists (select 1 from recaps c where c.shop_id = s.id and c.status = ${RecapStatus.toBePaid}
                   and c.payout_id is null)
      )
    order by s.id`);
  const shopIds = (candidates as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const made: string[] = [];
  for (const shopId of shopIds) {
    const no = await db.transaction((tx) => payShop(tx, shopId, day, now));
    if (no) made.push(no);
  }
  return made;
}
