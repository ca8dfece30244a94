import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { route, PLAIN_TEXT } from "../openapi/route-contract.ts";
import { ApiError } from "../lib/errors.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { z } from "#common/lib/zod.ts";
import { verifyWhatsappSignature, WHATSAPP_SIGNATURE_HEADER } from "./whatsapp-signature.ts";
import { WHATSAPP_CATEGORY } from "./whatsapp-settings.ts";
import { notificationSchema, readNotification } from "./whatsapp-payload.ts";

const MAX_BODY = 256 * 1024;

const verifyQuery = z.object({ "hub.mode": z.string().optional(), "hub.verify_token": z.string().optional(), "hub.challenge": z.string().optional() });

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** GET and POST /api/whatsapp/webhook: Meta's verification handshake and its signed notifications. */
export function whatsappWebhookRoutes(deps: AppDeps) {
  const setting = async (key: string) => (await deps.services.settings.get(WHATSAPP_CATEGORY, key)).trim();
  return new Hono<AppEnv>()
    .get(...route(
      "/webhook",
      {
        summary: "WhatsApp: Meta's webhook verification handshake",
        description: "Meta calls it once when the callback URL is saved: with `hub.mode=subscribe` and the verify token set in Settings → WhatsApp, the answer is `hub.challenge` as plain text; anything else is a 403.",
        query: verifyQuery,
        responses: { 200: PLAIN_TEXT },
        errors: [403],
      },
      async (c) => {
        const q = c.req.valid("query");
        const token = await setting("verify_token");
        if (!token || q["hub.mode"] !== "subscribe" || !sameText(q["hub.verify_token"] ?? "", token)) {
          throw new ApiError(403, token ? "The verify token does not match Settings → WhatsApp" : "Set the WhatsApp verify token (Settings → WhatsApp) first");
        }
        return c.text(q["hub.challenge"] ?? "", 200);
      },
    ))
    .post(...route(
      "/webhook",
      {
        summary: "WhatsApp: messages customers sent and statuses of ours (Cloud API notifications)",
        description: "Signed by Meta with `X-Hub-Signature-256` (sha256= HMAC-SHA256 of the raw body, keyed with the app secret); a missing or wrong signature is a 403. Messages are stored once per wamid, statuses only move forward (sent < delivered < read; failed). Answered once stored: a failure is retried by Meta.",
        body: notificationSchema,
        parseBody: false,
        responses: { 200: messageSchema },
        errors: [403, 413],
      },
      async (c) => {
        const raw = await c.req.text();
        if (raw.length > MAX_BODY) throw new ApiError(413, "The webhook body is too large");
        const secret = await setting("app_secret");
        if (!verifyWhatsappSignature(secret, raw, c.req.header(WHATSAPP_SIGNATURE_HEADER))) {
          throw new ApiError(403, secret ? "The request signature does not match the WhatsApp app secret" : "Set the WhatsApp app secret (Settings → WhatsApp) first");
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          // Signed but not JSON: nothing Meta would send; acknowledged so it is not retried for ever.
          return c.json({ message: "Nothing to record" }, 200);
        }
        const { messages, statuses } = readNotification(json, await setting("phone_number_id"));
        let stored = 0;
        for (const message of messages) if ((await deps.services.whatsappInbound.receive(message)).stored) stored++;
        let moved = 0;
        for (const status of statuses) if (await deps.services.whatsappInbound.status(status)) moved++;
        return c.json({ message: `Recorded ${stored} message(s) and ${moved} status change(s)` }, 200);
      },
    ));
}
