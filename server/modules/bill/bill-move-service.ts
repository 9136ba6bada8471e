/**
 * THE bill move (spec §4 "Bills and recaps", docs/architecture.md §13): every side (seller, buyer,
 * platform, sweeps) changes a bill's status only here. One transaction: lock the bill row (`FOR NO KEY UPDATE`),
 * check the move against src/domain/bill-transitions.ts, write the status and its times, add the history
 * row (bill_events) and record the seller's activity. A move outside the table answers 409
 * `bills:errors.invalidTransition` (status = the localized status name), changing nothing.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { billStatusName } from "@src/domain/bill";
import { applyBillMove, BILL_MOVES, type BillMove } from "@src/domain/bill-transitions";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { billDocuments, billEvents, bills } from "../../db/schema/bill";
import { orders } from "../../db/schema/order";
import { conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { recordActivity } from "../activity/record";
import { sumBill } from "./bill-totals";
import { billNotFound, callerBillWhere, type BillCaller, type BillRecord } from "./bill-scope";

/** Body of a move: the bill (by number, or by id for the sweeps), the move and what it carries. */
export interface BillMoveInput {
  billNo?: string;
  billId?: number;
  move: BillMove;
  /** Platform's reason (rejectDocuments, hold). */
  reason?: string;
  /** Buyer's payment (pay) or the reference the platform confirms (settle). */
  paymentNo?: string;
  paymentType?: string;
}

/** The localized 409 of a move the table refuses for a bill in `status`. */
export function billInvalidTransition(status: number, lang: Language) {
  return conflict("bills:errors.invalidTransition", {
    status: translate(lang, `bills:status.${billStatusName(status)}`),
  });
}

/** Locks and answers the bill `caller` reaches, or 404 `bills:errors.notFound`. */
export async function lockBill(
  tx: Tx,
  caller: BillCaller,
  by: { billNo?: string; billId?: number },
): Promise<BillRecord> {
  const [row] = await tx
    .select()
    .from(bills)
    .where(
      and(
        by.billId !== undefined ? eq(bills.id, by.billId) : eq(bills.billNo, by.billNo ?? ""),
        callerBillWhere(caller),
      ),
    )
    .for("no key update");
  if (!row) throw billNotFound();
  return row;
}

/** The columns a move changes besides the status. */
async function effectsOf(tx: Tx, bill: BillRecord, input: BillMoveInput, now: Date): Promise<Partial<BillRecord>> {
  switch (input.move) {
    case "submitDocuments": {
      // The figures follow the orders until verification (recap adjustments, refunds): refreshed here.
      const [missing] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(billDocuments)
        .where(and(eq(billDocuments.billId, bill.id), eq(billDocuments.required, true), isNull(billDocuments.fileKey)));
      if (Number(missing.n) > 0) throw conflict("bills:errors.documentsMissing");
      return { submitTime: now, ...(await sumBill(tx, bill.id)) };
    }
    case "skipDocuments":
      return { submitTime: now };
    case "verify":
      return { verifyTime: now, platformNote: null, ...(await sumBill(tx, bill.id)) };
    case "rejectDocuments":
    case "hold":
      return { platformNote: input.reason ?? null };
    case "pay":
      return { payTime: now, paymentNo: input.paymentNo ?? null };
    case "settle":
      if (!bill.paymentNo || bill.paymentNo !== input.paymentNo) throw conflict("bills:errors.paymentMismatch");
      // Spec §3 "paid date"; the orders carry when their bill was paid (payment history reads it).
      await tx.update(orders).set({ billPaidTime: now }).where(eq(orders.billId, bill.id));
      return { paidTime: now };
    case "expire":
      return {};
    case "release":
      return { platformNote: null };
  }
}

/**
 * Applies `input.move` to `bill` (already locked by the caller's transaction) as `caller`; answers the
 * bill row after the move.
 * @throws 409 bills:errors.invalidTransition (the table refuses, or the move is not the caller's side),
 *   bills:errors.documentsMissing (submit with a required document missing), bills:errors.paymentMismatch.
 */
export async function moveBillLocked(
  tx: Tx,
  caller: BillCaller,
  bill: BillRecord,
  input: BillMoveInput,
  now: Date,
  lang: Language,
): Promise<BillRecord> {
  const rule = BILL_MOVES[input.move];
  const to = rule.by === caller.actor ? applyBillMove(input.move, bill.status) : null;
  if (to === null) throw billInvalidTransition(bill.status, lang);
  const effects = await effectsOf(tx, bill, input, now);
  const [row] = await tx
    .update(bills)
    .set({ status: to, ...effects, updateTime: now })
    .where(eq(bills.id, bill.id))
    .returning();
  const userId = caller.actor === "seller" ? caller.scope.userId : caller.actor === "system" ? null : caller.userId;
  const detail: Record<string, unknown> = {};
  if (input.reason !== undefined) detail.reason = input.reason;
  if (input.paymentNo !== undefined) detail.paymentNo = input.paymentNo;
  if (input.paymentType !== undefined) detail.paymentType = input.paymentType;
  await tx.insert(billEvents).values({
    billId: bill.id,
    move: input.move,
    actor: caller.actor,
    userId,
    fromStatus: bill.status,
    toStatus: to,
    detail,
    createTime: now,
  });
  if (caller.actor === "seller") {
    await recordActivity(
      tx,
      caller.scope.auth,
      {
        subject: "bills",
        action: input.move,
        recordId: bill.billNo,
        before: { status: bill.status },
        after: { status: to },
      },
      now,
    );
  }
  return row;
}

/**
 * One move in its own transaction: locks the bill `caller` reaches by `input.billNo` (or `billId`) and
 * applies the move.
 * @throws 404 `bills:errors.notFound` when the caller does not reach the bill; the refusals of moveBillLocked.
 */
export async function moveBill(
  db: Db,
  caller: BillCaller,
  input: BillMoveInput,
  now: Date,
  lang: Language,
): Promise<BillRecord> {
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, caller, input);
    return moveBillLocked(tx, caller, bill, input, now, lang);
  });
}
