/**
 * Sign-in throttle: 5 failed attempts for one user name within 15 minutes block that name for 15 minutes
 * (code 429, message with the minutes left); a successful sign-in resets the count.
 *
 * The counters live in the `login_throttle` table through rate-limiter-flexible's RateLimiterDrizzle
 * (atomic upsert), so every API process on the same database shares them; with the embedded PGlite
 * there is one process anyway. The limiter reads the wall clock (Date.now), not the injected test clock.
 */
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { ResultCode } from "@src/domain/wire";
import type { Db } from "../../db/client";
import { loginThrottle } from "../../db/schema/auth";
import { ApiError } from "../../http/envelope";

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_BLOCK_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Throws the 429 refusal while `key` is blocked. */
  assertOpen(key: string): Promise<void>;
  /** Counts one failure; throws the 429 refusal when this failure reaches the limit. */
  fail(key: string): Promise<void>;
  /** Forgets the failures of `key` (after a success). */
  reset(key: string): Promise<void>;
}

const throttled = (ms: number) =>
  new ApiError(ResultCode.tooManyRequests, "errors:loginThrottled", {
    minutes: Math.max(1, Math.ceil(ms / 60_000)),
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

/** A throttle whose counters live in `db` (one per app). */
export function createLoginThrottle(db: Db): LoginThrottle {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: loginThrottle,
    keyPrefix: "",
    points: MAX_LOGIN_FAILURES,
    duration: LOGIN_WINDOW_SECONDS,
    // Expired rows are pruned on successful sign-ins instead of by a timer that would outlive the app.
    clearExpiredByTimeout: false,
  });
  return {
    async assertOpen(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= MAX_LOGIN_FAILURES) throw throttled(res.msBeforeNext);
    },
    async fail(key) {
      let res: RateLimiterRes;
      try {
        res = await limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw throttled(err.msBeforeNext);
        throw err;
      }
      if (res.remainingPoints === 0) {
        // The block starts at the failure that reached the limit, not at the first failure of the window.
        await limiter.block(key, LOGIN_BLOCK_SECONDS);
        throw throttled(LOGIN_BLOCK_SECONDS * 1000);
      }
    },
    async reset(key) {
      await limiter.delete(key);
      await db.delete(loginThrottle).where(lt(loginThrottle.expire, new Date(Date.now() - 60 * 60_000)));
    },
  };
}
