/**
 * The API server (spec §7-§8, DESIGN.md §4): Fastify with the envelope, language, access check and error
 * handling shared by every module, plus the built portal served on the same port.
 */
import fs from "node:fs";
import path from "node:path";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import fastifyStatic from "@fastify/static";
import fastifyCompress from "@fastify/compress";
import { Header, REQUEST_ID_PATTERN, ResultCode, pickLanguage, type Envelope, type Language } from "@src/domain/wire";
import { shopIsOpen } from "@src/domain/shop";
import type { Config } from "./config";
import { PORTAL_DIR } from "./paths";
import type { AppDeps, RouteInfo } from "./deps";
import { ApiError, badRequest } from "./http/envelope";
import { assertCan, resolveSession } from "./http/auth";
import { translate } from "./http/i18n";
import { publicRoute } from "./http/scope";
import { registerModules } from "./modules";
import { assertNoNul, isMalformedMultipart, registerJsonBodyParser } from "./http/body-guard";
import { assertRouteRules } from "./http/route-rules";
import { registerSecurityHeaders, securityHeaders, setRetryAfter } from "./http/security";
import { registerRealtime } from "./realtime/hub";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, isConnectionError } from "./http/db-unavailable";
import { registerReadiness } from "./http/readiness";
import { createWriteLimiter, isWriteRoute } from "./http/write-limit";

export type { AppDeps, RouteInfo } from "./deps";

/**
 * The built index.html with `window.__PORTAL_CONFIG__ = { loginUrl?, portalHomeUrl?, buyerPortalUrl?, omsUrl?,
 * workshopMode? }` injected from LOGIN_URL / PORTAL_HOME_URL / BUYER_PORTAL_URL / OMS_URL / WORKSHOP_MODE, so one
 * build serves any deployment.
 */
export function portalIndexHtml(config: Config): string {
  const html = fs.readFileSync(path.join(PORTAL_DIR, "index.html"), "utf8");
  const runtime = JSON.stringify({
    loginUrl: config.LOGIN_URL,
    portalHomeUrl: config.PORTAL_HOME_URL,
    buyerPortalUrl: config.BUYER_PORTAL_URL,
    omsUrl: config.OMS_URL,
    workshopMode: config.WORKSHOP_MODE || undefined,
  }).replace(/</g, "\\u003c");
  return html.replace("</head>", `<script>window.__PORTAL_CONFIG__=${runtime};</script></head>`);
}

/**
 * Who made a request, for its log lines: `userId` and `shopId` once the access check found its session, else
 * nothing. Named on each line rather than bound in a child logger: a pino child a request cost the API 1.3 % of
 * its CPU in the seller-day capacity phase (bench/README.md "Seller day").
 */
function callerOf(request: FastifyRequest): { userId?: number; shopId?: number | null } {
  const auth = request.auth;
  return auth ? { userId: auth.userId, shopId: auth.shopId } : {};
}

