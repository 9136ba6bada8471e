/**
 * Notification settings per user (spec §7 /api/message/setting/ina/list, /update). Rows exist only for
 * switches a user changed; the list overlays them on the defaults of
 * src/resources/notification-settings/schema.ts. Queries are filtered by the caller's shop and user id.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  defaultSettings,
  type NotificationSetting,
  type NotificationSettingsUpdate,
} from "@src/resources/notification-settings/schema";
import type { CallerScope } from "../../http/scope";
import type { Db, Tx } from "../../db/client";
import { notificationSettings } from "../../db/schema/store";
import { recordActivity } from "../activity/record";

const keyOf = (s: { type: string; channel: string }) => `${s.type}.${s.channel}`;

async function settingsOf(db: Db | Tx, shopId: number, userId: number): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      type: notificationSettings.type,
      channel: notificationSettings.channel,
      enabled: notificationSettings.enabled,
    })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.shopId, shopId), eq(notificationSettings.userId, userId)));
  const stored = new Map(rows.map((r) => [keyOf(r), r.enabled]));
  return defaultSettings().map((s) => ({ ...s, enabled: stored.get(keyOf(s)) ?? s.enabled }));
}

/** Every switch of the caller: `[{ type, channel, enabled }]`, types then channels in declaration order. */
export async function listNotificationSettings(db: Db, actor: CallerScope): Promise<NotificationSetting[]> {
  return settingsOf(db, actor.shopId, actor.auth.userId);
}

/**
 * Stores the listed switches of the caller in one transaction (upsert per (user, type, channel)) and
 * records the activity (subject `notificationSettings`, fields `<type>.<channel>` from -> to).
 * Answers the whole list afterwards.
 */
export async function updateNotificationSettings(
  db: Db,
  actor: CallerScope,
  body: NotificationSettingsUpdate,
  now: Date,
): Promise<NotificationSetting[]> {
  const { shopId } = actor;
  const { userId } = actor.auth;
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx, shopId, userId);
    await tx
      .insert(notificationSettings)
      .values(
        body.items.map((i) => ({
          shopId,
          userId,
          type: i.type,
          channel: i.channel,
          enabled: i.enabled,
          updateTime: now,
        })),
      )
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.type, notificationSettings.channel],
        set: { enabled: sql`excluded.enabled`, shopId: sql`excluded.shop_id`, updateTime: now },
      });
    const after = await settingsOf(tx, shopId, userId);
    const asRecord = (list: NotificationSetting[]) => Object.fromEntries(list.map((s) => [keyOf(s), s.enabled]));
    await recordActivity(
      tx,
      actor.auth,
      {
        subject: "notificationSettings",
        action: "edit",
        recordId: userId,
        before: asRecord(before),
        after: asRecord(after),
      },
      now,
    );
    return after;
  });
}
