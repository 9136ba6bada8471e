/**
 * Users (sub-accounts) of a shop (spec §3 "User", §5 "Users and positions", §6). Every query is
 * limited to the caller's shop in SQL; another shop's ids, main admins' ids and other roles answer like
 * a missing user (errors:notFound) except a main admin of the caller's own shop (errors:staff.mainAdminLocked).
 * Every write records an activity (subject `users`) in its transaction.
 *
 * Passwords: create and resetPassword receive the PLAIN password (the API must check the §5 strength
 * rule, which it cannot do on a hash; HTTPS in production) and store hashPassword(sha256Hex(password)),
 * i.e. exactly what sign-in verifies when the portal sends the SHA-256 hex of the same text.
 */
import { createHash } from "node:crypto";
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatDateTime } from "@src/domain/datetime";
import { ResultCode, type Page } from "@src/domain/wire";
import {
  UserStatus,
  type ResetPasswordInput,
  type UserCreateInput,
  type UserPageRequest,
  type UserRow,
  type UserStatusValue,
  type UserUpdateInput,
} from "@src/resources/users/schema";
import type { Db, Tx } from "../../db/client";
import { positions } from "../../db/schema/access";
import { sessions, users } from "../../db/schema/auth";
import { ApiError, conflict, notFound, offsetOf, page } from "../../http/envelope";
import { recordActivity } from "../activity/record";
import { hashPassword } from "../user/password";
import { likePattern } from "../../db/like";
import type { CallerScope } from "../../http/scope";
import { assertWithin, callerGrant } from "./limits";

/** The session end reason of a deactivation: server/http/auth.ts answers it with 987654321. */
export const DEACTIVATED_BY_SHOP = "deactivatedByShop";

/** SHA-256 hex of the UTF-8 password, as the portal sends it at sign-in (spec §7). */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** True for a unique-constraint violation (PostgreSQL 23505), wrapped or not by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const creators = alias(users, "creators");

/** One page of the shop's sub-accounts, newest change first. */
export async function pageUsers(db: Db, shopId: number, req: UserPageRequest): Promise<Page<UserRow>> {
  const where: SQL[] = [eq(users.shopId, shopId), eq(users.role, "seller"), eq(users.isMainAdmin, false)];
  const keyword = req.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    where.push(or(ilike(users.userName, pattern), ilike(users.nickName, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (req.status !== undefined) where.push(eq(users.status, req.status));
  if (req.positionId !== undefined) where.push(eq(users.positionId, req.positionId));
  const filter = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(users).where(filter);
  const rows = await db
    .select({
      userId: users.id,
      userName: users.userName,
      nickName: users.nickName,
      email: users.email,
      positionId: users.positionId,
      positionName: positions.name,
      status: users.status,
      creator: creators.userName,
      updateTime: users.updateTime,
    })
    .from(users)
    .leftJoin(positions, and(eq(positions.id, users.positionId), eq(positions.shopId, users.shopId)))
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(filter)
    .orderBy(desc(users.updateTime), desc(users.id))
    .limit(req.pageSize)
    .offset(offsetOf(req));
  return page(
    req,
    total,
    rows.map((r): UserRow => ({
      userId: r.userId,
      userName: r.userName,
      nickName: r.nickName,
      email: r.email,
      positionId: r.positionId,
      positionName: r.positionName ?? "",
      status: r.status as UserStatusValue,
      creator: r.creator ?? "",
      lastModified: formatDateTime(r.updateTime),
    })),
  );
}

/** A position of the shop, locked against deletion until the transaction ends; errors:staff.positionNotFound. */
async function lockPosition(tx: Tx, shopId: number, positionId: number) {
  const [row] = await tx
    .select({ id: positions.id, authorities: positions.authorities, dataListPermission: positions.dataListPermission })
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.shopId, shopId)))
    .for("share");
  if (!row) throw new ApiError(ResultCode.notFound, "errors:staff.positionNotFound");
  return row;
}

/**
 * A sub-account of the caller's shop that the caller may act on, locked for the transaction.
 * @throws notFound (missing, another shop, not a seller), 403 errors:staff.mainAdminLocked,
 *   403 errors:staff.notSelf, 403 errors:staff.beyondOwnRights (its position reaches beyond the caller's)
 */
async function targetUser(tx: Tx, caller: CallerScope, userId: number) {
  const [row] = await tx
    .select({ user: users, authorities: positions.authorities, dataListPermission: positions.dataListPermission })
    .from(users)
    .leftJoin(positions, and(eq(positions.id, users.positionId), eq(positions.shopId, users.shopId)))
    .where(and(eq(users.id, userId), eq(users.shopId, caller.shopId), eq(users.role, "seller")))
    .for("no key update", { of: users });
  if (!row) throw notFound();
  if (row.user.isMainAdmin) throw new ApiError(ResultCode.forbidden, "errors:staff.mainAdminLocked");
  if (row.user.id === caller.auth.userId) throw new ApiError(ResultCode.forbidden, "errors:staff.notSelf");
  if (row.authorities)
    assertWithin(
      { authorities: row.authorities, dataListPermission: row.dataListPermission ?? 1 },
      await callerGrant(tx, caller.auth),
    );
  return row.user;
}

