/**
 * A buyer's change of its company information, checked by the seller (spec §2 /customer/verifyInfoChange;
 * §3 "Customer"). The buyer asks (buyer API) for new values of its customer fields at one shop; the shop's
 * main admin and the customer's account manager get a message; the seller approves (the values are written
 * to the customer) or rejects with a reason. At most one change waits per customer (409
 * customers:errors.infoChangePending, the §8 text; a partial unique index holds it under concurrent calls).
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { INFO_CHANGE_FIELDS, InfoChangeStatus, type InfoChangeField } from "@src/domain/customer";
import { ResultCode } from "@src/domain/wire";
import type { buyerInfoChangeSchema, InfoChangeRow } from "@src/resources/customers/schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { customerInfoChanges, customers } from "../../db/schema/customer";
import { shops } from "../../db/schema/shop";
import { ApiError, conflict } from "../../http/envelope";
import type { CallerScope, RowScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { notify } from "../message/message-service";
import { customerWhere } from "./customer-scope";

type BuyerInfoChange = z.infer<typeof buyerInfoChangeSchema>;
type StoredChange = typeof customerInfoChanges.$inferSelect;

const infoChangeNotFound = () => new ApiError(ResultCode.notFound, "customers:errors.infoChangeNotFound");

function toRow(c: StoredChange, buyer: { userName: string; nickName: string }): InfoChangeRow {
  const fields = INFO_CHANGE_FIELDS.filter((f) => f in c.requested);
  return {
    id: c.id,
    customerId: c.customerId,
    buyerUserName: buyer.userName,
    buyerName: buyer.nickName || buyer.userName,
    status: c.status,
    changes: fields.map((field) => ({
      field,
      previous: c.previous[field] ?? null,
      requested: c.requested[field] ?? null,
    })),
    rejectReason: c.rejectReason,
    requestTime: formatDateTime(c.requestTime),
    decideTime: c.decideTime ? formatDateTime(c.decideTime) : null,
  };
}

async function pageOf(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: customerInfoChanges, userName: users.userName, nickName: users.nickName })
      .from(customerInfoChanges)
      .innerJoin(customers, eq(customers.id, customerInfoChanges.customerId))
      .innerJoin(users, eq(users.id, customerInfoChanges.buyerUserId))
      .where(where)
      .orderBy(desc(customerInfoChanges.requestTime), desc(customerInfoChanges.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(customerInfoChanges)
      .innerJoin(customers, eq(customers.id, customerInfoChanges.customerId))
      .where(where),
  ]);
  return { rows: rows.map((r) => toRow(r.c, r)), rowCount: Number(total?.n ?? 0) };
}

/** The info changes of the customers `scope` reaches, newest first, optionally of one status. */
export async function pageInfoChanges(
  db: Db,
  scope: RowScope,
  filters: { status?: number },
  limit: number,
  offset: number,
): Promise<{ rows: InfoChangeRow[]; rowCount: number }> {
  const where = and(
    customerWhere(scope),
    filters.status === undefined ? undefined : eq(customerInfoChanges.status, filters.status),
  );
  return pageOf(db, where, limit, offset);
}

/** The buyer's own info changes at every shop, newest first. */
export async function pageBuyerInfoChanges(
  db: Db,
  buyerUserId: number,
  limit: number,
  offset: number,
): Promise<{ rows: InfoChangeRow[]; rowCount: number }> {
  return pageOf(db, eq(customerInfoChanges.buyerUserId, buyerUserId), limit, offset);
}

/**
 * The buyer's request to change its company information at shop `body.shopId`; the shop's main admin and
 * the customer's account manager get a message.
 * @returns `{ id }`
 * @throws 404 customers:errors.notCustomer (not a customer of that shop); 409 customers:errors.infoChangePending
 */
