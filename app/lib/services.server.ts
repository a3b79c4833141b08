import type { Database } from "#db/client.ts";
import type { Config } from "./config.server.ts";
import type { Storage } from "./storage/types.ts";
import type { ResumableUploads } from "./uploads/resumable.server.ts";

/**
 * The process-wide services, created once at start-up (server/app.ts, or a test's set-up) and read by
 * loaders and actions. Kept on globalThis so every copy of this module (dev server, tests) sees the same.
 * A feature that owns a service adds it to this interface (declaration merging: the auth feature adds
 * `auth` and `mailer`), so that this lower layer imports no feature.
 */
export interface Services {
  config: Config;
  /** The app's secret: BETTER_AUTH_SECRET, or the one generated for local runs (server/services.ts). */
  secret: string;
  database: Database;
  /** Uploaded files (CVs, logos): DATA_DIR/uploads, or the S3-compatible store when S3_* is set. */
  storage: Storage;
  /** CVs sent in pieces by the browser (tus), waiting for the form that uses them. */
  resumableUploads: ResumableUploads;
}

const KEY = Symbol.for("pearlbridge.services");
type Holder = { [KEY]?: Services };

export function setServices(services: Services | undefined): void {
  (globalThis as Holder)[KEY] = services;
}

export function services(): Services {
  const s = (globalThis as Holder)[KEY];
  if (!s) throw new Error("Server services are not initialised (call setServices at start-up)");
  return s;
}

export const db = () => services().database.db;
