import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (smtp-server from npm) on a free local port: it accepts every mail and keeps it
 * parsed (mailparser). It can refuse mail with a temporary error (`refuse(451)`) or be stopped and started again
 * on the same port, to play a mail server that is down for a while.
 */
export interface TestSmtpServer {
  port: number;
  /** For SMTP_URL. */
  url: string;
  /** Every accepted message, in the order received. */
  messages: ParsedMail[];
  /** Answers every recipient with this SMTP code (4xx: try again later) until called with null. */
  refuse(code: number | null): void;
  /** Stops listening: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until at least `count` messages arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let refusal: number | null = null;
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["AUTH", "STARTTLS"],
        logger: false,
        onRcptTo(_address, _session, callback) {
          if (refusal === null) return callback();
          const error = new Error("Mail server busy, try again later") as Error & { responseCode: number };
          error.responseCode = refusal;
          callback(error);
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              messages.push(parsed);
              callback();
            })
            .catch(callback);
        },
      });
      s.on("error", () => {});
      s.listen(port, "127.0.0.1", () => {
        const address = s.server.address();
        if (address && typeof address === "object") port = address.port;
        server = s;
        resolve();
      });
      s.server.once("error", reject);
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    refuse(code) {
      refusal = code;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = undefined;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: () => (server ? Promise.resolve() : listen()),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
  };
}
