/**
 * Delivery orders (spec §2 shipment-operate, "multi-PO grouping", §5 "Shipment"): printing, the printed
 * document, and shipping. A DO groups paid POs of one buyer of the caller's shop. Printing one order
 * already on a DO reprints that DO; printing a group that is exactly one DO's orders reprints it; any
 * other group gets a new DO, and orders on an earlier DO move to it (a paid order's DO was never shipped:
 * shipping sends every order of a DO). Shipping needs a printed DO, moves every order of it `ship`
 * (2 sent) with the tracking number, and records the §6 activities "upload DO" and, for an ERP user,
 * "order shipment ERP".
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { shipRequestSchema } from "@src/resources/orders/schema";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { asPlaceholder, boundValues, placeholderRow, preparedOnce, type Bind } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import { deliveryOrders, orders } from "../../db/schema/order";
import { conflict } from "../../http/envelope";
import { callerShape, type CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { assertOwnFileKeys } from "../file/file-keys";
import { moveLocked } from "./order-move-service";
import { nextDoNo, orderNotFound, sellerOrderWhere, type OrderTimers } from "./order-scope";

async function lockOrders(tx: Tx, scope: CallerScope, orderNos: readonly string[]) {
  // Prepared per scope shape (docs/architecture.md §6 "Prepared statements"): the numbers as one array parameter.
  const where = (bind: Bind) => sellerOrderWhere(scope, bind);
  const name = `do_lock_orders_${callerShape({ actor: "seller", scope })}`;
  const rows = await preparedOnce(tx, name, (h, n) =>
    h
      .select()
      .from(orders)
      .where(and(sql`${orders.orderNo} = any(${sql.placeholder("orderNos")}::text[])`, where(asPlaceholder)))
      .orderBy(asc(orders.id))
      .for("no key update")
      .prepare(n),
  ).execute({ ...boundValues(where), orderNos: [...orderNos] });
  if (rows.length !== new Set(orderNos).size) throw orderNotFound();
  return rows;
}

/** The delivery order `id`, locked (prepared: every print and ship takes it). */
function lockDeliveryOrder(tx: Tx, id: number) {
  return preparedOnce(tx, "do_lock", (h, name) =>
    h
      .select()
      .from(deliveryOrders)
      .where(eq(deliveryOrders.id, sql.placeholder("id")))
      .for("no key update")
      .prepare(name),
  ).execute({ id });
}

/**
 * Prints the delivery order of `orderNos` (all paid, one buyer, the caller's shop). Answers its number.
 * @throws 404 orders:errors.notFound (an order the caller does not reach); 409 orders:errors.differentBuyers;
 *   409 orders:errors.invalidTransition (an order not paid).
 */
export async function printDeliveryOrder(
  db: Db,
  scope: CallerScope,
  input: { orderNos: string[]; timers: OrderTimers },
  now: Date,
  lang: Language,
): Promise<{ doNo: string }> {
  return db.transaction(async (tx) => {
    const locked = await lockOrders(tx, scope, input.orderNos);
    if (new Set(locked.map((o) => o.buyerUserId)).size > 1) throw conflict("orders:errors.differentBuyers");
    const doIds = new Set(locked.map((o) => o.deliveryOrderId));
    let reuse: number | null = null;
    const [firstDo] = doIds;
    if (doIds.size === 1 && firstDo !== null && firstDo !== undefined) {
      const members = await tx.select({ id: orders.id }).from(orders).where(eq(orders.deliveryOrderId, firstDo));
      if (locked.length === 1 || members.length === locked.length) reuse = firstDo;
    }
    let doId: number;
    let doNo: string;
    if (reuse !== null) {
      const [d] = await lockDeliveryOrder(tx, reuse);
      await tx
        .update(deliveryOrders)
        .set({ printCount: d.printCount + 1, printTime: d.printTime ?? now, printedBy: d.printedBy ?? scope.userId })
        .where(eq(deliveryOrders.id, d.id));
      doId = d.id;
      doNo = d.doNo;
    } else {
      doNo = await nextDoNo(tx, now);
      const row = placeholderRow(deliveryOrders, {
        shopId: scope.shopId,
        doNo,
        buyerUserId: locked[0].buyerUserId,
        printedBy: scope.userId,
        printTime: now,
        printCount: 1,
        createTime: now,
      });
      const [d] = await preparedOnce(tx, `do_insert_${row.shape}`, (h, name) =>
        h.insert(deliveryOrders).values(row.columns()).returning({ id: deliveryOrders.id }).prepare(name),
      ).execute(row.values);
      doId = d.id;
    }
    for (const o of locked) {
      await moveLocked(
        tx,
        { actor: "seller", scope },
        o,
        { move: "printDeliveryOrder", timers: input.timers, deliveryOrderId: doId },
        now,
        lang,
      );
    }
    return { doNo };
  });
}

