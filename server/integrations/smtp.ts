import { isIP } from "node:net";
import nodemailer from "nodemailer";
import { UrlBlockedError, type OutboundGuard } from "./outbound-guard.ts";

export type MailerConfig = {
  host: string;
  port: number;
  /** true = TLS from the first byte (port 465); false = plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: string;
  /** Sender, e.g. `"Bayou City AI" <hello@example.com>`. */
  from: string;
};

export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 2369/8058). */
  headers?: Record<string, string>;
  /**
   * A calendar invitation (.ics text): sent as the text/calendar alternative with its METHOD, which mail clients show
   * as an invitation to accept, and as an attached file for the others.
   */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string; filename?: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Connects, greets and authenticates without sending: the settings page's check. */
  verify(): Promise<void>;
  close(): void;
};

export type SmtpErrorKind = "unreachable" | "timeout" | "auth" | "tls" | "rejected" | "other";

/** Failure with a message fit for the admin; never contains the password. */
export class SmtpError extends Error {
  readonly kind: SmtpErrorKind;
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  /** Worth trying again later as is (server down or temporarily refusing, 4xx). */
  readonly retryable: boolean;

  constructor(message: string, options: { kind: SmtpErrorKind; code?: string; responseCode?: number; retryable: boolean }) {
    super(message);
    this.name = "SmtpError";
    this.kind = options.kind;
    this.code = options.code;
    this.responseCode = options.responseCode;
    this.retryable = options.retryable;
  }
}

const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ECONNRESET/;

/**
 * Words for staff. The server's own reply text is never included: pointed at another service, it would be
 * that service's banner (an SSH version, say), and the settings page must not read out internal ports.
 */
export function toSmtpError(error: unknown, config: MailerConfig): SmtpError {
  const at = `${config.host}:${config.port}`;
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : undefined;
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  // Read to classify only, never shown.
  const detail = typeof e.message === "string" ? e.message : "";
  const base = { code, responseCode };
  const transient = responseCode !== undefined && responseCode >= 400 && responseCode < 500;
  const reply = responseCode !== undefined ? ` (reply ${responseCode})` : "";

  if (code === "EAUTH" || code === "ENOAUTH" || responseCode === 535) {
    return new SmtpError("SMTP authentication failed", { ...base, kind: "auth", retryable: false });
  }
  if (responseCode === 530) {
    return new SmtpError("SMTP server requires authentication (set the SMTP user and password)", { ...base, kind: "auth", retryable: false });
  }
  if (code === "ETIMEDOUT") {
    return new SmtpError(`SMTP server at ${at} timed out`, { ...base, kind: "timeout", retryable: true });
  }
  if (code === "EDNS" || code === "ECONNECTION" || (code !== undefined && UNREACHABLE.test(code)) || ((code === "ESOCKET" || code === undefined) && UNREACHABLE.test(detail))) {
    return new SmtpError(`SMTP server unreachable at ${at}`, { ...base, kind: "unreachable", retryable: true });
  }
  if (code === "EPROTOCOL") {
    return new SmtpError(`SMTP server at ${at} did not answer as a mail server`, { ...base, kind: "other", retryable: false });
  }
  if (code === "ETLS" || /SSL|TLS|certificate/i.test(detail)) {
    return new SmtpError(`SMTP TLS negotiation with ${at} failed`, { ...base, kind: "tls", retryable: false });
  }
  if (code === "EENVELOPE" || code === "EMESSAGE") {
    const what = code === "EENVELOPE" ? "the sender or recipient" : "the message";
    return new SmtpError(`SMTP server rejected ${what}${reply}`, { ...base, kind: "rejected", retryable: transient });
  }
  return new SmtpError(`SMTP error${reply || (code ? ` (${code})` : "")}`, { ...base, kind: "other", retryable: transient || code === "ESOCKET" });
}

/**
 * The host is resolved and checked by the outbound guard, then nodemailer connects to that very address;
 * TLS still verifies the certificate against the host name (servername).
 */
export function createMailer(config: MailerConfig, options: { guard: Pick<OutboundGuard, "resolve">; pool?: boolean }): Mailer {
  let transport: ReturnType<typeof nodemailer.createTransport> | null = null;

  async function open() {
    if (transport) return transport;
    let address: string;
    try {
      const [first] = await options.guard.resolve(config.host);
      address = first!.address;
    } catch (error) {
      if (error instanceof UrlBlockedError) throw error;
      throw toSmtpError(error, config);
    }
    transport = nodemailer.createTransport({
      host: address,
      port: config.port,
      secure: config.secure,
      // SNI and certificate checks use the name staff typed (not allowed for an IP: RFC 6066).
      tls: isIP(config.host) ? undefined : { servername: config.host },
      auth: config.user ? { user: config.user, pass: config.password ?? "" } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // A newsletter run keeps one connection for many messages instead of one per message.
      ...(options.pool ? { pool: true, maxConnections: 1, maxMessages: 500 } : {}),
    });
    return transport;
  }

  return {
    async send(message) {
      const t = await open();
      try {
        const info = await t.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          headers: message.headers,
          ...(message.calendar
            ? { icalEvent: { method: message.calendar.method, content: message.calendar.content, filename: message.calendar.filename ?? "invite.ics" } }
            : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        throw toSmtpError(error, config);
      }
    },
    async verify() {
      const t = await open();
      try {
        await t.verify();
      } catch (error) {
        throw toSmtpError(error, config);
      }
    },
    close() {
      transport?.close();
    },
  };
}

/** The part of the settings service the mail configuration is read through (categories `email` and `general`). */
export type MailSettingsReader = { getMany(category: string): Promise<Record<string, string>> };

/** SMTP settings as the mailer wants them, or null while e-mail is not configured (the staff address may be empty). */
export async function smtpConfigFromSettings(settings: MailSettingsReader): Promise<(MailerConfig & { staffEmail: string; siteName: string }) | null> {
  const [email, general] = await Promise.all([settings.getMany("email"), settings.getMany("general")]);
  if (!email.smtp_host?.trim()) return null;
  const port = Number(email.smtp_port) || 587;
  const siteName = general.site_name || "Bayou City AI";
  return {
    host: email.smtp_host.trim(),
    port,
    secure: port === 465,
    user: email.smtp_user?.trim() || undefined,
    password: email.smtp_password || undefined,
    from: `"${siteName.replace(/"/g, "")}" <${email.from_email?.trim() || "notifications@example.com"}>`,
    staffEmail: email.staff_email?.trim() ?? "",
    siteName,
  };
}

/** SMTP settings and the staff address lead notifications go to, or null while either is missing. */
export async function mailerConfigFromSettings(settings: MailSettingsReader): Promise<(MailerConfig & { staffEmail: string; siteName: string }) | null> {
  const config = await smtpConfigFromSettings(settings);
  return config && config.staffEmail !== "" ? config : null;
}

export async function sendMail(config: MailerConfig, message: MailMessage, guard: Pick<OutboundGuard, "resolve">): Promise<string> {
  const mailer = createMailer(config, { guard });
  try {
    return (await mailer.send(message)).messageId;
  } finally {
    mailer.close();
  }
}
