/**
 * The integration API (spec §2 /settings/system-integration: the shop's own system creates and updates
 * products and syncs stock "within the key's permissions and the shop's rules"). No session: every call
 * carries a secret key in the `x-api-key` header (src/domain/integration.ts KEY_HEADER). Routes are declared
 * public to the app-wide session check (server/app.ts) and guarded by this scope's own preHandler:
 *   unknown, missing or revoked key -> HTTP 401; over KEY_RATE_LIMIT_PER_MINUTE -> HTTP 429 + Retry-After
 *   (from then to the end of its minute the process refuses that key from memory, 429 even if it is revoked
 *   meanwhile);
 *   shop not open -> 403 errors:shopNotActive; the route's permission missing on the key -> 403.
 * Answers are the usual envelope, with the HTTP status equal to its code (400, 401, 403, 404, 409, 429),
 * since ERP clients read statuses.
 *
 * - POST /api/open/v1/ping {} -> {shopId, keyId, permissions} (any valid key)
 * - POST /api/open/v1/product/create  productCreateSchema -> {itemId} [create]
 * - POST /api/open/v1/product/update  product fields + itemId? (else by partNo) -> {itemId} [update]
 * - POST /api/open/v1/file/upload  multipart `file` (image) -> {fileKey, url, ...} [create or update]
 * - POST /api/open/v1/stock/sync {items: [{itemId | partNo, stock}] (1..1000)} -> {updated, items: [{index,
 *     itemId, partNo, ok, from?, to?, code?, message?}]} [syncStock], one transaction
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { KEY_HEADER, type KeyPermission } from "@src/domain/integration";
import { shopIsOpen } from "@src/domain/shop";
import { ResultCode } from "@src/domain/wire";
import { buildAbility } from "@src/access/ability";
import { openProductCreateSchema, openProductUpdateSchema, stockSyncSchema } from "@src/resources/integrations/schema";
import type { AppDeps } from "../../deps";
import { loginThrottle, users } from "../../db/schema/auth";
import { items } from "../../db/schema/item";
import { shops } from "../../db/schema/shop";
import { ApiError, badRequest, notFound, ok } from "../../http/envelope";
import { translate } from "../../http/i18n";
import { publicRoute, type CallerScope, type RouteOptions } from "../../http/scope";
import { setRetryAfter } from "../../http/security";
import { parseBody } from "../../http/validate";
import { createItem, updateItem } from "../item/item-service";
import { storeUpload } from "../file/file-service";
import { authenticateKey, type LiveKey } from "./key-service";
import { hashKey } from "./secrets";
import { applyStockLines } from "./stock-sync-service";

/** The key's shop acting through its creator (or the shop's main admin when the creator is gone). */
interface KeyCaller {
  key: LiveKey;
  scope: CallerScope;
}

declare module "fastify" {
  interface FastifyRequest {
    keyCaller: KeyCaller | null;
  }
  interface FastifyContextConfig {
    /** The key permissions a /api/open route needs (one of them). */
    keyPermissions?: readonly KeyPermission[];
  }
}

const keyRoute = (...keyPermissions: KeyPermission[]): RouteOptions => ({
  config: { ...publicRoute().config, keyPermissions },
});

const unauthorized = () => new ApiError(401, "integrations:errors.keyInvalid");

function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.length <= 200 ? key : null;
}

/** The CallerScope the product services take, for the key's shop and actor. */
async function keyCallerOf(deps: AppDeps, key: LiveKey): Promise<KeyCaller> {
  const [shop] = await deps.db.select().from(shops).where(eq(shops.id, key.shopId));
  if (!shop) throw unauthorized();
  if (!shopIsOpen(shop)) throw new ApiError(ResultCode.forbidden, "errors:shopNotActive");
  const byCreator =
    key.createdBy === null
      ? []
      : await deps.db
          .select()
          .from(users)
          .where(and(eq(users.id, key.createdBy), eq(users.shopId, key.shopId)));
  const [actor] = byCreator.length
    ? byCreator
    : await deps.db
        .select()
        .from(users)
        .where(and(eq(users.shopId, key.shopId), eq(users.isMainAdmin, true)))
        .limit(1);
  if (!actor) throw unauthorized();
  return {
    key,
    scope: {
      shopId: key.shopId,
      userId: actor.id,
      auth: {
        userId: actor.id,
        userName: actor.userName,
        role: "seller",
        shopId: key.shopId,
        isMainAdmin: actor.isMainAdmin,
        sessionId: 0,
        positionId: actor.positionId,
        shop: { applyStatus: shop.applyStatus, status: shop.status },
        // The key's permissions are the grant here, not the creator's position.
        rules: [],
        ability: buildAbility([]),
      },
    },
  };
}

function callerOf(request: FastifyRequest): KeyCaller {
  if (!request.keyCaller) throw unauthorized();
  return request.keyCaller;
}

