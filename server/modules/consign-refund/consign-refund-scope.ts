/**
 * Who acts on a consignment refund and which refunds they reach (spec §6 "only own", README choices): the
 * SQL conditions every consignment refund read and write applies, the refund number, the deadline of each
 * status and the shared refusals. A refund outside the caller's reach answers exactly like a missing one.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { ConsignRefundStatus, consignRefundStatusName, type ConsignTimers } from "@src/domain/consign";
import { ResultCode, type Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { nextDailyNumber } from "../../db/sequence";
import { consignRefunds } from "../../db/schema/consign";
import { ApiError, conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";
import { managedBuyerWhere } from "../customer/customer-scope";
import { daysAfter } from "../consign/consign-scope";

/** Who makes a consignment refund move: a seller through its scope, a buyer its own refunds, the sweeps any. */
export type ConsignRefundCaller =
  { actor: "seller"; scope: CallerScope } | { actor: "buyer"; userId: number } | { actor: "system" };

/** A stored consignment refund row. */
export type ConsignRefundRecord = typeof consignRefunds.$inferSelect;

/** 404 `consignRefunds:errors.notFound`: missing, another shop's, another buyer's, or not "own". */
export const consignRefundNotFound = () => new ApiError(ResultCode.notFound, "consignRefunds:errors.notFound");

/** The localized 409 of a move the table refuses (status = the localized status name). */
export function consignRefundInvalidTransition(status: number, lang: Language): ApiError {
  return conflict("consignRefunds:errors.invalidTransition", {
    status: translate(lang, `consignRefunds:status.${consignRefundStatusName(status)}`),
  });
}

/** The seller rows a scope reaches: the shop's refunds, for "only own" those of the customers it manages. */
export function sellerConsignRefundWhere(scope: RowScope): SQL | undefined {
  return and(
    eq(consignRefunds.shopId, scope.shopId),
    scope.ownerUserId === undefined
      ? undefined
      : managedBuyerWhere(consignRefunds.shopId, consignRefunds.buyerUserId, scope.ownerUserId),
  );
}

/** The refunds `caller` reaches (undefined: every refund). */
export function callerConsignRefundWhere(caller: ConsignRefundCaller): SQL | undefined {
  if (caller.actor === "seller") return sellerConsignRefundWhere(caller.scope);
  if (caller.actor === "buyer") return eq(consignRefunds.buyerUserId, caller.userId);
  return undefined;
}

/** `CRF-yyyyMMdd-nnnnnn` (WIB date of `now`, the global sequence consign_refund_no_seq zero-padded to 6 digits). */
export async function nextConsignRefundNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "consign_refund_no_seq", "CRF", now);
}

/**
 * The deadline a refund gets on entering `status` (README choices, CONSIGN_REFUND_ANSWER_DAYS): the buyer's
 * change (waiting modified) and its shipment back (waiting delivery) each get `refundAnswerDays`, then the
 * refund closes (CONSIGN_REFUND_MOVES expire). Null in every other status.
 */
export function consignRefundDeadlineFor(status: number, now: Date, t: ConsignTimers): Date | null {
  if (status === ConsignRefundStatus.waitingModified || status === ConsignRefundStatus.waitingDelivery)
    return daysAfter(now, t.refundAnswerDays);
  return null;
}
