/**
 * Reward settings (spec §3 "Sub-account reward: current and previous value, create time"): rupiah per
 * activity of each type of spec §6. Shared by the form and POST /api/activity/ina/reward/update.
 */
import { z } from "zod";
import { ACTIVITY_TYPES, type ActivityType } from "../../domain/activity";

/** Largest reward per activity, rupiah. */
export const MAX_REWARD_VALUE = 10_000_000;

export const rewardValueSchema = z.number().int("validation:integer").min(0).max(MAX_REWARD_VALUE);

/** Body of the update: one to six items, each type at most once. */
export const rewardUpdateSchema = z.object({
  items: z
    .array(z.object({ activityType: z.enum(ACTIVITY_TYPES), value: rewardValueSchema }))
    .min(1)
    .max(ACTIVITY_TYPES.length)
    .refine(
      (items) => new Set(items.map((i) => i.activityType)).size === items.length,
      "activity:errors.duplicateType",
    ),
});
export type RewardUpdate = z.infer<typeof rewardUpdateSchema>;

/** One type's setting in force; `createTime` `yyyy-MM-dd HH:mm:ss` WIB, null when never set (value 0). */
export interface RewardSetting {
  activityType: ActivityType;
  value: number;
  previousValue: number;
  createTime: string | null;
}
