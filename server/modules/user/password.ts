/**
 * Password storage (spec §7 "userName, hashed password"). The portal sends the lowercase hex SHA-256 of
 * the UTF-8 password; the API never sees the plain password and stores only a slow, salted hash of that
 * value, so a leaked table cannot be replayed as login bodies.
 *
 * Stored format: `scrypt$N$r$p$saltBase64url$hashBase64url` (node:crypto scrypt, 16-byte random salt,
 * 32-byte key). The parameters live in the string, so raising them later keeps old hashes verifiable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** 64 lowercase hex characters: what the portal sends as `password`. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

function derive(secret: string, salt: Buffer, opts: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Hashes the client's SHA-256 hex for storage.
 * @param clientSha256Hex 64 lowercase hex characters (throws on anything else: a caller bug, not user input).
 * @returns the `scrypt$...` string for users.password_hash.
 */
export async function hashPassword(clientSha256Hex: string): Promise<string> {
  if (!SHA256_HEX.test(clientSha256Hex)) throw new Error("hashPassword expects a lowercase SHA-256 hex string");
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(clientSha256Hex, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * True when `clientSha256Hex` matches `stored` (a hashPassword result). Constant-time comparison;
 * a malformed stored value answers false rather than throwing.
 */
export async function verifyPassword(clientSha256Hex: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(clientSha256Hex, salt, { N: n, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A valid hash of a random value, verified against when the user name is unknown so that an unknown
 * name and a wrong password take the same time.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("hex"));
  return dummyHash;
}
