import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { COMMON_PASSWORDS } from "./common-passwords.generated.ts";

export const passwordTooCommon = "This password is too common and easy to guess. Please choose a different one.";

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
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

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

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await deriveKey(password, salt)).toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
