/**
 * THE order move (spec §4 "Orders", §5 "Orders and stock", docs/architecture.md §13): every side (seller,
 * buyer, platform, timer sweeps) changes an order only here. One transaction: lock the order row
 * (`FOR NO KEY UPDATE`), check the move against src/domain/order-transitions.ts, write the statuses and the
 * deadline columns, take or give back stock, add the history row (order_events), record the seller's
 * activity and send the seller a message for the buyer's and the platform's moves. A move outside the
 * table answers 409 `orders:errors.invalidTransition` (status = the localized status name), changing nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { OrderType, PartStatus } from "@src/domain/inquiry";
import { CreditHold } from "@src/domain/customer";
import { orderStatusName, type OrderStatusValue } from "@src/domain/order";
import { applyMove, ORDER_MOVES, RETURNS_STOCK, TAKES_STOCK, type OrderMove } from "@src/domain/order-transitions";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { asPlaceholder, boundValues, insertPrepared, placeholderRow, preparedOnce, type Bind } from "../../db/prepared";
import { orderEvents, orders } from "../../db/schema/order";
import { conflict } from "../../http/envelope";
import { callerShape } from "../../http/scope";
import { translate } from "../../http/i18n";
import { recordActivity } from "../activity/record";
import type { OrderMessage } from "../message/message-service";
import { applyProposal, checkProposal, type ProposedLine } from "./order-modification";
import { notifyOrder } from "./order-messages";
import {
  callerOrderWhere,
  hoursAfter,
  orderLinesOf,
  orderNotFound,
  type OrderCaller,
  type OrderRowRecord,
  type OrderTimers,
} from "./order-scope";
import { returnStock, takeStock } from "./stock-take";
import { enqueueWebhookEvent, orderWebhookData } from "../integration/webhook-service";
import { OrderStatus } from "@src/domain/order";
import type { WebhookEvent } from "@src/domain/integration";

/** Order statuses that raise a webhook event when an order reaches them. */
const WEBHOOK_OF_STATUS = new Map<number, WebhookEvent>([
  [OrderStatus.paid, "order.paid"],
  [OrderStatus.canceled, "order.cancelled"],
]);

export type { ProposedLine };

/** What a move carries besides its name (each move reads its own fields). */
export interface MovePayload {
  reason?: string;
  days?: number;
  lines?: ProposedLine[];
  paymentType?: string;
  paymentNo?: string;
  logisticNo?: string;
  deliveryOrderId?: number;
}

/** Body of move(): the order (by number, or by id for the sweeps), the move, the timers and its payload. */
export interface MoveInput extends MovePayload {
  orderNo?: string;
  orderId?: number;
  move: OrderMove;
  timers: OrderTimers;
}

/** The seller authority action a seller move is recorded under (src/resources/orders/index.ts). */
const SELLER_ACTION: Partial<Record<OrderMove, string>> = {
  confirm: "confirm",
  confirmOnBill: "confirm",
  cancel: "cancel",
  proposeModification: "modify",
  requestEdt: "extendEdt",
  printDeliveryOrder: "printDeliveryOrder",
  ship: "ship",
};

/** The message the seller gets for a buyer's or the platform's move. */
const MESSAGE_OF: Partial<Record<OrderMove, OrderMessage>> = {
  settlePayment: "paid",
  confirmReceipt: "received",
  approveEdt: "edtApproved",
  rejectEdt: "edtRejected",
  acceptModification: "modificationAccepted",
  rejectModification: "modificationRejected",
};

const DAY_HOURS = 24;

/** The localized 409 of a move the table refuses for `order`. */
export function invalidTransition(order: Pick<OrderRowRecord, "status" | "modificationStatus">, lang: Language) {
  const name = orderStatusName(order.status, order.modificationStatus);
  return conflict("orders:errors.invalidTransition", { status: translate(lang, `orders:statusName.${name}`) });
}

/**
 * Locks and answers the order `caller` reaches, or 404 `orders:errors.notFound`.
 */
export async function lockOrder(
  tx: Tx,
  caller: OrderCaller,
  by: { orderNo?: string; orderId?: number },
): Promise<OrderRowRecord> {
  // Prepared per caller shape and key (docs/architecture.md §6 "Prepared statements"): every move reads its
  // order this way, and the whole row's select took 390 µs to build.
  const where = (bind: Bind) =>
    and(
      by.orderId !== undefined
        ? eq(orders.id, bind("orderId", by.orderId))
        : eq(orders.orderNo, bind("orderNo", by.orderNo ?? "")),
      callerOrderWhere(caller, bind),
    );
  const name = `order_lock_${by.orderId !== undefined ? "id" : "no"}_${callerShape(caller)}`;
  const [row] = await preparedOnce(tx, name, (h, n) =>
    h.select().from(orders).where(where(asPlaceholder)).for("no key update").prepare(n),
  ).execute(boundValues(where));
  if (!row) throw orderNotFound();
  return row;
}

