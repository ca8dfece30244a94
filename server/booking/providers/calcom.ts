import { z } from "zod";
import type { Interval } from "../slot-engine.ts";
import type { ProviderDeps, ProviderSettings, ProviderBooking, SlotsProvider } from "./calendar-provider.ts";
import { ProviderUnavailable } from "./provider-errors.ts";
import { providerFetch } from "./provider-http.ts";

// Cal.com API v2 (https://cal.com/docs/api-reference/v2): Bearer API key, and each endpoint family pinned to the
// `cal-api-version` it was written against, so a new default version on Cal.com's side cannot change the shapes.

const SLOTS_VERSION = "2024-09-04";
const BOOKINGS_VERSION = "2024-08-13";
const EVENT_TYPES_VERSION = "2024-06-14";
const NAME = "Cal.com";

export interface CalcomConfig {
  apiKey: string;
  eventTypeId: number;
  baseUrl: string;
}

export async function calcomConfigFrom(settings: ProviderSettings): Promise<CalcomConfig | null> {
  const apiKey = (await settings.get("calendar", "calcom_api_key")).trim();
  const eventTypeId = Number((await settings.get("calendar", "calcom_event_type_id")).trim());
  const baseUrl = (await settings.get("calendar", "calcom_base_url")).trim() || "https://api.cal.com";
  if (!apiKey || !Number.isInteger(eventTypeId) || eventTypeId <= 0) return null;
  return { apiKey, eventTypeId, baseUrl: baseUrl.replace(/\/+$/, "") };
}

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal("success"), data });
const slotsResponse = envelope(z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string().optional() }).loose())));
const bookingResponse = envelope(z.object({ uid: z.string().min(1), start: z.string().optional(), end: z.string().optional() }).loose());
const eventTypeResponse = envelope(z.object({ id: z.number(), lengthInMinutes: z.number().optional(), title: z.string().optional() }).loose());

export function createCalcomClient(config: CalcomConfig, deps: ProviderDeps): SlotsProvider {
  const meetingMs = (deps.meetingMinutes ?? 30) * 60_000;

  async function call<T extends z.ZodType>(method: "GET" | "POST", path: string, version: string, schema: T, body?: unknown): Promise<z.output<T>> {
    const response = await providerFetch(NAME, deps, `${config.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        "cal-api-version": version,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = schema.safeParse(await response.json().catch(() => null));
    // A 200 we cannot read is an outage of the integration as far as the visitor is concerned.
    if (!parsed.success) throw new ProviderUnavailable(NAME, `an answer to ${method} ${path.split("?")[0]} we could not read`);
    return parsed.data;
  }

  function attendee(b: ProviderBooking) {
    return { name: b.name, email: b.email, timeZone: b.timeZone, language: b.language, ...(b.phone ? { phoneNumber: b.phone } : {}) };
  }

  return {
    name: "calcom",
    availability: "slots",

    async slots(from, until) {
      const query = new URLSearchParams({ eventTypeId: String(config.eventTypeId), start: from.toISOString(), end: until.toISOString(), timeZone: "UTC", format: "range" });
      const { data } = await call("GET", `/v2/slots?${query}`, SLOTS_VERSION, slotsResponse);
      const slots: Interval[] = [];
      for (const day of Object.values(data)) {
        for (const slot of day) {
          const start = Date.parse(slot.start);
          const end = slot.end ? Date.parse(slot.end) : start + meetingMs;
          if (Number.isFinite(start) && Number.isFinite(end) && end > start) slots.push({ start, end });
        }
      }
      return slots.sort((a, b) => a.start - b.start);
    },

    async book(booking) {
      const body = {
        start: booking.start.toISOString(),
        eventTypeId: config.eventTypeId,
        attendee: attendee(booking),
        ...(booking.bookingId === undefined ? {} : { metadata: { bookingId: String(booking.bookingId) } }),
      };
      return (await call("POST", "/v2/bookings", BOOKINGS_VERSION, bookingResponse, body)).data.uid;
    },

    async cancel(ref, reason = "Cancelled by the visitor") {
      await call("POST", `/v2/bookings/${encodeURIComponent(ref)}/cancel`, BOOKINGS_VERSION, z.object({ status: z.literal("success") }).loose(), { cancellationReason: reason });
    },

    async reschedule(ref, booking) {
      const body = { start: booking.start.toISOString(), reschedulingReason: "Rescheduled by the visitor" };
      return (await call("POST", `/v2/bookings/${encodeURIComponent(ref)}/reschedule`, BOOKINGS_VERSION, bookingResponse, body)).data.uid;
    },

    async check() {
      const { data } = await call("GET", `/v2/event-types/${config.eventTypeId}`, EVENT_TYPES_VERSION, eventTypeResponse);
      const what = data.title ? `"${data.title}"` : `event type ${data.id}`;
      return `Cal.com accepted the API key and can book ${what}`;
    },
  };
}
