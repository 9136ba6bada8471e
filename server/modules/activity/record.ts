/**
 * Recording writes (spec §6): every write a seller user makes is recorded by the API, in
 * the same transaction as the write: who, what (subject + action of the authority), which record, when,
 * and the fields changed from -> to. Handlers call `recordActivity` after their change.
 */
import type { ActivityType } from "@src/domain/activity";
import { diffFields } from "@src/domain/activity";
import type { Db, Tx } from "../../db/client";
import { insertPrepared } from "../../db/prepared";
import { activities } from "../../db/schema/access";
import type { AuthContext } from "../../http/auth";
import { estimatedRewardFor } from "./reward";

export interface ActivityEntry {
  /** Registry resource name, e.g. `products`. */
  subject: string;
  /** Authority action, e.g. `create`, `edit`. */
  action: string;
  recordId: string | number;
  /** The record's fields before (null when created) and after (null when deleted). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** A reward activity type of spec §6, when the write is one. */
  activityType?: ActivityType | null;
}

/** Records one write by `auth` (a seller with a shop; others are not recorded). */
export async function recordActivity(
  db: Db | Tx,
  auth: Pick<AuthContext, "userId" | "shopId">,
  entry: ActivityEntry,
  now: Date,
): Promise<void> {
  if (auth.shopId === null) return;
  const activityType = entry.activityType ?? null;
  // Prepared (docs/architecture.md §6 "Prepared statements"): most writes of the portal record one.
  await insertPrepared(db, activities, "activity_insert", {
    shopId: auth.shopId,
    userId: auth.userId,
    subject: entry.subject,
    action: entry.action,
    recordId: String(entry.recordId),
    activityType,
    changes: diffFields(entry.before ?? null, entry.after ?? null),
    estimatedReward: activityType ? await estimatedRewardFor(db, auth.shopId, activityType, now) : 0,
    createTime: now,
  });
}
