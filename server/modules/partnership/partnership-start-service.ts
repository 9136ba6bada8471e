/**
 * How a partnership starts (spec §4 "Partnership" action request; src/domain/partnership.ts PARTNERSHIP_MOVES
 * sellerRequest / buyerRequest): the seller proposes terms to one of its customers, or a buyer applies to a
 * shop. Either creates the partnership row (inactive, unconfirmed) or takes an inactive one that never ran,
 * and makes the request move through THE move (partnership-move-service.ts) in the same transaction.
 */
import { and, eq } from "drizzle-orm";
import { COMPANY_CATEGORIES, type CompanyCategory } from "@src/domain/customer";
import { creditLimitError } from "@src/domain/partnership";
import { shopIsOpen } from "@src/domain/shop";
import type { Language } from "@src/domain/wire";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { customers } from "../../db/schema/customer";
import { partnerships } from "../../db/schema/partnership";
import { shops } from "../../db/schema/shop";
import { conflict, notFound } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { fieldRefusal } from "../../http/validate";
import { customerWhere } from "../customer/customer-scope";
import { movePartnershipLocked, neverRan, type ProposedTerms } from "./partnership-move-service";
import type { PartnershipCaller, PartnershipRecord } from "./partnership-scope";

/** 409 `partnerships:errors.exists`: a partnership with this buyer runs (or ran) already. */
const exists = () => conflict("partnerships:errors.exists");

/**
 * The (shop, buyer) partnership to request, locked: the existing row when it is inactive and never ran,
 * else a new inactive, unconfirmed row. `created` tells which.
 * @throws 409 partnerships:errors.exists when a partnership is running, waiting, blacklisted or ran before.
 */
async function requestable(
  tx: Tx,
  shopId: number,
  buyerUserId: number,
  now: Date,
): Promise<{ p: PartnershipRecord; created: boolean }> {
  const where = and(eq(partnerships.shopId, shopId), eq(partnerships.buyerUserId, buyerUserId));
  const [existing] = await tx.select().from(partnerships).where(where).for("no key update");
  if (existing) {
    if (!(await neverRan(tx, existing))) throw exists();
    return { p: existing, created: false };
  }
  const [inserted] = await tx
    .insert(partnerships)
    .values({
      shopId,
      buyerUserId,
      status: "inactive",
      agreementType: "unconfirmed",
      settlementDate: null,
      createTime: now,
      updateTime: now,
    })
    .onConflictDoNothing({ target: [partnerships.shopId, partnerships.buyerUserId] })
    .returning();
  // A concurrent request inserted it first: it is waiting now, so this one is refused.
  if (!inserted) throw exists();
  return { p: inserted, created: true };
}

/**
 * The seller proposes a partnership to one of its customers (spec §4 action request, §5 "Settlement date
 * required"): -> waitingBuyer with the proposed terms; the buyer then accepts or rejects.
 * @param input.customerId a customer of the caller's shop (and, for an "only own" position, one it manages)
 * @throws 404 errors:notFound (not the caller's customer), 409 partnerships:errors.exists, 400 field
 *   creditLimit partnerships:rules.limitAboveMax (above the max the platform set on an earlier partnership).
 */
export async function proposePartnership(
  db: Db,
  scope: CallerScope,
  input: ProposedTerms & { customerId: number },
  now: Date,
  lang: Language,
): Promise<PartnershipRecord> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ buyerUserId: customers.buyerUserId })
      .from(customers)
      .where(and(eq(customers.id, input.customerId), customerWhere(scope)));
    if (!customer) throw notFound();
    const { p, created } = await requestable(tx, scope.shopId, customer.buyerUserId, now);
    // Spec §5 "New credit limit cannot exceed max credit limit": the max is the platform's, once it set one.
    if (p.maxCreditLimit > 0 && creditLimitError(input.creditLimit, p.maxCreditLimit) === "aboveMax")
      throw fieldRefusal(lang, [{ path: "creditLimit", key: "partnerships:rules.limitAboveMax" }]);
    const { customerId: _c, ...terms } = input;
    const caller: PartnershipCaller = { actor: "seller", scope };
    return movePartnershipLocked(tx, caller, p, { move: "sellerRequest", terms, created }, now, lang);
  });
}

const categoryOf = (type: string | null): CompanyCategory => COMPANY_CATEGORIES.find((c) => c === type) ?? "ordinary";

/**
 * A buyer applies for a partnership with a shop (spec §4 action request): the shop's customer row is made
 * when missing (README choices: a partnership makes a customer), then -> waitingSupplier; the seller is told.
 * @throws 404 errors:notFound (no such open shop), 409 partnerships:errors.exists.
 */
export async function applyPartnership(
  db: Db,
  buyerUserId: number,
  input: { shopId: number; reason: string },
  now: Date,
  lang: Language,
): Promise<PartnershipRecord> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ applyStatus: shops.applyStatus, status: shops.status })
      .from(shops)
      .where(eq(shops.id, input.shopId));
    if (!shop || !shopIsOpen(shop)) throw notFound();
    const [buyer] = await tx
      .select({ buyerType: users.buyerType, nickName: users.nickName })
      .from(users)
      .where(eq(users.id, buyerUserId));
    await tx
      .insert(customers)
      .values({
        shopId: input.shopId,
        buyerUserId,
        companyCategory: categoryOf(buyer?.buyerType ?? null),
        companyName: buyer?.nickName ?? "",
        createTime: now,
        updateTime: now,
      })
      .onConflictDoNothing({ target: [customers.shopId, customers.buyerUserId] });
    const { p, created } = await requestable(tx, input.shopId, buyerUserId, now);
    const caller: PartnershipCaller = { actor: "buyer", userId: buyerUserId };
    return movePartnershipLocked(tx, caller, p, { move: "buyerRequest", reason: input.reason, created }, now, lang);
  });
}
