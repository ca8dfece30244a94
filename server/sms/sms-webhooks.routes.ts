import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { route, TWIML } from "../openapi/route-contract.ts";
import { ApiError } from "../lib/errors.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { z } from "#common/lib/zod.ts";
import { TWILIO_SIGNATURE_HEADER, verifyTwilioSignature } from "./twilio-signature.ts";
import { SMS_CATEGORY } from "./sms-settings.ts";

const MAX_BODY = 64 * 1024;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const inboundSchema = z.object({ MessageSid: z.string(), From: z.string(), To: z.string(), Body: z.string().optional(), NumMedia: z.string().optional() }).loose();
const statusSchema = z.object({ MessageSid: z.string(), MessageStatus: z.string(), ErrorCode: z.string().optional() }).loose();

/**
 * The URL Twilio signed: the one it was given, so the site's public address (PUBLIC_URL), not the address the request
 * reached behind a proxy or load balancer. Without PUBLIC_URL, the request's own URL.
 */
function signedUrl(c: Context<AppEnv>, publicUrl: string | undefined): string {
  const reached = new URL(c.req.url);
  return publicUrl ? `${publicUrl.replace(/\/+$/, "")}${reached.pathname}${reached.search}` : reached.toString();
}

/** The form fields of a request Twilio signed with the account's auth token; 403 otherwise (Twilio's advice). */
async function signedForm(c: Context<AppEnv>, deps: AppDeps): Promise<URLSearchParams> {
  const raw = await c.req.text();
  if (raw.length > MAX_BODY) throw new ApiError(413, "The webhook body is too large");
  const params = new URLSearchParams(raw);
  const token = (await deps.services.settings.get(SMS_CATEGORY, "twilio_auth_token")).trim();
  if (!verifyTwilioSignature(token, signedUrl(c, deps.env.PUBLIC_URL), params, c.req.header(TWILIO_SIGNATURE_HEADER))) {
    throw new ApiError(403, token ? "The request signature does not match the Twilio auth token" : "Set the Twilio auth token (Settings → SMS (Twilio)) first");
  }
  return params;
}

/** POST /api/sms/twilio/inbound and /status: Twilio's messaging webhooks, signed with X-Twilio-Signature. */
export function smsWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(...route(
      "/twilio/inbound",
      {
        summary: "Twilio: a text came in to the site's number",
        description: `Signed by Twilio with \`X-Twilio-Signature\` (HMAC-SHA1 of the public URL and the sorted form fields, keyed with the auth token); a missing or wrong signature is a 403. A redelivery (same MessageSid) is stored once. Answers an empty TwiML response: the assistant's answer (Settings → SMS "The assistant answers texts", unless a member has the conversation) and staff's replies go out through Twilio's API.`,
        body: inboundSchema,
        bodyMediaType: "application/x-www-form-urlencoded",
        parseBody: false,
        responses: { 200: TWIML },
        errors: [403, 413],
      },
      async (c) => {
        const params = await signedForm(c, deps);
        await deps.services.smsInbound.receive(params);
        return c.body(EMPTY_TWIML, 200, { "content-type": "text/xml; charset=utf-8" });
      },
    ))
    .post(...route(
      "/twilio/status",
      {
        summary: "Twilio: what became of a text the site sent (status callback)",
        description: "Signed like the inbound webhook. Statuses only move forward: a late or repeated callback never turns a delivered text back to sent.",
        body: statusSchema,
        bodyMediaType: "application/x-www-form-urlencoded",
        parseBody: false,
        query: z.object({ m: z.string().optional() }),
        responses: { 200: messageSchema },
        errors: [403, 413],
      },
      async (c) => {
        const params = await signedForm(c, deps);
        const m = Number(c.req.valid("query").m);
        const moved = await deps.services.smsInbound.status(params, Number.isSafeInteger(m) && m > 0 ? m : null);
        return c.json({ message: moved ? "Status recorded" : "Status unchanged" }, 200);
      },
    ));
}
