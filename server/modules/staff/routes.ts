/**
 * Users and positions of a shop (spec §2 /store/management, /store/addrole, /store/editrole; §3 "User",
 * "Position (role)"; §5 "Users and positions"; §6). Every route: access "shop" and the authority
 * shown (a main admin passes all); bodies validated with the portal's schemas (src/resources/users/schema.ts,
 * src/resources/positions/schema.ts); another shop's ids answer errors:notFound. Timestamps WIB.
 *
 * Users (sub-accounts of the caller's shop; main admins are never listed nor edited here):
 * - POST /api/staff/ina/user/page {pageNo, pageSize, keyword?, status? 0|1, positionId?}
 *     -> Page<UserRow {userId, userName, nickName, email, positionId, positionName, status, creator, lastModified}>   [users.list]
 * - POST /api/staff/ina/user/create {userName, nickName, email, password, confirmPassword, positionId} -> {userId}   [users.create]
 *     409 errors:userNameTaken ('Nama Pengguna Penjual Sudah Ada') when ANY user has the name (it is the sign-in name)
 * - POST /api/staff/ina/user/update {userId, nickName, email, positionId} -> {userId}                                 [users.edit]
 * - POST /api/staff/ina/user/setStatus {userId, status 0|1} -> {userId, status}                                        [users.setStatus]
 *     0 ends all the user's sessions at once (their next call answers 987654321) and sign-in refuses them
 * - POST /api/staff/ina/user/resetPassword {userId, password, confirmPassword} -> {userId}                             [users.resetPassword]
 *     ends all the user's sessions (next call 987654322); they sign in with the new password
 *   PASSWORDS: create and resetPassword carry the PLAIN password (HTTPS in production), unlike sign-in
 *   which sends its SHA-256 hex: the API must enforce the §5 strength rule (8-50, upper, lower, digit,
 *   special), which a hash hides. It stores hashPassword(sha256Hex(password)) (server/modules/user/password.ts),
 *   so the user then signs in normally. The plain text is never stored nor logged.
 *   Refusals on a target: errors:notFound, 403 errors:staff.mainAdminLocked, 403 errors:staff.notSelf,
 *   403 errors:staff.beyondOwnRights (a sub-account cannot hand out or act beyond its own position),
 *   404 errors:staff.positionNotFound for a positionId outside the shop.
 *
 * Positions:
 * - POST /api/staff/ina/position/list {} -> Page<PositionRow {id, name, authorities, dataListPermission, userCount, lastModified}> (all rows)  [positions.list]
 * - POST /api/staff/ina/position/detail {id} -> PositionRow & {dataListOptions: [1|2]}                                   [positions.list]
 * - POST /api/staff/ina/position/create {name, authorities, dataListOptions} -> {id}                                    [positions.create]
 * - POST /api/staff/ina/position/update {id, name, authorities, dataListOptions} -> {id}                                [positions.edit]
 * - POST /api/staff/ina/position/delete {id} -> {id}; 409 errors:staff.positionInUse while users hold it             [positions.delete]
 *     409 errors:staff.positionNameTaken for a name already in the shop; 403 errors:staff.ownPosition
 * - POST /api/staff/ina/authorities {} -> AuthorityGroup[] {subject, label, authorities: [{key, action, label, menu}]}  [positions.list]
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import {
  resetPasswordSchema,
  userCreateSchema,
  userPageSchema,
  userStatusSchema,
  userUpdateSchema,
} from "@src/resources/users/schema";
import { positionIdBodySchema, positionSchema, positionUpdateSchema } from "@src/resources/positions/schema";
import { createUser, pageUsers, resetUserPassword, setUserStatus, updateUser } from "./staff-user-service";
import { createPosition, deletePosition, listPositions, positionDetail, updatePosition } from "./position-service";
import { authorityGroups } from "./authorities";

const BASE = "/api/staff/ina";
const emptyBody = z.object({});

export async function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post(`${BASE}/user/page`, shopRoute("users.list"), async (request) => {
    const body = parseBody(request, userPageSchema);
    return ok(await pageUsers(db, callerScope(request).shopId, body));
  });

  app.post(`${BASE}/user/create`, shopRoute("users.create"), async (request) => {
    const body = parseBody(request, userCreateSchema);
    return ok(await createUser(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/user/update`, shopRoute("users.edit"), async (request) => {
    const body = parseBody(request, userUpdateSchema);
    return ok(await updateUser(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/user/setStatus`, shopRoute("users.setStatus"), async (request) => {
    const body = parseBody(request, userStatusSchema);
    return ok(await setUserStatus(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/user/resetPassword`, shopRoute("users.resetPassword"), async (request) => {
    const body = parseBody(request, resetPasswordSchema);
    return ok(await resetUserPassword(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/position/list`, shopRoute("positions.list"), async (request) => {
    parseBody(request, emptyBody);
    return ok(await listPositions(db, callerScope(request).shopId));
  });

  app.post(`${BASE}/position/detail`, shopRoute("positions.list"), async (request) => {
    const body = parseBody(request, positionIdBodySchema);
    return ok(await positionDetail(db, callerScope(request).shopId, body.id));
  });

  app.post(`${BASE}/position/create`, shopRoute("positions.create"), async (request) => {
    const body = parseBody(request, positionSchema);
    return ok(await createPosition(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/position/update`, shopRoute("positions.edit"), async (request) => {
    const body = parseBody(request, positionUpdateSchema);
    return ok(await updatePosition(db, callerScope(request), body, deps.clock()));
  });

  app.post(`${BASE}/position/delete`, shopRoute("positions.delete"), async (request) => {
    const body = parseBody(request, positionIdBodySchema);
    return ok(await deletePosition(db, callerScope(request), body.id, deps.clock()));
  });

  app.post(`${BASE}/authorities`, shopRoute("positions.list"), async (request) => {
    parseBody(request, emptyBody);
    return ok(authorityGroups(request.lang));
  });
}
