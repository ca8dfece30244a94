import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { route } from "../openapi/route-contract.ts";
import { auditActor } from "../audit/audit-context.ts";
import type { AuditActor, AuditRecord } from "../audit/audit.service.ts";
import type { BookingActor } from "./booking-admin.service.ts";
import {
  BOOKING_STATUS_LABELS,
  bookingCreateSchema,
  bookingHostActiveSchema,
  bookingHostRulesSchema,
  bookingHostSchema,
  bookingHostsSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingPreviewSchema,
  bookingStatusChangeSchema,
  bookingViewSchema,
} from "#common/booking/booking-admin-schemas.ts";

/**
 * /api/admin/bookings (the contacts area: owner, administrators, sales): consultation bookings by time, host, status
 * or contact; done, no-show and cancel; the hosts' weekly hours and rules, with a preview of the times they give.
 * A member changes their own hours; the owner and administrators anyone's. Every change is an audit line.
 */
export function bookingAdminRoutes(deps: AppDeps) {
  const admin = deps.services.bookingAdmin;
  const actor = (c: Context<AppEnv>): BookingActor => ({ id: c.get("user").id, role: c.get("user").role });
  const audit = (c: Context<AppEnv>, entry: Omit<AuditRecord, keyof AuditActor>) => deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), ...entry });
  const hostId = (c: Context<AppEnv>) => parseId(c.req.param("userId"), "Staff member");

  return new Hono<AppEnv>()
    .get(...route("/", { summary: "Bookings by start time (filters: status, host, contact, from/to), a page at a time", query: bookingListQuerySchema, responses: { 200: bookingListSchema } }, async (c) =>
      c.json(await admin.list(c.req.valid("query"))),
    ))

    .post(...route("/", { summary: "Book a consultation for someone (any free time of the host's, or one already held)", body: bookingCreateSchema, responses: { 201: bookingViewSchema }, errors: [404, 409, 503] }, async (c) => {
      const booking = await admin.create(c.req.valid("json"), actor(c));
      await audit(c, { action: "booking.created", target: `booking ${booking.id} (${booking.name})`, details: { host: booking.hostName, start: booking.start } });
      return c.json(booking, 201);
    }))

    .get(...route("/hosts", { summary: "The booking hosts with their rules, and the staff who could become one", responses: { 200: bookingHostsSchema } }, async (c) =>
      c.json(await admin.hosts(actor(c))),
    ))

    .put(...route("/hosts/:userId", { summary: "Set a host's weekly hours and rules (a staff member not hosting yet becomes a host)", body: bookingHostRulesSchema, responses: { 200: bookingHostSchema }, errors: [403, 404] }, async (c) => {
      const { host, created } = await admin.saveHost(hostId(c), c.req.valid("json"), actor(c));
      await audit(c, { action: created ? "booking.host_added" : "booking.host_changed", target: `booking hours of ${host.email}`, details: { weeklyHours: host.weeklyHours, meetingMinutes: host.meetingMinutes, timeZone: host.timeZone } });
      return c.json(host);
    }))

    .patch(...route("/hosts/:userId", { summary: "Take consultations again, or stop (existing bookings stay)", body: bookingHostActiveSchema, responses: { 200: bookingHostSchema }, errors: [403, 404] }, async (c) => {
      const host = await admin.setHostActive(hostId(c), c.req.valid("json").active, actor(c));
      await audit(c, { action: host.active ? "booking.host_changed" : "booking.host_deactivated", target: `booking hours of ${host.email}`, details: { active: host.active } });
      return c.json(host);
    }))

    .post(...route("/hosts/:userId/preview", { summary: "The next free times these rules would give (nothing is saved)", body: bookingHostRulesSchema, responses: { 200: bookingPreviewSchema } }, async (c) =>
      c.json({ slots: await admin.preview(hostId(c), c.req.valid("json")) }),
    ))

    .get(...route("/:id", { summary: "One booking", responses: { 200: bookingViewSchema }, errors: [404] }, async (c) => c.json(await admin.get(parseId(c.req.param("id"), "Booking")))))

    .patch(...route("/:id", { summary: "Mark a booking done or no-show, or cancel it (its time is freed and the visitor told)", body: bookingStatusChangeSchema, responses: { 200: bookingViewSchema }, errors: [404, 409, 503] }, async (c) => {
      const { booking, from } = await admin.setStatus(parseId(c.req.param("id"), "Booking"), c.req.valid("json").status, actor(c));
      await audit(c, { action: "booking.status_changed", target: `booking ${booking.id} (${booking.name})`, details: { from, to: booking.status, label: BOOKING_STATUS_LABELS[booking.status] } });
      return c.json(booking);
    }));
}
