/**
 * Who acts on a return or refund request and which requests they reach (spec §6 "only own", README choices):
 * the SQL conditions every refund read and write applies, the refund number, the deadline of each status,
 * and the refusals the services share. A request outside the caller's reach answers exactly like a missing one.
 */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { OPEN_REFUND_STATUSES, RefundStatus, refundStatusName, type RefundTimers } from "@src/domain/refund";
import type { Language } from "@src/domain/wire";
import { ResultCode } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { asValue, preparedOnce, type Bind, type Handle } from "../../db/prepared";
import { nextDailyNumber } from "../../db/sequence";
import { orders } from "../../db/schema/order";
import { refunds } from "../../db/schema/refund";
import { ApiError, conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";
import { hoursAfter } from "../order/order-scope";

/**
 * Who makes a refund move (src/domain/refund-transitions.ts RefundActor) with what reaches the request: a
 * seller through its CallerScope (shop, and "only own"), a buyer its own requests, the platform and the
 * timer sweeps any request.
 */
export type RefundCaller =
  | { actor: "seller"; scope: CallerScope }
  | { actor: "buyer"; userId: number }
  | { actor: "platform"; userId: number }
  | { actor: "system" };

/** A stored request row. */
export type RefundRecord = typeof refunds.$inferSelect;

/** 404 `refunds:errors.notFound`: a missing request, another shop's, another buyer's, or not "own". */
export const refundNotFound = () => new ApiError(ResultCode.notFound, "refunds:errors.notFound");

/** The localized 409 of a move the table refuses (status = the localized status name). */
export function refundInvalidTransition(status: number, lang: Language): ApiError {
  return conflict("refunds:errors.invalidTransition", {
    status: translate(lang, `refunds:status.${refundStatusName(status)}`),
  });
}

/**
 * A seller scope, optionally narrowed to the requests of one order type (src/domain/inquiry.ts OrderType): the
 * refund routes answer product orders' requests only, the inquiry-order routes inquiry orders' only.
 */
export type RefundRowScope = RowScope & { orderType?: number };

/**
 * The seller rows a scope reaches (spec §6, README choices "only own" for refunds): the shop's requests, and
 * for an "only own" position those whose order it owns (owner_user_id, copied from the order when applied)
 * or that it last acted on (handler_user_id).
 * @param bind how shop and owner enter the statement (server/db/prepared.ts): values, or placeholders `shopId`
 *   and `ownerUserId` for a prepared page.
 */
export function sellerRefundWhere(scope: RefundRowScope, bind: Bind = asValue): SQL | undefined {
  const owner = scope.ownerUserId === undefined ? undefined : bind("ownerUserId", scope.ownerUserId);
  return and(
    eq(refunds.shopId, bind("shopId", scope.shopId)),
    scope.orderType === undefined
      ? undefined
      : sql`exists (select 1 from ${orders} where ${orders.id} = ${refunds.orderId} and ${orders.orderType} = ${scope.orderType})`,
    owner === undefined ? undefined : or(eq(refunds.ownerUserId, owner), eq(refunds.handlerUserId, owner)),
  );
}

/** The requests `caller` reaches (undefined: every request). */
export function callerRefundWhere(caller: RefundCaller, bind: Bind = asValue): SQL | undefined {
  if (caller.actor === "seller") return sellerRefundWhere(caller.scope, bind);
  if (caller.actor === "buyer") return eq(refunds.buyerUserId, bind("buyerUserId", caller.userId));
  return undefined;
}

/**
 * The open request (spec §5: at most one per order) of order `orderId`, if any. Prepared (docs/architecture.md
 * §6 "Prepared statements"): every refund application and every order detail asks it.
 */
export async function openRefundOf(
  handle: Handle,
  orderId: number,
): Promise<{ id: number; refundNo: string } | undefined> {
  const [open] = await preparedOnce(handle, "refund_open_of_order", (h, name) =>
    h
      .select({ id: refunds.id, refundNo: refunds.refundNo })
      .from(refunds)
      .where(and(eq(refunds.orderId, sql.placeholder("orderId")), inArray(refunds.status, [...OPEN_REFUND_STATUSES])))
      .limit(1)
      .prepare(name),
  ).execute({ orderId });
  return open;
}

/** `RFD-yyyyMMdd-nnnnnn` (WIB date of `now`, the global sequence refund_no_seq zero-padded to 6 digits). */
export async function nextRefundNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "refund_no_seq", "RFD", now);
}

const DAY_HOURS = 24;

/**
 * The deadline a request gets on entering `status` (spec §4 "If supplier or buyer does not respond in time
 * there is automatic approval or cancellation"; durations README choices): to be processed, the seller's
 * answer; to be modified and supplier reject product, the buyer's answer; to be shipped, the buyer's
 * shipment; to be confirm receipt, the seller's receipt. Null in every other status (no timer runs).
 */
export function deadlineFor(status: number, now: Date, t: RefundTimers): Date | null {
  switch (status) {
    case RefundStatus.toBeProcessed:
      return hoursAfter(now, t.sellerResponseHours);
    case RefundStatus.toBeModified:
    case RefundStatus.supplierRejectProduct:
      return hoursAfter(now, t.buyerResponseHours);
    case RefundStatus.toBeShipped:
      return hoursAfter(now, t.buyerShipDays * DAY_HOURS);
    case RefundStatus.toBeConfirmReceipt:
      return hoursAfter(now, t.sellerReceiptDays * DAY_HOURS);
    default:
      return null;
  }
}

/** Whose deadline runs in `status`: the seller's (answer, receipt) or the buyer's (answer, shipment); null otherwise. */
export function deadlinePartyOf(status: number): "seller" | "buyer" | null {
  if (status === RefundStatus.toBeProcessed || status === RefundStatus.toBeConfirmReceipt) return "seller";
  if (
    status === RefundStatus.toBeModified ||
    status === RefundStatus.supplierRejectProduct ||
    status === RefundStatus.toBeShipped
  )
    return "buyer";
  return null;
}

/**
 * Splits `total` rupiah over `weights` in proportion, as integers whose sum is exactly `total` (largest
 * remainder; ties to the earlier index). All-zero weights answer all zeros (then `total` must be 0).
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => (big * BigInt(w)) / bigSum);
  const rems = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigSum }));
  let left = Number(big - parts.reduce((a, b) => a + b, 0n));
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left === 0) break;
    parts[i] += 1n;
    left -= 1;
  }
  return parts.map(Number);
}
