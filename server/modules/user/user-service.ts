/**
 * Sign-in and session (spec §7 login / logout / queryUserInfo / setCloudMessageToken, §8 codes
 * 987654321 / 987654322). Tokens: 32 random bytes, base64url, stored only as hashToken(token);
 * server/http/auth.ts resolves them and applies the idle expiry.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { ResultCode } from "@src/domain/wire";
import { sessions, users } from "../../db/schema/auth";
import { text } from "@src/domain/schema/text";
import type { Db } from "../../db/client";
import { ApiError, badRequest, forbidden, notFound } from "../../http/envelope";
import { hashToken, type AuthContext } from "../../http/auth";
import { SHA256_HEX, dummyPasswordHash, hashPassword, verifyPassword } from "./password";
import type { LoginThrottle } from "./throttle";

const sha256Hex = z.string({ error: "validation:required" }).regex(SHA256_HEX, "validation:format");

/** Body of /api/user/login/login: `password` is the lowercase hex SHA-256 of the UTF-8 password. */
export const loginSchema = z.object({
  userName: text().trim().min(1, "validation:required").max(50, "validation:maxLength"),
  password: sha256Hex,
});

/** Body of /api/user/ina/changePassword (both SHA-256 hex; the §5 strength rules are checked by the portal, which alone sees the plain text). */
export const changePasswordSchema = z.object({ oldPassword: sha256Hex, newPassword: sha256Hex });

/** Body of /api/user/login/setCloudMessageToken: the device's push token, 1-500 characters (sign-out clears it). */
export const cloudTokenSchema = z.object({
  token: text().trim().min(1, "validation:required").max(500, "validation:maxLength"),
});

/** Answer of /api/user/queryUserInfo: src/domain/user.ts. */
export type { UserInfo } from "@src/domain/user";
import type { UserInfo } from "@src/domain/user";

/** Throttle key of a user name: case-folded so that "Seller.Active" and "seller.active" share a counter. */
const loginKey = (userName: string) => `login:${userName.toLowerCase()}`;

/**
 * Signs in. Unknown name and wrong password answer the same refusal (code 400, errors:loginFailed)
 * in the same time; failures are throttled per user name (./throttle.ts); an inactive account is
 * refused with errors:accountInactive once the password is right.
 * @returns a fresh access token (43 base64url chars).
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  body: z.infer<typeof loginSchema>,
  now: Date,
): Promise<{ accessToken: string }> {
  const key = loginKey(body.userName);
  await throttle.assertOpen(key);
  const [user] = await db.select().from(users).where(eq(users.userName, body.userName)).limit(1);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches) {
    await throttle.fail(key);
    throw new ApiError(ResultCode.badRequest, "errors:loginFailed");
  }
  await throttle.reset(key);
  if (user.status !== 1) throw new ApiError(ResultCode.forbidden, "errors:accountInactive");
  const accessToken = randomBytes(32).toString("base64url");
  await db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(accessToken), createTime: now, lastSeenTime: now });
  return { accessToken };
}

/** Ends the caller's session (endReason logout): the token then answers 987654321. */
export async function logout(db: Db, auth: AuthContext, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endTime: now, endReason: "logout" })
    .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.endTime)));
}

/** The caller's user info, with the CASL rules of their position (spec §6: the portal builds its ability from them). */
export async function userInfo(db: Db, auth: AuthContext): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  return {
    userId: user.id,
    userName: user.userName,
    nickName: user.nickName,
    pltShowName: user.pltShowName,
    extendedField: user.extendedField,
    role: user.role,
    shopId: user.shopId,
    isMainAdmin: user.isMainAdmin,
    positionId: user.positionId,
    rules: auth.rules,
  };
}

/**
 * Changes the caller's password. Wrong old password: code 400 errors:oldPasswordWrong (throttled like
 * sign-in, per user); same new password: errors:samePassword. Every other open session of the user ends
 * with endReason passwordChanged (their next call answers 987654322); the current one stays.
 */
export async function changePassword(
  db: Db,
  throttle: LoginThrottle,
  auth: AuthContext,
  body: z.infer<typeof changePasswordSchema>,
  now: Date,
): Promise<void> {
  const key = `password:${auth.userId}`;
  await throttle.assertOpen(key);
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
    await throttle.fail(key);
    throw badRequest("errors:oldPasswordWrong");
  }
  await throttle.reset(key);
  if (body.newPassword === body.oldPassword) throw badRequest("errors:samePassword");
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updateTime: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ endTime: now, endReason: "passwordChanged" })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId), isNull(sessions.endTime)));
  });
}

/** Stores the cloud-messaging device token (non-empty, cloudTokenSchema) on the caller's session. */
export async function setCloudMessageToken(db: Db, auth: AuthContext, token: string): Promise<void> {
  await db.update(sessions).set({ cloudMessageToken: token }).where(eq(sessions.id, auth.sessionId));
}

/** Body of /api/platform/user/setStatus. */
export const setUserStatusSchema = z.object({
  userId: z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min"),
  status: z.literal([0, 1], { error: "validation:oneOf" }),
});

/**
 * The platform admin activates (1) or deactivates (0) a user (spec §6); 0 ends every open session of that
 * user (endReason deactivated: their next call answers 987654322).
 * @throws 403 errors:forbidden on the admin's own account, errors:notFound for an unknown user,
 *   409 errors:invalidTransition when the user already has that status.
 */
export async function setUserActive(
  db: Db,
  admin: AuthContext,
  input: z.infer<typeof setUserStatusSchema>,
  now: Date,
): Promise<void> {
  if (input.userId === admin.userId) throw forbidden();
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("no key update");
    if (!user) throw notFound();
    if (user.status === input.status) throw new ApiError(ResultCode.conflict, "errors:invalidTransition");
    await tx.update(users).set({ status: input.status, updateTime: now }).where(eq(users.id, user.id));
    if (input.status === 0) {
      await tx
        .update(sessions)
        .set({ endTime: now, endReason: "deactivated" })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.endTime)));
    }
  });
}
