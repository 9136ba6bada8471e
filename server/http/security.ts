/**
 * Security headers of the seam (spec §7; DESIGN.md §4): one place that gives every answer, portal and API
 * alike, its browser-side protections through helmet, plus the API's caching rule and the Retry-After of
 * throttled calls.
 *
 * - Content-Security-Policy: scripts from the portal's own origin plus the inline runtime-config script of
 *   index.html (`window.__PORTAL_CONFIG__`, allowed by its SHA-256 hash, computed from the very page the
 *   server sends); styles from self and inline (antd writes its CSS-in-JS into <style> elements); images
 *   from self, data: and blob: (upload previews); calls to self only; no plugins; no framing.
 * - X-Frame-Options DENY and frame-ancestors 'none' (the portal is never framed: clickjacking).
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer (helmet's defaults).
 * - Cross-Origin-Resource-Policy cross-origin on /files/*: product images are public in a marketplace and
 *   shown by the buyer site; everything else same-origin.
 * - Cache-Control no-store on /api/*: answers carry a seller's data and must not sit in any cache.
 * - Retry-After (seconds) on every 429, from the refusal's own wait time (login throttle), else 60.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ResultCode } from "@src/domain/wire";
import { ApiError } from "./envelope";

/** Wait suggested by a 429 that names none, seconds. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** `'sha256-…'` sources of every inline script (a <script> without src) of `html`, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** One header operation helmet performs on a response: set a header, or remove one. */
type HeaderOperation = readonly [name: string, value: string | readonly string[] | null];

/**
 * The header operations helmet makes on every response, recorded once from helmet's own middleware (every
 * directive here is a fixed string, so its answer does not depend on the request). @fastify/helmet builds a
 * new helmet middleware, directives parsed again, in two hooks of every request; replaying the recorded
 * operations gives the same headers in the same order without that cost (bench/README.md "Order page").
 */
export function helmetHeaderOperations(indexHtml: string): HeaderOperation[] {
  const operations: HeaderOperation[] = [];
  const recorder = {
    setHeader(name: string, value: string | readonly string[]) {
      operations.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      operations.push([name, null]);
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return operations;
}

/**
 * Applies the security headers to `reply` (on the raw response, where helmet writes them), for the
 * onRequest hook of server/app.ts. Built once per app from `indexHtml`'s inline scripts.
 */
export function securityHeaders(indexHtml: string): (reply: FastifyReply) => void {
  const operations = helmetHeaderOperations(indexHtml);
  return (reply) => {
    const raw = reply.raw;
    for (const [name, value] of operations) {
      if (value === null) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
  };
}

/**
 * Registers the API's Cache-Control rule and the CORP exception of /files/* (an onSend hook, so it has the
 * last word over a handler). The helmet headers themselves are set by `securityHeaders` in the onRequest hook
 * of server/app.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    else if (request.url.startsWith("/files/")) reply.header("cross-origin-resource-policy", "cross-origin");
    done(null, payload);
  });
}

/**
 * Sets Retry-After when `error` is a 429 (an ApiError with code 429, answered in the envelope, or an HTTP
 * 429): the refusal's `retryAfterSeconds` param when it has one, else DEFAULT_RETRY_AFTER_SECONDS.
 */
export function setRetryAfter(reply: FastifyReply, error: FastifyError | ApiError): void {
  const is429 = error instanceof ApiError ? error.code === ResultCode.tooManyRequests : error.statusCode === 429;
  if (!is429) return;
  const named = error instanceof ApiError ? Number(error.params.retryAfterSeconds) : Number.NaN;
  const seconds = Number.isFinite(named) && named > 0 ? Math.ceil(named) : DEFAULT_RETRY_AFTER_SECONDS;
  reply.header("retry-after", String(seconds));
}
