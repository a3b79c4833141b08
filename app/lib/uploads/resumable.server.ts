import type http from "node:http";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { Server } from "@tus/server";
import { m } from "#app/lib/i18n/i18n.ts";
import type { Config } from "../config.server.ts";
import { RESUMABLE_UPLOAD_FIELD, RESUMABLE_UPLOAD_PATH } from "./resumable.ts";

/**
 * Resumable uploads (the tus protocol, docs/decisions/165-resumable-uploads.md): the browser sends a CV in
 * pieces and, after a dropped connection, asks how much arrived and sends the rest. A finished upload is only
 * bytes waiting for the form that names it (RESUMABLE_UPLOAD_FIELD), which runs the same checks as for a file sent
 * with the form and then discards it.
 * Each upload belongs to the signed-in person who started it; others cannot see, continue or take it.
 */
export interface ResumableUploads {
  /** Answers a tus request under RESUMABLE_UPLOAD_PATH. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  /** `owner`'s finished upload `id` as a file, or null if there is none (unknown, unfinished, another's). */
  read(id: string, owner: string): Promise<File | null>;
  /** Deletes an upload once the form that used it has stored its file. */
  discard(id: string): Promise<void>;
  /** Deletes unfinished uploads older than a day. */
  cleanUp(): Promise<number>;
}

export interface ResumableOptions {
  config: Config;
  /** The largest file, in bytes (the CV's limit). */
  maxBytes: number;
  /** What the person reads when a file is over it, read when refused (in the request's language). */
  tooLargeMessage: () => string;
  /** Who may upload: the signed-in account's id, or null (refused). */
  ownerOf: (request: Request) => Promise<string | null>;
}

const EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The ids tus gives out (32 hex characters); anything else is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

function dataStore(config: Config): FileStore | S3Store {
  const storage = config.storage;
  if (storage.driver === "local") {
    return new FileStore({ directory: path.join(config.DATA_DIR, "resumable"), expirationPeriodInMilliseconds: EXPIRY_MS });
  }
  // Several instances share the uploads through the bucket; the pieces wait under a prefix of their own.
  return new S3Store({
    expirationPeriodInMilliseconds: EXPIRY_MS,
    s3ClientConfig: {
      bucket: storage.bucket,
      endpoint: storage.endpoint,
      region: storage.region,
      forcePathStyle: storage.forcePathStyle,
      credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    },
  });
}

// The refusals are read when sent: server/http.ts runs each tus request in the language of the page that sent it.
const refusal = (status_code: number, body: string) => ({ status_code, body });

export function createResumableUploads({ config, maxBytes, ownerOf, tooLargeMessage }: ResumableOptions): ResumableUploads {
  const datastore = dataStore(config);
  const server = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    // Every request is the owner's: creating one needs a signed-in account, the others the account that created it.
    async onIncomingRequest(request, uploadId) {
      const owner = await ownerOf(request);
      if (!owner) throw refusal(401, m.shared_upload_sign_in());
      if (request.method === "POST") return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (upload?.metadata?.owner !== owner) throw refusal(404, m.shared_upload_not_found());
    },
    // The owner is ours to write, never the browser's.
    async onUploadCreate(request, upload) {
      const owner = await ownerOf(request);
      if (!owner) throw refusal(401, m.shared_upload_sign_in());
      const fileName = String(upload.metadata?.filename ?? "").slice(0, 255);
      return { metadata: { filename: fileName, owner } };
    },
    // A file over the limit (its declared length, or the bytes as they arrive): the field's sentence, not tus's.
    onResponseError(_request, error) {
      if ("status_code" in error && error.status_code === 413) return refusal(413, tooLargeMessage());
      return undefined;
    },
  });

  return {
    handle: (req, res) => server.handle(req, res),
    async read(id, owner) {
      if (!UPLOAD_ID.test(id)) return null;
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.owner !== owner || upload.size === undefined || upload.offset !== upload.size) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of await datastore.read(id)) chunks.push(chunk as Buffer);
      return new File([Buffer.concat(chunks)], upload.metadata?.filename ?? "");
    },
    async discard(id) {
      if (UPLOAD_ID.test(id)) await datastore.remove(id).catch(() => undefined);
    },
    cleanUp: () => server.cleanUpExpiredUploads(),
  };
}

/**
 * The file a form sends: its file field, or else the finished resumable upload it names. `gone` when it names an
 * upload that is not there (expired after a day, or another account's).
 */
export async function chosenFile(
  uploads: ResumableUploads,
  form: FormData,
  field: string,
  owner: string,
): Promise<{ file?: File; uploadId?: string; gone?: true }> {
  const sent = form.get(field);
  if (sent instanceof File) return { file: sent };
  const id = form.get(RESUMABLE_UPLOAD_FIELD);
  if (typeof id !== "string" || id === "") return {};
  const file = await uploads.read(id, owner);
  return file ? { file, uploadId: id } : { gone: true };
}
