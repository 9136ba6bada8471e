/**
 * Sub-account rewards (spec §3 "Sub-account reward: current and previous value, create time", §6
 * "Sub-accounts ... earn an estimated reward per activity"). Reward settings keep their history
 * (server/db/schema/activity.ts): one row per change, the value in force at a time is the latest row
 * created at or before it. Values are integer rupiah per activity.
 */
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { ACTIVITY_TYPES, type ActivityType } from "@src/domain/activity";
import type { Db, Tx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { rewardSettings } from "../../db/schema/activity";

/**
 * The reward (rupiah) for one activity of `type` in `shopId` at `at`: the value of the latest setting
 * created at or before `at`, or 0 when the shop had set none by then.
 */
export async function estimatedRewardFor(db: Db | Tx, shopId: number, type: ActivityType, at: Date): Promise<number> {
  // Prepared (docs/architecture.md §6 "Prepared statements"): every activity with a type reads it.
  const [row] = await preparedOnce(db, "reward_in_force", (h, name) =>
    h
      .select({ value: rewardSettings.value })
      .from(rewardSettings)
      .where(
        and(
          eq(rewardSettings.shopId, sql.placeholder("shopId")),
          eq(rewardSettings.activityType, sql.placeholder("type")),
          lte(rewardSettings.createTime, sql.placeholder("at")),
        ),
      )
      .orderBy(desc(rewardSettings.createTime), desc(rewardSettings.id))
      .limit(1)
      .prepare(name),
  ).execute({ shopId, type, at: rewardSettings.createTime.mapToDriverValue(at) });
  return row?.value ?? 0;
}

/** The setting in force now for one type: value, the value it replaced, and when it was set (null: never). */
export interface CurrentReward {
  activityType: ActivityType;
  value: number;
  previousValue: number;
  createTime: Date | null;
}

/** The current setting of every activity type of `shopId`, in ACTIVITY_TYPES order (unset types: 0, never). */
export async function currentRewards(db: Db | Tx, shopId: number, at: Date): Promise<CurrentReward[]> {
  const rows = await db
    .selectDistinctOn([rewardSettings.activityType], {
      activityType: rewardSettings.activityType,
      value: rewardSettings.value,
      previousValue: rewardSettings.previousValue,
      createTime: rewardSettings.createTime,
    })
    .from(rewardSettings)
    .where(and(eq(rewardSettings.shopId, shopId), lte(rewardSettings.createTime, at)))
    .orderBy(rewardSettings.activityType, desc(rewardSettings.createTime), desc(rewardSettings.id));
  const byType = new Map(rows.map((r) => [r.activityType, r]));
  return ACTIVITY_TYPES.map((activityType) => {
    const r = byType.get(activityType);
    return r
      ? { activityType, value: r.value, previousValue: r.previousValue, createTime: r.createTime }
      : { activityType, value: 0, previousValue: 0, createTime: null };
  });
}
