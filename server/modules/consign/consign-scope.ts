/**
 * Who acts on a consignment and which consignments they reach (spec §6 "only own", README choices): the SQL
 * conditions every consignment read and write applies, the consign number, the deadline of each status and
 * the refusals the services share. A consignment outside the caller's reach answers exactly like a missing one.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { consignStatusName, ConsignStatus, type ConsignTimers } from "@src/domain/consign";
import type { Language } from "@src/domain/wire";
import { ResultCode } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { nextDailyNumber } from "../../db/sequence";
import { consignments } from "../../db/schema/consign";
import { managedBuyerWhere } from "../customer/customer-scope";
import { ApiError, conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";

/**
 * Who makes a consignment move (src/domain/consign.ts ConsignActor) with what reaches it: a seller through
 * its CallerScope (shop, and "only own"), a buyer its own consignments, the timer sweeps any.
 */
export type ConsignCaller =
  { actor: "seller"; scope: CallerScope } | { actor: "buyer"; userId: number } | { actor: "system" };

/** A stored consignment row. */
export type ConsignRecord = typeof consignments.$inferSelect;

/** 404 `consignments:errors.notFound`: a missing consignment, another shop's, another buyer's, or not "own". */
export const consignNotFound = () => new ApiError(ResultCode.notFound, "consignments:errors.notFound");

/** The localized 409 of a move the table refuses (status = the localized status name). */
export function consignInvalidTransition(status: number, lang: Language): ApiError {
  return conflict("consignments:errors.invalidTransition", {
    status: translate(lang, `consignments:status.${consignStatusName(status)}`),
  });
}

/** The seller rows a scope reaches: the shop's consignments, for "only own" those of the customers it manages. */
export function sellerConsignWhere(scope: RowScope): SQL | undefined {
  return and(
    eq(consignments.shopId, scope.shopId),
    scope.ownerUserId === undefined
      ? undefined
      : managedBuyerWhere(consignments.shopId, consignments.buyerUserId, scope.ownerUserId),
  );
}

/** The consignments `caller` reaches (undefined: every consignment). */
export function callerConsignWhere(caller: ConsignCaller): SQL | undefined {
  if (caller.actor === "seller") return sellerConsignWhere(caller.scope);
  if (caller.actor === "buyer") return eq(consignments.buyerUserId, caller.userId);
  return undefined;
}

/** `CSG-yyyyMMdd-nnnnnn` (WIB date of `now`, the global sequence consign_no_seq zero-padded to 6 digits). */
export async function nextConsignNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "consign_no_seq", "CSG", now);
}

const DAY_MS = 24 * 3_600_000;

/** `now` plus `days` days. */
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * The deadline a consignment gets on entering `status` (README choices, CONSIGN_* timers): a request waits
 * `answerDays` for the seller's offer and an offer as long for the buyer's answer (then it expires);
 * waiting to be delivered shows the expected delivery (EDT days after the confirmation, moved by each
 * extension; no timer acts on it); on delivery waits `autoReceiveDays` for the buyer's receipt. Null
 * otherwise.
 */
export function consignDeadlineFor(status: number, now: Date, t: ConsignTimers, edtDays: number): Date | null {
  switch (status) {
    case ConsignStatus.buyerApply:
    case ConsignStatus.waitingConfirm:
      return daysAfter(now, t.answerDays);
    case ConsignStatus.waitingDelivered:
      return daysAfter(now, edtDays);
    case ConsignStatus.onDelivery:
      return daysAfter(now, t.autoReceiveDays);
    default:
      return null;
  }
}
