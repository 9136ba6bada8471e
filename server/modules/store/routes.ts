/**
 * Store settings routes (spec §2 /store, §3 "Store", "Address", §5 "Store", §6-§7). All access
 * "shop" (approved, not frozen) plus the authority named per route; every query is filtered by the
 * caller's shop in SQL. Bad bodies answer the validation envelope (code 400, data.errors); a postal code
 * that does not match the chosen village answers the same envelope on the postal-code field.
 *
 * - POST /api/store/ina/detail {} -> StoreDetail [store.list]
 * - POST /api/store/ina/update storeUpdateSchema (every store field) -> StoreDetail [store.edit];
 *   changing bank / accountNo / accountName: main admin only (403, as /api/shop/ina/modifyShop)
 * - POST /api/store/ina/address/page {pageNo, pageSize} -> Page<AddressRow>, default first, newest first [addresses.list]
 * - POST /api/store/ina/address/detail {id} -> AddressRow [addresses.list]
 * - POST /api/store/ina/address/create addressCreateSchema -> {id, isDefault} [addresses.create]
 * - POST /api/store/ina/address/update {id, ...fields} -> {id, isDefault} [addresses.edit]
 * - POST /api/store/ina/address/delete {id} -> {id, defaultId} [addresses.delete]
 * - POST /api/store/ina/address/setDefault {id} -> {id} [addresses.setDefault]
 * (The notification settings of spec §2 /store live under /api/message/setting: server/modules/message.)
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { addressCreateSchema, addressIdSchema, addressUpdateSchema } from "@src/resources/addresses/schema";
import { storeUpdateSchema } from "@src/resources/store/schema";
import type { AppDeps } from "../../deps";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { callerScope, shopRoute } from "../../http/scope";
import {
  createAddress,
  deleteAddress,
  getAddress,
  pageAddresses,
  setDefaultAddress,
  updateAddress,
} from "./address-service";
import { storeDetail, updateStore } from "./store-service";
import { assertOwnFileKeys } from "../file/file-keys";

const emptySchema = z.object({});

export async function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/store/ina/detail", shopRoute("store.list"), async (request) => {
    parseBody(request, emptySchema);
    return ok(await storeDetail(deps.db, callerScope(request).auth));
  });

  app.post("/api/store/ina/update", shopRoute("store.edit"), async (request) => {
    const body = parseBody(request, storeUpdateSchema);
    return ok(await updateStore(deps.db, callerScope(request).auth, body, deps.clock(), request.lang));
  });

  app.post("/api/store/ina/address/page", shopRoute("addresses.list"), async (request) => {
    const body = parseBody(request, pageRequestSchema);
    return ok(await pageAddresses(deps.db, callerScope(request).shopId, body));
  });

  app.post("/api/store/ina/address/detail", shopRoute("addresses.list"), async (request) => {
    const { id } = parseBody(request, addressIdSchema);
    return ok(await getAddress(deps.db, callerScope(request).shopId, id));
  });

  app.post("/api/store/ina/address/create", shopRoute("addresses.create"), async (request) => {
    const body = parseBody(request, addressCreateSchema);
    const scope = callerScope(request);
    await assertOwnFileKeys(deps.db, { shopId: scope.shopId, userId: scope.userId, lang: request.lang }, [
      { path: "photo", key: body.photo },
    ]);
    return ok(await createAddress(deps.db, scope, body, deps.clock(), request.lang));
  });

  app.post("/api/store/ina/address/update", shopRoute("addresses.edit"), async (request) => {
    const body = parseBody(request, addressUpdateSchema);
    const scope = callerScope(request);
    await assertOwnFileKeys(deps.db, { shopId: scope.shopId, userId: scope.userId, lang: request.lang }, [
      { path: "photo", key: body.photo },
    ]);
    return ok(await updateAddress(deps.db, scope, body, deps.clock(), request.lang));
  });

  app.post("/api/store/ina/address/delete", shopRoute("addresses.delete"), async (request) => {
    const { id } = parseBody(request, addressIdSchema);
    return ok(await deleteAddress(deps.db, callerScope(request), id, deps.clock()));
  });

  app.post("/api/store/ina/address/setDefault", shopRoute("addresses.setDefault"), async (request) => {
    const { id } = parseBody(request, addressIdSchema);
    return ok(await setDefaultAddress(deps.db, callerScope(request), id, deps.clock()));
  });
}
