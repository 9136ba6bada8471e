/**
 * The estimated reward of an activity type in a shop at a time (spec §3 "Sub-account reward", §6), in
 * integer rupiah. Reward settings are not stored yet: 0 until the reward settings arrive.
 */
import type { ActivityType } from "../../../src/domain/activity";
import type { Db, Tx } from "../../db/client";

export async function estimatedRewardFor(_db: Db | Tx, _shopId: number, _type: ActivityType, _at: Date): Promise<number> {
  return 0;
}
