import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedAssets } from "./assets.ts";

const SCRIPT = `export const words = ${JSON.stringify("a job for a nurse in Munich ".repeat(200))};\n`;

/** A GET with exactly these request headers (fetch would add its own Accept-Encoding and decode the body). */
function get(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("hashed scripts and stylesheets", () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-assets-"));
    fs.writeFileSync(path.join(dir, "entry-abc123.js"), SCRIPT);
    server = express().use(hashedAssets(dir)).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["Chromium's header, gzip listed first", "gzip, deflate, br, zstd", "br"],
    ["brotli listed first", "br, gzip", "br"],
    ["brotli weighted lower than gzip but still accepted", "gzip;q=1, br;q=0.5", "br"],
    ["a client refusing brotli", "gzip, br;q=0", "gzip"],
    ["a client taking gzip only", "gzip", "gzip"],
  ])("sends brotli whenever the browser takes it: %s", async (_name, acceptEncoding, expected) => {
    const res = await get(`${base}/entry-abc123.js`, { "Accept-Encoding": acceptEncoding });
    expect(res.headers["content-encoding"]).toBe(expected);
    const decoded = expected === "br" ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
    expect(decoded.toString()).toBe(SCRIPT);
    expect(res.headers.vary).toBe("Accept-Encoding");
  });

  it("sends the file as it is to a client that asks for no compression", async () => {
    const res = await get(`${base}/entry-abc123.js`, { "Accept-Encoding": "identity" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });
});
