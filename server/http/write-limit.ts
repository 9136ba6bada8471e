/**
 * The per-user budget of write calls (USER_WRITE_RATE_LIMIT_PER_MINUTE): one runaway account or script
 * cannot starve the other sellers. Counted in the sign-in throttle's table (rate-limiter-flexible's
 * RateLimiterDrizzle, prefix "userwrite"), so the budget holds across every API process on the database.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { like, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { ResultCode, type Envelope } from "@src/domain/wire";
import type { Db } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { loginThrottle } from "../db/schema/auth";
import { translate } from "./i18n";

/**
 * The last path segments of the routes that change something (create, update, ship, ...). Everything else
 * (page, detail, list, counts, statistics, fetch..., export) is a read and never limited. The one place that
 * says what a write endpoint is; the README's endpoint table shows it.
 */
const WRITE_VERB =
  /^(create|update|add|delete|remove|cancel|reject|accept|approve|confirm|ship|set|send|submit|start|settle|pay|extend|apply|withdraw|modify|answer|request|import|upload|change|undo|verify|save|edit|close|mark|bind|unbind|reset|publish|offer|pass|logout)/;

/** True when `method` + `url` is a write endpoint of the API (see WRITE_VERB). */
export function isWriteRoute(method: string, url: string): boolean {
  if (!url.startsWith("/api/")) return false;
  if (method === "PUT" || method === "PATCH" || method === "DELETE") return true;
  if (method !== "POST") return false;
  const last = url.split("/").filter(Boolean).at(-1) ?? "";
  return WRITE_VERB.test(last);
}

/** rate-limiter-flexible stores a user's count under `<prefix>:<userId>`. */
const KEY_PREFIX = "userwrite";

/**
 * Forgets every user's count of write calls in this minute. The demo seed drives the portals' routes through
 * apps of its own (server/seed/demo-orders.ts `seedAppConfig`), some 750 writes as seller.active in its last
 * minute on a quick machine; the counts live in the database, so without this the server that starts next
 * refused the demo user's first writes with 429 until that minute ended.
 */
export async function clearWriteCounts(db: Db): Promise<void> {
  await db.delete(loginThrottle).where(like(loginThrottle.key, `${KEY_PREFIX}:%`));
}

/** The library's own `_upsert` (see PreparedRateLimiterDrizzle). */
const libraryUpsert = (
  RateLimiterDrizzle.prototype as unknown as {
    _upsert(this: RateLimiterDrizzle, key: string, points: number, ms: number, force: boolean): Promise<unknown>;
  }
)._upsert;

/**
 * RateLimiterDrizzle with its counting statement prepared (docs/architecture.md §6 "Prepared statements"): every
 * write call of the API counts once, and the library builds its upsert anew each time (150 µs). The statement is
 * the library's own (`_upsert`: a new window starts when the stored one has expired, else the points add up);
 * the library's other calls (a forced expiry, reads, deletes) stay as it builds them.
 */
class PreparedRateLimiterDrizzle extends RateLimiterDrizzle {
  constructor(
    private readonly db: Db,
    opts: ConstructorParameters<typeof RateLimiterDrizzle>[0],
  ) {
    super(opts);
  }

  // `_upsert` is the store's one write (rate-limiter-flexible's RateLimiterStoreAbstract contract), left out of
  // its types; `key` comes with the limiter's prefix.
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<unknown> {
    if (forceExpire) return libraryUpsert.call(this, key, points, msDuration, forceExpire);
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const t = loginThrottle;
    const [row] = await preparedOnce(this.db, "rate_limit_count", (h, name) => {
      const expired = sql`${t.expire} <= ${sql.placeholder("now")}`;
      return h
        .insert(t)
        .values({
          key: sql.placeholder("key"),
          points: sql.placeholder("points"),
          expire: sql`${sql.placeholder("expire")}`,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            points: sql`CASE WHEN ${expired} THEN ${sql.placeholder("points")}::integer ELSE ${t.points} + ${sql.placeholder("points")}::integer END`,
            expire: sql`CASE WHEN ${expired} THEN ${sql.placeholder("expire")}::timestamptz ELSE ${t.expire} END`,
          },
        })
        .returning()
        .prepare(name);
    }).execute({
      key,
      points,
      now: t.expire.mapToDriverValue(now),
      expire: expire === null ? null : t.expire.mapToDriverValue(expire),
    });
    return row;
  }
}

/**
 * A limiter of `perMinute` write calls per user id. `check` answers true when the call may go on; otherwise
 * it has already answered HTTP 429 with Retry-After and the errors:tooManyRequests envelope.
 */
export function createWriteLimiter(db: Db, perMinute: number) {
  const limiter = new PreparedRateLimiterDrizzle(db, {
    storeClient: db,
    schema: loginThrottle,
    keyPrefix: KEY_PREFIX,
    points: perMinute,
    duration: 60,
    clearExpiredByTimeout: false,
    // Once a user's budget is spent, this process refuses the rest of the minute from memory: a runaway
    // script's refusals cost no database write (the counter stays shared through the database).
    inMemoryBlockOnConsumed: perMinute,
  });
  return async (request: FastifyRequest, reply: FastifyReply, userId: number): Promise<boolean> => {
    try {
      await limiter.consume(String(userId));
      return true;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfterSeconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      const body: Envelope<{ retryAfterSeconds: number }> = {
        success: false,
        code: ResultCode.tooManyRequests,
        message: translate(request.lang, "errors:tooManyRequests"),
        data: { retryAfterSeconds },
      };
      await reply.status(429).header("retry-after", String(retryAfterSeconds)).send(body);
      return false;
    }
  };
}
