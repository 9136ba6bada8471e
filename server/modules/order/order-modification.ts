/**
 * The seller's change before confirming ("waiting to be modified", spec §4): a proposal is checked against
 * the stored lines (known lines, at least one change, a total within MAX_PRICE), and an accepted one
 * replaces the lines' quantities and prices and recomputes the amounts and the delivery fee.
 */
import { asc, eq } from "drizzle-orm";
import { orderTotals } from "@src/domain/order";
import type { Language } from "@src/domain/wire";
import type { Tx } from "../../db/client";
import { items } from "../../db/schema/item";
import { orderItems } from "../../db/schema/order";
import { conflict } from "../../http/envelope";
import { fieldRefusal } from "../../http/validate";
import { deliveryFeeOf } from "./delivery-fee";
import type { OrderRowRecord } from "./order-scope";

/** A proposed line change: new quantity and unit price of an order line. */
export interface ProposedLine {
  lineId: number;
  quantity: number;
  unitPrice: number;
}

/** Checks a seller's proposed change against the stored lines (spec §4 "waiting to be modified"). */
export async function checkProposal(tx: Tx, order: OrderRowRecord, lines: ProposedLine[], lang: Language) {
  const stored = new Map(
    (await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id))).map(
      (l) => [l.id, l],
    ),
  );
  const unknown = lines.flatMap((l, i) =>
    stored.has(l.lineId) ? [] : [{ path: `lines.${i}.lineId`, key: "orders:errors.unknownLine" }],
  );
  if (unknown.length > 0) throw fieldRefusal(lang, unknown);
  const changes = lines.some((l) => {
    const s = stored.get(l.lineId)!;
    return s.quantity !== l.quantity || s.unitPrice !== l.unitPrice;
  });
  if (!changes) throw fieldRefusal(lang, [{ path: "lines", key: "orders:errors.noChange" }]);
  const merged = [...stored.values()].map((s) => {
    const p = lines.find((l) => l.lineId === s.id);
    return {
      unitPrice: p?.unitPrice ?? s.unitPrice,
      quantity: p?.quantity ?? s.quantity,
      discountTenths: s.discountTenths,
    };
  });
  try {
    orderTotals(merged, {
      deliveryFee: order.deliveryFee,
      additionalFee: 0,
      customerFixedDiscount: 0,
      orderDiscount: 0,
    });
  } catch {
    throw conflict("orders:errors.tooLarge");
  }
}

/** Replaces the lines' quantities and prices by the accepted proposal; answers the new amounts. */
export async function applyProposal(tx: Tx, order: OrderRowRecord): Promise<Partial<OrderRowRecord>> {
  const proposal = order.proposedLines ?? [];
  const stored = await tx
    .select({
      line: orderItems,
      weight: items.weight,
      length: items.length,
      width: items.width,
      height: items.height,
    })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const next = stored.map((s) => {
    const p = proposal.find((l) => l.lineId === s.line.id);
    return { ...s, quantity: p?.quantity ?? s.line.quantity, unitPrice: p?.unitPrice ?? s.line.unitPrice };
  });
  const deliveryFee = await deliveryFeeOf(
    tx,
    order.shopId,
    next.map((n) => ({
      deliveryTemplateId: n.line.deliveryTemplateId,
      quantity: n.quantity,
      weightGrams: n.weight,
      lengthCm: n.length,
      widthCm: n.width,
      heightCm: n.height,
    })),
    order.receiverRegencyCode,
  );
  let totals;
  try {
    totals = orderTotals(
      next.map((n) => ({ unitPrice: n.unitPrice, quantity: n.quantity, discountTenths: n.line.discountTenths })),
      {
        deliveryFee,
        additionalFee: order.additionalFee,
        customerFixedDiscount: order.customerFixedDiscount,
        orderDiscount: order.orderDiscount,
      },
    );
  } catch {
    throw conflict("orders:errors.tooLarge");
  }
  for (const n of next) {
    const gross = n.unitPrice * n.quantity;
    const discount = Number((BigInt(gross) * BigInt(n.line.discountTenths) + 500n) / 1000n);
    await tx
      .update(orderItems)
      .set({ quantity: n.quantity, unitPrice: n.unitPrice, amount: gross - discount })
      .where(eq(orderItems.id, n.line.id));
  }
  return { ...totals, deliveryFee };
}