/**
 * The lines whose stock a confirm takes and a cancel gives back: every line but an inquiry order's lines in
 * part status indent (README choices: an indent part is ordered in for this buyer, never taken from stock).
 */
async function stockLinesOf(tx: Tx, orderId: number) {
  const lines = await orderLinesOf(tx, orderId);
  return lines.filter((l) => l.partStatus !== PartStatus.indent);
}

/** The columns a move changes besides the three statuses (deadlines, times, payload). */
async function effectsOf(
  tx: Tx,
  order: OrderRowRecord,
  input: MoveInput,
  now: Date,
  lang: Language,
): Promise<Partial<OrderRowRecord>> {
  const t = input.timers;
  switch (input.move) {
    case "confirm":
    case "confirmOnBill":
    case "autoConfirm":
    case "autoConfirmOnBill":
      return {
        confirmTime: now,
        confirmDeadline: null,
        payDeadline: input.move === "confirm" ? hoursAfter(now, t.payHours) : null,
      };
    case "cancel":
    case "expire":
      return {
        cancelReason: input.reason ?? null,
        canceledBy: input.move === "cancel" ? "seller" : "system",
        confirmDeadline: null,
        payDeadline: null,
        modificationDeadline: null,
        edtDeadline: null,
        finishTime: now,
      };
    case "closeUnpaid":
      return { payDeadline: null, edtDeadline: null, finishTime: now };
    case "proposeModification":
      await checkProposal(tx, order, input.lines ?? [], lang);
      return {
        proposedLines: input.lines ?? [],
        modificationReason: input.reason ?? "",
        confirmDeadline: null,
        modificationDeadline: hoursAfter(now, t.modificationResponseHours),
      };
    case "acceptModification":
      return {
        ...(await applyProposal(tx, order)),
        proposedLines: null,
        modificationDeadline: null,
        confirmDeadline: hoursAfter(now, t.confirmHours),
      };
    case "rejectModification":
    case "expireModification":
      return { proposedLines: null, modificationDeadline: null, confirmDeadline: hoursAfter(now, t.confirmHours) };
    case "pay":
      return { paymentType: input.paymentType ?? "", paymentNo: input.paymentNo ?? null };
    case "settlePayment":
      if (!order.paymentNo || order.paymentNo !== input.paymentNo) throw conflict("orders:errors.paymentMismatch");
      return { paymentTime: now, payDeadline: null };
    case "printDeliveryOrder":
      return input.deliveryOrderId === undefined ? {} : { deliveryOrderId: input.deliveryOrderId };
    case "ship":
      return {
        shippingStatus: 1,
        logisticNo: input.logisticNo ?? null,
        shipTime: now,
        receiptDeadline: hoursAfter(now, t.receiptDays * DAY_HOURS),
      };
    case "confirmReceipt":
    case "completeUnreceived":
      return { receiptDeadline: null, finishTime: now };
    case "requestEdt":
      return {
        edtRequestDays: input.days ?? 1,
        edtRequestReason: input.reason ?? "",
        edtDeadline: hoursAfter(now, t.edtResponseHours),
      };
    case "approveEdt":
    case "expireEdt":
      return { edtAddedDays: order.edtAddedDays + (order.edtRequestDays ?? 0), edtDeadline: null };
    case "rejectEdt":
      return { edtDeadline: null };
    // Return and refund requests (src/domain/refund-transitions.ts): the order keeps the status it left.
    case "openRefund":
    case "openAfterSaleRefund":
      return { statusBeforeRefund: order.status };
    case "closeRefund":
      return { status: order.statusBeforeRefund ?? order.status, statusBeforeRefund: null };
    case "closeRefunded":
      return { statusBeforeRefund: null, receiptDeadline: null, finishTime: now };
  }
}

/**
 * Applies `input.move` to the order `order` (already locked by the caller's transaction) as `caller`.
 * Answers the order row after the move.
 * @throws 409 invalidTransition (the table refuses, or the move is not the caller's side), creditHold (a
 *   confirm of an order on credit hold), insufficientStock,
 *   paymentMismatch, tooLarge; 400 field errors of a proposal (unknownLine, noChange).
 */
