/**
 * System message calls (spec §2 unread count, §3 "Messages", §7). Access `seller` (with or without a shop);
 * every call sees only the caller's own messages.
 *
 * - POST /api/message/ina/countNewMsg `{}` -> `{ countNewMsg }` unread system messages + custom notices + live
 *   broadcast notices (the header polls it every 60 s and on push)
 * - POST /api/message/ina/sysmsg/fetchNewMsgStatus `{}` -> `{ hasNewMsg }` (countNewMsg > 0)
 * - POST /api/message/ina/statistics `{}` -> `{ total, advisory, discussion, cart }` (src/domain/notice.ts)
 * - POST /api/message/tkod/sysmsg/history/list `{ pageNo, pageSize }`
 *   -> Page<{ id, senderName, title, summary, url, isRead, createTime }>, newest first, in Accept-Language
 * - POST /api/message/tkod/sysmsg/isread `{ id }` -> null (marks read)
 * - POST /api/message/tkod/sysmsg/delete `{ id }` -> null
 * - POST /api/message/tkod/sysmsg/fetchNewMsgStatus `{ type? }` -> `{ hasNewMsg }`; `type` is accepted for
 *   the spec's shape, and only system messages exist, so it does not narrow the answer.
 * Another user's id (or a missing one) answers errors:notFound and changes nothing. A read or delete
 * publishes `count` to the caller (its other tabs refresh the badge).
 *
 * Notices (spec §3 custom and broadcast notices, §7), access `seller`, the caller's own only:
 * - GET /api/message/custom/notify (also POST `{}`) -> `{ data: CustomNoticeRow[] }` unread first then newest,
 *   at most 50
 * - POST /api/message/custom/hasRead `{ messageId }` -> null
 * - POST /api/notification/custom/fetchAll `{ type? }` -> BroadcastNoticeRow[] live for the caller (all + own shop)
 * - POST /api/notification/custom/markAsRead `{ notificationId }` -> null
 *
 * Notification settings (spec §2 /store), access `shop` with the authority named:
 * - POST /api/message/setting/ina/list {} -> NotificationSetting[] of the caller [notificationSettings.list]
 * - POST /api/message/setting/ina/update {items: NotificationSetting[]} -> NotificationSetting[] [notificationSettings.edit]
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import type { AppDeps } from "../../deps";
import { requireAuth } from "../../http/auth";
import type { FastifyRequest } from "fastify";
import { publishEvent } from "../../realtime/bus";
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, sellerRoute, shopRoute } from "../../http/scope";
import { notificationSettingsUpdateSchema } from "@src/resources/notification-settings/schema";
import { broadcastFetchSchema, broadcastReadSchema, customNoticeReadSchema } from "@src/resources/notifications/schema";
import { countUnread, deleteMessage, listMessages, markRead } from "./message-service";
import {
  countNew,
  inboxStatistics,
  listBroadcastNotices,
  listCustomNotices,
  markBroadcastRead,
  markCustomNoticeRead,
  type NoticeReader,
} from "./notice-service";
import { listNotificationSettings, updateNotificationSettings } from "./notification-setting-service";

const idSchema = z.object({
  id: z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min"),
});
const readerOf = (request: FastifyRequest): NoticeReader => {
  const auth = requireAuth(request);
  return { userId: auth.userId, shopId: auth.shopId };
};
const statusSchema = z.object({ type: z.number().int("validation:integer").min(0).max(99).optional() });

export async function registerMessageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const route = sellerRoute();
  // The caller's other tabs re-read their badge and lists (src/domain/realtime.ts `count`).
  const countChanged = (request: FastifyRequest) =>
    publishEvent(db, { topic: "count", userIds: [requireAuth(request).userId] });

  app.post("/api/message/ina/countNewMsg", route, async (request) => {
    return ok({ countNewMsg: await countNew(db, readerOf(request), deps.clock()) });
  });

  app.post("/api/message/ina/sysmsg/fetchNewMsgStatus", route, async (request) => {
    parseBody(request, z.object({}));
    return ok({ hasNewMsg: (await countNew(db, readerOf(request), deps.clock())) > 0 });
  });

  app.post("/api/message/ina/statistics", route, async (request) => {
    parseBody(request, z.object({}));
    return ok(await inboxStatistics(db, readerOf(request), deps.clock()));
  });

  const customNotify = async (request: FastifyRequest) =>
    ok({ data: await listCustomNotices(db, requireAuth(request).userId) });
  app.get("/api/message/custom/notify", route, customNotify);
  // The portal's wire is POST only (src/providers/data-provider.ts): the same answer for `{}`.
  app.post("/api/message/custom/notify", route, async (request) => {
    parseBody(request, z.object({}));
    return customNotify(request);
  });

  app.post("/api/message/custom/hasRead", route, async (request) => {
    const { messageId } = parseBody(request, customNoticeReadSchema);
    await markCustomNoticeRead(db, requireAuth(request).userId, messageId);
    await countChanged(request);
    return ok(null);
  });

  app.post("/api/notification/custom/fetchAll", route, async (request) => {
    const { type } = parseBody(request, broadcastFetchSchema);
    return ok(await listBroadcastNotices(db, readerOf(request), type, deps.clock()));
  });

  app.post("/api/notification/custom/markAsRead", route, async (request) => {
    const { notificationId } = parseBody(request, broadcastReadSchema);
    await markBroadcastRead(db, readerOf(request), notificationId, deps.clock());
    await countChanged(request);
    return ok(null);
  });

  app.post("/api/message/tkod/sysmsg/history/list", route, async (request) => {
    const body = parseBody(request, pageRequestSchema);
    const { rowCount, rows } = await listMessages(db, requireAuth(request).userId, request.lang, {
      limit: body.pageSize,
      offset: offsetOf(body),
    });
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/message/tkod/sysmsg/isread", route, async (request) => {
    const { id } = parseBody(request, idSchema);
    await markRead(db, requireAuth(request).userId, id);
    await countChanged(request);
    return ok(null);
  });

  app.post("/api/message/tkod/sysmsg/delete", route, async (request) => {
    const { id } = parseBody(request, idSchema);
    await deleteMessage(db, requireAuth(request).userId, id);
    await countChanged(request);
    return ok(null);
  });

  app.post("/api/message/tkod/sysmsg/fetchNewMsgStatus", route, async (request) => {
    parseBody(request, statusSchema);
    return ok({ hasNewMsg: (await countUnread(db, requireAuth(request).userId)) > 0 });
  });

  app.post("/api/message/setting/ina/list", shopRoute("notificationSettings.list"), async (request) => {
    parseBody(request, z.object({}));
    return ok(await listNotificationSettings(db, callerScope(request)));
  });

  app.post("/api/message/setting/ina/update", shopRoute("notificationSettings.edit"), async (request) => {
    const body = parseBody(request, notificationSettingsUpdateSchema);
    return ok(await updateNotificationSettings(db, callerScope(request), body, deps.clock()));
  });
}
