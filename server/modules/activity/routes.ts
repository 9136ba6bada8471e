/**
 * Activity log, sub-account performance and reward settings (spec §3 "Sub-account reward",
 * §6). All access "shop"; each route declares its authority (403 errors:forbidden without it); queries are
 * filtered by the caller's shop, and by the caller's own user id for an "only own activities" position.
 *
 * - POST /api/activity/ina/page          [activities.list] activityPageSchema {pageNo, pageSize, userId?, subject?,
 *                                         activityType?, from?, to? (yyyy-MM-dd WIB)} -> Page<ActivityRow>, newest first
 * - POST /api/activity/ina/users         [activities.list] {} -> ActivityUser[] (the shop's seller users; only the caller when scoped)
 * - POST /api/activity/ina/performance   [performance.list] {from, to, userId?} -> Performance {from, to, rows, series}
 * - POST /api/activity/ina/reward/list   [rewardSettings.list] {} -> RewardSetting[] (one per activity type)
 * - POST /api/activity/ina/reward/update [rewardSettings.edit] {items: [{activityType, value 0..10,000,000}]}
 *                                         -> RewardSetting[] after the change (one transaction)
 * Bad input answers the validation envelope (code 400, data.errors), e.g. `to` before `from`.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { activityPageSchema } from "@src/resources/activities/schema";
import { performanceRequestSchema } from "@src/resources/performance/schema";
import { rewardUpdateSchema } from "@src/resources/reward-settings/schema";
import type { AppDeps } from "../../deps";
import { ok, page } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import { activityUsers, listRewards, pageActivities, performanceOf, updateRewards } from "./activity-service";

const emptyBody = z.object({});

export async function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/activity/ina/page", shopRoute("activities.list"), async (request) => {
    const body = parseBody(request, activityPageSchema);
    const { rows, rowCount } = await pageActivities(db, callerScope(request), body);
    return ok(page(body, rowCount, rows));
  });

  app.post("/api/activity/ina/users", shopRoute("activities.list"), async (request) => {
    parseBody(request, emptyBody);
    return ok(await activityUsers(db, callerScope(request)));
  });

  app.post("/api/activity/ina/performance", shopRoute("performance.list"), async (request) => {
    const body = parseBody(request, performanceRequestSchema);
    return ok(await performanceOf(db, callerScope(request), body));
  });

  app.post("/api/activity/ina/reward/list", shopRoute("rewardSettings.list"), async (request) => {
    parseBody(request, emptyBody);
    return ok(await listRewards(db, callerScope(request).shopId, deps.clock()));
  });

  app.post("/api/activity/ina/reward/update", shopRoute("rewardSettings.edit"), async (request) => {
    const body = parseBody(request, rewardUpdateSchema);
    return ok(await updateRewards(db, callerScope(request), body, deps.clock()));
  });
}
