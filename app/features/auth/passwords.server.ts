import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { m } from "#app/lib/i18n/i18n.ts";
import { COMMON_PASSWORDS } from "./common-passwords.generated.ts";

export const passwordTooCommon = m.account_auth_password_too_common;

let common: Set<string> | undefined;

/** Whether a password is among the most common ones (an offline list kept in the repository; case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common.has(password.toLowerCase());
}

/**
 * Password hashes in Better Auth's own format and with its parameters (scrypt N=16384, r=16, p=1, 64-byte key,
 * a 16-byte salt used as its hex text, "salt:key" in hex, the password NFKC-normalised), so that existing
 * hashes keep working. Node's crypto.scrypt runs in libuv's thread pool, off the main thread.
 */
export const SCRYPT_COST = { N: 16384, r: 16, p: 1 } as const;
const KEY_LENGTH = 64;

export type ScryptCost = { N: number; r: number; p: number };
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * At most this many hashes at once (half the cores). Each takes a core for 100 ms or more; a burst of sign-ins
 * would otherwise take every core and all four thread-pool threads (which compression and file reads share)
 * and stall page requests. Sign-ins wait in this queue instead: they get slower, pages do not.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function deriveKey(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  const options = { ...cost, maxmem: 2 * 128 * cost.N * cost.r };
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/**
 * Hashing and checking at a given cost. The site always uses Better Auth's (SCRYPT_COST); the integration tests,
 * which create hundreds of accounts, use the same function at a lower one (tests/support/services.ts).
 */
export function scryptPasswords(cost: ScryptCost = SCRYPT_COST): PasswordHashing {
  return {
    async hash(password) {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${(await deriveKey(password, salt, cost)).toString("hex")}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await deriveKey(password, salt, cost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export const { hash: hashPassword, verify: verifyPassword } = scryptPasswords();
