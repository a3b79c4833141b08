import type { StorageConfig } from "../config.server.ts";
import { assertValidContentType, assertValidStorageKey } from "./keys.ts";
import { createLocalStorage } from "./local.server.ts";
import { createS3Storage } from "./s3.server.ts";
import type { Storage, StoredFile } from "./types.ts";

export type { Storage, StoredFile } from "./types.ts";

/** Every key and content type is checked here, before any driver sees it. */
function withChecks(driver: Storage): Storage {
  return {
    description: driver.description,
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      assertValidContentType(contentType);
      await driver.put(key, bytes, contentType);
    },
    async get(key) {
      assertValidStorageKey(key);
      return driver.get(key);
    },
    async delete(key) {
      assertValidStorageKey(key);
      await driver.delete(key);
    },
    async exists(key) {
      assertValidStorageKey(key);
      return driver.exists(key);
    },
  };
}

export function createStorage(config: StorageConfig): Storage {
  return withChecks(config.driver === "s3" ? createS3Storage(config) : createLocalStorage(config.dir));
}

/** All of a stored file's bytes (files here are a few MB at most). */
export async function readAll(file: StoredFile): Promise<Uint8Array> {
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}
