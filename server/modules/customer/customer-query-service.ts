/**
 * Reading customers (spec §3 "Customer"; §2 /customer list and detail; README choices "customer",
 * "credit"): the paged list with credit figures, and the detail with settlement, aging, held orders,
 * discounts, linked accounts and a waiting info change. Scoped by customer-scope.ts in SQL. Times are
 * answered `yyyy-MM-dd HH:mm:ss` WIB; money integer rupiah.
 *
 * The list computes `used` with ONE grouped query over the page's buyers (credit-service.ts usedCreditOf),
 * never per row, so a page costs the same for 20 or 20,000 customers (bench/customer-list.ts).
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatDate, formatDateTime } from "@src/domain/datetime";
import { BillStatus } from "@src/domain/bill";
import { CreditHold, creditFigures, InfoChangeStatus, type CreditHoldReason } from "@src/domain/customer";
import type {
  CustomerDetail,
  CustomerDiscountRow,
  CustomerPageFilters,
  CustomerRow,
} from "@src/resources/customers/schema";
import type { Db } from "../../db/client";
import { likePattern } from "../../db/like";
import { users } from "../../db/schema/auth";
import { bills } from "../../db/schema/bill";
import { customerDiscounts, customerInfoChanges, customers, linkedAccounts } from "../../db/schema/customer";
import { orders } from "../../db/schema/order";
import { partnerships } from "../../db/schema/partnership";
import type { RowScope } from "../../http/scope";
import { regionNamesByCode } from "../store/store-service";
import { agingOf, creditOf, usedCreditOf, usesCredit } from "./credit-service";
import { customerNotFound, customerWhere } from "./customer-scope";

const buyer = alias(users, "buyer");
const manager = alias(users, "manager");

const rowColumns = {
  c: customers,
  buyerUserName: buyer.userName,
  buyerNickName: buyer.nickName,
  email: buyer.email,
  managerUserName: manager.userName,
  managerNickName: manager.nickName,
  partnershipStatus: partnerships.status,
  creditLimit: partnerships.creditLimit,
};

type JoinedRow = {
  c: typeof customers.$inferSelect;
  buyerUserName: string;
  buyerNickName: string;
  email: string;
  managerUserName: string | null;
  managerNickName: string | null;
  partnershipStatus: CustomerRow["partnershipStatus"];
  creditLimit: number | null;
};

/** The active partnership's limit, else 0 (README choices "credit"). */
function limitOf(r: Pick<JoinedRow, "partnershipStatus" | "creditLimit">): number {
  return r.partnershipStatus === "active" ? (r.creditLimit ?? 0) : 0;
}

function toRow(r: JoinedRow, used: number): CustomerRow {
  const c = r.c;
  return {
    id: c.id,
    buyerUserId: c.buyerUserId,
    buyerUserName: r.buyerUserName,
    buyerName: r.buyerNickName || r.buyerUserName,
    email: r.email,
    companyCategory: c.companyCategory,
    companyName: c.companyName,
    contactPerson: c.contactPerson,
    contactPhone: c.contactPhone,
    accountManagerUserId: c.accountManagerUserId,
    accountManagerName: c.accountManagerUserId === null ? null : r.managerNickName || r.managerUserName,
    partnershipStatus: r.partnershipStatus,
    credit: creditFigures(limitOf(r), used),
    transactionTime: c.lastOrderTime ? formatDateTime(c.lastOrderTime) : null,
    createTime: formatDateTime(c.createTime),
  };
}

function joined(db: Db) {
  return db
    .select(rowColumns)
    .from(customers)
    .innerJoin(buyer, eq(buyer.id, customers.buyerUserId))
    .leftJoin(manager, eq(manager.id, customers.accountManagerUserId))
    .leftJoin(
      partnerships,
      and(eq(partnerships.shopId, customers.shopId), eq(partnerships.buyerUserId, customers.buyerUserId)),
    );
}

/** The list's conditions: scope and filters (creditAlert: available below 0, or an overdue bill, at `now`). */
function whereOf(scope: RowScope, f: CustomerPageFilters, now: Date): SQL | undefined {
  const conds: (SQL | undefined)[] = [customerWhere(scope)];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(
      or(
        ilike(buyer.userName, p),
        ilike(buyer.nickName, p),
        ilike(customers.companyName, p),
        ilike(customers.contactPerson, p),
        ilike(customers.contactPhone, p),
      ),
    );
  }
  if (f.companyCategory) conds.push(eq(customers.companyCategory, f.companyCategory));
  if (f.accountManagerUserId !== undefined) conds.push(eq(customers.accountManagerUserId, f.accountManagerUserId));
  if (f.creditAlert) {
    const used = sql`(select coalesce(sum(${orders.total}), 0) from ${orders}
      where ${orders.shopId} = ${customers.shopId} and ${orders.buyerUserId} = ${customers.buyerUserId}
      and ${usesCredit()})`;
    const limit = sql`(case when ${partnerships.status} = 'active' then ${partnerships.creditLimit} else 0 end)`;
    const overdue = sql`exists (select 1 from ${bills} where ${bills.shopId} = ${customers.shopId}
      and ${bills.buyerUserId} = ${customers.buyerUserId} and ${bills.status} <> ${BillStatus.paid}
      and ${bills.paidTime} is null and ${bills.deadline} < ${now.toISOString()}::timestamptz)`;
    conds.push(sql`(${limit} - ${used} < 0 or ${overdue})`);
  }
  return and(...conds);
}

/**
 * One page of the customers `scope` reaches, newest first (create time desc, id desc), with credit figures.
 * @returns rows and the total count under the filters
 */