export async function createInfoChange(
  db: Db,
  buyerUserId: number,
  body: BuyerInfoChange,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, body.shopId), eq(customers.buyerUserId, buyerUserId)))
      .for("no key update");
    if (!customer) throw new ApiError(ResultCode.notFound, "customers:errors.notCustomer");
    const [waiting] = await tx
      .select({ id: customerInfoChanges.id })
      .from(customerInfoChanges)
      .where(
        and(eq(customerInfoChanges.customerId, customer.id), eq(customerInfoChanges.status, InfoChangeStatus.waiting)),
      );
    if (waiting) throw conflict("customers:errors.infoChangePending");
    const requested: Partial<Record<InfoChangeField, unknown>> = {};
    const previous: Partial<Record<InfoChangeField, unknown>> = {};
    for (const f of INFO_CHANGE_FIELDS) {
      if (body.changes[f] === undefined) continue;
      requested[f] = body.changes[f];
      previous[f] = customer[f] ?? null;
    }
    const [row] = await tx
      .insert(customerInfoChanges)
      .values({
        shopId: body.shopId,
        customerId: customer.id,
        buyerUserId,
        status: InfoChangeStatus.waiting,
        requested,
        previous,
        requestTime: now,
      })
      .returning({ id: customerInfoChanges.id });
    const [shop] = await tx.select({ ownerUserId: shops.ownerUserId }).from(shops).where(eq(shops.id, body.shopId));
    const [buyer] = await tx
      .select({ userName: users.userName, nickName: users.nickName })
      .from(users)
      .where(eq(users.id, buyerUserId));
    await notify(tx, {
      userIds: [shop?.ownerUserId, customer.accountManagerUserId ?? undefined].filter(
        (id): id is number => id !== undefined,
      ),
      type: "customer.infoChange",
      titleKey: "messages:system.customer.infoChange",
      params: { buyerName: buyer?.nickName || buyer?.userName || "" },
      url: "/customer/verifyInfoChange",
      now,
    });
    return { id: row!.id };
  });
}

/**
 * The seller's decision on info change `id`: approve writes the asked values to the customer; reject keeps
 * the customer and stores the reason.
 * @returns `{ id, status }`
 * @throws 404 customers:errors.infoChangeNotFound (missing or out of reach); 409 customers:errors.infoChangeDecided
 */
export async function decideInfoChange(
  db: Db,
  scope: CallerScope,
  input: { id: number; approve: boolean; reason?: string },
  now: Date,
): Promise<{ id: number; status: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ c: customerInfoChanges })
      .from(customerInfoChanges)
      .innerJoin(customers, eq(customers.id, customerInfoChanges.customerId))
      .where(and(customerWhere(scope), eq(customerInfoChanges.id, input.id)))
      .for("no key update");
    if (!found) throw infoChangeNotFound();
    const change = found.c;
    if (change.status !== InfoChangeStatus.waiting) throw conflict("customers:errors.infoChangeDecided");
    const status = input.approve ? InfoChangeStatus.approved : InfoChangeStatus.rejected;
    if (input.approve) {
      // Only the customer fields a buyer may change (the stored request was parsed by buyerInfoChangeSchema).
      const set: Record<string, unknown> = { updateTime: now };
      for (const f of INFO_CHANGE_FIELDS) if (f in change.requested) set[f] = change.requested[f];
      await tx
        .update(customers)
        .set(set as Partial<typeof customers.$inferInsert>)
        .where(eq(customers.id, change.customerId));
    }
    await tx
      .update(customerInfoChanges)
      .set({
        status,
        rejectReason: input.approve ? null : (input.reason ?? ""),
        decidedBy: scope.userId,
        decideTime: now,
      })
      .where(eq(customerInfoChanges.id, change.id));
    await recordActivity(
      tx,
      scope.auth,
      {
        subject: "customers",
        action: "verifyInfoChange",
        recordId: change.customerId,
        before: input.approve ? change.previous : null,
        after: input.approve ? change.requested : { rejectReason: input.reason ?? "" },
      },
      now,
    );
    return { id: change.id, status };
  });
}
