import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { route } from "../openapi/route-contract.ts";
import { firstTouchField } from "#common/analytics/lead-source.ts";
import {
  bookingConfirmedSchema,
  bookingLinkViewSchema,
  bookingRequestSchema,
  bookingRescheduleSchema,
  bookingSlotsQuerySchema,
  bookingSlotsSchema,
  bookingTakenSchema,
} from "#common/booking/booking-schemas.ts";
import { BOOKING_MESSAGES, SlotTakenWithSlots } from "./booking-messages.ts";

const taken = (error: SlotTakenWithSlots) => ({ message: BOOKING_MESSAGES.taken, code: "slot_taken" as const, slots: error.slots });
/** Tokens are base64url; anything longer or stranger names no link (a 404 from the service). */
const tokenOf = (raw: string | undefined) => (raw ?? "").slice(0, 200);

/**
 * /api/booking: the public consultation booking (docs/decisions/043), for the /book page and the chat: free times,
 * booking one, and the confirmation e-mail's single-use cancel and reschedule links.
 */
export function bookingRoutes(deps: AppDeps) {
  const booking = () => deps.services.booking;

  return new Hono<AppEnv>()
    .get(...route(
      "/slots", {
        summary: "The next free consultation times across the hosts, earliest first",
        description: "With `enabled: false` booking on the site is off and the page links to `externalUrl` instead.",
        query: bookingSlotsQuerySchema,
        responses: { 200: bookingSlotsSchema },
      },
      async (c) => c.json(await booking().slots(c.req.valid("query"))),
    ))

    .post(...route(
      "/", {
        summary: "Book a consultation time",
        description:
          "201: booked; a confirmation e-mail with a calendar invitation follows. 409 (`slot_taken`): the time went to someone else, with the next free times. 410: booking on the site is off. Also accepts `firstTouch`, the visit that brought the visitor (a malformed one is dropped). A filled honeypot (`website`) is answered like a booking and nothing is stored.",
        body: bookingRequestSchema.extend({ firstTouch: firstTouchField }),
        responses: { 201: bookingConfirmedSchema, 409: bookingTakenSchema },
        errors: [410, 429],
      },
      async (c) => {
        const { firstTouch, ...body } = c.req.valid("json");
        try {
          return c.json(await booking().book(body, { ip: clientIp(c, deps.env.TRUST_PROXY), firstTouch }), 201);
        } catch (error) {
          if (error instanceof SlotTakenWithSlots) return c.json(taken(error), 409);
          throw error;
        }
      },
    ))

    .get(...route(
      "/cancel/:token", { summary: "The booking a cancel link is for", responses: { 200: bookingLinkViewSchema }, errors: [404] },
      async (c) => c.json(await booking().viewLink(tokenOf(c.req.param("token")), "cancel")),
    ))

    .post(...route(
      "/cancel/:token", { summary: "Cancel a booking with the e-mail's link (once)", responses: { 200: bookingConfirmedSchema }, errors: [404] },
      async (c) => c.json(await booking().cancelWithLink(tokenOf(c.req.param("token")))),
    ))

    .get(...route(
      "/reschedule/:token", { summary: "The booking a reschedule link is for, and its host's free times", responses: { 200: bookingLinkViewSchema }, errors: [404] },
      async (c) => c.json(await booking().viewLink(tokenOf(c.req.param("token")), "reschedule")),
    ))

    .post(...route(
      "/reschedule/:token", {
        summary: "Move a booking to another free time with the e-mail's link (once)",
        description: "409 (`slot_taken`): the new time went to someone else; the link stays usable and the next free times come with the answer.",
        body: bookingRescheduleSchema,
        responses: { 200: bookingConfirmedSchema, 409: bookingTakenSchema },
        errors: [404],
      },
      async (c) => {
        try {
          return c.json(await booking().rescheduleWithLink(tokenOf(c.req.param("token")), new Date(c.req.valid("json").start)), 200);
        } catch (error) {
          if (error instanceof SlotTakenWithSlots) return c.json(taken(error), 409);
          throw error;
        }
      },
    ));
}
