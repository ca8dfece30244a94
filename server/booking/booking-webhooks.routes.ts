import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { route } from "../openapi/route-contract.ts";
import { ApiError } from "../lib/errors.ts";
import { parseOrThrow } from "../lib/validate.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { CALENDAR_CATEGORY } from "./providers/calendar-provider.ts";
import { CALCOM_SIGNATURE_HEADER, calcomWebhookSchema, isCalcomBookingEvent, verifyCalcomSignature } from "./providers/calcom-webhook.ts";

const MAX_BODY = 256 * 1024;

/** POST /api/booking/webhooks/calcom: Cal.com's booking events, applied when their signature holds. */
export function bookingWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(...route(
    "/calcom",
    {
      summary: "Cal.com booking webhook (booking created, rescheduled, cancelled)",
      description: `Signed by Cal.com with \`${CALCOM_SIGNATURE_HEADER}\` (hex HMAC-SHA256 of the raw body with the Calendar settings' webhook secret); a missing or wrong signature is a 401. A repeated delivery changes nothing; other triggers are acknowledged and ignored.`,
      body: calcomWebhookSchema,
      // The signature covers the exact bytes: the body is read raw, checked, then parsed.
      parseBody: false,
      responses: { 200: messageSchema },
      errors: [401, 413],
    },
    async (c) => {
      const raw = await c.req.text();
      if (raw.length > MAX_BODY) throw new ApiError(413, "The webhook body is too large");
      const secret = await deps.services.settings.get(CALENDAR_CATEGORY, "calcom_webhook_secret");
      if (!verifyCalcomSignature(raw, c.req.header(CALCOM_SIGNATURE_HEADER), secret)) {
        throw new ApiError(401, secret ? "The webhook signature does not match the Cal.com webhook secret" : "Set the Cal.com webhook secret (Settings → Calendar) first");
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new ApiError(400, "The request body is not valid JSON");
      }
      if (!isCalcomBookingEvent(json)) return c.json({ message: "Acknowledged; not a booking event" }, 200);
      const event = parseOrThrow(calcomWebhookSchema, json);
      const result = await deps.services.booking.applyCalcomEvent(event);
      return c.json({ message: `Booking ${result.outcome}` }, 200);
    },
  ));
}
