/**
 * Random secrets and signatures of the developer settings (spec §2 /settings/system-integration; the
 * formats are fixed in src/domain/integration.ts so a receiver can be written from the README alone).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { KEY_PREFIX_LENGTH, SECRET_KEY_PREFIX } from "@src/domain/integration";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * `length` base62 characters from crypto.randomBytes, without modulo bias (bytes >= 248 are redrawn).
 */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new secret key: `sk_live_` + 40 base62 characters, with what is stored of it (hex SHA-256, prefix). */
export function newSecretKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${SECRET_KEY_PREFIX}${randomBase62(40)}`;
  return { key, keyHash: hashKey(key), keyPrefix: key.slice(0, KEY_PREFIX_LENGTH) };
}

/** hex SHA-256 of a key (what secret_keys.key_hash holds). */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** A webhook signing secret: `whsec_` + 32 base62 characters. */
export function newWebhookSecret(): string {
  return `whsec_${randomBase62(32)}`;
}

/** A stock-source signing secret: `sssec_` + 32 base62 characters. */
export function newSourceSecret(): string {
  return `sssec_${randomBase62(32)}`;
}

/** The secret as the list shows it after creation: `whsec_••••••••` + its last 4 characters. */
export function maskSecret(secret: string): string {
  const cut = secret.indexOf("_") + 1;
  return `${secret.slice(0, cut)}${"•".repeat(8)}${secret.slice(-4)}`;
}

/**
 * The signature header value of src/domain/integration.ts: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<body>")>`. `unixSeconds` is the sender's clock; `body` the exact bytes sent.
 */
export function signBody(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`, "utf8").digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What a receiver does (also used by our tests and documented in the README): true when `header` carries a
 * v1 signature of `body` by `secret` whose timestamp is within `toleranceS` of `nowS`. Constant-time compare.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowS: number,
  toleranceS: number,
): boolean {
  const parts = Object.fromEntries(
    header.split(",").map((p) => {
      const eq = p.indexOf("=");
      return [p.slice(0, eq).trim(), p.slice(eq + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== "string") return false;
  if (Math.abs(nowS - t) > toleranceS) return false;
  const expected = Buffer.from(signBody(secret, t, body).split("v1=")[1], "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
