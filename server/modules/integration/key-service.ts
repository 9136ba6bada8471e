/**
 * Secret keys of a shop (spec §2 /settings/system-integration, §3 "Secret key: name, permission, created
 * date"): made by the seller, shown once, stored as a hex SHA-256 hash with a short prefix for the list, and
 * refused at once when revoked. Every query is scoped by the caller's shop in SQL.
 */
import { and, count, desc, eq, isNull, lte, or } from "drizzle-orm";
import { KEYS_PER_SHOP_MAX, type KeyPermission } from "@src/domain/integration";
import { formatDateTime } from "@src/domain/datetime";
import type { KeyRow } from "@src/resources/integrations/schema";
import { ResultCode } from "@src/domain/wire";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { secretKeys } from "../../db/schema/integration";
import { shops } from "../../db/schema/shop";
import { ApiError, notFound } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { hashKey, newSecretKey } from "./secrets";
import { asyncCommit } from "../../db/async-commit";

const fmt = (d: Date | null) => (d ? formatDateTime(d) : null);

/** One page of the shop's keys, newest first (revoked ones too, with their revoke time). */
export async function pageKeys(
  db: Db,
  shopId: number,
  limit: number,
  offset: number,
): Promise<{ rows: KeyRow[]; rowCount: number }> {
  const where = eq(secretKeys.shopId, shopId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ key: secretKeys, createdBy: users.userName })
      .from(secretKeys)
      .leftJoin(users, eq(users.id, secretKeys.createdBy))
      .where(where)
      .orderBy(desc(secretKeys.createTime), desc(secretKeys.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(secretKeys).where(where),
  ]);
  return {
    rowCount: total?.n ?? 0,
    rows: rows.map(({ key, createdBy }) => ({
      id: key.id,
      name: key.name,
      keyPrefix: key.keyPrefix,
      permissions: key.permissions,
      createdBy,
      createTime: formatDateTime(key.createTime),
      lastUsedTime: fmt(key.lastUsedTime),
      revokeTime: fmt(key.revokeTime),
    })),
  };
}

/**
 * Makes a key for the caller's shop and answers it ONCE: `{ id, key }` (`sk_live_` + 40 base62). Only its
 * hash and prefix are stored. At most KEYS_PER_SHOP_MAX live keys (the shop row is locked while counting,
 * so two concurrent creates cannot pass the limit together).
 * @throws ApiError 409 integrations:errors.tooManyKeys at the limit.
 */
export async function createKey(
  db: Db,
  scope: CallerScope,
  input: { name: string; permissions: KeyPermission[] },
  now: Date,
): Promise<{ id: number; key: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, scope.shopId)).for("no key update");
    const [live] = await tx
      .select({ n: count() })
      .from(secretKeys)
      .where(and(eq(secretKeys.shopId, scope.shopId), isNull(secretKeys.revokeTime)));
    if ((live?.n ?? 0) >= KEYS_PER_SHOP_MAX)
      throw new ApiError(ResultCode.conflict, "integrations:errors.tooManyKeys", { max: KEYS_PER_SHOP_MAX });
    const { key, keyHash, keyPrefix } = newSecretKey();
    const permissions = [...new Set(input.permissions)];
    const [row] = await tx
      .insert(secretKeys)
      .values({
        shopId: scope.shopId,
        name: input.name,
        keyPrefix,
        keyHash,
        permissions,
        createdBy: scope.userId,
        createTime: now,
      })
      .returning({ id: secretKeys.id });
    await recordActivity(
      tx,
      scope,
      {
        subject: "integrations",
        action: "create",
        recordId: row.id,
        before: null,
        after: { name: input.name, keyPrefix, permissions },
      },
      now,
    );
    return { id: row.id, key };
  });
}

/**
 * Revokes a key of the caller's shop: the next call with it is refused (the integration API reads the
 * key row on every call, nothing is cached). Revoking a revoked key changes nothing and answers ok.
 * @throws errors:notFound for another shop's or a missing key.
 */
export async function revokeKey(db: Db, scope: CallerScope, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(secretKeys)
      .where(and(eq(secretKeys.id, id), eq(secretKeys.shopId, scope.shopId)))
      .for("no key update");
    if (!row) throw notFound();
    if (row.revokeTime) return;
    await tx.update(secretKeys).set({ revokeTime: now }).where(eq(secretKeys.id, id));
    await recordActivity(
      tx,
      scope,
      {
        subject: "integrations",
        action: "delete",
        recordId: id,
        before: { revokeTime: null },
        after: { revokeTime: formatDateTime(now) },
      },
      now,
    );
  });
}

/** A live key as the integration API sees it. */
export interface LiveKey {
  id: number;
  shopId: number;
  permissions: KeyPermission[];
  createdBy: number | null;
}

/**
 * How stale a key's recorded last use may be (ms). The list shows it to the minute; writing it on every call
 * would make each integration call, a refused one included, a write on one hot row (bench/README.md
 * "Seller day": a flooding key's refusals were two commits each).
 */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The live key whose hash matches `key`, or null (unknown or revoked). A read: the key's last use is written
 * only when the recorded one is LAST_USED_RESOLUTION_MS old or more (spec §7 "Developer settings" shows it).
 */
export async function authenticateKey(db: Db, key: string, now: Date): Promise<LiveKey | null> {
  const [row] = await db
    .select({
      id: secretKeys.id,
      shopId: secretKeys.shopId,
      permissions: secretKeys.permissions,
      createdBy: secretKeys.createdBy,
      lastUsedTime: secretKeys.lastUsedTime,
    })
    .from(secretKeys)
    .where(and(eq(secretKeys.keyHash, hashKey(key)), isNull(secretKeys.revokeTime)));
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedTime || row.lastUsedTime <= staleBefore) {
    // Conditional, so concurrent calls from several processes write it once; bookkeeping, so its commit does
    // not wait for the disk (server/db/async-commit.ts).
    await asyncCommit(db, (tx) =>
      tx
        .update(secretKeys)
        .set({ lastUsedTime: now })
        .where(
          and(
            eq(secretKeys.id, row.id),
            or(isNull(secretKeys.lastUsedTime), lte(secretKeys.lastUsedTime, staleBefore)),
          ),
        ),
    );
  }
  return { id: row.id, shopId: row.shopId, permissions: row.permissions, createdBy: row.createdBy };
}
