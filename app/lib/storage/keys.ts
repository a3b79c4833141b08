import { randomUUID } from "node:crypto";

/**
 * Storage keys are made by our code from random ids (`newStorageKey`), never from a name a user sent, and
 * both drivers refuse anything else: a key is one to eight lower-case segments of letters, digits, `-` and
 * `_`, separated by `/`, the last one with an optional extension. So no `..`, no absolute path, no
 * backslash, no hidden file, nothing that differs between file systems (case, Unicode forms) or that S3
 * treats specially.
 */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const LAST_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,99}(\.[a-z0-9]{1,10})?$/;
const MAX_SEGMENTS = 8;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function isValidStorageKey(key: string): boolean {
  const segments = key.split("/");
  if (segments.length > MAX_SEGMENTS) return false;
  return segments.every((segment, i) => (i === segments.length - 1 ? LAST_SEGMENT : SEGMENT).test(segment));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** A fresh key in a folder, e.g. `newStorageKey("cvs", "pdf")` gives `cvs/0b6f...-....pdf`. */
export function newStorageKey(folder: string, extension?: string): string {
  const key = `${folder}/${randomUUID()}${extension ? `.${extension}` : ""}`;
  assertValidStorageKey(key);
  return key;
}

/** A media type without parameters, as both drivers store it (`application/pdf`, `image/webp`). */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/;

export function assertValidContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 200))}`);
}
