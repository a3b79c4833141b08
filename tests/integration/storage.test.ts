import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#app/lib/config.server.ts";
import { InvalidStorageKeyError, newStorageKey } from "#app/lib/storage/keys.ts";
import { createStorage, readAll, type Storage } from "#app/lib/storage/storage.server.ts";
import { startS3Server } from "../support/s3-server.ts";

const PDF = "application/pdf";
const bytes = (text: string) => new TextEncoder().encode(text);

/** Both drivers, made from the configuration as the server makes them. */
const drivers: Record<string, { storage?: Storage; close?: () => Promise<void> }> = { local: {}, s3: {} };
let localDir = "";

beforeAll(async () => {
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-storage-"));
  const localConfig = parseConfig({ DATA_DIR: localDir });
  expect(localConfig.storage).toEqual({ driver: "local", dir: path.join(localDir, "uploads") });
  drivers.local = { storage: createStorage(localConfig.storage) };
  const s3 = await startS3Server();
  const s3Config = parseConfig({ DATA_DIR: localDir, ...s3.env });
  expect(s3Config.storage.driver).toBe("s3");
  drivers.s3 = { storage: createStorage(s3Config.storage), close: s3.close };
});

afterAll(async () => {
  await drivers.s3?.close?.();
  fs.rmSync(localDir, { recursive: true, force: true });
});

describe.each(["local", "s3"])("storage contract: %s driver", (name) => {
  const storage = () => {
    const s = drivers[name]?.storage;
    if (!s) throw new Error(`${name} storage not started`);
    return s;
  };

  it("stores bytes and gives them back with their type and length", async () => {
    const key = newStorageKey("cvs", "pdf");
    const content = randomBytes(300_000);
    await storage().put(key, content, PDF);
    expect(await storage().exists(key)).toBe(true);
    const file = await storage().get(key);
    expect(file?.contentType).toBe(PDF);
    expect(file?.contentLength).toBe(content.length);
    expect(Buffer.from(await readAll(file!)).equals(content)).toBe(true);
  });

  it("replaces a file put again under the same key", async () => {
    const key = newStorageKey("logos", "webp");
    await storage().put(key, bytes("first version, longer than the second"), "image/webp");
    await storage().put(key, bytes("second"), "image/png");
    const file = await storage().get(key);
    expect(file?.contentType).toBe("image/png");
    expect(file?.contentLength).toBe(6);
    expect(new TextDecoder().decode(await readAll(file!))).toBe("second");
  });

  it("says not found for a missing key, and deleting twice is fine", async () => {
    const key = newStorageKey("cvs", "pdf");
    expect(await storage().get(key)).toBeNull();
    expect(await storage().exists(key)).toBe(false);
    await storage().put(key, bytes("%PDF-1.4"), PDF);
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    expect(await storage().exists(key)).toBe(false);
    await expect(storage().delete(key)).resolves.toBeUndefined();
    // A missing folder too.
    expect(await storage().get("never/made/here.pdf")).toBeNull();
  });

  it("keeps an empty file and a 5 MB file intact", async () => {
    const empty = newStorageKey("cvs");
    await storage().put(empty, new Uint8Array(), PDF);
    expect((await storage().get(empty))?.contentLength).toBe(0);
    const big = newStorageKey("cvs", "pdf");
    const content = randomBytes(5 * 1024 * 1024);
    await storage().put(big, content, PDF);
    const file = await storage().get(big);
    expect(file?.contentLength).toBe(content.length);
    expect(Buffer.from(await readAll(file!)).equals(content)).toBe(true);
  });

  it.each([
    "../escape.pdf",
    "cvs/../../escape.pdf",
    "/etc/passwd",
    "cvs//x.pdf",
    "cvs/",
    "",
    "cvs/.hidden",
    "cvs\\x.pdf",
    "CVs/x.pdf",
    "cvs/my cv.pdf",
    "cvs/naïve.pdf",
    "cvs/x.pdf.exe",
    "cvs/x%2f.pdf",
    "a/b/c/d/e/f/g/h/i.pdf",
  ])("refuses the key %j before touching the store", async (key) => {
    await expect(storage().put(key, bytes("x"), PDF)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage().exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("refuses a content type that is not a plain media type", async () => {
    const key = newStorageKey("cvs", "pdf");
    await expect(storage().put(key, bytes("x"), "text/html\r\nX-Evil: 1")).rejects.toThrow(/content type/);
    await expect(storage().put(key, bytes("x"), "")).rejects.toThrow(/content type/);
    expect(await storage().exists(key)).toBe(false);
  });
});

describe("local driver on disk", () => {
  const local = () => drivers.local?.storage as Storage;
  const uploads = () => path.join(localDir, "uploads");

  it("writes files 0600 in folders 0700, and leaves no temporary files", async () => {
    const key = newStorageKey("cvs", "pdf");
    await local().put(key, bytes("%PDF-1.7 secret"), PDF);
    const file = path.join(uploads(), ...key.split("/"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(uploads()).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.startsWith("."))).toEqual([]);
  });

  it("lets readers see the old file or the new one, never part of one", async () => {
    const key = newStorageKey("cvs", "pdf");
    const a = Buffer.alloc(2 * 1024 * 1024, "a");
    const b = Buffer.alloc(1024 * 1024, "b");
    await local().put(key, a, PDF);
    const seen = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        if (i % 3 === 0) {
          await local().put(key, i % 2 ? a : b, PDF);
          return "written";
        }
        const got = Buffer.from(await readAll((await local().get(key))!));
        return got.equals(a) ? "a" : got.equals(b) ? "b" : `torn (${got.length} bytes)`;
      }),
    );
    expect(seen.filter((s) => s.startsWith("torn"))).toEqual([]);
  });

  it("never follows a link out of its folder", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-outside-"));
    try {
      fs.writeFileSync(path.join(outside, "secret.pdf"), "%PDF outside");
      fs.mkdirSync(uploads(), { recursive: true });
      fs.symlinkSync(outside, path.join(uploads(), "linked"));
      await expect(local().put("linked/new.pdf", bytes("x"), PDF)).rejects.toThrow(/link/);
      await expect(local().get("linked/secret.pdf")).rejects.toThrow(/link/);
      await expect(local().delete("linked/secret.pdf")).rejects.toThrow(/link/);
      expect(fs.readdirSync(outside)).toEqual(["secret.pdf"]);
      // A link in place of the file itself is not opened either.
      fs.mkdirSync(path.join(uploads(), "cvs"), { recursive: true });
      fs.symlinkSync(path.join(outside, "secret.pdf"), path.join(uploads(), "cvs", "planted.pdf"));
      await expect(local().get("cvs/planted.pdf")).rejects.toThrow();
      expect(await local().exists("cvs/planted.pdf")).toBe(false);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
