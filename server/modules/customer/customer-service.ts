/**
 * Writing customers (spec §2 /customer/new and detail; §3 "Customer"; §8 'Anda telah menambahkan pelanggan
 * ini.'; README choices "customer"): the seller adds a buyer by its exact user name or e-mail, edits the
 * customer's fields, looks buyers up and lists the shop's users who may manage customers. Every write is
 * recorded in the activity log (spec §6).
 */
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Language } from "@src/domain/wire";
import { ResultCode } from "@src/domain/wire";
import type {
  AccountManagerOption,
  BuyerOption,
  customerCreateSchema,
  customerUpdateSchema,
} from "@src/resources/customers/schema";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { customers } from "../../db/schema/customer";
import { shops } from "../../db/schema/shop";
import { ApiError, conflict } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { recordActivity } from "../activity/record";
import { lockCustomers } from "./customer-scope";
import { companyCategoryOf } from "./order-terms-service";

type CustomerCreateBody = z.infer<typeof customerCreateSchema>;
type CustomerUpdateBody = z.infer<typeof customerUpdateSchema>;

/** The shop's users who may manage customers: its main admin and its active sub-accounts. */
function shopUsersWhere(shopId: number) {
  const owner = sql`(select ${shops.ownerUserId} from ${shops} where ${shops.id} = ${shopId})`;
  return and(eq(users.role, "seller"), eq(users.status, 1), or(eq(users.shopId, shopId), sql`${users.id} = ${owner}`));
}

/**
 * Refuses an account manager who is not an active seller user of the shop.
 * @throws 400 field accountManagerUserId customers:errors.accountManager
 */
async function assertAccountManager(tx: Tx, shopId: number, userId: number | null, lang: Language): Promise<void> {
  if (userId === null) return;
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), shopUsersWhere(shopId)));
  if (!u)
    throw fieldRefusal(lang, [{ path: "accountManagerUserId", key: "customers:errors.accountManager" }], {
      key: "customers:errors.accountManager",
    });
}

/** The customer fields of a body, as stored. */
function fieldsOf(body: Omit<CustomerCreateBody, "buyer"> | Omit<CustomerUpdateBody, "id">) {
  return {
    companyCategory: body.companyCategory,
    companyName: body.companyName,
    contactPerson: body.contactPerson,
    contactPhone: body.contactPhone,
    address: body.address,
    invoiceAddress: body.invoiceAddress,
    deliveryFeeMethod: body.deliveryFeeMethod,
    billFeeMethod: body.billFeeMethod,
    accountManagerUserId: body.accountManagerUserId,
  };
}

/**
 * Adds buyer `body.buyer` (its exact user name, or its e-mail in any case) as a customer of the caller's shop
 * (spec §2 /customer/new). An "only own" caller who names no account manager becomes it, so it keeps seeing
 * the customer it added.
 * @returns `{ id }`
 * @throws 404 customers:errors.buyerNotFound (no such buyer); 409 customers:errors.alreadyAdded ('Anda telah
 *   menambahkan pelanggan ini.'); 400 accountManagerUserId customers:errors.accountManager
 */
export async function createCustomer(
  db: Db,
  scope: CallerScope,
  body: CustomerCreateBody,
  now: Date,
  lang: Language,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const name = body.buyer.trim();
    const [found] = await tx
      .select({ id: users.id, buyerType: users.buyerType })
      .from(users)
      .where(
        and(
          eq(users.role, "buyer"),
          or(eq(users.userName, name), sql`lower(${users.email}) = lower(${name}) and ${users.email} <> ''`),
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    if (!found) throw new ApiError(ResultCode.notFound, "customers:errors.buyerNotFound");
    const fields = fieldsOf(body);
    if (scope.ownerUserId !== undefined && fields.accountManagerUserId === null)
      fields.accountManagerUserId = scope.ownerUserId;
    await assertAccountManager(tx, scope.shopId, fields.accountManagerUserId, lang);
    // ON CONFLICT: two sellers adding the same buyer at once get one row and one 409.
    const [row] = await tx
      .insert(customers)
      .values({ shopId: scope.shopId, buyerUserId: found.id, ...fields, createTime: now, updateTime: now })
      .onConflictDoNothing({ target: [customers.shopId, customers.buyerUserId] })
      .returning({ id: customers.id });
    if (!row) throw conflict("customers:errors.alreadyAdded");
    await recordActivity(
      tx,
      scope.auth,
      { subject: "customers", action: "create", recordId: row.id, before: null, after: { ...fields } },
      now,
    );
    return { id: row.id };
  });
}

/**
 * Writes the seller-editable fields of customer `body.id`.
 * @returns `{ id }`
 * @throws 404 customers:errors.notFound; 400 accountManagerUserId customers:errors.accountManager
 */
export async function updateCustomer(
  db: Db,
  scope: CallerScope,
  body: CustomerUpdateBody,
  now: Date,
  lang: Language,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await lockCustomers(tx, scope, [body.id]);
    const { id, ...rest } = body;
    const fields = fieldsOf(rest);
    await assertAccountManager(tx, scope.shopId, fields.accountManagerUserId, lang);
    await tx
      .update(customers)
      .set({ ...fields, updateTime: now })
      .where(eq(customers.id, id));
    const prior = Object.fromEntries(Object.keys(fields).map((k) => [k, before[k as keyof typeof fields]]));
    await recordActivity(
      tx,
      scope.auth,
      { subject: "customers", action: "edit", recordId: id, before: prior, after: { ...fields } },
      now,
    );
    return { id };
  });
}

/** At most this many buyers answered by the lookup. */
const LOOKUP_LIMIT = 10;

/**
 * Buyers whose user name or e-mail starts with `keyword` (case-insensitive), marking those already customers
 * of the shop (spec §2 /customer/new).
 */
export async function lookupBuyers(db: Db, shopId: number, keyword: string | undefined): Promise<BuyerOption[]> {
  const k = (keyword ?? "").trim();
  if (k === "") return [];
  const prefix = `${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      nickName: users.nickName,
      email: users.email,
      buyerType: users.buyerType,
    })
    .from(users)
    .where(and(eq(users.role, "buyer"), or(ilike(users.userName, prefix), ilike(users.email, prefix))))
    .orderBy(asc(users.userName))
    .limit(LOOKUP_LIMIT);
  const known =
    rows.length === 0
      ? []
      : await db
          .select({ buyerUserId: customers.buyerUserId })
          .from(customers)
          .where(
            and(
              eq(customers.shopId, shopId),
              inArray(
                customers.buyerUserId,
                rows.map((r) => r.id),
              ),
            ),
          );
  const isCustomer = new Set(known.map((k) => k.buyerUserId));
  return rows.map((r) => ({
    userName: r.userName,
    name: r.nickName || r.userName,
    email: r.email,
    buyerType: companyCategoryOf(r.buyerType),
    alreadyCustomer: isCustomer.has(r.id),
  }));
}

/** The shop's active users (main admin and sub-accounts) as account-manager options (AccountManagerOption). */
export async function accountManagerOptions(db: Db, shopId: number): Promise<AccountManagerOption[]> {
  const rows = await db
    .select({ id: users.id, userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(shopUsersWhere(shopId))
    .orderBy(asc(users.userName));
  return rows.map((r) => ({ userId: r.id, name: r.nickName ? `${r.nickName} (${r.userName})` : r.userName }));
}
