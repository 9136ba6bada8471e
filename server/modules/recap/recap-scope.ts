/**
 * Who acts on a recap and which recaps they reach (spec §6, docs/architecture.md §13): a seller its shop's
 * (recaps are shop documents, not owner-scoped: README choices), a buyer its own, the platform and the
 * sweeps any. A recap out of reach answers exactly like a missing one: 404 `recaps:errors.notFound`.
 */
import { eq, type SQL } from "drizzle-orm";
import { formatDate } from "@src/domain/datetime";
import { ResultCode } from "@src/domain/wire";
import { recaps } from "../../db/schema/settlement";
import { ApiError } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";

export type RecapCaller =
  | { actor: "seller"; scope: CallerScope }
  | { actor: "buyer"; userId: number }
  | { actor: "platform"; userId: number }
  | { actor: "system" };

export const recapNotFound = () => new ApiError(ResultCode.notFound, "recaps:errors.notFound");

/** The recaps `caller` reaches (undefined: every recap). */
export function callerRecapWhere(caller: RecapCaller): SQL | undefined {
  if (caller.actor === "seller") return eq(recaps.shopId, caller.scope.shopId);
  if (caller.actor === "buyer") return eq(recaps.buyerUserId, caller.userId);
  return undefined;
}

/** `yyyy-MM` of `d` in WIB. */
export const wibMonth = (d: Date) => formatDate(d).slice(0, 7);

/** The instant a WIB month `yyyy-MM` starts. */
export const wibMonthStart = (month: string) => new Date(`${month}-01T00:00:00+07:00`);

/** `RCP-yyyyMM-ssssss-bbbbbb`. */
export const recapNoOf = (month: string, shopId: number, buyerUserId: number) =>
  `RCP-${month.replace("-", "")}-${String(shopId).padStart(6, "0")}-${String(buyerUserId).padStart(6, "0")}`;

export type RecapRecord = typeof recaps.$inferSelect;
