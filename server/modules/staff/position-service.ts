/**
 * Positions (roles) of a shop (spec §3 "Position (role)", §5, §6). Names are unique in the shop
 * (case-insensitive); a position that users still hold cannot be deleted; a sub-account may not edit or
 * delete its own position nor grant more than it holds (./limits.ts). Every write records an activity
 * (subject `positions`) in its transaction. Changes take effect on the holders' next call (the API builds
 * their rules from the position at every request).
 */
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DataListPermissionValue } from "@src/access/ability";
import { formatDateTime } from "@src/domain/datetime";
import { ResultCode, type Page } from "@src/domain/wire";
import {
  dataListPermissionOf,
  type PositionInput,
  type PositionRow,
  type PositionUpdateInput,
} from "@src/resources/positions/schema";
import type { Db, Tx } from "../../db/client";
import { positions } from "../../db/schema/access";
import { users } from "../../db/schema/auth";
import { ApiError, conflict, notFound } from "../../http/envelope";
import type { CallerScope } from "../../http/scope";
import { recordActivity } from "../activity/record";
import { assertWithin, callerGrant } from "./limits";
import { isUniqueViolation } from "./staff-user-service";

// Outer columns spelled out: inside a select list Drizzle renders column refs unqualified, which the
// subquery would resolve to its own table.
const userCount = sql<number>`(select count(*)::int from "users" u where u."position_id" = "positions"."id" and u."shop_id" = "positions"."shop_id")`;

const rowColumns = {
  id: positions.id,
  name: positions.name,
  authorities: positions.authorities,
  dataListPermission: positions.dataListPermission,
  userCount,
  updateTime: positions.updateTime,
};

type RawRow = {
  id: number;
  name: string;
  authorities: string[];
  dataListPermission: number;
  userCount: number;
  updateTime: Date;
};

function toRow({ updateTime, dataListPermission, userCount: n, ...row }: RawRow): PositionRow {
  return {
    ...row,
    dataListPermission: dataListPermission as DataListPermissionValue,
    userCount: Number(n),
    lastModified: formatDateTime(updateTime),
  };
}

/** Every position of the shop (newest first) with its user count, as a single page. */
export async function listPositions(db: Db, shopId: number): Promise<Page<PositionRow>> {
  const rows = await db
    .select(rowColumns)
    .from(positions)
    .where(eq(positions.shopId, shopId))
    .orderBy(desc(positions.id));
  return { pageCount: rows.length ? 1 : 0, rowCount: rows.length, data: rows.map(toRow), pageSize: rows.length };
}

/** One position of the shop; errors:notFound for a missing one or another shop's. */
export async function positionDetail(
  db: Db | Tx,
  shopId: number,
  id: number,
): Promise<PositionRow & { dataListOptions: DataListPermissionValue[] }> {
  const [row] = await db
    .select(rowColumns)
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.shopId, shopId)));
  if (!row) throw notFound();
  const out = toRow(row);
  return { ...out, dataListOptions: [out.dataListPermission] };
}

async function assertNameFree(tx: Tx, shopId: number, name: string, exceptId: number | null): Promise<void> {
  const where = [eq(positions.shopId, shopId), sql`lower(${positions.name}) = lower(${name})`];
  if (exceptId !== null) where.push(ne(positions.id, exceptId));
  const [taken] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(and(...where))
    .limit(1);
  if (taken) throw conflict("errors:staff.positionNameTaken");
}

/** A position of the shop, locked for update; refusals as in the header. */
async function lockOwnedPosition(tx: Tx, caller: CallerScope, id: number) {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.shopId, caller.shopId)))
    .for("no key update");
  if (!row) throw notFound();
  if (!caller.auth.isMainAdmin && caller.auth.positionId === row.id)
    throw new ApiError(ResultCode.forbidden, "errors:staff.ownPosition");
  assertWithin(row, await callerGrant(tx, caller.auth));
  return row;
}

function grantOf(body: PositionInput) {
  return {
    name: body.name,
    authorities: [...new Set(body.authorities)],
    dataListPermission: dataListPermissionOf(body.dataListOptions) as number,
  };
}

async function withNameConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("errors:staff.positionNameTaken");
    throw err;
  }
}

/**
 * Creates a position. @throws 409 errors:staff.positionNameTaken, 403 errors:staff.beyondOwnRights
 */
export async function createPosition(
  db: Db,
  caller: CallerScope,
  body: PositionInput,
  now: Date,
): Promise<{ id: number }> {
  const values = grantOf(body);
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      assertWithin(values, await callerGrant(tx, caller.auth));
      await assertNameFree(tx, caller.shopId, values.name, null);
      const [created] = await tx
        .insert(positions)
        .values({ ...values, shopId: caller.shopId, createdBy: caller.auth.userId, createTime: now, updateTime: now })
        .returning({ id: positions.id });
      await recordActivity(
        tx,
        caller.auth,
        { subject: "positions", action: "create", recordId: created.id, before: null, after: values },
        now,
      );
      return { id: created.id };
    }),
  );
}

/** Replaces a position's name, authorities and data-list permission (refusals as createPosition, plus notFound / ownPosition). */
export async function updatePosition(
  db: Db,
  caller: CallerScope,
  body: PositionUpdateInput,
  now: Date,
): Promise<{ id: number }> {
  const values = grantOf(body);
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      const before = await lockOwnedPosition(tx, caller, body.id);
      assertWithin(values, await callerGrant(tx, caller.auth));
      await assertNameFree(tx, caller.shopId, values.name, before.id);
      await tx
        .update(positions)
        .set({ ...values, updateTime: now })
        .where(eq(positions.id, before.id));
      const old = { name: before.name, authorities: before.authorities, dataListPermission: before.dataListPermission };
      await recordActivity(
        tx,
        caller.auth,
        { subject: "positions", action: "edit", recordId: before.id, before: old, after: values },
        now,
      );
      return { id: before.id };
    }),
  );
}

/**
 * Deletes a position nobody holds. @throws 409 errors:staff.positionInUse while any user (active or not)
 * holds it; notFound; 403 errors:staff.ownPosition / beyondOwnRights.
 */
export async function deletePosition(db: Db, caller: CallerScope, id: number, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockOwnedPosition(tx, caller, id);
    const [{ holders }] = await tx
      .select({ holders: count() })
      .from(users)
      .where(and(eq(users.positionId, before.id), eq(users.shopId, caller.shopId)));
    if (holders > 0) throw new ApiError(ResultCode.conflict, "errors:staff.positionInUse", { count: holders });
    await tx.delete(positions).where(eq(positions.id, before.id));
    const old = { name: before.name, authorities: before.authorities, dataListPermission: before.dataListPermission };
    await recordActivity(
      tx,
      caller.auth,
      { subject: "positions", action: "delete", recordId: before.id, before: old, after: null },
      now,
    );
    return { id: before.id };
  });
}
