/**
 * Multiple-account management (spec §6: priority buyers only; README choices "multi-account"): a priority
 * buyer links further existing buyer accounts (its branches) to itself by user name, at most
 * MAX_LINKED_ACCOUNTS; an account is linked to at most one owner. Any other buyer gets 403 with
 * customers:errors.notPriority (the access-denied prompt).
 */
import { and, asc, count, eq } from "drizzle-orm";
import { formatDateTime } from "@src/domain/datetime";
import { MAX_LINKED_ACCOUNTS, mayManageAccounts } from "@src/domain/customer";
import { ResultCode } from "@src/domain/wire";
import type { LinkedAccountRow } from "@src/resources/customers/schema";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { linkedAccounts } from "../../db/schema/customer";
import { ApiError, conflict } from "../../http/envelope";

/**
 * Refuses a buyer who may not manage several accounts; with `lock`, locks its user row so concurrent adds
 * count the same links.
 * @throws 403 customers:errors.notPriority
 */
async function assertPriority(db: Db | Tx, buyerUserId: number, lock = false): Promise<void> {
  const q = db.select({ buyerType: users.buyerType }).from(users).where(eq(users.id, buyerUserId));
  const [me] = lock ? await q.for("no key update") : await q;
  if (!mayManageAccounts(me?.buyerType)) throw new ApiError(ResultCode.forbidden, "customers:errors.notPriority");
}

/** The accounts priority buyer `buyerUserId` manages, in the order linked. */
export async function pageLinkedAccounts(
  db: Db,
  buyerUserId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LinkedAccountRow[]; rowCount: number }> {
  await assertPriority(db, buyerUserId);
  const where = eq(linkedAccounts.ownerBuyerUserId, buyerUserId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userName: users.userName,
        nickName: users.nickName,
        email: users.email,
        buyerType: users.buyerType,
        createTime: linkedAccounts.createTime,
      })
      .from(linkedAccounts)
      .innerJoin(users, eq(users.id, linkedAccounts.linkedBuyerUserId))
      .where(where)
      .orderBy(asc(linkedAccounts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(linkedAccounts).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      userName: r.userName,
      name: r.nickName || r.userName,
      email: r.email,
      buyerType: r.buyerType,
      linkTime: formatDateTime(r.createTime),
    })),
    rowCount: Number(total?.n ?? 0),
  };
}

/**
 * Links buyer account `userName` to priority buyer `buyerUserId`.
 * @returns `{ userName }`
 * @throws 403 customers:errors.notPriority; 404 customers:errors.buyerNotFound (no such buyer, or itself);
 *   409 customers:errors.accountLinked (already managed, by it or another), customers:errors.tooManyAccounts {max}
 */
export async function addLinkedAccount(
  db: Db,
  buyerUserId: number,
  userName: string,
  now: Date,
): Promise<{ userName: string }> {
  return db.transaction(async (tx) => {
    await assertPriority(tx, buyerUserId, true);
    const [target] = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(and(eq(users.userName, userName.trim()), eq(users.role, "buyer")));
    if (!target || target.id === buyerUserId) throw new ApiError(ResultCode.notFound, "customers:errors.buyerNotFound");
    const [n] = await tx
      .select({ n: count() })
      .from(linkedAccounts)
      .where(eq(linkedAccounts.ownerBuyerUserId, buyerUserId));
    if (Number(n?.n ?? 0) >= MAX_LINKED_ACCOUNTS)
      throw conflict("customers:errors.tooManyAccounts", { max: MAX_LINKED_ACCOUNTS });
    // The unique index on the linked account answers a concurrent second link as "already managed".
    const [row] = await tx
      .insert(linkedAccounts)
      .values({ ownerBuyerUserId: buyerUserId, linkedBuyerUserId: target.id, createTime: now })
      .onConflictDoNothing({ target: linkedAccounts.linkedBuyerUserId })
      .returning({ id: linkedAccounts.id });
    if (!row) throw conflict("customers:errors.accountLinked");
    return { userName: target.userName };
  });
}

/**
 * Unlinks account `userName` from priority buyer `buyerUserId`.
 * @returns `{ userName }`
 * @throws 403 customers:errors.notPriority; 404 customers:errors.buyerNotFound (not one of its accounts)
 */
export async function removeLinkedAccount(
  db: Db,
  buyerUserId: number,
  userName: string,
): Promise<{ userName: string }> {
  return db.transaction(async (tx) => {
    await assertPriority(tx, buyerUserId, true);
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, userName.trim()));
    const gone = target
      ? await tx
          .delete(linkedAccounts)
          .where(and(eq(linkedAccounts.ownerBuyerUserId, buyerUserId), eq(linkedAccounts.linkedBuyerUserId, target.id)))
          .returning({ id: linkedAccounts.id })
      : [];
    if (gone.length === 0) throw new ApiError(ResultCode.notFound, "customers:errors.buyerNotFound");
    return { userName: userName.trim() };
  });
}