/**
 * Ships the delivery order `body.doNo`: every order of it moves to 2 sent with the tracking number as its
 * logistic number, the receipt deadline starts, the DO keeps the shipment fields.
 * @throws 404 orders:errors.notFound; 409 orders:errors.notPrinted before the DO is printed; 400 errors:file.unknownKey
 *   on proofPhoto when it is not the shop's own upload; 409 orders:errors.invalidTransition (an order not paid).
 */
export async function shipDeliveryOrder(
  db: Db,
  scope: CallerScope,
  input: z.infer<typeof shipRequestSchema> & { timers: OrderTimers },
  now: Date,
  lang: Language,
): Promise<{ doNo: string; orderNos: string[] }> {
  return db.transaction(async (tx) => {
    const [found] = await preparedOnce(tx, "do_of_shop", (h, name) =>
      h
        .select({ id: deliveryOrders.id })
        .from(deliveryOrders)
        .where(
          and(eq(deliveryOrders.doNo, sql.placeholder("doNo")), eq(deliveryOrders.shopId, sql.placeholder("shopId"))),
        )
        .prepare(name),
    ).execute({ doNo: input.doNo, shopId: scope.shopId });
    if (!found) throw orderNotFound();
    const members = await preparedOnce(tx, "do_member_order_nos", (h, name) =>
      h
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(eq(orders.deliveryOrderId, sql.placeholder("id")))
        .prepare(name),
    ).execute({ id: found.id });
    if (members.length === 0) throw orderNotFound();
    // The orders first, then their DO: the order printDeliveryOrder locks them in (the other order deadlocked
    // a ship with a reprint of the same DO; docs/architecture.md §13).
    const locked = await lockOrders(
      tx,
      scope,
      members.map((m) => m.orderNo),
    );
    const [d] = await lockDeliveryOrder(tx, found.id);
    // A print committed between the read and the locks may have moved an order to a new DO (orders only ever
    // leave a DO): the seller reloads and ships what is now on it.
    if (locked.some((o) => o.deliveryOrderId !== d.id)) throw conflict("orders:errors.doChanged");
    if (d.printCount === 0) throw conflict("orders:errors.notPrinted");
    await assertOwnFileKeys(tx, { shopId: scope.shopId, userId: scope.userId, lang }, [
      { path: "proofPhoto", key: input.proofPhoto },
    ]);
    for (const o of locked) {
      await moveLocked(
        tx,
        { actor: "seller", scope },
        o,
        { move: "ship", timers: input.timers, logisticNo: input.trackingNo },
        now,
        lang,
      );
    }
    const pickup = input.shipmentMethod === 1;
    const shipment = placeholderRow(deliveryOrders, {
      shipmentMethod: input.shipmentMethod,
      logisticsName: pickup ? (input.logisticsName ?? null) : null,
      weightGrams: pickup ? (input.weightGrams ?? null) : null,
      lengthCm: pickup ? (input.lengthCm ?? null) : null,
      widthCm: pickup ? (input.widthCm ?? null) : null,
      heightCm: pickup ? (input.heightCm ?? null) : null,
      courierName: input.courierName,
      trackingNo: input.trackingNo,
      proofPhoto: input.proofPhoto,
      senderName: input.senderName,
      senderPhone: input.senderPhone,
      shipTime: now,
    });
    await preparedOnce(tx, `do_ship_${shipment.shape}`, (h, name) =>
      h
        .update(deliveryOrders)
        .set(shipment.columns())
        .where(eq(deliveryOrders.id, sql.placeholder("id")))
        .prepare(name),
    ).execute({ ...shipment.values, id: d.id });
    // Spec §6 reward activities: the proof photo is the DO upload; an ERP user's shipment counts too.
    await recordActivity(
      tx,
      scope.auth,
      { subject: "orders", action: "ship", recordId: d.doNo, activityType: "uploadDo" },
      now,
    );
    const [user] = await preparedOnce(tx, "do_shipper_extended_field", (h, name) =>
      h
        .select({ extendedField: users.extendedField })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare(name),
    ).execute({ id: scope.userId });
    if (user?.extendedField === "ERP") {
      await recordActivity(
        tx,
        scope.auth,
        { subject: "orders", action: "ship", recordId: d.doNo, activityType: "orderShipmentErp" },
        now,
      );
    }
    return { doNo: d.doNo, orderNos: locked.map((o) => o.orderNo) };
  });
}
