/**
 * Which customers a seller caller reaches (spec §6 "only own"; README choices "customer"): the rows of its
 * shop and, for an "only own" position (callerScope(...).ownerUserId set), only those whose account manager
 * it is. Enforced in SQL; a customer out of reach answers exactly like a missing one (404
 * customers:errors.notFound).
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ResultCode } from "@src/domain/wire";
import type { Tx } from "../../db/client";
import { customers } from "../../db/schema/customer";
import { ApiError } from "../../http/envelope";
import type { RowScope } from "../../http/scope";

/** 404 customers:errors.notFound. */
export const customerNotFound = () => new ApiError(ResultCode.notFound, "customers:errors.notFound");

/** The SQL condition of the customers `scope` reaches. */
export function customerWhere(scope: RowScope): SQL {
  const shop = eq(customers.shopId, scope.shopId);
  return scope.ownerUserId === undefined
    ? shop
    : (and(shop, eq(customers.accountManagerUserId, scope.ownerUserId)) ?? shop);
}

/**
 * "Only own" on the rows of other tables (partnerships, consignments, consignment refunds): the rows of buyers
 * whose customer row at the shop names `ownerUserId` as its account manager. `shopCol` and `buyerCol` are the
 * row's shop and buyer columns.
 */
export function managedBuyerWhere(shopCol: AnyPgColumn, buyerCol: AnyPgColumn, ownerUserId: number): SQL {
  return sql`exists (select 1 from ${customers} where ${customers.shopId} = ${shopCol} and ${customers.buyerUserId} = ${buyerCol} and ${customers.accountManagerUserId} = ${ownerUserId})`;
}

export type CustomerRecord = typeof customers.$inferSelect;

/**
 * Locks (FOR NO KEY UPDATE, in id order so two callers never deadlock) and answers the customers `ids` that
 * `scope` reaches.
 * @throws 404 customers:errors.notFound when any of them is out of reach
 */
export async function lockCustomers(tx: Tx, scope: RowScope, ids: readonly number[]): Promise<CustomerRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(customers)
    .where(and(customerWhere(scope), inArray(customers.id, unique)))
    .orderBy(asc(customers.id))
    .for("no key update");
  if (rows.length !== unique.length) throw customerNotFound();
  return rows;
}
