/**
 * Who acts on an order and which orders they reach (spec §6 "only own", docs/architecture.md §13): the
 * SQL conditions every order read and write of this module applies, the order-number sequences, and the
 * refusals shared by the services. An order outside the caller's reach answers exactly like a missing one.
 */
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { OrderTimers } from "@src/domain/order";
import { ResultCode } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { asValue, preparedOnce, type Bind, type Handle } from "../../db/prepared";
import { nextDailyNumber } from "../../db/sequence";
import { orderItems, orders } from "../../db/schema/order";
import { ApiError } from "../../http/envelope";
import type { CallerScope, RowScope } from "../../http/scope";

/**
 * Who makes a move (src/domain/order-transitions.ts OrderActor) with what reaches the order:
 * a seller through its CallerScope (shop, and "only own"), a buyer its own orders, the platform and the
 * timer sweeps any order.
 */
export type OrderCaller =
  | { actor: "seller"; scope: CallerScope }
  | { actor: "buyer"; userId: number }
  | { actor: "platform"; userId: number }
  | { actor: "system" };

/** The order timers (server/config.ts orderTimersOf) the moves that start a clock read. */
export type { OrderTimers };

/** 404 `orders:errors.notFound`: a missing order, another shop's, another buyer's, or not "own". */
export const orderNotFound = () => new ApiError(ResultCode.notFound, "orders:errors.notFound");

/**
 * A seller scope, optionally narrowed to one order type (src/domain/inquiry.ts OrderType): the order routes
 * reach product orders only and the inquiry-order routes inquiry orders only, so an authority of one never
 * moves the other's orders (each answers "not found" for the other type).
 */
export type OrderRowScope = RowScope & { orderType?: number };

/**
 * The seller rows a scope reaches (spec §6, README choices "only own" for orders): the shop's orders, and
 * for an "only own" position those whose first line's product it owns (owner_user_id) or that it last
 * acted on (handler_user_id).
 */
export function sellerOrderWhere(scope: OrderRowScope, bind: Bind = asValue): SQL | undefined {
  const owner = scope.ownerUserId === undefined ? undefined : bind("ownerUserId", scope.ownerUserId);
  return and(
    eq(orders.shopId, bind("shopId", scope.shopId)),
    scope.orderType === undefined ? undefined : eq(orders.orderType, bind("orderType", scope.orderType)),
    owner === undefined ? undefined : or(eq(orders.ownerUserId, owner), eq(orders.handlerUserId, owner)),
  );
}

/**
 * The orders `caller` reaches (undefined: every order).
 * @param bind how the caller's ids enter the statement (server/db/prepared.ts): values, or placeholders
 *   (`shopId`, `orderType`, `ownerUserId`; `buyerUserId`) for a prepared statement of the caller's shape
 *   (server/http/scope.ts `callerShape`).
 */
export function callerOrderWhere(caller: OrderCaller, bind: Bind = asValue): SQL | undefined {
  if (caller.actor === "seller") return sellerOrderWhere(caller.scope, bind);
  if (caller.actor === "buyer") return eq(orders.buyerUserId, bind("buyerUserId", caller.userId));
  return undefined;
}

/** `now` plus `hours`. */
export const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** `ORD-yyyyMMdd-nnnnnn` (WIB date of `now`, the global sequence zero-padded to 6 digits). */
export async function nextOrderNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "order_no_seq", "ORD", now);
}

/** `DO-yyyyMMdd-nnnnnn` (WIB date of `now`). */
export async function nextDoNo(db: Db | Tx, now: Date): Promise<string> {
  return nextDailyNumber(db, "delivery_order_no_seq", "DO", now);
}

/**
 * Every line of order `orderId`, in line order. Prepared (docs/architecture.md §6 "Prepared statements"): the
 * detail and every move that takes or gives back stock read them.
 */
export function orderLinesOf(handle: Handle, orderId: number) {
  return preparedOnce(handle, "order_lines", (h, name) =>
    h
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, sql.placeholder("orderId")))
      .orderBy(asc(orderItems.id))
      .prepare(name),
  ).execute({ orderId });
}

/** A stored order row. */
export type OrderRowRecord = typeof orders.$inferSelect;
