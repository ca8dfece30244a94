import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contacts, outbox } from "../db/schema.ts";
import { useSmsApp } from "./sms-test-harness.ts";

// Quiet hours in the lead's own time zone (issue 38 item 4): their browser's zone, else their area code's, else the
// site's setting. 2099-12-07 is a Monday; Houston is UTC-6, Los Angeles UTC-8, New York UTC-5 in December.

const h = useSmsApp();
const { sentTo } = h;

async function formLead(phone: string, timeZone?: unknown): Promise<number> {
  const res = await h.t.request("/api/contact", {
    method: "POST",
    json: { firstName: "Rosa", lastName: "Díaz", email: `rosa${phone.replace(/\D/g, "")}@example.com`, phone, company: "Díaz Realty", budget: "$2k-5k", automation: "Texts for open house leads", contactMethod: "sms", textConsent: true, timeZone },
    headers: { "x-test-ip": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const [row] = await h.t.deps.db.select().from(contacts).where(eq(contacts.phone, phone));
  return row!.id;
}
/** The speed-to-lead sweep at `now`, for a lead created a moment before. */
async function sweepAt(id: number, now: Date) {
  await h.t.deps.db.update(contacts).set({ createdAt: new Date(now.getTime() - 30_000) }).where(eq(contacts.id, id));
  await h.t.deps.services.speedToLead.sweep(now);
  await h.settle();
}
const heldUntil = async (id: number) => (await h.t.deps.db.select().from(outbox).where(eq(outbox.contactId, id))).find((r) => r.kind === "sms")?.nextAttemptAt;
const note = async () => {
  const [c] = await h.conversations();
  return (await h.transcript(c!.id)).messages[0]!.deliveryError;
};

describe("quiet hours in the lead's time zone", () => {
  it("texts a Los Angeles lead at 9:30 pm Houston time (7:30 pm theirs), which a Houston zone would hold", async () => {
    const id = await formLead("(713) 555-0142", "America/Los_Angeles");
    expect((await h.t.deps.db.select().from(contacts))[0]!.timeZone).toBe("America/Los_Angeles");
    await sweepAt(id, new Date("2099-12-08T03:30:00Z"));
    expect(sentTo("+17135550142")).toHaveLength(1);
  });

  it("holds a Los Angeles lead's text at 10 am Houston time until 9:00 Pacific, and says so in their zone", async () => {
    const id = await formLead("(713) 555-0142", "America/Los_Angeles");
    await sweepAt(id, new Date("2099-12-07T16:00:00Z"));
    expect(sentTo("+17135550142")).toHaveLength(0);
    expect(await heldUntil(id)).toEqual(new Date("2099-12-07T17:00:00Z"));
    expect(await note()).toBe("Held for Texas quiet hours until Dec 7, 2099, 9:00 AM PST (America/Los_Angeles, the recipient's time zone)");
  });

  it("without a browser zone, holds a 212 number at 8:30 pm Houston time until 9:00 New York time", async () => {
    const id = await formLead("(212) 555-0142");
    await sweepAt(id, new Date("2099-12-08T02:30:00Z"));
    expect(sentTo("+12125550142")).toHaveLength(0);
    expect(await heldUntil(id)).toEqual(new Date("2099-12-08T14:00:00Z"));
    expect(await note()).toMatch(/\(America\/New_York, the recipient's time zone\)$/);
  });

  it("ignores a zone that is not one, without troubling the visitor, and goes by the area code", async () => {
    const id = await formLead("(415) 555-0142", "Mars/Olympus_Mons");
    expect((await h.t.deps.db.select().from(contacts))[0]!.timeZone).toBeNull();
    // 8:00 am Pacific (10:00 Houston): held until 9:00 Pacific.
    await sweepAt(id, new Date("2099-12-07T16:00:00Z"));
    expect(await heldUntil(id)).toEqual(new Date("2099-12-07T17:00:00Z"));
  });

  it("shows the zone and where it came from on the contact card", async () => {
    const browser = await formLead("(713) 555-0142", "America/Los_Angeles");
    const byPhone = await formLead("(212) 555-0143");
    const foreign = await formLead("+44 20 7946 0958");
    const zone = async (id: number) => ((await (await h.t.request(`/api/admin/contacts/${id}`, { headers: h.admin })).json()) as { timeZone: unknown }).timeZone;
    expect(await zone(browser)).toEqual({ zone: "America/Los_Angeles", source: "browser" });
    expect(await zone(byPhone)).toEqual({ zone: "America/New_York", source: "area_code" });
    expect(await zone(foreign)).toBeNull();
  });

  it("keeps the zone a chat visitor's browser gave on the lead the chat captures", async () => {
    const res = await h.t.request("/api/chat", { method: "POST", json: { message: "I'm Rosa Díaz, rosa@example.com, 713-555-0142", visitorId: "visitor_1700000000000_tzcase1", timeZone: "America/Denver" } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await h.t.deps.db.select().from(contacts);
    expect(row).toMatchObject({ email: "rosa@example.com", timeZone: "America/Denver" });
  });
});
