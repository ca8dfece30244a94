import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSlots, requestBooking } from "./booking-api.ts";

// How the booking pages read the API's refusals: each becomes what the page says (the words are booking-text's).

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })));
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = { hostId: 1, start: "2026-12-01T15:00:00Z", name: "Ana", email: "ana@example.com" };

describe("the booking pages' reading of the API", () => {
  it("reads a calendar outage (503) as calendar_down, for the times and for a booking", async () => {
    answer(503, { message: "Our booking calendar can't be reached right now" });
    expect(await fetchSlots()).toMatchObject({ ok: false, kind: "calendar_down" });
    expect(await requestBooking(request)).toMatchObject({ ok: false, kind: "calendar_down" });
  });

  it("reads a taken time with its next times, field errors by field, and booking switched off", async () => {
    const slots = [{ hostId: 1, start: "2026-12-01T16:00:00Z", end: "2026-12-01T16:30:00Z" }];
    answer(409, { message: "taken", code: "slot_taken", slots });
    expect(await requestBooking(request)).toMatchObject({ ok: false, kind: "taken", slots });
    answer(400, { message: "Invalid", errors: { email: "Please enter a valid email address", hostId: "x" } });
    expect(await requestBooking(request)).toMatchObject({ ok: false, kind: "fields", fields: ["email", "start"] });
    answer(410, { message: "off" });
    expect(await requestBooking(request)).toMatchObject({ ok: false, kind: "off" });
  });
});
