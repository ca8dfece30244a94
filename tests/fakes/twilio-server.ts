import { randomBytes } from "node:crypto";
import { createFaults, createHttpFake, sendJson, type FakeRequest, type HttpFake } from "./http-fake.ts";
import { twilioSignature } from "#server/sms/twilio-signature.ts";

// Follows Twilio's REST API 2010-04-01 for what the SMS channel uses: basic auth (account SID : auth token), the
// form-encoded POST …/Messages.json answering 201 with an SM sid, the message list filtered by To/From/DateSent>, the
// account resource, and {code, message, more_info, status} errors (20003 authenticate, 21211 invalid To, 21610 the
// recipient opted out). Its webhooks are signed with X-Twilio-Signature (HMAC-SHA1 of the URL and sorted fields).
// Like a number with Twilio's default keyword handling, an English STOP/START/HELP texted in is answered by Twilio
// itself and a STOP'd number refuses further sends.

export type FakeTwilioMessage = {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  statusCallback: string | null;
  dateCreated: string;
};

/** A webhook request as Twilio would send it: where, the form body and its headers. */
export type TwilioDelivery = { url: string; body: string; headers: Record<string, string> };

export type FakeTwilioServer = HttpFake & {
  readonly requests: FakeRequest[];
  /** Messages created through the API (what recipients' phones got from the site). */
  readonly messages: FakeTwilioMessage[];
  /** Texts Twilio itself answered (its default STOP/START/HELP replies). */
  readonly autoReplies: { to: string; body: string }[];
  /** The next `count` API requests fail with `status` before doing anything (an outage) … */
  failNext(count: number, status?: number): void;
  /** … or create the message and then answer 500 (the answer is lost; the message went out). */
  failAfterCreateNext(count: number): void;
  /** A text from `from` to our number, signed for `url` (the inbound webhook Twilio was given). */
  inbound(input: { from: string; body: string; sid?: string; to?: string }, url: string, token?: string): TwilioDelivery;
  /** Twilio's status callbacks for one message, in the order given (duplicates and out-of-order allowed), to its StatusCallback. */
  statusCallbacks(sid: string, statuses: string[], errorCode?: string): TwilioDelivery[];
  /** Posts them there, one after another, as Twilio does; resolves with the answers' statuses. */
  postStatusCallbacks(sid: string, statuses: string[], errorCode?: string): Promise<number[]>;
  /** Twilio's default keyword handling on the number (on after clear); off as with a Messaging Service whose opt-out management is off. */
  setKeywordHandling(on: boolean): void;
  clear(): void;
};

const STOP = ["stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke", "optout"];
const START = ["start", "unstop", "yes"];
const HELP = ["help", "info"];

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

