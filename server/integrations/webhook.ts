import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

const USER_AGENT = "bayou-city-ai-webhook/1.0";
const EXCERPT_CHARS = 200;

export type WebhookRequest = {
  url: string;
  secret: string;
  event: string;
  payload: unknown;
  timeoutMs?: number;
};

export type WebhookResult = { id: string; status: number; durationMs: number };

/** A failed delivery. `retryable` is false only when resending the same request cannot succeed. */
export class WebhookError extends Error {
  readonly status: number | undefined;
  readonly bodyExcerpt: string | undefined;
  readonly retryable: boolean;

  constructor(message: string, options: { status?: number; bodyExcerpt?: string; retryable: boolean }) {
    super(message);
    this.name = "WebhookError";
    this.status = options.status;
    this.bodyExcerpt = options.bodyExcerpt;
    this.retryable = options.retryable;
  }
}

export function signWebhookBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Receiver-side check: right HMAC (compared in constant time) and a timestamp within tolerance. */
export function verifyWebhookSignature(input: {
  secret: string;
  timestamp: string | number;
  body: string;
  signature: string;
  toleranceSec?: number;
  nowSec?: number;
}): boolean {
  const timestamp = String(input.timestamp);
  if (!/^\d+$/.test(timestamp)) return false;
  const nowSec = input.nowSec ?? Math.floor(Date.now() / 1000);
  if (Math.abs(nowSec - Number(timestamp)) > (input.toleranceSec ?? 300)) return false;
  const expected = Buffer.from(signWebhookBody(input.secret, timestamp, input.body));
  const given = Buffer.from(input.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseHttpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookError("Webhook URL is not a valid URL", { retryable: false });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new WebhookError("Webhook URL must start with http:// or https://", { retryable: false });
  }
  return parsed;
}

export async function postSignedWebhook(request: WebhookRequest): Promise<WebhookResult> {
  const { secret, event, payload, timeoutMs = 10_000 } = request;
  const url = parseHttpUrl(request.url);
  const id = randomUUID();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify(payload);
  const started = performance.now();

  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      // A redirected POST silently turns into a GET: treat redirects as failures instead.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "x-webhook-event": event,
        "x-webhook-timestamp": timestamp,
        "x-webhook-signature": signWebhookBody(secret, timestamp, body),
        "x-webhook-id": id,
      },
      body,
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const reason = timedOut ? `timed out after ${timeoutMs} ms` : `unreachable (${describeNetworkError(error)})`;
    throw new WebhookError(`Webhook ${url.host} ${reason}`, { retryable: true });
  }

  const text = await response.text().catch(() => "");
  if (response.status < 200 || response.status >= 300) {
    const bodyExcerpt = text.replace(/\s+/g, " ").trim().slice(0, EXCERPT_CHARS);
    const status = response.status;
    const retryable = status >= 500 || status === 408 || status === 429;
    const suffix = bodyExcerpt ? `: ${bodyExcerpt}` : "";
    throw new WebhookError(`Webhook ${url.host} answered HTTP ${status}${suffix}`, { status, bodyExcerpt, retryable });
  }
  return { id, status: response.status, durationMs: Math.round(performance.now() - started) };
}

function describeNetworkError(error: unknown): string {
  // undici hides the useful part (ECONNREFUSED, ENOTFOUND, ...) in `cause`.
  if (error instanceof Error && error.cause instanceof Error) {
    const code = (error.cause as Error & { code?: unknown }).code;
    return typeof code === "string" ? code : error.cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}
