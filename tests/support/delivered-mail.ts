import fs from "node:fs";
import path from "node:path";

/**
 * The mails handed to the mailer so far, from the outbox folder of a data directory (DATA_DIR/outbox): what the
 * queue's worker delivered when no SMTP_URL is set. The one place the alert tests count delivered mail.
 */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  links: string[];
}

export function deliveredMails(dataDir: string): DeliveredMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as DeliveredMail)
    .map((m) => ({ ...m, headers: m.headers ?? {} }));
}

/** How many mails each recipient got whose subject matches `subject`. */
export function mailCountsByRecipient(dataDir: string, subject: RegExp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of deliveredMails(dataDir)) {
    if (subject.test(m.subject)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  }
  return counts;
}