/** The fields an activity shows for a user (never the password hash). */
function snapshot(u: { userName: string; nickName: string; email: string; positionId: number | null; status: number }) {
  return { userName: u.userName, nickName: u.nickName, email: u.email, positionId: u.positionId, status: u.status };
}

/**
 * Creates a sub-account holding `positionId`, active, able to sign in with `password`.
 * @throws 409 errors:userNameTaken ('Nama Pengguna Penjual Sudah Ada': the name is taken by ANY user,
 *   case-insensitively: it is the sign-in name), 404 errors:staff.positionNotFound, 403 errors:staff.beyondOwnRights
 */
export async function createUser(
  db: Db,
  caller: CallerScope,
  body: UserCreateInput,
  now: Date,
): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(sha256Hex(body.password));
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${body.userName})`)
        .limit(1);
      if (taken) throw conflict("errors:userNameTaken");
      const position = await lockPosition(tx, caller.shopId, body.positionId);
      assertWithin(position, await callerGrant(tx, caller.auth));
      const values = {
        userName: body.userName,
        nickName: body.nickName,
        email: body.email,
        positionId: position.id,
        status: UserStatus.active as number,
      };
      const [created] = await tx
        .insert(users)
        .values({
          ...values,
          passwordHash,
          role: "seller",
          shopId: caller.shopId,
          isMainAdmin: false,
          createdBy: caller.auth.userId,
          createTime: now,
          updateTime: now,
        })
        .returning({ id: users.id });
      await recordActivity(
        tx,
        caller.auth,
        { subject: "users", action: "create", recordId: created.id, before: null, after: snapshot(values) },
        now,
      );
      return { userId: created.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("errors:userNameTaken");
    throw err;
  }
}

/** Changes a sub-account's display name, email and position (see targetUser for refusals). */
export async function updateUser(
  db: Db,
  caller: CallerScope,
  body: UserUpdateInput,
  now: Date,
): Promise<{ userId: number }> {
  return db.transaction(async (tx) => {
    const before = await targetUser(tx, caller, body.userId);
    const position = await lockPosition(tx, caller.shopId, body.positionId);
    assertWithin(position, await callerGrant(tx, caller.auth));
    const changes = { nickName: body.nickName, email: body.email, positionId: position.id };
    await tx
      .update(users)
      .set({ ...changes, updateTime: now })
      .where(eq(users.id, before.id));
    await recordActivity(
      tx,
      caller.auth,
      {
        subject: "users",
        action: "edit",
        recordId: before.id,
        before: snapshot(before),
        after: snapshot({ ...before, ...changes }),
      },
      now,
    );
    return { userId: before.id };
  });
}

/**
 * Activates (1) or deactivates (0) a sub-account. Deactivating ends every open session of the user at
 * once with endReason deactivatedByShop (their next call answers 987654321) and sign-in refuses them
 * (errors:accountInactive) until reactivated. Setting the current status again changes nothing.
 */
export async function setUserStatus(
  db: Db,
  caller: CallerScope,
  body: { userId: number; status: UserStatusValue },
  now: Date,
): Promise<{ userId: number; status: UserStatusValue }> {
  return db.transaction(async (tx) => {
    const before = await targetUser(tx, caller, body.userId);
    if (before.status !== body.status) {
      await tx.update(users).set({ status: body.status, updateTime: now }).where(eq(users.id, before.id));
      await recordActivity(
        tx,
        caller.auth,
        {
          subject: "users",
          action: "setStatus",
          recordId: before.id,
          before: { status: before.status },
          after: { status: body.status },
        },
        now,
      );
    }
    if (body.status === UserStatus.inactive) await endSessions(tx, before.id, DEACTIVATED_BY_SHOP, now);
    return { userId: before.id, status: body.status };
  });
}

/**
 * Sets a sub-account's password (the main admin's "reset password"); every open session of the user
 * ends (endReason passwordChanged: their next call answers 987654322) so only the new password works.
 */
export async function resetUserPassword(
  db: Db,
  caller: CallerScope,
  body: ResetPasswordInput,
  now: Date,
): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(sha256Hex(body.password));
  return db.transaction(async (tx) => {
    const target = await targetUser(tx, caller, body.userId);
    await tx.update(users).set({ passwordHash, updateTime: now }).where(eq(users.id, target.id));
    await endSessions(tx, target.id, "passwordChanged", now);
    await recordActivity(tx, caller.auth, { subject: "users", action: "resetPassword", recordId: target.id }, now);
    return { userId: target.id };
  });
}

async function endSessions(tx: Tx, userId: number, endReason: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ endTime: now, endReason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endTime)));
}
