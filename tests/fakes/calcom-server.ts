import type { ServerResponse } from "node:http";
import { createHmac, randomUUID } from "node:crypto";
import { createFaults, createHttpFake, sendJson, type FakeRequest, type HttpFake } from "./http-fake.ts";

// Follows Cal.com API v2 for the endpoints the booking provider uses: Bearer API keys, `cal-api-version` per endpoint
// family, the {status: "success", data} envelope and {status: "error", error} failures; and its webhooks, signed with
// `x-cal-signature-256` (hex HMAC-SHA256 of the raw body with the webhook's secret).

export type FakeCalBooking = {
  id: number;
  uid: string;
  start: string;
  end: string;
  status: "accepted" | "cancelled";
  eventTypeId: number;
  attendees: { name: string; email: string; timeZone: string; language: string; phoneNumber?: string }[];
  metadata: Record<string, string>;
  cancellationReason?: string;
  rescheduledFromUid?: string;
  rescheduledToUid?: string;
};

export type CalTrigger = "BOOKING_CREATED" | "BOOKING_RESCHEDULED" | "BOOKING_CANCELLED";

export type FakeCalcomServer = HttpFake & {
  readonly requests: FakeRequest[];
  readonly bookings: FakeCalBooking[];
  /** The times Cal.com offers (UTC ISO starts); a booked one stops being offered. */
  setSlots(starts: string[]): void;
  /** The next `count` requests answer `status` (500: a Cal.com outage) … */
  failNext(count: number, status?: number): void;
  /** … or answer only after `ms` (longer than the client waits: a timeout). */
  delayNext(count: number, ms: number): void;
  /** A webhook delivery as Cal.com sends it: the raw body and its headers (signed with `secret`). */
  webhook(trigger: CalTrigger, booking: FakeCalBooking, secret: string): { body: string; headers: Record<string, string> };
  clear(): void;
};

const VERSIONS: [RegExp, string][] = [
  [/^\/v2\/slots$/, "2024-09-04"],
  [/^\/v2\/bookings(\/[^/]+\/(cancel|reschedule))?$/, "2024-08-13"],
  [/^\/v2\/event-types\/\d+$/, "2024-06-14"],
];

function fail(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { status: "error", timestamp: new Date().toISOString(), path: "", error: { code, message } });
}

