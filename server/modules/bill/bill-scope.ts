/**
 * Who acts on a bill and which bills they reach (spec §6 "only own", docs/architecture.md §13): the SQL
 * conditions every bill read and write of this module applies, the bill-number sequence, and the refusals
 * shared by the services. A bill outside the caller's reach answers exactly like a missing one (404).
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { formatBillNo } from "@src/domain/bill";
import { ResultCode } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { nextSequenceValue } from "../../db/sequence";
import { bills } from "../../db/schema/bill";
import { orders } from "../../db/schema/order";
import { ApiError } from "../../http/envelope";
import type { CallerScope, RowScope } from "../../http/scope";

/**
 * Who makes a move (src/domain/bill-transitions.ts BillActor) with what reaches the bill: a seller through
 * its CallerScope (shop, and "only own"), a buyer its own bills, the platform and the sweeps any bill.
 */
export type BillCaller =
  | { actor: "seller"; scope: CallerScope }
  | { actor: "buyer"; userId: number }
  | { actor: "platform"; userId: number }
  | { actor: "system" };

/** 404 `bills:errors.notFound`: a missing bill, another shop's, another buyer's, or not "own". */
export const billNotFound = () => new ApiError(ResultCode.notFound, "bills:errors.notFound");

/**
 * The seller rows a scope reaches (spec §6, README choices "only own" for bills): the shop's bills, and for
 * an "only own" position those holding at least one order it owns or last acted on (the orders' rule).
 */
export function sellerBillWhere(scope: RowScope): SQL | undefined {
  return and(
    eq(bills.shopId, scope.shopId),
    scope.ownerUserId === undefined
      ? undefined
      : sql`exists (select 1 from ${orders} where ${orders.billId} = ${bills.id} and (${orders.ownerUserId} = ${scope.ownerUserId} or ${orders.handlerUserId} = ${scope.ownerUserId}))`,
  );
}

/** The bills `caller` reaches (undefined: every bill). */
export function callerBillWhere(caller: BillCaller): SQL | undefined {
  if (caller.actor === "seller") return sellerBillWhere(caller.scope);
  if (caller.actor === "buyer") return eq(bills.buyerUserId, caller.userId);
  return undefined;
}

/** `BIL-yyyyMM-nnnnnn` for `period` (the global sequence bill_no_seq). */
export async function nextBillNo(db: Db | Tx, period: string): Promise<string> {
  return formatBillNo(period, await nextSequenceValue(db, "bill_no_seq"));
}

/** A stored bill row. */
export type BillRecord = typeof bills.$inferSelect;
