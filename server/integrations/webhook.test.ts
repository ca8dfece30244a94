import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createWebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { createOutboundGuard, UrlBlockedError } from "./outbound-guard.ts";
import { postSignedWebhook as post, signWebhookBody, verifyWebhookSignature, WebhookError, type WebhookRequest } from "./webhook.ts";

const secret = "whsec-test-0123456789";
const receiver = createWebhookReceiver({ secret });

beforeAll(() => receiver.start());
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.clear();
  receiver.setDelay(0);
  receiver.failNext(0);
});

const postSignedWebhook = (request: WebhookRequest) => post(request, { guard: localGuard });
const lead = { firstName: "Maria", lastName: "Lopez", email: "maria@example.com" };

async function rejection(promise: Promise<unknown>): Promise<WebhookError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookError);
  return error as WebhookError;
}

describe("postSignedWebhook", () => {
  it("posts the JSON payload with a signature the receiver verifies", async () => {
    const result = await postSignedWebhook({ url: `${receiver.url}/webhook/lead`, secret, event: "contact.created", payload: lead });

    expect(result.status).toBe(200);
    expect(receiver.requests).toHaveLength(1);
    const received = receiver.requests[0]!;
    expect(received.path).toBe("/webhook/lead");
    expect(received.json).toEqual(lead);
    expect(received.signatureValid).toBe(true);
    expect(received.event).toBe("contact.created");
    expect(received.id).toBe(result.id);
    expect(received.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(received.headers["content-type"]).toBe("application/json");
    expect(received.headers["user-agent"]).toMatch(/^bayou-city-ai-webhook\//);
    expect(Math.abs(Number(received.headers["x-webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(5);
  });

  it("is rejected by a receiver holding another secret", async () => {
    const error = await rejection(postSignedWebhook({ url: receiver.url, secret: "wrong-secret", event: "contact.created", payload: lead }));
    expect(receiver.requests[0]!.signatureValid).toBe(false);
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("Webhook answered HTTP 401");
  });

  it("turns a 500 into a retryable error with the status (not the answer's text), then succeeds", async () => {
    receiver.failNext(1);
    const error = await rejection(postSignedWebhook({ url: receiver.url, secret, event: "contact.created", payload: lead }));
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
    expect(error.message).toBe("Webhook answered HTTP 500");

    await postSignedWebhook({ url: receiver.url, secret, event: "contact.created", payload: lead });
    expect(receiver.delivered).toHaveLength(1);
  });

  it("times out", async () => {
    receiver.setDelay(2_000);
    const error = await rejection(postSignedWebhook({ url: receiver.url, secret, event: "ping", payload: {}, timeoutMs: 200 }));
    expect(error.message).toBe("Webhook did not answer within 200 ms");
    expect(error.retryable).toBe(true);
  });

  it("reports an unreachable host", async () => {
    const closed = createWebhookReceiver();
    await closed.start();
    const url = closed.url;
    await closed.close();
    const error = await rejection(postSignedWebhook({ url, secret, event: "ping", payload: {} }));
    expect(error.message).toBe("Webhook failed: Connection refused");
    expect(error.retryable).toBe(true);
  });

  it("accepts only http(s) URLs", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/x", "not a url"]) {
      const error = await rejection(postSignedWebhook({ url, secret, event: "ping", payload: {} }));
      expect(error.retryable).toBe(false);
    }
    expect(receiver.requests).toHaveLength(0);
  });

  it("refuses loopback without the allow-list, before anything is sent", async () => {
    const error = await post({ url: receiver.url, secret, event: "ping", payload: {} }, { guard: createOutboundGuard() }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UrlBlockedError);
    expect((error as Error).message).toBe("Address not allowed: loopback (this server)");
    expect(receiver.requests).toHaveLength(0);
  });
});

describe("verifyWebhookSignature", () => {
  const body = JSON.stringify(lead);
  const nowSec = 1_750_000_000;
  const timestamp = String(nowSec);
  const signature = signWebhookBody(secret, timestamp, body);

  it("accepts the right signature and rejects tampering", () => {
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, nowSec })).toBe(true);
    expect(verifyWebhookSignature({ secret, timestamp, body: body.replace("Maria", "Mario"), signature, nowSec })).toBe(false);
    expect(verifyWebhookSignature({ secret: "other", timestamp, body, signature, nowSec })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature: "sha256=abc", nowSec })).toBe(false);
  });

  it("rejects a replay outside the tolerance", () => {
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, nowSec: nowSec + 301 })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, nowSec: nowSec + 301, toleranceSec: 600 })).toBe(true);
  });
});
