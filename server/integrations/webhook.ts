import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { parseHttpUrl, UrlBlockedError, type OutboundGuard } from "./outbound-guard.ts";
import { findCause, networkFailure } from "./outbound/network-errors.ts";

const USER_AGENT = "bayou-city-ai-webhook/1.0";

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
  readonly retryable: boolean;

  constructor(message: string, options: { status?: number; retryable: boolean }) {
    super(message);
    this.name = "WebhookError";
    this.status = options.status;
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

export type WebhookOptions = { guard: Pick<OutboundGuard, "fetch"> };

export async function postSignedWebhook(request: WebhookRequest, options: WebhookOptions): Promise<WebhookResult> {
  const { secret, event, payload, timeoutMs = 10_000 } = request;
  let url: URL;
  try {
    url = parseHttpUrl(request.url);
  } catch (error) {
    throw new WebhookError(error instanceof Error ? `Webhook URL: ${error.message}` : "Webhook URL is not valid", { retryable: false });
  }
  const id = randomUUID();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify(payload);
  const started = performance.now();

  let response: Response;
  try {
    // The guard never follows redirects: a redirected POST silently turns into a GET, so a 3xx is a failure.
    response = await options.guard.fetch(url, {
      method: "POST",
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
    const blocked = findCause(error, UrlBlockedError);
    if (blocked) throw blocked;
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new WebhookError(timedOut ? `Webhook did not answer within ${timeoutMs} ms` : `Webhook failed: ${networkFailure(error)}`, { retryable: true });
  }

  // The answer is not read: what a receiver says is not shown to staff (a port scanner's read-out otherwise).
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) {
    const status = response.status;
    const retryable = status >= 500 || status === 408 || status === 429;
    throw new WebhookError(`Webhook answered HTTP ${status}`, { status, retryable });
  }
  return { id, status: response.status, durationMs: Math.round(performance.now() - started) };
}
