/**
 * TEMPORARY STUB of the durable mail queue (the "queue" branch provides the real one; the lead drops this file at
 * merge). It hands the mail to the mailer at once, ignoring the caller's transaction. A key is remembered in a
 * marker file under the outbox, so that a second call with the same key (a re-run after a crash) sends nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import type { Db } from "#db/client.ts";
import { services } from "./services.server.ts";

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Queues a mail in the caller's transaction (or on the database): committed with the change, or not at all. A second call with the same key is ignored. */
export async function queueMail(_db: Pick<Db, "execute">, mail: QueuedMail, options: { key?: string } = {}): Promise<void> {
  const { config, mailer } = services();
  if (options.key) {
    const dir = path.join(config.DATA_DIR, "outbox", ".keys");
    fs.mkdirSync(dir, { recursive: true });
    const marker = path.join(dir, createHash("sha256").update(options.key).digest("hex").slice(0, 32));
    try {
      fs.writeFileSync(marker, options.key, { flag: "wx" });
    } catch {
      return;
    }
  }
  await mailer.send(mail);
}
