/**
 * Shop module routes (spec §3 "Shop info", "Store"; §4; §7). Every answer carrying a shop is
 * MyShopInfo (ShopInfo of src/domain/shop.ts plus `application`):
 * - POST /api/shop/ina/myShopInfo -> MyShopInfo, or code 2202 when the user has no shop (seller)
 * - POST /api/shop/ina/modifyShop `{ shopId, accountName, accountNo, bank }` -> MyShopInfo (shop, main admin)
 * - POST /api/shop/ina/apply StoreApplication -> MyShopInfo (seller; see applyForShop)
 * - POST /api/shop/ina/additionalInfo `{ businessType[], storeEstablishment, storeDescription }` -> MyShopInfo
 */
import type { FastifyInstance } from "fastify";
import { additionalInfoSchema, bankInfoSchema, storeApplicationSchema } from "../../../src/resources/store/schema";
import type { AppDeps } from "../../app";
import { ok } from "../../http/envelope";
import { requireAuth } from "../../http/auth";
import { parseBody } from "../../http/validate";
import { applyForShop, modifyShopBank, myShopInfo, saveAdditionalInfo } from "./service";

export async function registerShopRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/shop/ina/myShopInfo", { config: { access: "seller" } }, async (request) => {
    return ok(await myShopInfo(deps, requireAuth(request)));
  });

  app.post("/api/shop/ina/modifyShop", { config: { access: "shop", authority: "store.edit", mainAdmin: true } }, async (request) => {
    const body = parseBody(request, bankInfoSchema);
    return ok(await modifyShopBank(deps, requireAuth(request), body));
  });

  app.post("/api/shop/ina/apply", { config: { access: "seller", mainAdmin: true } }, async (request) => {
    const body = parseBody(request, storeApplicationSchema);
    return ok(await applyForShop(deps, requireAuth(request), body, request.lang));
  });

  app.post("/api/shop/ina/additionalInfo", { config: { access: "seller", mainAdmin: true } }, async (request) => {
    const body = parseBody(request, additionalInfoSchema);
    return ok(await saveAdditionalInfo(deps, requireAuth(request), body));
  });
}
