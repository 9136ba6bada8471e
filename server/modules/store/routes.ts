/**
 * Store settings routes (spec §2 /store, §3 "Store", "Address", §5 "Store", §7; issue 3). All access
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
 * - POST /api/message/setting/ina/list {} -> NotificationSetting[] of the caller [notificationSettings.list]
 * - POST /api/message/setting/ina/update {items: NotificationSetting[]} -> NotificationSetting[] [notificationSettings.edit]
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { pageRequestSchema } from "../../../src/domain/page-request";
import { addressCreateSchema, addressIdSchema, addressUpdateSchema } from "../../../src/resources/addresses/schema";
import { notificationSettingsUpdateSchema } from "../../../src/resources/notification-settings/schema";
import { storeUpdateSchema } from "../../../src/resources/store/schema";
import type { AppDeps } from "../../app";
import { requireAuth, requireShopId } from "../../http/auth";
import { ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import { createAddress, deleteAddress, getAddress, pageAddresses, setDefaultAddress, updateAddress, type Actor } from "./address-service";
import { listNotificationSettings, updateNotificationSettings } from "./notification-service";
import { storeDetail, updateStore } from "./service";
import { assertOwnFileKeys } from "../file/file-keys";

const emptySchema = z.object({});
const guard = (authority: string) => ({ config: { access: "shop" as const, authority } });
const actorOf = (request: FastifyRequest): Actor => ({ auth: requireAuth(request), shopId: requireShopId(request) });

export async function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post("/api/store/ina/detail", guard("store.list"), async (request) => {
    parseBody(request, emptySchema);
    return ok(await storeDetail(deps, requireAuth(request)));
  });

  app.post("/api/store/ina/update", guard("store.edit"), async (request) => {
    const body = parseBody(request, storeUpdateSchema);
    return ok(await updateStore(deps, requireAuth(request), body, request.lang));
  });

  app.post("/api/store/ina/address/page", guard("addresses.list"), async (request) => {
    const body = parseBody(request, pageRequestSchema);
    return ok(await pageAddresses(deps, requireShopId(request), body));
  });

  app.post("/api/store/ina/address/detail", guard("addresses.list"), async (request) => {
    const { id } = parseBody(request, addressIdSchema);
    return ok(await getAddress(deps, requireShopId(request), id));
  });

  app.post("/api/store/ina/address/create", guard("addresses.create"), async (request) => {
    const body = parseBody(request, addressCreateSchema);
    await assertOwnFileKeys(deps.db, { ...requireAuth(request), lang: request.lang }, [{ path: "photo", key: body.photo }]);
    return ok(await createAddress(deps, actorOf(request), body, request.lang));
  });

  app.post("/api/store/ina/address/update", guard("addresses.edit"), async (request) => {
    const body = parseBody(request, addressUpdateSchema);
    await assertOwnFileKeys(deps.db, { ...requireAuth(request), lang: request.lang }, [{ path: "photo", key: body.photo }]);
    return ok(await updateAddress(deps, actorOf(request), body, request.lang));
  });

  app.post("/api/store/ina/address/delete", guard("addresses.delete"), async (request) => {
    const { id } = parseBody(request, addressIdSchema);
    return ok(await deleteAddress(deps, actorOf(request), id));
  });

  app.post("/api/store/ina/address/setDefault", guard("addresses.setDefault"), async (request) => {
    const { id } = parseBody(request, addressIdSchema);
    return ok(await setDefaultAddress(deps, actorOf(request), id));
  });

  app.post("/api/message/setting/ina/list", guard("notificationSettings.list"), async (request) => {
    parseBody(request, emptySchema);
    return ok(await listNotificationSettings(deps, actorOf(request)));
  });

  app.post("/api/message/setting/ina/update", guard("notificationSettings.edit"), async (request) => {
    const body = parseBody(request, notificationSettingsUpdateSchema);
    return ok(await updateNotificationSettings(deps, actorOf(request), body));
  });
}
