/**
 * Who acts on a tender and which tenders they reach (spec §6 "only own", README choices): a seller its shop's
 * tenders (an "only own" position those it created or last handled), a buyer the submitted tenders on its own
 * inquiries (drafts are invisible to buyers), the timer sweeps any. A tender outside the caller's reach
 * answers exactly like a missing one (404 `tenders:errors.notFound`).
 */
import { and, eq, gte, or, sql, type SQL } from "drizzle-orm";
import { TenderStatus, tenderStatusName } from "@src/domain/inquiry";
import { ResultCode, type Language } from "@src/domain/wire";
import { inquiries, tenders } from "../../db/schema/inquiry";
import { ApiError, conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";

/** Who makes a tender move (src/domain/tender-transitions.ts TenderActor) with what reaches the tender. */
export type TenderCaller =
  { actor: "seller"; scope: CallerScope } | { actor: "buyer"; userId: number } | { actor: "system" };

/** A stored tender row. */
export type TenderRecord = typeof tenders.$inferSelect;

/** 404 `tenders:errors.notFound`: a missing tender, another shop's, not "own", or a draft asked by the buyer. */
export const tenderNotFound = () => new ApiError(ResultCode.notFound, "tenders:errors.notFound");

/** The localized 409 of a move the table refuses (status = the localized status name). */
export function tenderInvalidTransition(status: number, lang: Language): ApiError {
  return conflict("tenders:errors.invalidTransition", {
    status: translate(lang, `tenders:status.${tenderStatusName(status)}`),
  });
}

/** The seller rows a scope reaches: the shop's tenders, for an "only own" position those it owns or handled. */
export function sellerTenderWhere(scope: RowScope): SQL | undefined {
  return and(
    eq(tenders.shopId, scope.shopId),
    scope.ownerUserId === undefined
      ? undefined
      : or(eq(tenders.ownerUserId, scope.ownerUserId), eq(tenders.handlerUserId, scope.ownerUserId)),
  );
}

/** The buyer's rows: submitted tenders (status 2 and later) on its own inquiries. */
export function buyerTenderWhere(buyerUserId: number): SQL | undefined {
  return and(
    gte(tenders.status, TenderStatus.wait),
    sql`${tenders.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inquiries.buyerUserId} = ${buyerUserId})`,
  );
}

/** The tenders `caller` reaches (undefined: every tender). */
export function callerTenderWhere(caller: TenderCaller): SQL | undefined {
  if (caller.actor === "seller") return sellerTenderWhere(caller.scope);
  if (caller.actor === "buyer") return buyerTenderWhere(caller.userId);
  return undefined;
}
