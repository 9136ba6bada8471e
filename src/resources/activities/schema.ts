/**
 * The activity log's wire (spec §6 "Sub-accounts log daily activity and earn an estimated
 * reward per activity"), shared by the view and the API (POST /api/activity/ina/page).
 *
 * Dates are `yyyy-MM-dd` marketplace days (WIB, UTC+7): `from` is inclusive from 00:00 WIB, `to` inclusive
 * until 24:00 WIB. A `to` before `from` is refused (`activity:errors.endBeforeStart`).
 */
import { z } from "zod";
import { ACTIVITY_TYPES, type ActivityType, type FieldChange } from "../../domain/activity";
import { pageRequestSchema } from "../../domain/page-request";
import { daySchema, endNotBeforeStart } from "../../domain/schema/day-range";

/** Registry resource names and authority actions are identifiers, e.g. `products`, `edit`. */
const NAME = /^[A-Za-z][\w-]{0,49}$/;

/** Body of POST /api/activity/ina/page. */
export const activityPageSchema = z
  .object({
    ...pageRequestSchema.shape,
    userId: z.number().int().positive().optional(),
    subject: z.string().regex(NAME, "validation:format").optional(),
    activityType: z.enum(ACTIVITY_TYPES).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type ActivityPageRequest = z.infer<typeof activityPageSchema>;

/** One row of the log; `createTime` is `yyyy-MM-dd HH:mm:ss` WIB, `estimatedReward` rupiah (0 for other writes). */
export interface ActivityRow {
  id: number;
  userId: number;
  userName: string;
  nickName: string;
  subject: string;
  action: string;
  recordId: string;
  activityType: ActivityType | null;
  changes: FieldChange[];
  estimatedReward: number;
  createTime: string;
}

/** A user of the caller's shop the log can be filtered by (POST /api/activity/ina/users). */
export interface ActivityUser {
  userId: number;
  userName: string;
  nickName: string;
  isMainAdmin: boolean;
}
