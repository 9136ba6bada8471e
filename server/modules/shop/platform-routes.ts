/**
 * Platform admin side of shops (spec §4 "Store status", §6 "The platform admin approves ...
 * stores"). Not called by the seller portal: the seed, the tests and the demo use it. Access `platform`.
 *
 * - POST /api/platform/shop/page `{ pageNo, pageSize, applyStatus?, keyword? }` -> Page<PlatformShopRow>
 *   (keyword matches store name or owner user name, case-insensitive; newest submission first)
 * - POST /api/platform/shop/approve `{ shopId }`: applyStatus 0 -> 2, status 1
 * - POST /api/platform/shop/reject `{ shopId, rejectReasons: (1..5)[], rejectRemark }`: 0 -> 1
 *   (rejectRemark required when reason 5 "other" is chosen, max 500)
 * - POST /api/platform/shop/setStatus `{ shopId, applyStatus?, status?, rejectReasons?, rejectRemark? }`:
 *   applyStatus 3 close / 4 freeze from 2, 3 or 4; applyStatus 2 reopens a closed or frozen shop;
 *   status 0 | 1 | 2 only on an approved shop (2 "restricted" may carry reasons)
 * Transitions from the wrong state (including "already so") answer code 409 errors:invalidTransition and
 * change nothing; an unknown id answers errors:notFound. Shop answers are the updated row.
 * The transitions live in ./shop-review-service.ts; /api/platform/user/setStatus in server/modules/user.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { platformRoute } from "../../http/scope";
import { parseBody } from "../../http/validate";
import { rejectSchema, setShopStatusSchema, shopIdSchema, shopPageSchema } from "./platform-schema";
import { approveShop, pagePlatformShops, rejectShop, setShopStatus } from "./shop-review-service";

export type { PlatformShopRow } from "./shop-review-service";

export async function registerPlatformShopRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.post("/api/platform/shop/page", platformRoute(), async (request) => {
    return ok(await pagePlatformShops(db, parseBody(request, shopPageSchema)));
  });

  app.post("/api/platform/shop/approve", platformRoute(), async (request) => {
    const body = parseBody(request, shopIdSchema);
    const updated = await approveShop(db, body.shopId, deps.clock());
    return ok({ shopId: updated.id, applyStatus: updated.applyStatus, status: updated.status });
  });

  app.post("/api/platform/shop/reject", platformRoute(), async (request) => {
    const updated = await rejectShop(db, parseBody(request, rejectSchema), deps.clock());
    return ok({
      shopId: updated.id,
      applyStatus: updated.applyStatus,
      status: updated.status,
      rejectReasons: updated.rejectReasons,
      rejectRemark: updated.rejectRemark,
    });
  });

  app.post("/api/platform/shop/setStatus", platformRoute(), async (request) => {
    const updated = await setShopStatus(db, parseBody(request, setShopStatusSchema), deps.clock());
    return ok({
      shopId: updated.id,
      applyStatus: updated.applyStatus,
      status: updated.status,
      rejectReasons: updated.rejectReasons,
      rejectRemark: updated.rejectRemark,
    });
  });
}