export function createFakeCalcomServer(options: { apiKey: string; eventTypeId: number; lengthInMinutes?: number }): FakeCalcomServer {
  const requests: FakeRequest[] = [];
  const bookings: FakeCalBooking[] = [];
  const length = (options.lengthInMinutes ?? 30) * 60_000;
  let slots: string[] = [];
  const faults = createFaults();
  let nextId = 501;

  const free = () => slots.filter((s) => !bookings.some((b) => b.status === "accepted" && Date.parse(b.start) === Date.parse(s)));

  function create(input: { start: string; attendee: FakeCalBooking["attendees"][number]; metadata?: Record<string, string> }, from?: FakeCalBooking): FakeCalBooking {
    const start = new Date(input.start).toISOString();
    const booking: FakeCalBooking = {
      id: nextId++, uid: randomUUID().replaceAll("-", "").slice(0, 22), start, end: new Date(Date.parse(start) + length).toISOString(),
      status: "accepted", eventTypeId: options.eventTypeId, attendees: [input.attendee], metadata: input.metadata ?? {}, rescheduledFromUid: from?.uid,
    };
    bookings.push(booking);
    return booking;
  }

  const fake = createHttpFake(async (request, res) => {
    requests.push(request);
    const failed = await faults.take(res);
    if (failed !== null) return fail(res, failed, "InternalServerErrorException", "Internal server error");
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) return fail(res, 401, "UnauthorizedException", "Invalid API key");
    const version = VERSIONS.find(([path]) => path.test(request.path))?.[1];
    if (!version) return fail(res, 404, "NotFoundException", `Cannot ${request.method} ${request.path}`);
    // Without the version its endpoints were written for, Cal.com answers an older shape; here that is a 400.
    if (request.headers["cal-api-version"] !== version) return fail(res, 400, "BadRequestException", `cal-api-version must be ${version}`);
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const ok = (data: unknown, status = 200) => sendJson(res, status, { status: "success", data });

    if (request.method === "GET" && request.path === "/v2/slots") {
      if (Number(request.query.get("eventTypeId")) !== options.eventTypeId) return fail(res, 404, "NotFoundException", "Event type not found");
      const from = Date.parse(request.query.get("start") ?? ""), until = Date.parse(request.query.get("end") ?? "");
      const data: Record<string, { start: string; end?: string }[]> = {};
      for (const s of free().filter((s) => Date.parse(s) >= from && Date.parse(s) <= until)) {
        const day = s.slice(0, 10);
        const start = new Date(s).toISOString();
        (data[day] ??= []).push(request.query.get("format") === "range" ? { start, end: new Date(Date.parse(s) + length).toISOString() } : { start });
      }
      return ok(data);
    }
    if (request.method === "GET" && request.path.startsWith("/v2/event-types/")) {
      if (Number(request.path.split("/").pop()) !== options.eventTypeId) return fail(res, 404, "NotFoundException", "Event type not found");
      return ok({ id: options.eventTypeId, title: "Free consultation", lengthInMinutes: length / 60_000, slug: "consultation" });
    }
    if (request.method !== "POST") return fail(res, 405, "MethodNotAllowed", "Method not allowed");
    if (request.path === "/v2/bookings") {
      if (body.eventTypeId !== options.eventTypeId) return fail(res, 404, "NotFoundException", "Event type not found");
      if (!free().some((s) => Date.parse(s) === Date.parse(String(body.start)))) {
        return fail(res, 400, "BadRequestException", "User either already has booking at this time or is not available");
      }
      return ok(create(body as Parameters<typeof create>[0]), 201);
    }
    const [, , , uid, action] = request.path.split("/");
    const booking = bookings.find((b) => b.uid === uid);
    if (!booking) return fail(res, 404, "NotFoundException", `Booking with uid=${uid} was not found`);
    if (booking.status === "cancelled") return fail(res, 400, "BadRequestException", "This booking has already been cancelled.");
    if (action === "cancel") {
      booking.status = "cancelled";
      booking.cancellationReason = String(body.cancellationReason ?? "");
      return ok(booking);
    }
    if (!free().some((s) => Date.parse(s) === Date.parse(String(body.start)))) return fail(res, 400, "BadRequestException", "User either already has booking at this time or is not available");
    booking.status = "cancelled";
    const moved = create({ start: String(body.start), attendee: booking.attendees[0]!, metadata: booking.metadata }, booking);
    booking.rescheduledToUid = moved.uid;
    return ok(moved, 201);
  });

  return Object.assign(fake, {
    requests,
    bookings,
    setSlots(starts: string[]) {
      slots = [...starts];
    },
    failNext: faults.failNext,
    delayNext: faults.delayNext,
    webhook(trigger: CalTrigger, booking: FakeCalBooking, secret: string) {
      const from = booking.rescheduledFromUid ? bookings.find((b) => b.uid === booking.rescheduledFromUid) : undefined;
      const payload = {
        type: "consultation", title: "Free consultation", uid: booking.uid, bookingId: booking.id, eventTypeId: booking.eventTypeId,
        startTime: booking.start, endTime: booking.end, status: trigger === "BOOKING_CANCELLED" ? "CANCELLED" : "ACCEPTED",
        organizer: { id: 1, name: "Host", email: "host@example.com", timeZone: "America/Chicago", language: { locale: "en" } },
        attendees: booking.attendees.map((a) => ({ name: a.name, email: a.email, timeZone: a.timeZone, language: { locale: a.language }, ...(a.phoneNumber ? { phoneNumber: a.phoneNumber } : {}) })),
        metadata: booking.metadata,
        ...(trigger === "BOOKING_RESCHEDULED" && from ? { rescheduleUid: from.uid, rescheduleStartTime: from.start, rescheduleEndTime: from.end } : {}),
        ...(trigger === "BOOKING_CANCELLED" ? { cancellationReason: booking.cancellationReason ?? "" } : {}),
      };
      const body = JSON.stringify({ triggerEvent: trigger, createdAt: new Date().toISOString(), payload });
      const signature = createHmac("sha256", secret).update(body).digest("hex");
      return { body, headers: { "content-type": "application/json", "x-cal-signature-256": signature } };
    },
    clear() {
      requests.length = 0;
      bookings.length = 0;
      slots = [];
      faults.reset();
    },
  });
}
