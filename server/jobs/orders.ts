/**
 * Order timers as sweeps (spec §4 "Orders", DESIGN.md §1 time-driven rules, docs/architecture.md §13):
 * unconfirmed product orders expire (5 -> 8) and unconfirmed inquiry orders are confirmed (spec §9), unpaid orders close with their stock back (0/7 -> 4), sent orders
 * complete after the receipt deadline (2 -> 3), EDT requests the buyer ignores are approved, sellers'
 * changes the buyer ignores are rejected (a new confirm deadline starts). Each sweep picks due rows
 * `FOR NO KEY UPDATE SKIP LOCKED` in batches and applies the same move() as actor "system", so a row another
 * process (or a user's move) holds is left to it, and running a sweep again changes nothing more.
 */
import { and, asc, eq, inArray, lte, ne, type SQL } from "drizzle-orm";
import { CreditHold } from "@src/domain/customer";
import { OrderType } from "@src/domain/inquiry";
import { EdtStatus, ModificationStatus, OrderStatus } from "@src/domain/order";
import type { OrderMove } from "@src/domain/order-transitions";
import type { Db } from "../db/client";
import { yieldToEventLoop } from "../db/bulk-insert";
import { orders } from "../db/schema/order";
import { moveLocked } from "../modules/order/order-move-service";
import { confirmInquiryOrderLocked } from "../modules/inquiry-order/inquiry-confirm-service";
import type { Job, JobContext } from "./job";

/** Orders moved per transaction. */
const BATCH = 100;

const SWEEPS: {
  name: string;
  move: OrderMove;
  due: (now: Date) => SQL | undefined;
  by: typeof orders.confirmDeadline;
}[] = [
  {
    name: "orders-expire",
    move: "expire",
    by: orders.confirmDeadline,
    due: (now) =>
      and(
        eq(orders.status, OrderStatus.unconfirmed),
        eq(orders.orderType, OrderType.product),
        lte(orders.confirmDeadline, now),
      ),
  },
  {
    // Spec §9 "Unprocessed inquiry orders are auto confirmed after 1 day": confirmed instead of expired.
    // An order on credit hold waits for the seller's release (README choices "credit hold"): never auto-confirmed.
    name: "orders-auto-confirm",
    move: "autoConfirm",
    by: orders.confirmDeadline,
    due: (now) =>
      and(
        eq(orders.status, OrderStatus.unconfirmed),
        eq(orders.orderType, OrderType.inquiry),
        lte(orders.confirmDeadline, now),
        ne(orders.creditHold, CreditHold.held),
      ),
  },
  {
    name: "orders-close-unpaid",
    move: "closeUnpaid",
    by: orders.payDeadline,
    due: (now) => and(inArray(orders.status, [OrderStatus.wait, OrderStatus.paying]), lte(orders.payDeadline, now)),
  },
  {
    name: "orders-complete-unreceived",
    move: "completeUnreceived",
    by: orders.receiptDeadline,
    due: (now) => and(eq(orders.status, OrderStatus.sent), lte(orders.receiptDeadline, now)),
  },
  {
    name: "orders-expire-edt",
    move: "expireEdt",
    by: orders.edtDeadline,
    due: (now) => and(eq(orders.edtStatus, EdtStatus.waiting), lte(orders.edtDeadline, now)),
  },
  {
    name: "orders-expire-modification",
    move: "expireModification",
    by: orders.modificationDeadline,
    due: (now) => and(eq(orders.modificationStatus, ModificationStatus.waiting), lte(orders.modificationDeadline, now)),
  },
];

/**
 * Runs one sweep until no due row is left (or only rows other transactions hold). Answers the order
 * numbers it moved. A row whose move the table refuses now (it moved meanwhile) is skipped.
 */
export async function sweepOrders(db: Db, name: string, now: Date, ctx: JobContext): Promise<string[]> {
  const sweep = SWEEPS.find((s) => s.name === name);
  if (!sweep) throw new Error(`unknown order sweep ${name}`);
  const moved: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(sweep.due(now))
        .orderBy(asc(sweep.by), asc(orders.id))
        .limit(BATCH)
        .for("no key update", { skipLocked: true });
      for (const order of due) {
        if (sweep.move === "autoConfirm") {
          // By payment method, short lines turned indent first (inquiry-confirm-service.ts).
          await confirmInquiryOrderLocked(tx, { actor: "system" }, order, ctx.timers, now, "id-ID");
        } else {
          await moveLocked(tx, { actor: "system" }, order, { move: sweep.move, timers: ctx.timers }, now, "id-ID");
        }
        moved.push(order.orderNo);
      }
      return due.length;
    });
    if (batch > 0) ctx.log?.debug({ job: name, moved: moved.length }, "sweep batch committed");
    if (batch < BATCH) return moved;
    // On PGlite a chain of queries never leaves the microtask queue: without a turn of the event loop
    // between batches, a sweep of thousands of rows would hold every request (and its own log) until it ends.
    await yieldToEventLoop();
  }
}

/** Every order sweep as a scheduler job. */
export const ORDER_JOBS: readonly Job[] = SWEEPS.map((s) => ({
  name: s.name,
  run: (db: Db, now: Date, ctx: JobContext) => sweepOrders(db, s.name, now, ctx),
}));