export async function moveLocked(
  tx: Tx,
  caller: OrderCaller,
  order: OrderRowRecord,
  input: MoveInput,
  now: Date,
  lang: Language,
): Promise<OrderRowRecord> {
  const rule = ORDER_MOVES[input.move];
  const after = rule.by === caller.actor ? applyMove(input.move, order) : null;
  if (!after) throw invalidTransition(order, lang);
  // Credit hold (README choices): no confirm of any kind until the seller releases the order.
  if (order.creditHold === CreditHold.held && (TAKES_STOCK as readonly string[]).includes(input.move))
    throw conflict("orders:errors.creditHold");
  const effects = await effectsOf(tx, order, input, now, lang);
  if ((TAKES_STOCK as readonly string[]).includes(input.move)) {
    await takeStock(tx, await stockLinesOf(tx, order.id), now);
  } else if ((RETURNS_STOCK as readonly string[]).includes(input.move) && order.confirmTime !== null) {
    // Only stock a confirm took goes back: an unconfirmed order (5) never took any.
    await returnStock(tx, await stockLinesOf(tx, order.id), now);
  }
  const userId = caller.actor === "seller" ? caller.scope.userId : caller.actor === "system" ? null : caller.userId;
  // The update and the event are prepared per set of columns (docs/architecture.md §6 "Prepared statements"):
  // each move writes a fixed set, so a few dozen statements serve every move.
  const set = placeholderRow(orders, {
    status: after.status,
    modificationStatus: after.modificationStatus,
    edtStatus: after.edtStatus,
    // After the statuses: closeRefund writes the status the order left (orders.status_before_refund).
    ...effects,
    ...(caller.actor === "seller" ? { handlerUserId: caller.scope.userId } : {}),
    updateTime: now,
  });
  const [row] = await preparedOnce(tx, `order_move_${set.shape}`, (h, name) =>
    h
      .update(orders)
      .set(set.columns())
      .where(eq(orders.id, sql.placeholder("id")))
      .returning()
      .prepare(name),
  ).execute({ ...set.values, id: order.id });
  const detail: Record<string, unknown> = {};
  for (const key of ["reason", "days", "lines", "paymentType", "logisticNo"] as const) {
    if (input[key] !== undefined) detail[key] = input[key];
  }
  await insertPrepared(tx, orderEvents, "order_event", {
    orderId: order.id,
    move: input.move,
    actor: caller.actor,
    userId,
    fromStatus: order.status,
    toStatus: (effects.status ?? after.status) as OrderStatusValue,
    detail,
    createTime: now,
  });
  const action = SELLER_ACTION[input.move];
  // Spec §6 activity "inquiry order": confirming an inquiry order, by the seller or by the timer (then the
  // tender's owner is credited), is recorded under the inquiry order resource.
  const inquiry = order.orderType === OrderType.inquiry;
  const confirms = (TAKES_STOCK as readonly string[]).includes(input.move);
  const activity = {
    subject: inquiry ? "inquiryOrders" : "orders",
    recordId: order.orderNo,
    before: { status: order.status, modificationStatus: order.modificationStatus, edtStatus: order.edtStatus },
    after: { ...after },
    ...(inquiry && confirms ? { activityType: "inquiryOrder" as const } : {}),
  };
  if (caller.actor === "seller" && action) {
    await recordActivity(tx, caller.scope.auth, { ...activity, action }, now);
  } else if (caller.actor === "system" && inquiry && confirms) {
    await recordActivity(
      tx,
      { userId: order.ownerUserId, shopId: order.shopId },
      { ...activity, action: "confirm" },
      now,
    );
  }
  // Spec §2 webhooks: the shop's systems hear of payment and cancellation in this transaction.
  const webhookEvent = WEBHOOK_OF_STATUS.get(row.status);
  if (webhookEvent && row.status !== order.status)
    await enqueueWebhookEvent(tx, order.shopId, webhookEvent, orderWebhookData(row), now);
  const message = MESSAGE_OF[input.move];
  if (message) await notifyOrder(tx, order, message, now);
  return row;
}

/**
 * One move in its own transaction (docs/architecture.md §13 `move(db, scope, { id, move, ... }, now, lang)`):
 * locks the order `caller` reaches by `input.orderNo` (or `orderId`) and applies the move.
 * @throws 404 `orders:errors.notFound` when the caller does not reach the order; the refusals of moveLocked.
 */
export async function move(
  db: Db,
  caller: OrderCaller,
  input: MoveInput,
  now: Date,
  lang: Language,
): Promise<OrderRowRecord> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, caller, input);
    return moveLocked(tx, caller, order, input, now, lang);
  });
}
