import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mime.ts";
import { waitUntil } from "./wait-until.ts";

export type ReceivedMail = ParsedMail & {
  raw: string;
  envelope: { from: string; to: string[] };
  /** User that authenticated for this message, if any. */
  authUser: string | undefined;
};

export type FakeSmtpServer = {
  /** Listens on 127.0.0.1; the first start picks a free port, a restart after close() reuses it. */
  start(): Promise<void>;
  /** Stops accepting connections (an outage); start() again brings it back on the same port. */
  close(): Promise<void>;
  readonly port: number;
  readonly host: "127.0.0.1";
  readonly messages: ReceivedMail[];
  /** Answer the next `count` messages with an SMTP error (451 = try later, 554 = rejected). */
  failNext(count: number, responseCode?: number): void;
  /** Take this long to accept each message (the reply to its DATA), as a slow mail server does; 0 to stop. */
  setDelay(ms: number): void;
  /** Messages received whose reply is still being delayed. */
  readonly pending: number;
  waitForMessages(count: number, timeoutMs?: number): Promise<void>;
  clear(): void;
};

/** A real SMTP server (the smtp-server package) that accepts and records mail, without STARTTLS. */
export function createFakeSmtpServer(options: { auth?: { user: string; password: string } } = {}): FakeSmtpServer {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  let failures = { count: 0, responseCode: 451 };
  let delayMs = 0;
  let pending = 0;

  function build(): SMTPServer {
    return new SMTPServer({
      // No STARTTLS: its self-signed certificate would make every client refuse to continue.
      disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !options.auth,
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      closeTimeout: 200,
      onAuth(auth, _session, callback) {
        const expected = options.auth;
        if (expected && auth.username === expected.user && auth.password === expected.password) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error("Invalid username or password"));
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (delayMs > 0) {
            pending++;
            await new Promise((resolve) => setTimeout(resolve, delayMs));
            pending--;
          }
          if (failures.count > 0) {
            failures = { ...failures, count: failures.count - 1 };
            const error = Object.assign(new Error("Message refused by the test server"), { responseCode: failures.responseCode });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          messages.push({
            ...parseMail(raw),
            raw,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            authUser: typeof session.user === "string" ? session.user : undefined,
          });
          callback();
        });
      },
    });
  }

  return {
    async start() {
      if (server) return;
      const s = build();
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        const listening = s.listen(port, "127.0.0.1", () => {
          port = (listening.address() as AddressInfo).port;
          resolve();
        });
      });
      server = s;
    },
    async close() {
      const s = server;
      if (!s) return;
      server = undefined;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    get port() {
      return port;
    },
    host: "127.0.0.1",
    messages,
    failNext(count, responseCode = 451) {
      failures = { count, responseCode };
    },
    setDelay(ms) {
      delayMs = ms;
    },
    get pending() {
      return pending;
    },
    waitForMessages(count, timeoutMs = 5_000) {
      return waitUntil(() => messages.length >= count, { timeoutMs, what: `${count} e-mail(s)` });
    },
    clear() {
      messages.length = 0;
    },
  };
}
