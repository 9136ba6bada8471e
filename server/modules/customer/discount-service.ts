/**
 * Customer discounts (spec §2 detail/add-discount, detail/mulitple-set-discount; §3 "Customer" discount
 * type fixed or by order amount with start/end dates; README choices "discounts"): a customer holds at most
 * one discount of a type on any WIB day. The customer rows are locked FOR NO KEY UPDATE (in id order) before the
 * overlap check, so two concurrent adds for one customer are serialised and cannot both pass.
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { ResultCode } from "@src/domain/wire";
import type { discountSchema } from "@src/resources/customers/schema";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { customerDiscounts } from "../../db/schema/customer";
import { ApiError } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { lockCustomers, type CustomerRecord } from "./customer-scope";

type DiscountBody = z.infer<typeof discountSchema>;

/**
 * Refuses when any of `locked` already holds a discount of `d.type` sharing a day with `d`.
 * @throws 409 customers:errors.discountOverlap (one customer) or customers:errors.discountOverlapCustomers
 *   {customers} (several asked; names the overlapping ones), data `{ customerIds }`
 */
async function assertNoOverlap(tx: Tx, locked: CustomerRecord[], d: DiscountBody, many: boolean): Promise<void> {
  const hits = await tx
    .selectDistinct({ customerId: customerDiscounts.customerId })
    .from(customerDiscounts)
    .where(
      and(
        inArray(
          customerDiscounts.customerId,
          locked.map((c) => c.id),
        ),
        eq(customerDiscounts.type, d.type),
        lte(customerDiscounts.startDate, d.endDate),
        gte(customerDiscounts.endDate, d.startDate),
      ),
    );
  if (hits.length === 0) return;
  const ids = new Set(hits.map((h) => h.customerId));
  const names = locked.filter((c) => ids.has(c.id)).map((c) => c.companyName || `#${c.id}`);
  const customerIds = locked.filter((c) => ids.has(c.id)).map((c) => c.id);
  throw many
    ? new ApiError(
        ResultCode.conflict,
        "customers:errors.discountOverlapCustomers",
        { customers: names.join(", ") },
        { customerIds },
      )
    : new ApiError(ResultCode.conflict, "customers:errors.discountOverlap", {}, { customerIds });
}

async function insertDiscounts(
  tx: Tx,
  scope: CallerScope,
  locked: CustomerRecord[],
  d: DiscountBody,
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .insert(customerDiscounts)
    .values(
      locked.map((c) => ({
        shopId: scope.shopId,
        customerId: c.id,
        type: d.type,
        rate: d.type === 1 ? d.rate : null,
        tiers: d.type === 1 ? [] : d.tiers,
        startDate: d.startDate,
        endDate: d.endDate,
        createdBy: scope.userId,
        createTime: now,
      })),
    )
    .returning({ id: customerDiscounts.id, customerId: customerDiscounts.customerId });
  for (const r of rows)
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "customers",
        action: "discount",
        recordId: r.customerId,
        before: null,
        after: { discountId: r.id, ...d },
      },
      now,
    );
  return rows.map((r) => r.id);
}

/**
 * Adds `discount` to customer `customerId` (spec §2 detail/add-discount).
 * @returns `{ id }` of the discount
 * @throws 404 customers:errors.notFound; 409 customers:errors.discountOverlap
 */
export async function addDiscount(
  db: Db,
  scope: CallerScope,
  body: { customerId: number; discount: DiscountBody },
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const locked = await lockCustomers(tx, scope, [body.customerId]);
    await assertNoOverlap(tx, locked, body.discount, false);
    const [id] = await insertDiscounts(tx, scope, locked, body.discount, now);
    return { id: id! };
  });
}

/**
 * Sets the same `discount` for every customer of `customerIds` in ONE transaction (spec §2
 * detail/mulitple-set-discount): any overlap, or any customer out of reach, refuses them all.
 * @returns `{ ids }` of the discounts, in customer id order
 * @throws 404 customers:errors.notFound; 409 customers:errors.discountOverlapCustomers {customers}
 */
export async function multipleSetDiscount(
  db: Db,
  scope: CallerScope,
  body: { customerIds: number[]; discount: DiscountBody },
  now: Date,
): Promise<{ ids: number[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockCustomers(tx, scope, body.customerIds);
    await assertNoOverlap(tx, locked, body.discount, true);
    return { ids: await insertDiscounts(tx, scope, locked, body.discount, now) };
  });
}

/**
 * Deletes discount `discountId` of customer `customerId`.
 * @returns `{ id }`
 * @throws 404 customers:errors.notFound (customer out of reach), customers:errors.discountNotFound
 */
export async function deleteDiscount(
  db: Db,
  scope: CallerScope,
  body: { customerId: number; discountId: number },
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockCustomers(tx, scope, [body.customerId]);
    const [gone] = await tx
      .delete(customerDiscounts)
      .where(and(eq(customerDiscounts.id, body.discountId), eq(customerDiscounts.customerId, body.customerId)))
      .returning();
    if (!gone) throw new ApiError(ResultCode.notFound, "customers:errors.discountNotFound");
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "customers",
        action: "discount",
        recordId: body.customerId,
        before: {
          discountId: gone.id,
          type: gone.type,
          rate: gone.rate,
          tiers: gone.tiers,
          startDate: gone.startDate,
          endDate: gone.endDate,
        },
        after: null,
      },
      now,
    );
    return { id: gone.id };
  });
}