export function createFakeTwilioServer(options: { accountSid: string; authToken: string; number: string }): FakeTwilioServer {
  const requests: FakeRequest[] = [];
  const messages: FakeTwilioMessage[] = [];
  const autoReplies: { to: string; body: string }[] = [];
  const optedOut = new Set<string>();
  const faults = createFaults();
  let createThenFail = 0;
  let keywordHandling = true;
  const base = `/2010-04-01/Accounts/${options.accountSid}`;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const error = (res: Parameters<typeof sendJson>[0], status: number, code: number, message: string) =>
    sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
  const asJson = (m: FakeTwilioMessage) => ({
    sid: m.sid, account_sid: options.accountSid, to: m.to, from: m.from, body: m.body, status: m.status, date_created: m.dateCreated,
    num_segments: "1", direction: "outbound-api", error_code: null, error_message: null, uri: `${base}/Messages/${m.sid}.json`,
  });

  const fake = createHttpFake(async (request, res) => {
    requests.push(request);
    const failed = await faults.take(res);
    if (failed !== null) return error(res, failed, 20500, "Internal Server Error");
    if (request.headers.authorization !== basic) return error(res, 401, 20003, "Authenticate");
    if (request.method === "GET" && request.path === `${base}.json`) {
      return sendJson(res, 200, { sid: options.accountSid, friendly_name: "Fake account", status: "active" });
    }
    if (request.path !== `${base}/Messages.json`) return error(res, 404, 20404, `The requested resource ${request.path} was not found`);
    if (request.method === "GET") {
      const since = request.query.get("DateSent>");
      const list = messages
        .filter((m) => (!request.query.get("To") || m.to === request.query.get("To")) && (!request.query.get("From") || m.from === request.query.get("From")))
        .filter((m) => !since || new Date(m.dateCreated).toISOString().slice(0, 10) >= since)
        .reverse();
      return sendJson(res, 200, { messages: list.map(asJson), page: 0, page_size: 50 });
    }
    if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return error(res, 400, 20001, "Expected a form-encoded body");
    const form = new URLSearchParams(request.body);
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (form.get("From") !== options.number) return error(res, 400, 21606, "The From phone number is not a valid, SMS-capable inbound phone number for your account.");
    if (optedOut.has(to)) return error(res, 400, 21610, "Attempt to send to unsubscribed recipient");
    const message: FakeTwilioMessage = { sid: sid("SM"), to, from: options.number, body: form.get("Body") ?? "", status: "queued", statusCallback: form.get("StatusCallback"), dateCreated: new Date().toUTCString() };
    messages.push(message);
    if (createThenFail > 0) {
      createThenFail--;
      return error(res, 500, 20500, "Internal Server Error");
    }
    return sendJson(res, 201, asJson(message));
  });

  function signed(url: string, fields: Record<string, string>, token = options.authToken): TwilioDelivery {
    const body = new URLSearchParams(fields).toString();
    return {
      url,
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilioSignature(token, url, fields), "i-twilio-idempotency-token": sid("") },
    };
  }

  return Object.assign(fake, {
    requests,
    messages,
    autoReplies,
    failNext: faults.failNext,
    failAfterCreateNext(count: number) {
      createThenFail = count;
    },
    inbound(input: { from: string; body: string; sid?: string; to?: string }, url: string, token?: string): TwilioDelivery {
      const word = keywordHandling ? input.body.trim().toLowerCase() : "";
      if (STOP.includes(word)) {
        optedOut.add(input.from);
        autoReplies.push({ to: input.from, body: "You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe." });
      } else if (START.includes(word)) {
        optedOut.delete(input.from);
        autoReplies.push({ to: input.from, body: "You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe." });
      } else if (HELP.includes(word)) {
        autoReplies.push({ to: input.from, body: "Reply STOP to unsubscribe. Msg&Data Rates May Apply." });
      }
      const messageSid = input.sid ?? sid("SM");
      return signed(url, {
        ToCountry: "US", SmsMessageSid: messageSid, NumMedia: "0", SmsSid: messageSid, SmsStatus: "received", Body: input.body, To: input.to ?? options.number,
        NumSegments: "1", MessageSid: messageSid, AccountSid: options.accountSid, From: input.from, ApiVersion: "2010-04-01",
      }, token);
    },
    statusCallbacks(messageSid: string, statuses: string[], errorCode?: string): TwilioDelivery[] {
      const message = messages.find((m) => m.sid === messageSid);
      if (!message?.statusCallback) throw new Error(`message ${messageSid} has no status callback`);
      return statuses.map((status) =>
        signed(message.statusCallback!, {
          SmsSid: messageSid, SmsStatus: status, MessageStatus: status, To: message.to, MessageSid: messageSid, AccountSid: options.accountSid, From: message.from, ApiVersion: "2010-04-01",
          ...(errorCode && (status === "failed" || status === "undelivered") ? { ErrorCode: errorCode } : {}),
        }),
      );
    },
    setKeywordHandling(on: boolean) {
      keywordHandling = on;
    },
    async postStatusCallbacks(messageSid: string, statuses: string[], errorCode?: string): Promise<number[]> {
      const answers: number[] = [];
      for (const d of this.statusCallbacks(messageSid, statuses, errorCode)) {
        answers.push((await fetch(d.url, { method: "POST", body: d.body, headers: d.headers })).status);
      }
      return answers;
    },
    clear() {
      keywordHandling = true;
      requests.length = 0;
      messages.length = 0;
      autoReplies.length = 0;
      optedOut.clear();
      faults.reset();
      createThenFail = 0;
    },
  });
}
