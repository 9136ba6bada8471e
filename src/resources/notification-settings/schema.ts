/**
 * Notification settings (spec §7 /api/message/setting/ina/list and /update): per user, one switch per
 * notification type and channel. Types and channels are ours (the spec says "not shown"); labels are
 * `notificationSettings:types.<type>` and `notificationSettings:channels.<channel>`.
 */
import { z } from "zod";

export const NOTIFICATION_TYPES = [
  "orderNew",
  "orderCancelled",
  "productApproved",
  "productRejected",
  "refund",
  "inquiry",
  "bill",
  "system",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_CHANNELS = ["inApp", "email", "whatsapp"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One switch. */
export interface NotificationSetting {
  type: NotificationType;
  channel: NotificationChannel;
  enabled: boolean;
}

/** The default of a switch the user never changed: in-app and email on, WhatsApp off. */
export function defaultEnabled(_type: NotificationType, channel: NotificationChannel): boolean {
  return channel !== "whatsapp";
}

/** Every switch with its default, types then channels in declaration order (the list's order). */
export function defaultSettings(): NotificationSetting[] {
  return NOTIFICATION_TYPES.flatMap((type) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ type, channel, enabled: defaultEnabled(type, channel) })),
  );
}

export const notificationSettingSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: "validation:oneOf" }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: "validation:oneOf" }),
  enabled: z.boolean({ error: "validation:required" }),
});

/**
 * Body of /api/message/setting/ina/update: `{ items: NotificationSetting[] }`, 1 to every switch, each
 * (type, channel) at most once (`notificationSettings:errors.duplicate`). Switches not listed keep their value.
 */
export const notificationSettingsUpdateSchema = z.object({
  items: z
    .array(notificationSettingSchema, { error: "validation:required" })
    .min(1, "validation:minItems")
    .max(NOTIFICATION_TYPES.length * NOTIFICATION_CHANNELS.length, "validation:maxItems")
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        const key = `${item.type}.${item.channel}`;
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: [i], message: "notificationSettings:errors.duplicate" });
        seen.add(key);
      });
    }),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