export async function pageCustomers(
  db: Db,
  scope: RowScope,
  filters: CustomerPageFilters,
  limit: number,
  offset: number,
  now: Date,
): Promise<{ rows: CustomerRow[]; rowCount: number }> {
  const where = whereOf(scope, filters, now);
  const needsJoin = Boolean(filters.keyword) || Boolean(filters.creditAlert);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(customers.createTime), desc(customers.id))
      .limit(limit)
      .offset(offset) as Promise<JoinedRow[]>,
    needsJoin
      ? db
          .select({ n: count() })
          .from(customers)
          .innerJoin(buyer, eq(buyer.id, customers.buyerUserId))
          .leftJoin(
            partnerships,
            and(eq(partnerships.shopId, customers.shopId), eq(partnerships.buyerUserId, customers.buyerUserId)),
          )
          .where(where)
      : db.select({ n: count() }).from(customers).where(where),
  ]);
  const used = await usedCreditOf(
    db,
    scope.shopId,
    rows.map((r) => r.c.buyerUserId),
  );
  return { rows: rows.map((r) => toRow(r, used.get(r.c.buyerUserId) ?? 0)), rowCount: Number(total?.n ?? 0) };
}

/** A discount's state on WIB day `today`. */
export function discountState(d: { startDate: string; endDate: string }, today: string): CustomerDiscountRow["state"] {
  if (today < d.startDate) return "upcoming";
  if (today > d.endDate) return "ended";
  return "active";
}

function addressTextOf(
  a: { regionCodes: string[]; postalCode: string; detail: string } | null,
  names: Map<string, string>,
): string | null {
  if (!a) return null;
  const regions = [...a.regionCodes].reverse().map((c) => names.get(c) ?? c);
  return [a.detail, ...regions, a.postalCode].filter((x) => x !== "").join(", ");
}

/**
 * The customer `id` as `scope` reaches it, at `now` (discount states and aging by the WIB day).
 * @throws 404 customers:errors.notFound
 */
export async function customerDetail(db: Db, scope: RowScope, id: number, now: Date): Promise<CustomerDetail> {
  const [r] = (await joined(db).where(and(customerWhere(scope), eq(customers.id, id)))) as JoinedRow[];
  if (!r) throw customerNotFound();
  const c = r.c;
  const [[p], credit, aging, discounts, held, linked, [pending], names] = await Promise.all([
    db
      .select()
      .from(partnerships)
      .where(and(eq(partnerships.shopId, c.shopId), eq(partnerships.buyerUserId, c.buyerUserId))),
    creditOf(db, c.shopId, c.buyerUserId, now),
    agingOf(db, c.shopId, c.buyerUserId, now),
    db
      .select()
      .from(customerDiscounts)
      .where(eq(customerDiscounts.customerId, c.id))
      .orderBy(desc(customerDiscounts.startDate), asc(customerDiscounts.type), desc(customerDiscounts.id)),
    db
      .select({
        orderNo: orders.orderNo,
        total: orders.total,
        reason: orders.creditHoldReason,
        orderTime: orders.orderTime,
      })
      .from(orders)
      .where(
        and(eq(orders.shopId, c.shopId), eq(orders.buyerUserId, c.buyerUserId), eq(orders.creditHold, CreditHold.held)),
      )
      .orderBy(asc(orders.orderTime), asc(orders.id)),
    db
      .select({ userName: users.userName, nickName: users.nickName })
      .from(linkedAccounts)
      .innerJoin(users, eq(users.id, linkedAccounts.linkedBuyerUserId))
      .where(eq(linkedAccounts.ownerBuyerUserId, c.buyerUserId))
      .orderBy(asc(linkedAccounts.id)),
    db
      .select({ id: customerInfoChanges.id })
      .from(customerInfoChanges)
      .where(and(eq(customerInfoChanges.customerId, c.id), eq(customerInfoChanges.status, InfoChangeStatus.waiting))),
    regionNamesByCode(db, [c.address?.regionCodes ?? [], c.invoiceAddress?.regionCodes ?? []]),
  ]);
  const today = formatDate(now);
  return {
    ...toRow(r, credit.used),
    credit: { limit: credit.limit, used: credit.used, available: credit.available },
    address: c.address ?? null,
    invoiceAddress: c.invoiceAddress ?? null,
    addressText: addressTextOf(c.address ?? null, names),
    invoiceAddressText: addressTextOf(c.invoiceAddress ?? null, names),
    deliveryFeeMethod: c.deliveryFeeMethod,
    billFeeMethod: c.billFeeMethod,
    discounts: discounts.map((d) => ({
      id: d.id,
      type: d.type,
      rate: d.rate,
      tiers: d.tiers,
      startDate: d.startDate,
      endDate: d.endDate,
      state: discountState(d, today),
      createTime: formatDateTime(d.createTime),
    })),
    settlement: {
      partnershipId: p?.id ?? null,
      settlementPeriod: p?.settlementPeriod ?? null,
      settlementDate: p?.settlementDate ?? null,
      tempoWorkdays: p?.tempoWorkdays ?? null,
      agreementType: p?.agreementType ?? null,
      credit: { limit: credit.limit, used: credit.used, available: credit.available },
      aging,
      overdueBills: credit.overdueBills,
    },
    heldOrders: held.map((o) => ({
      orderNo: o.orderNo,
      total: o.total,
      reason: (o.reason ?? "overLimit") as CreditHoldReason,
      createTime: formatDateTime(o.orderTime),
    })),
    linkedAccounts: linked.map((l) => ({ userName: l.userName, name: l.nickName || l.userName })),
    pendingInfoChangeId: pending?.id ?? null,
  };
}
