import { safeFetch, type OutboundGuard } from "../integrations/outbound-guard.ts";
import { networkFailure } from "../integrations/outbound/network-errors.ts";
import type { TwilioConfig } from "./sms-settings.ts";

// Twilio's REST API (2010-04-01) for what the SMS channel needs: send a message, find the messages sent to a number
// (to tell whether an interrupted send went out), and read the account (the settings page's test). Basic auth with
// the account SID and auth token; form-encoded bodies; JSON answers.

const TIMEOUT_MS = 10_000;

/** A failed call: `retryable` says whether sending again can help (the outbox reads it). */
export class TwilioError extends Error {
  readonly retryable: boolean;
  readonly status: number | null;
  /** Twilio's error code (21610: the recipient texted STOP; 21211: not a valid number). */
  readonly code: number | null;
  constructor(message: string, opts: { retryable: boolean; status?: number | null; code?: number | null }) {
    super(message);
    this.name = "TwilioError";
    this.retryable = opts.retryable;
    this.status = opts.status ?? null;
    this.code = opts.code ?? null;
  }
}

export interface TwilioMessage {
  sid: string;
  status: string;
  body: string;
  to: string;
  from: string;
  dateCreated: string;
}

type Raw = { sid?: string; status?: string; body?: string; to?: string; from?: string; date_created?: string };
const toMessage = (m: Raw): TwilioMessage => ({ sid: m.sid ?? "", status: m.status ?? "", body: m.body ?? "", to: m.to ?? "", from: m.from ?? "", dateCreated: m.date_created ?? "" });

export function createTwilioClient(config: TwilioConfig, guard: Pick<OutboundGuard, "fetch">) {
  const base = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;

  async function call(url: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await safeFetch(guard, url, { ...init, headers: { authorization: auth, accept: "application/json", ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new TwilioError(`Twilio is unreachable: ${timedOut ? `no answer within ${TIMEOUT_MS} ms` : networkFailure(error)}`, { retryable: true });
    }
    const text = await response.text();
    let json: { code?: number; message?: string } & Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as typeof json) : {};
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (response.ok) return json;
    const code = typeof json.code === "number" ? json.code : null;
    // Twilio's own message names the problem ("The 'To' number … is not a valid phone number"); it holds no secret.
    const said = typeof json.message === "string" ? `: ${json.message.slice(0, 300)}` : "";
    const retryable = response.status >= 500 || response.status === 429;
    throw new TwilioError(`Twilio answered HTTP ${response.status}${code ? ` (error ${code})` : ""}${said}`, { retryable, status: response.status, code });
  }

  return {
    /** POST Messages.json: the message as Twilio accepted it (status queued, usually). */
    async send(input: { to: string; body: string; statusCallback?: string }): Promise<TwilioMessage> {
      const form = new URLSearchParams({ To: input.to, From: config.from, Body: input.body });
      if (input.statusCallback) form.set("StatusCallback", input.statusCallback);
      const json = (await call(`${base}/Messages.json`, { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } })) as Raw;
      if (!json.sid) throw new TwilioError("Twilio accepted the message without a message SID", { retryable: false });
      return toMessage(json);
    },

    /** The messages sent from our number to `to` since `since` (its day, as Twilio filters by date), newest first. */
    async sentTo(to: string, since: Date): Promise<TwilioMessage[]> {
      const query = new URLSearchParams({ To: to, From: config.from, "DateSent>": since.toISOString().slice(0, 10), PageSize: "50" });
      const json = (await call(`${base}/Messages.json?${query}`)) as { messages?: Raw[] };
      return (json.messages ?? []).map(toMessage);
    },

    /** GET the account: the settings page's test. */
    async check(): Promise<string> {
      const json = (await call(`${base}.json`)) as { friendly_name?: string; status?: string };
      return `Twilio accepted the SID and token (account "${json.friendly_name ?? config.accountSid}", ${json.status ?? "active"})`;
    },
  };
}
export type TwilioClient = ReturnType<typeof createTwilioClient>;
