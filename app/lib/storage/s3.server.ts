import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { StorageConfig } from "../config.server.ts";
import type { Storage, StoredFile } from "./types.ts";

type S3Config = Extract<StorageConfig, { driver: "s3" }>;

/** A missing object: S3 answers 404 (NoSuchKey for GET, a bare NotFound for HEAD). */
function isNotFound(e: unknown): boolean {
  return (
    e instanceof NoSuchKey ||
    e instanceof NotFound ||
    (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/**
 * Files in any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...). The bucket must exist
 * and stay private: files are only ever handed out through the app (download responses), never by URL.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default extra checksums (CRC32 on every upload) are refused by several S3-compatible stores;
    // send and check them only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    description: `s3:${config.bucket}`,

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: res.ContentType ?? "application/octet-stream",
          contentLength: res.ContentLength ?? 0,
        };
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success, as the contract wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (e) {
        if (isNotFound(e)) return false;
        throw e;
      }
    },
  };
}
