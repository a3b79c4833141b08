import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAuth } from "#app/features/auth/auth.server.ts";
import { scryptPasswords } from "#app/features/auth/passwords.server.ts";
import { CLIENT_IP_HEADER } from "#app/lib/client-ip.ts";
import { createMailer, readOutbox } from "#app/features/auth/mailer.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { setServices, type Services } from "#app/lib/services.server.ts";
import { createStorage } from "#app/lib/storage/storage.server.ts";
import { deliverDueMail } from "../../server/worker.ts";
import { createTestDatabase } from "./database.ts";
import { createCvUploads } from "../../server/services.ts";

export const TEST_ORIGIN = "http://localhost:3999";

/**
 * The real services (auth, mail outbox) on a fresh test database, registered for loaders and actions. No queue
 * worker runs: `outbox(to)` first sends every queued mail that is due (deliverQueuedMail), then reads the folder.
 */
export async function createTestServices(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-it-"));
  const config = parseConfig({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, ...env });
  const outboxDir = path.join(dataDir, "outbox");
  // SMTP_URL (a test SMTP server, tests/support/smtp-server.ts) or the outbox folder, as in the server.
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir });
  const secret = "test-secret-test-secret-test-secret-123";
  // The site's scrypt at 1/16 of its cost: each account the tests create costs a hash and a check, 225 ms each at
  // Better Auth's cost on these machines. passwords.server.test.ts checks the real cost against Better Auth's own.
  const auth = createAuth({ config, database, secret, passwords: scryptPasswords({ N: 1024, r: 16, p: 1 }) });
  const storage = createStorage(config.storage);
  const services: Services = { config, secret, database, auth, mailer, storage, resumableUploads: createCvUploads(config, auth) };
  setServices(services);
  return {
    ...services,
    db: database.db,
    /** Runs the queue until no mail is due (mails waiting for a retry stay queued). */
    deliverQueuedMail: () => deliverDueMail(services),
    /** The mails sent to `to`, newest first, after sending what is queued. */
    async outbox(to: string) {
      await deliverDueMail(services);
      return readOutbox(outboxDir, to);
    },
    async close() {
      setServices(undefined);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request to the auth endpoints as a browser on our site would send it. */
export function authRequest(pathname: string, body?: unknown, opts: { cookie?: string; ip?: string; rawBody?: string } = {}) {
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: opts.ip ?? "203.0.113.1" });
  if (body !== undefined || opts.rawBody !== undefined) headers.set("content-type", "application/json");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return new Request(`${TEST_ORIGIN}/api/auth${pathname}`, {
    method: body === undefined && opts.rawBody === undefined ? "GET" : "POST",
    headers,
    body: opts.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

/** The session cookie ("name=value") from a response's Set-Cookie headers. */
export function sessionCookie(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("pearlbridge.session_token=") && c.length > "pearlbridge.session_token=".length);
}
