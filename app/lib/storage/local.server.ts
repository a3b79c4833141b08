import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Storage, StoredFile } from "./types.ts";

/**
 * Files in a folder (DATA_DIR/uploads by default). Each file holds one line of header with its content type
 * (`PBS1 application/pdf`) and then the bytes, so that a file and its type are written in one step: a file
 * is written to a temporary name in the same folder, flushed, then renamed over the key's name, and a
 * reader sees the old file or the new one, never part of one. Files are 0600 and folders 0700 (only the
 * app's user reads uploads), and no path through a symbolic link is ever followed: the folders on the way
 * from the root to a file must be real folders, and files are opened with O_NOFOLLOW.
 */
const MAGIC = Buffer.from("PBS1 ", "latin1");
const HEADER_MAX_BYTES = 256;
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === "ENOENT";

export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);
  let realRoot: string | undefined;

  async function rootPath(create: boolean): Promise<string | null> {
    if (realRoot) return realRoot;
    if (create) await fsp.mkdir(root, { recursive: true, mode: DIR_MODE });
    try {
      realRoot = await fsp.realpath(root);
      return realRoot;
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  /** The file's real path for a (checked) key, or null when its folder does not exist and `create` is off. */
  async function locate(key: string, create: boolean): Promise<string | null> {
    const target = path.resolve(root, ...key.split("/"));
    if (!target.startsWith(root + path.sep)) throw new Error(`Storage key leaves the storage folder: ${key}`);
    const real = await rootPath(create);
    if (!real) return null;
    const relativeDir = path.relative(root, path.dirname(target));
    const expected = path.join(real, relativeDir);
    if (create) await fsp.mkdir(expected, { recursive: true, mode: DIR_MODE });
    let realDir: string;
    try {
      realDir = await fsp.realpath(expected);
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
    // A link anywhere on the way would resolve to another place: refuse rather than follow it.
    if (realDir !== expected) throw new Error(`Storage folder for ${key} is a link; refusing to follow it`);
    return path.join(realDir, path.basename(target));
  }

  return {
    description: `local:${root}`,

    async put(key, bytes, contentType) {
      const file = await locate(key, true);
      if (!file) throw new Error(`Storage folder for ${key} could not be created`);
      const temp = path.join(path.dirname(file), `.tmp-${randomBytes(12).toString("hex")}`);
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
      const handle = await fsp.open(temp, flags, FILE_MODE);
      try {
        try {
          await handle.writeFile(Buffer.concat([MAGIC, Buffer.from(`${contentType}\n`, "latin1"), bytes]));
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fsp.rename(temp, file);
      } catch (e) {
        await fsp.rm(temp, { force: true });
        throw e;
      }
    },

    async get(key): Promise<StoredFile | null> {
      const file = await locate(key, false);
      if (!file) return null;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) throw new Error(`Storage key ${key} is not a file`);
        const head = Buffer.alloc(Math.min(HEADER_MAX_BYTES, stat.size));
        await handle.read(head, 0, head.length, 0);
        const newline = head.indexOf(0x0a);
        if (newline < 0 || !head.subarray(0, MAGIC.length).equals(MAGIC)) {
          throw new Error(`Storage file for ${key} has no header`);
        }
        const contentType = head.subarray(MAGIC.length, newline).toString("latin1");
        const start = newline + 1;
        // The stream closes the file when it ends, fails or is cancelled.
        const body = Readable.toWeb(handle.createReadStream({ start })) as unknown as ReadableStream<Uint8Array>;
        return { body, contentType, contentLength: stat.size - start };
      } catch (e) {
        await handle.close();
        throw e;
      }
    },

    async delete(key) {
      const file = await locate(key, false);
      if (!file) return;
      await fsp.unlink(file).catch((e: unknown) => {
        if (!isMissing(e)) throw e;
      });
    },

    async exists(key) {
      const file = await locate(key, false);
      if (!file) return false;
      try {
        return (await fsp.lstat(file)).isFile();
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
  };
}
