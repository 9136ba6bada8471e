/**
 * Who acts on a partnership and which partnerships they reach (spec §6 "only own", README choices): the SQL
 * conditions every partnership read and write applies, and the refusals the services share. A partnership
 * outside the caller's reach answers exactly like a missing one (404 `partnerships:errors.notFound`).
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { PartnershipActor } from "@src/domain/partnership";
import type { PartnershipStatus } from "@src/domain/request";
import type { Language } from "@src/domain/wire";
import { ResultCode } from "@src/domain/wire";
import { managedBuyerWhere } from "../customer/customer-scope";
import { type partnershipAddenda, partnerships } from "../../db/schema/partnership";
import { ApiError, conflict } from "../../http/envelope";
import { translate } from "../../http/i18n";
import type { CallerScope, RowScope } from "../../http/scope";

/**
 * Who makes a partnership move (src/domain/partnership.ts PartnershipActor): a seller through its CallerScope
 * (shop, and "only own"), a buyer its own partnerships, the platform any partnership.
 */
export type PartnershipCaller =
  { actor: "seller"; scope: CallerScope } | { actor: "buyer"; userId: number } | { actor: "platform"; userId: number };

/** The acting user of a caller (the seller, the buyer or the platform admin). */
export function actorUserId(caller: PartnershipCaller): number {
  return caller.actor === "seller" ? caller.scope.userId : caller.userId;
}

/** The actor kind of a caller, as the move table names it. */
export const actorOf = (caller: PartnershipCaller): PartnershipActor => caller.actor;

/** A stored partnership row. */
export type PartnershipRecord = typeof partnerships.$inferSelect;
/** A stored addendum row. */
export type AddendumRecord = typeof partnershipAddenda.$inferSelect;

/** 404 `partnerships:errors.notFound`: missing, another shop's, another buyer's, or not "own". */
export const partnershipNotFound = () => new ApiError(ResultCode.notFound, "partnerships:errors.notFound");
/** 404 `partnerships:errors.addendumNotFound`. */
export const addendumNotFound = () => new ApiError(ResultCode.notFound, "partnerships:errors.addendumNotFound");
/** 409 `partnerships:errors.addendumInvalidTransition`: the addendum is no longer waiting / accepted. */
export const addendumInvalidTransition = () => conflict("partnerships:errors.addendumInvalidTransition");

/** The localized 409 of a move the table refuses (status = the localized status name). */
export function partnershipInvalidTransition(status: PartnershipStatus, lang: Language): ApiError {
  return conflict("partnerships:errors.invalidTransition", {
    status: translate(lang, `partnerships:status.${status}`),
  });
}

/**
 * The seller rows a scope reaches (spec §6, README choices "only own"): the shop's partnerships, and for an
 * "only own" position those of the customers it manages (customers.account_manager_user_id), in SQL.
 */
export function sellerPartnershipWhere(scope: RowScope): SQL | undefined {
  return and(
    eq(partnerships.shopId, scope.shopId),
    scope.ownerUserId === undefined
      ? undefined
      : managedBuyerWhere(partnerships.shopId, partnerships.buyerUserId, scope.ownerUserId),
  );
}

/** The partnerships `caller` reaches (undefined: every partnership, for the platform). */
export function callerPartnershipWhere(caller: PartnershipCaller): SQL | undefined {
  if (caller.actor === "seller") return sellerPartnershipWhere(caller.scope);
  if (caller.actor === "buyer") return eq(partnerships.buyerUserId, caller.userId);
  return undefined;
}
