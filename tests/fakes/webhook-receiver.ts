import { verifyWebhookSignature } from "#server/integrations/webhook.ts";
import { createHttpFake, sendJson, wait, type FakeRequest, type HttpFake } from "./http-fake.ts";

export type ReceivedWebhook = FakeRequest & {
  event: string | undefined;
  id: string | undefined;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  signatureValid: boolean;
  /** Status the receiver answered with. */
  answeredStatus: number;
};

export type WebhookReceiver = HttpFake & {
  readonly requests: ReceivedWebhook[];
  /** Requests that carried a valid signature and were answered 2xx. */
  readonly delivered: ReceivedWebhook[];
  /** Answer the next `count` requests with `status` (500 by default) instead of 200. */
  failNext(count: number, status?: number): void;
  /** Wait this long before answering every request (0 to stop). */
  setDelay(ms: number): void;
  /** Verify with this secret from now on (e.g. one the app generated). */
  setSecret(secret: string | undefined): void;
  /** Forgets the requests received and any failures still queued by failNext. */
  clear(): void;
};

/**
 * An HTTP endpoint standing in for an n8n webhook. With a secret, it checks the signature the
 * way a receiver should and answers 401 to a bad one.
 */
export function createWebhookReceiver(initial: { secret?: string; toleranceSec?: number } = {}): WebhookReceiver {
  const options = { ...initial };
  const requests: ReceivedWebhook[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let delayMs = 0;

  const fake = createHttpFake(async (request, res) => {
    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      json = undefined;
    }
    const signatureValid =
      options.secret !== undefined &&
      verifyWebhookSignature({
        secret: options.secret,
        timestamp: request.headers["x-webhook-timestamp"] ?? "",
        body: request.body,
        signature: request.headers["x-webhook-signature"] ?? "",
        toleranceSec: options.toleranceSec,
      });
    let status = 200;
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      status = failures.status;
    } else if (options.secret !== undefined && !signatureValid) {
      status = 401;
    }
    requests.push({
      ...request,
      event: request.headers["x-webhook-event"],
      id: request.headers["x-webhook-id"],
      json,
      signatureValid,
      answeredStatus: status,
    });
    if (delayMs > 0) await wait(delayMs, res);
    const body = status === 200 ? { message: "Workflow was started" } : { message: status === 401 ? "Invalid signature" : "Internal error in workflow" };
    sendJson(res, status, body);
  });

  return {
    start: fake.start,
    close: fake.close,
    get port() {
      return fake.port;
    },
    get url() {
      return fake.url;
    },
    requests,
    get delivered() {
      return requests.filter((r) => r.answeredStatus >= 200 && r.answeredStatus < 300);
    },
    failNext(count: number, status = 500) {
      failures = { count, status };
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    setSecret(secret: string | undefined) {
      options.secret = secret;
    },
    clear() {
      requests.length = 0;
      // Failures queued by failNext and not used up would answer the next test's requests.
      failures = { count: 0, status: 500 };
    },
  };
}
