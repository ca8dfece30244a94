import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeCalcomServer } from "#tests/fakes/calcom-server.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { createCalcomClient } from "./calcom.ts";
import { ProviderRejected, ProviderUnavailable } from "./provider-errors.ts";

const apiKey = "cal_live_test_key";
const eventTypeId = 4321;
const cal = createFakeCalcomServer({ apiKey, eventTypeId, lengthInMinutes: 30 });
const retry = { attempts: 3, baseMs: 1, maxMs: 5 };
const client = (key = apiKey) => createCalcomClient({ apiKey: key, eventTypeId, baseUrl: cal.url }, { guard: localGuard, retry, timeoutMs: 300 });

const visitor = { name: "Maria Lopez", email: "maria@example.com", phone: "+1 713 555 0100", timeZone: "America/Chicago", language: "es", bookingId: 7 };
const at = (iso: string) => ({ ...visitor, start: new Date(iso), end: new Date(Date.parse(iso) + 30 * 60_000) });

beforeAll(() => cal.start());
afterAll(() => cal.close());
beforeEach(() => {
  cal.clear();
  cal.setSlots(["2026-12-01T15:00:00.000Z", "2026-12-01T16:00:00.000Z", "2026-12-02T15:00:00.000Z"]);
});

describe("Cal.com client", () => {
  it("reads free slots from GET /v2/slots with the slots API version, as UTC intervals", async () => {
    const slots = await client().slots(new Date("2026-12-01T00:00:00Z"), new Date("2026-12-01T23:59:59Z"));
    expect(slots).toEqual([
      { start: Date.parse("2026-12-01T15:00:00Z"), end: Date.parse("2026-12-01T15:30:00Z") },
      { start: Date.parse("2026-12-01T16:00:00Z"), end: Date.parse("2026-12-01T16:30:00Z") },
    ]);
    const request = cal.requests[0]!;
    expect(request.headers).toMatchObject({ authorization: `Bearer ${apiKey}`, "cal-api-version": "2024-09-04" });
    expect(request.query.get("eventTypeId")).toBe(String(eventTypeId));
  });

  it("books, reschedules (a new uid) and cancels, each with the bookings API version", async () => {
    const uid = await client().book(at("2026-12-01T15:00:00Z"));
    expect(cal.bookings[0]).toMatchObject({ uid, status: "accepted", start: "2026-12-01T15:00:00.000Z", metadata: { bookingId: "7" } });
    expect(cal.bookings[0]!.attendees[0]).toMatchObject({ name: "Maria Lopez", email: "maria@example.com", timeZone: "America/Chicago", language: "es" });
    expect(cal.requests.at(-1)!.headers["cal-api-version"]).toBe("2024-08-13");
    // The booked time is no longer offered.
    expect((await client().slots(new Date("2026-12-01T00:00:00Z"), new Date("2026-12-02T00:00:00Z"))).map((s) => s.start)).toEqual([Date.parse("2026-12-01T16:00:00Z")]);

    const moved = await client().reschedule(uid, at("2026-12-02T15:00:00Z"));
    expect(moved).not.toBe(uid);
    expect(cal.bookings.find((b) => b.uid === moved)).toMatchObject({ status: "accepted", start: "2026-12-02T15:00:00.000Z", rescheduledFromUid: uid });

    await client().cancel(moved);
    expect(cal.bookings.find((b) => b.uid === moved)!.status).toBe("cancelled");
  });

  it("a time Cal.com no longer offers is refused at once (a 400, not retried)", async () => {
    const error = await client().book(at("2026-12-01T17:00:00Z")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejected);
    expect((error as ProviderRejected).status).toBe(400);
    expect(cal.requests).toHaveLength(1);
  });

  it("retries a 503, then succeeds", async () => {
    cal.failNext(1, 503);
    const uid = await client().book(at("2026-12-01T15:00:00Z"));
    expect(cal.bookings.map((b) => b.uid)).toEqual([uid]);
    expect(cal.requests).toHaveLength(2);
  });

  it("retries a request that timed out, then succeeds", async () => {
    cal.delayNext(1, 2_000);
    const slots = await client().slots(new Date("2026-12-01T00:00:00Z"), new Date("2026-12-02T00:00:00Z"));
    expect(slots).toHaveLength(2);
    expect(cal.requests).toHaveLength(2);
  });

  it("an outage (every attempt fails) is ProviderUnavailable, and a wrong key is ProviderRejected", async () => {
    cal.failNext(10, 500);
    const error = await client().slots(new Date("2026-12-01T00:00:00Z"), new Date("2026-12-02T00:00:00Z")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as Error).message).toMatch(/Cal\.com is unreachable: HTTP 500 after 3 attempts/);
    expect(cal.requests).toHaveLength(3);

    cal.clear();
    const refused = await client("wrong").check().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRejected);
    expect((refused as ProviderRejected).status).toBe(401);
  });

  it("'Test connection' names the event type", async () => {
    await expect(client().check()).resolves.toBe('Cal.com accepted the API key and can book "Free consultation"');
    expect(cal.requests[0]!.headers["cal-api-version"]).toBe("2024-06-14");
  });
});
