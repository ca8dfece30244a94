import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./subscribers-csv.ts";

describe("subscribersCsv", () => {
  it("writes the shared CSV: BOM, quoted fields, a header and one CRLF line per subscriber", () => {
    const row = { id: 1, email: "a@example.com", source: "blog", createdAt: "2026-01-01T00:00:00.000Z", status: "confirmed" as const, confirmedAt: "2026-01-01T00:05:00.000Z", unsubscribedAt: null };
    expect(subscribersCsv([row])).toBe(
      '\uFEFF"email","source","subscribed_at","status","confirmed_at","unsubscribed_at"\r\n"a@example.com","blog","2026-01-01T00:00:00.000Z","confirmed","2026-01-01T00:05:00.000Z",""\r\n',
    );
  });
});
