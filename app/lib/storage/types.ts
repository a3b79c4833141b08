/** A stored file as read back: its bytes as a stream (read it to the end or cancel it), type and length. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength: number;
}

/**
 * Where uploaded files live (CVs, company logos). One contract, two drivers: a folder under DATA_DIR
 * (local.server.ts) or an S3-compatible store (s3.server.ts); tests/integration/storage.test.ts runs the
 * same checks against both. Keys come from `newStorageKey` (keys.ts); anything else is refused.
 */
export interface Storage {
  /** Stores the bytes under the key, replacing what was there. The file is complete or absent, never half-written. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Where the files are, for logs: `local:/path` or `s3:bucket`. */
  readonly description: string;
}
