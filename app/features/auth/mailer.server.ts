import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { m } from "#app/lib/i18n/i18n.ts";
import { escapeHtml } from "#app/lib/text.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe), sent as they are. */
  headers?: Record<string, string>;
  /** Files sent with the mail (an .ics invitation): text content, or base64 with `encoding`. */
  attachments?: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  sentAt: string;
  links: string[];
}

/** Sends through SMTP when `smtpUrl` is set; otherwise into a local outbox folder (logged, and read by tests). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      // The mails hold live sign-in and reset links: readable by the server's user only.
      fs.mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      fs.chmodSync(options.outboxDir, 0o700);
      const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
      const entry: OutboxEntry = { ...message, sentAt: new Date().toISOString(), links };
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`;
      fs.writeFileSync(path.join(options.outboxDir, name), JSON.stringify(entry, null, 2), { mode: 0o600 });
      console.log(`[mail] outbox: to=${message.to} subject="${message.subject}" ${links.join(" ")}`);
    },
  };
}

/** The newest outbox messages for one address, newest first (used by tests and local development). */
export function readOutbox(outboxDir: string, to: string): OutboxEntry[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), "utf8")) as OutboxEntry)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** A greeting name fit for an e-mail: one line, no control or format characters (whatever was stored earlier). */
export function mailName(name: string): string | undefined {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return clean || undefined;
}

/**
 * A plain message with one call-to-action link (and, where given, a second one), as text and as simple HTML;
 * "Hello," without a name. Rendered in the current language: queue it inside withLocale(the recipient's language).
 */
export function linkMail(opts: {
  to: string;
  subject: string;
  greetingName?: string;
  intro: string;
  action: string;
  url: string;
  secondary?: { action: string; url: string };
  outro: string;
}): MailMessage {
  const greeting = opts.greetingName ? m.account_mail_hello_name({ name: opts.greetingName }) : m.account_mail_hello();
  const links = [{ action: opts.action, url: opts.url }, ...(opts.secondary ? [opts.secondary] : [])];
  const text = `${greeting}\n\n${opts.intro}\n\n${links.map((l) => `${l.action}: ${l.url}`).join("\n\n")}\n\n${opts.outro}\n\nPearlBridge Jobs`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(opts.intro)}</p>${links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.action)}</a></p>`).join("")}<p>${escapeHtml(opts.outro)}</p><p>PearlBridge Jobs</p>`;
  return { to: opts.to, subject: opts.subject, text, html };
}
