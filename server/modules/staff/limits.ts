/**
 * What a caller may hand out (spec §6): a main admin may grant anything; a sub-account that holds
 * users.* or positions.* authorities may grant only what its own position grants, never "all accounts"
 * when it sees only its own rows, and may not act on itself, its own position, or a user whose position
 * reaches beyond its own. Without these checks a sub-account could raise its own rights (edit its own
 * position) or take over a stronger account (reset its password and sign in).
 */
import { and, eq } from "drizzle-orm";
import { DataListPermission } from "@src/access/ability";
import type { Db, Tx } from "../../db/client";
import { positions } from "../../db/schema/access";
import { ApiError } from "../../http/envelope";
import type { AuthContext } from "../../http/auth";
import { ResultCode } from "@src/domain/wire";

/** A set of authorities with its data-list permission (a position's grant). */
export interface Grant {
  authorities: readonly string[];
  dataListPermission: number;
}

/** The caller's own grant: null for a main admin (unlimited). */
export async function callerGrant(db: Db | Tx, auth: AuthContext): Promise<Grant | null> {
  if (auth.isMainAdmin) return null;
  if (auth.positionId === null || auth.shopId === null)
    return { authorities: [], dataListPermission: DataListPermission.onlyOwn };
  const [own] = await db
    .select({ authorities: positions.authorities, dataListPermission: positions.dataListPermission })
    .from(positions)
    .where(and(eq(positions.id, auth.positionId), eq(positions.shopId, auth.shopId)));
  return own ?? { authorities: [], dataListPermission: DataListPermission.onlyOwn };
}

/** True when `grant` gives nothing beyond `limit` (null limit: unlimited). */
export function withinGrant(grant: Grant, limit: Grant | null): boolean {
  if (limit === null) return true;
  const own = new Set(limit.authorities);
  if (!grant.authorities.every((key) => own.has(key))) return false;
  return !(
    limit.dataListPermission === DataListPermission.onlyOwn && grant.dataListPermission !== DataListPermission.onlyOwn
  );
}

/**
 * Refuses a grant beyond the caller's own.
 * @throws ApiError 403 errors:staff.beyondOwnRights
 */
export function assertWithin(grant: Grant, limit: Grant | null): void {
  if (!withinGrant(grant, limit)) throw new ApiError(ResultCode.forbidden, "errors:staff.beyondOwnRights");
}
