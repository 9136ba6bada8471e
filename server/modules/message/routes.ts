/**
 * System message calls (spec §2 unread count, §3 "Messages", §7). Access `seller` (with or without a shop);
 * every call sees only the caller's own messages.
 *
 * - POST /api/message/ina/countNewMsg `{}` -> `{ countNewMsg }` unread count (the header polls it every 60 s)
 * - POST /api/message/tkod/sysmsg/history/list `{ pageNo, pageSize }`
 *   -> Page<{ id, senderName, title, summary, url, isRead, createTime }>, newest first, in Accept-Language
 * - POST /api/message/tkod/sysmsg/isread `{ id }` -> null (marks read)
 * - POST /api/message/tkod/sysmsg/delete `{ id }` -> null
 * - POST /api/message/tkod/sysmsg/fetchNewMsgStatus `{ type? }` -> `{ hasNewMsg }`; `type` is accepted for
 *   the spec's shape, and only system messages exist, so it does not narrow the answer.
 * Another user's id (or a missing one) answers errors:notFound and changes nothing.
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
import { offsetOf, ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, sellerRoute, shopRoute } from "../../http/scope";
import { notificationSettingsUpdateSchema } from "@src/resources/notification-settings/schema";
import { countUnread, deleteMessage, listMessages, markRead } from "./message-service";
import { listNotificationSettings, updateNotificationSettings } from "./notification-setting-service";

const idSchema = z.object({
  id: z.number({ error: "validation:required" }).int("validation:integer").positive("validation:min"),
});
const statusSchema = z.object({ type: z.number().int("validation:integer").min(0).max(99).optional() });

export async function registerMessageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const route = sellerRoute();

  app.post("/api/message/ina/countNewMsg", route, async (request) => {
    return ok({ countNewMsg: await countUnread(db, requireAuth(request).userId) });
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
    return ok(null);
  });

  app.post("/api/message/tkod/sysmsg/delete", route, async (request) => {
    const { id } = parseBody(request, idSchema);
    await deleteMessage(db, requireAuth(request).userId, id);
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
