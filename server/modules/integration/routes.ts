/**
 * Developer settings, the seller's side (spec §2 /settings/system-integration, §3 "Secret key"). All access
 * "shop"; every query is scoped by the caller's shop in SQL; another shop's id answers errors:notFound.
 *
 * - POST /api/integration/ina/key/page {pageNo, pageSize} -> Page<KeyRow> [integrations.list]
 * - POST /api/integration/ina/key/create {name, permissions: ("create"|"update"|"syncStock")[] (>=1)}
 *     -> {id, key} (the key is answered only here) [integrations.create]; 409 integrations:errors.tooManyKeys
 * - POST /api/integration/ina/key/revoke {id} -> {id} [integrations.delete]; refused at once afterwards
 * - POST /api/integration/ina/webhook/list {} -> WebhookRow[] [integrations.list]
 * - POST /api/integration/ina/webhook/create {url, events} -> {id, secret} (secret only here) [integrations.create]
 * - POST /api/integration/ina/webhook/update {id, url?, events?, enabled?} -> {id} [integrations.edit]
 * - POST /api/integration/ina/webhook/delete {id} -> {id} [integrations.delete] (its delivery log goes too)
 * - POST /api/integration/ina/webhook/test {id} -> {deliveryId, status, statusCode, error, durationMs}
 *     [integrations.edit]: a `ping` delivery sent at once
 * - POST /api/integration/ina/delivery/page {pageNo, pageSize, webhookId?, status?, event?} -> Page<DeliveryRow>
 *     [integrations.list]
 * - POST /api/integration/ina/delivery/replay {id} -> {id} [integrations.edit]: pending again, same id
 * - POST /api/integration/ina/oms/status {} -> OmsStatus: the /OMS page; users whose extendedField is ERP,
 *     or holding integrations.list (spec §2 "/OMS", §6)
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { pageRequestSchema } from "@src/domain/page-request";
import { ERP_EXTENDED_FIELD } from "@src/domain/user";
import {
  deliveryFiltersSchema,
  idBodySchema,
  keyCreateSchema,
  webhookCreateSchema,
  webhookUpdateSchema,
} from "@src/resources/integrations/schema";
import type { AppDeps } from "../../deps";
import { users } from "../../db/schema/auth";
import { canAuthority, requireAuth } from "../../http/auth";
import { forbidden, offsetOf, ok, page } from "../../http/envelope";
import { callerScope, shopRoute } from "../../http/scope";
import { parseBody } from "../../http/validate";
import { createKey, pageKeys, revokeKey } from "./key-service";
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  pageDeliveries,
  replayDelivery,
  testWebhook,
  updateWebhook,
} from "./webhook-service";
import { omsStatus } from "./oms-service";
import type { FetchLike } from "./delivery-service";

const deliveryPageSchema = z.object({ ...pageRequestSchema.shape, ...deliveryFiltersSchema.shape });

export async function registerIntegrationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { fetch?: FetchLike } = {},
): Promise<void> {
  const { db } = deps;

  app.post("/api/integration/ina/key/page", shopRoute("integrations.list"), async (request) => {
    const { pageNo, pageSize } = parseBody(request, pageRequestSchema);
    const { rows, rowCount } = await pageKeys(
      db,
      callerScope(request).shopId,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/integration/ina/key/create", shopRoute("integrations.create"), async (request) => {
    const body = parseBody(request, keyCreateSchema);
    return ok(await createKey(db, callerScope(request), body, deps.clock()));
  });

  app.post("/api/integration/ina/key/revoke", shopRoute("integrations.delete"), async (request) => {
    const { id } = parseBody(request, idBodySchema);
    await revokeKey(db, callerScope(request), id, deps.clock());
    return ok({ id });
  });

  app.post("/api/integration/ina/webhook/list", shopRoute("integrations.list"), async (request) => {
    return ok(await listWebhooks(db, callerScope(request).shopId));
  });

  app.post("/api/integration/ina/webhook/create", shopRoute("integrations.create"), async (request) => {
    const body = parseBody(request, webhookCreateSchema);
    return ok(await createWebhook(db, callerScope(request), body, deps.clock()));
  });

  app.post("/api/integration/ina/webhook/update", shopRoute("integrations.edit"), async (request) => {
    const body = parseBody(request, webhookUpdateSchema);
    await updateWebhook(db, callerScope(request), body, deps.clock());
    return ok({ id: body.id });
  });

  app.post("/api/integration/ina/webhook/delete", shopRoute("integrations.delete"), async (request) => {
    const { id } = parseBody(request, idBodySchema);
    await deleteWebhook(db, callerScope(request), id, deps.clock());
    return ok({ id });
  });

  app.post("/api/integration/ina/webhook/test", shopRoute("integrations.edit"), async (request) => {
    const { id } = parseBody(request, idBodySchema);
    return ok(await testWebhook(db, callerScope(request), id, deps.clock(), opts.fetch));
  });

  app.post("/api/integration/ina/delivery/page", shopRoute("integrations.list"), async (request) => {
    const { pageNo, pageSize, ...filters } = parseBody(request, deliveryPageSchema);
    const { rows, rowCount } = await pageDeliveries(
      db,
      callerScope(request).shopId,
      filters,
      pageSize,
      offsetOf({ pageNo, pageSize }),
    );
    return ok(page({ pageNo, pageSize }, rowCount, rows));
  });

  app.post("/api/integration/ina/delivery/replay", shopRoute("integrations.edit"), async (request) => {
    const { id } = parseBody(request, idBodySchema);
    await replayDelivery(db, callerScope(request), id, deps.clock());
    return ok({ id });
  });

  app.post("/api/integration/ina/oms/status", shopRoute(), async (request) => {
    const auth = requireAuth(request);
    if (!canAuthority(auth, "integrations.list")) {
      const [user] = await db
        .select({ extendedField: users.extendedField })
        .from(users)
        .where(eq(users.id, auth.userId));
      if (user?.extendedField !== ERP_EXTENDED_FIELD) throw forbidden();
    }
    return ok(await omsStatus(db, callerScope(request).shopId, deps.clock()));
  });
}