/**
 * One log line a request, written when it is answered: what was asked (`req.method`, `req.url`), the answer's
 * `res.statusCode` and `responseTime` (ms), with `reqId` and, once signed in, `userId` and `shopId` (callerOf).
 * Fastify's own pair of lines cost the API a second pino line on every call (bench/README.md "Seller day"); the
 * line as each call arrives is kept at debug (what was in flight when a process died). Fastify's other lines (errors, routes not found) are its own.
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: { method: request.method, url: request.url } }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      ...callerOf(request),
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** Builds the app; the caller listens (server/main.ts) or injects (tests). */
export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // The caller's x-request-id when it looks like one (the portal sends a fresh one per call), so a line in
    // our logs can be found from what a seller quotes; anything else gets a fresh UUID.
    requestIdHeader: false,
    logController: new RequestLog(),
    genReqId: (req) => {
      const given = req.headers[Header.requestId];
      return typeof given === "string" && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
    },
    ...opts,
  });
  // Every route is recorded for the README's generated endpoint table (scripts/endpoints.ts).
  const routeTable: RouteInfo[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      const config = route.config as
        { access?: string; authority?: string; mainAdmin?: boolean; anyAuthority?: readonly string[] } | undefined;
      routeTable.push({
        method,
        url: route.url,
        access: config?.access ?? "user",
        authority: config?.authority ?? null,
        mainAdmin: config?.mainAdmin ?? false,
        anyAuthority: config?.anyAuthority ?? null,
      });
    }
  });
  app.decorateRequest("auth", null);
  app.decorateRequest("lang", "id-ID");
  registerJsonBodyParser(app);

  const hasPortal = fs.existsSync(path.join(PORTAL_DIR, "index.html"));
  const indexHtml = hasPortal ? portalIndexHtml(deps.config) : "";
  const applySecurityHeaders = securityHeaders(indexHtml);

  // One hook per stage where the seam needs several (language and security headers; access, route rules
  // and body guard): each hook is a step of Fastify's hook runner on every request (bench/README.md
  // "Order page", point 8).
  app.addHook("onRequest", (request, reply, done) => {
    const stored = request.headers["accept-language"];
    request.lang = pickLanguage(Array.isArray(stored) ? stored[0] : stored);
    applySecurityHeaders(reply);
    // Set before any handler runs, so every answer carries it: errors, 404s and 503s too.
    reply.header(Header.requestId, request.id);
    done();
  });

  const limitWrites = createWriteLimiter(deps.db, deps.config.USER_WRITE_RATE_LIMIT_PER_MINUTE);
  // Safe by default: an /api route that forgets `config.access` needs a signed-in user.
  const checkAccess = async (request: FastifyRequest): Promise<void> => {
    const { access = "user", authority } = request.routeOptions.config ?? {};
    if (access === "public") return;
    const auth = await resolveSession(
      deps.db,
      request.headers.authorization,
      deps.clock(),
      deps.config.SESSION_IDLE_MINUTES,
    );
    // From here the request's lines, its completion line included, name who made it (callerOf).
    request.auth = auth;
    if (access === "platform" && auth.role !== "platform") throw new ApiError(ResultCode.forbidden, "errors:forbidden");
    if ((access === "seller" || access === "shop") && auth.role !== "seller")
      throw new ApiError(ResultCode.forbidden, "errors:forbidden");
    if (access === "buyer" && auth.role !== "buyer") throw new ApiError(ResultCode.forbidden, "errors:forbidden");
    if (access === "shop") {
      if (auth.shopId === null) throw new ApiError(ResultCode.noShop, "errors:noShop");
      if (!auth.shop) throw new ApiError(ResultCode.noShop, "errors:noShop");
      if (!shopIsOpen(auth.shop)) throw new ApiError(ResultCode.forbidden, "errors:shopNotActive");
    }
    // The position's authorities (spec §6), checked before the handler runs (the API owns the rule).
    if (authority) assertCan(request, authority);
  };
  // The access check, then the route's own rules (server/http/route-rules.ts), then the body guard
  // (server/http/body-guard.ts): an anonymous caller gets the sign-in refusal before any other.
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    if (!request.is404) {
      await checkAccess(request);
      assertRouteRules(request);
      // Each user's budget of write calls (server/http/write-limit.ts).
      const route = request.routeOptions;
      if (request.auth && isWriteRoute(request.method, route.url ?? "")) {
        if (!(await limitWrites(request, reply, request.auth.userId))) return reply;
      }
    }
    assertNoNul(request);
  });

  // Success envelopes get their message in the caller's language (one lookup per language: it never changes).
  const okMessages = new Map<Language, string>();
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    const env = payload as Envelope<unknown> | null;
    if (env && typeof env === "object" && env.success === true && env.message === "") {
      let message = okMessages.get(request.lang);
      if (message === undefined) {
        message = translate(request.lang, "errors:ok");
        okMessages.set(request.lang, message);
      }
      done(null, { ...env, message });
      return;
    }
    done(null, payload);
  });

  app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
    // A lost database connection is worth a retry, not a system error (server/http/db-unavailable.ts).
    if (isConnectionError(thrown)) {
      request.log.warn({ ...callerOf(request), err: thrown, reqId: request.id }, "database unavailable");
      const refusal = databaseUnavailable();
      return reply
        .status(200)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          success: false,
          code: refusal.code,
          message: translate(request.lang, refusal.messageKey),
          data: refusal.data,
        });
    }
    // A multipart body the parser cannot read is the caller's mistake (400), like invalid JSON.
    const error = isMalformedMultipart(request, thrown) ? badRequest("errors:file.malformed") : thrown;
    setRetryAfter(reply, error);
    if (error instanceof ApiError) {
      const body: Envelope<unknown> = {
        success: false,
        code: error.code,
        message: translate(request.lang, error.messageKey, error.params),
        data: error.data,
      };
      return reply.status(200).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key =
        status === 413
          ? "errors:payloadTooLarge"
          : status === 415
            ? "errors:unsupportedMedia"
            : status === 429
              ? "errors:tooManyRequests"
              : "errors:badRequest";
      return reply
        .status(status)
        .send({ success: false, code: status, message: translate(request.lang, key), data: null });
    }
    request.log.error({ ...callerOf(request), err: error, reqId: request.id }, "unexpected error");
    return reply.status(500).send({
      success: false,
      code: ResultCode.systemError,
      message: translate(request.lang, "errors:system"),
      data: { requestId: request.id },
    });
  });

  registerSecurityHeaders(app);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET" || !hasPortal) {
      return reply.status(404).send({
        success: false,
        code: ResultCode.notFound,
        message: translate(request.lang, "errors:notFound"),
        data: null,
      });
    }
    return reply.type("text/html; charset=utf-8").send(indexHtml);
  });

  // /healthz (liveness), /readyz (readiness) and the refusal of /api calls while starting or stopping.
  registerReadiness(app, { db: deps.db, readiness: deps.readiness ?? { phase: "serving" } });

  // JSON lists and the portal's scripts travel gzip-compressed (about a third of their size).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["gzip", "deflate"] });

  if (hasPortal) {
    // index.html carries the runtime config (src/providers/runtime-config.ts), so it is not served as a plain file.
    const sendIndex = async (_req: unknown, reply: FastifyReply) =>
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
    app.get("/", publicRoute(), sendIndex);
    await app.register(fastifyStatic, {
      root: PORTAL_DIR,
      prefix: "/",
      wildcard: false,
      index: false,
      // index.html only through sendIndex (with the runtime config)
      allowedPath: (pathName) => pathName !== "/index.html",
      // Vite names built assets by content hash: they never change under the same name.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  // The real-time channel (src/domain/realtime.ts) before the modules, so they can read `app.realtime`.
  await registerRealtime(app, deps);
  await registerModules(app, deps);
  return app;
}