export async function registerOpenRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limiter = new RateLimiterDrizzle({
    storeClient: deps.db,
    schema: loginThrottle,
    // The sign-in throttle's table, its own prefix: the counters hold across API processes.
    keyPrefix: "apikey",
    points: deps.config.KEY_RATE_LIMIT_PER_MINUTE,
    duration: 60,
    clearExpiredByTimeout: false,
  });
  // The flood guard: a runaway integration's refusals cost no database work in this process (bench/README.md
  // "Seller day"). The counter itself stays in the database, so the budget still holds across processes.
  const blocked = new RateLimiterMemory({ keyPrefix: "apikey-blocked", points: 1, duration: 60 });

  await app.register(async (scope) => {
    scope.decorateRequest("keyCaller", null);
    await scope.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 2, parts: 4 } });

    scope.addHook("preHandler", async (request) => {
      const raw = keyOf(request);
      if (!raw) throw unauthorized();
      const keyHash = hashKey(raw);
      const tooMany = (msBeforeNext: number) =>
        new ApiError(ResultCode.tooManyRequests, "errors:tooManyRequests", {
          retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
        });
      // A key this process already refused stays refused until its window ends, without a database call.
      const block = await blocked.get(keyHash);
      if (block && block.msBeforeNext > 0) throw tooMany(block.msBeforeNext);
      const key = await authenticateKey(deps.db, raw, deps.clock());
      if (!key) throw unauthorized();
      try {
        await limiter.consume(String(key.id));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        await blocked.block(keyHash, err.msBeforeNext / 1000);
        throw tooMany(err.msBeforeNext);
      }
      request.keyCaller = await keyCallerOf(deps, key);
      const needed = request.routeOptions.config?.keyPermissions ?? [];
      if (needed.length > 0 && !needed.some((p) => key.permissions.includes(p)))
        throw new ApiError(ResultCode.forbidden, "integrations:errors.keyPermission", {
          permission: needed.join(" / "),
        });
    });

    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof ApiError)) throw error;
      setRetryAfter(reply, error);
      const status = [400, 401, 403, 404, 409, 413, 415, 429].includes(error.code) ? error.code : 400;
      return reply.status(status).send({
        success: false,
        code: error.code,
        message: translate(request.lang, error.messageKey, error.params),
        data: error.data,
      });
    });

    scope.post("/api/open/v1/ping", keyRoute(), async (request) => {
      const { key } = callerOf(request);
      return ok({ shopId: key.shopId, keyId: key.id, permissions: key.permissions });
    });

    scope.post("/api/open/v1/product/create", keyRoute("create"), async (request) => {
      const body = parseBody(request, openProductCreateSchema);
      const itemId = await createItem(deps.db, callerOf(request).scope, body, deps.clock(), request.lang);
      return ok({ itemId });
    });

    scope.post("/api/open/v1/product/update", keyRoute("update"), async (request) => {
      const body = parseBody(request, openProductUpdateSchema);
      const { scope: actor } = callerOf(request);
      let itemId = body.itemId;
      if (itemId === undefined) {
        const found = await deps.db
          .select({ id: items.id })
          .from(items)
          .where(and(eq(items.shopId, actor.shopId), eq(items.partNo, body.partNo)))
          .limit(2);
        if (found.length === 0) throw notFound();
        if (found.length > 1) throw badRequest("integrations:errors.partNoAmbiguous", { partNo: body.partNo });
        itemId = found[0].id;
      }
      const updated = await updateItem(deps.db, actor, { ...body, itemId }, deps.clock(), request.lang);
      return ok({ itemId: updated });
    });

    scope.post("/api/open/v1/file/upload", keyRoute("create", "update"), async (request) => {
      const { scope: actor } = callerOf(request);
      if (!request.isMultipart()) throw badRequest("errors:file.missing");
      const part = await request.file();
      if (!part || part.fieldname !== "file") throw badRequest("errors:file.missing");
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        chunks.push(chunk);
      }
      const stored = await storeUpload(
        { db: deps.db, filesDir: deps.filesDir, now: deps.clock() },
        { shopId: actor.shopId, userId: actor.userId },
        { fileName: part.filename, bytes: Buffer.concat(chunks), size, kind: "image" },
      );
      return ok(stored);
    });

    scope.post("/api/open/v1/stock/sync", keyRoute("syncStock"), async (request) => {
      const body = parseBody(request, stockSyncSchema);
      const { scope: actor } = callerOf(request);
      return ok(
        await applyStockLines(
          deps.db,
          { shopId: actor.shopId, userId: actor.userId },
          body.items,
          deps.clock(),
          request.lang,
        ),
      );
    });
  });

  // The endpoint table (README) shows these as key-authenticated, with the permission they need.
  for (const route of app.routeTable)
    if (route.url.startsWith("/api/open/")) route.access = `secret key (${KEY_HEADER})`;
}
