/**
 * Shop module routes (spec §3 "Shop info", "Store"; §4; §7). Every answer carrying a shop is
 * MyShopInfo (ShopInfo of src/domain/shop.ts plus `application`):
 * - POST /api/shop/ina/myShopInfo -> MyShopInfo, or code 2202 when the user has no shop (seller)
 * - POST /api/shop/ina/modifyShop `{ shopId, accountName, accountNo, bank }` -> MyShopInfo (shop, main admin)
 * - POST /api/shop/ina/apply StoreApplication -> MyShopInfo (seller; see applyForShop)
 * - POST /api/shop/ina/additionalInfo `{ businessType[], storeEstablishment, storeDescription }` -> MyShopInfo
 */
import type { FastifyInstance } from "fastify";
import { additionalInfoSchema, bankInfoSchema, storeApplicationSchema } from "@src/resources/store/schema";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { requireAuth } from "../../http/auth";
import { parseBody } from "../../http/validate";
import { callerScope, sellerRoute, shopRoute } from "../../http/scope";
import { applyForShop, modifyShopBank, myShopInfo, saveAdditionalInfo } from "./shop-service";

export async function registerShopRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/shop/ina/myShopInfo", sellerRoute(), async (request) => {
    return ok(await myShopInfo(deps.db, requireAuth(request)));
  });

  app.post("/api/shop/ina/modifyShop", shopRoute("store.edit", { mainAdmin: true }), async (request) => {
    const body = parseBody(request, bankInfoSchema);
    return ok(await modifyShopBank(deps.db, callerScope(request).auth, body, deps.clock()));
  });

  app.post("/api/shop/ina/apply", sellerRoute({ mainAdmin: true }), async (request) => {
    const body = parseBody(request, storeApplicationSchema);
    return ok(await applyForShop(deps.db, requireAuth(request), body, deps.clock(), request.lang));
  });

  app.post("/api/shop/ina/additionalInfo", sellerRoute({ mainAdmin: true }), async (request) => {
    const body = parseBody(request, additionalInfoSchema);
    return ok(await saveAdditionalInfo(deps.db, requireAuth(request), body, deps.clock()));
  });
}
