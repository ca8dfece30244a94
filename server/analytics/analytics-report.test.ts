import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { contacts, leadSources, newsletterSubscribers } from "../db/schema.ts";
import { sha256 } from "../lib/crypto.ts";
import { createFormTokens } from "../contacts/form-token.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";
import type { ClicksReport, ConversionsReport, DevicesReport, PagesReport, SourcesReport, TrafficReport } from "#common/analytics/analytics-report.ts";
import type { AnalyticsSummary } from "#common/analytics/analytics-summary.ts";
import type { ContactListPage } from "#common/contacts/contact-query.ts";
import type { LeadSourceReport } from "#common/analytics/lead-source.ts";
import type { StaffRole } from "#common/auth/roles.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
};
type Visitor = { ip: string; ua: string };
const A: Visitor = { ip: "198.51.100.1", ua: UA.iphone };
const B: Visitor = { ip: "198.51.100.2", ua: UA.desktop };
const C: Visitor = { ip: "198.51.100.3", ua: UA.ipad };
const D: Visitor = { ip: "198.51.100.4", ua: UA.desktop };
const headers = (v: Visitor) => ({ "x-test-ip": v.ip, "user-agent": v.ua });

async function event(v: Visitor, json: unknown) {
  const res = await t.request("/api/events", { method: "POST", json, headers: headers(v) });
  expect(res.status, await res.clone().text()).toBe(204);
}
const formToken = () => createFormTokens(t.env.SECRET_KEY).issue(Date.now() - 10_000);
async function contactForm(v: Visitor, extra: Record<string, unknown>) {
  const res = await t.request("/api/contact", { method: "POST", json: { ...SAMPLE_LEAD, formToken: formToken(), website: "", ...extra }, headers: headers(v) });
  expect(res.status, await res.clone().text()).toBe(200);
}
const get = async <T>(path: string, h = auth): Promise<T> => {
  const res = await t.request(path, { headers: h });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

/**
 * Four visitors: A (iPhone) lands from a Facebook ad and sends the contact form; B (desktop) comes from Google and
 * leaves its e-mail in the chat; C (iPad) comes direct and later signs up for the newsletter from a newsletter link;
 * D (desktop) comes direct and leaves.
 */
async function sendVisits() {
  await event(A, {
    type: "page_view",
    path: "/",
    props: { entry: true, utmSource: "Facebook", utmMedium: "cpc", utmCampaign: "spring-listings", referrer: "https://m.facebook.com/story.php?id=1&email=a@b.example" },
  });
  await event(A, { type: "page_view", path: "/solutions" });
  await event(A, { type: "addon_row_click", path: "/solutions", props: { addon: "crm" } });
  await event(A, { type: "pricing_cta_click", path: "/solutions", props: { type: "consultation" } });
  await contactForm(A, {
    firstTouch: { landingPage: "/?utm_source=Facebook&email=a@b.example", utmSource: "Facebook", utmMedium: "cpc", utmCampaign: "spring-listings", referrer: "https://m.facebook.com/story.php?id=1" },
  });

  await event(B, { type: "page_view", path: "/blog", props: { entry: true, referrer: "https://www.google.com/search?q=houston+realtor+crm" } });
  await event(B, { type: "page_view", path: "/contact" });
  await event(B, { type: "chat_started", path: "/contact", props: { source: "contact_page" } });
  await event(B, { type: "bundle_click", path: "/solutions", props: { bundle: "pro" } });
  const chat = await t.request("/api/chat", {
    method: "POST",
    json: { message: "I'm Dana Lee from Katy Realty, dana@example.com", visitorId: "visitor_1700000000000_testsrc01", firstTouch: { landingPage: "/blog", referrer: "https://www.google.com/search?q=houston" } },
    headers: headers(B),
  });
  expect(chat.status).toBe(200);

  await event(C, { type: "page_view", path: "/", props: { entry: true } });
  await event(C, { type: "page_view", path: "/blog" });
  await event(C, { type: "pricing_cta_click", path: "/solutions", props: { type: "chat" } });
  const signup = await t.request("/api/newsletter", {
    method: "POST",
    json: { email: "cora@example.com", source: "blog", firstTouch: { landingPage: "/blog", utmSource: "newsletter", utmCampaign: "weekly", utmContent: "cora@example.com" } },
    headers: headers(C),
  });
  expect(signup.status).toBe(200);
  // Double opt-in: the subscriber becomes a lead, with the visit that brought them, when the link is followed. The
  // e-mail's link is not read back (the outbox may have sent it already, keeping only address and subject): the test
  // gives the pending subscriber a token of its own, stored the way the service stores one (its hash).
  const token = "analytics-test-confirm-token";
  await t.deps.db
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: sha256(token), confirmExpiresAt: new Date(Date.now() + 3_600_000) })
    .where(eq(newsletterSubscribers.email, "cora@example.com"));
  expect((await t.request(`/api/newsletter/confirm?token=${token}`)).status).toBe(200);

  await event(D, { type: "page_view", path: "/", props: { entry: true } });
}

describe("lead sources stored with the lead", () => {
  it("keeps the first touch of a form, chat and newsletter lead, cleaned, and shows it on the contact", async () => {
    await sendVisits();
    const page = await get<ContactListPage>("/api/admin/contacts");
    const byEmail = new Map(page.items.map((c) => [c.email, c.leadOrigin]));
    expect(byEmail.get(SAMPLE_LEAD.email)).toMatchObject({
      channel: "form",
      source: "facebook",
      landingPage: "/",
      referrer: "https://m.facebook.com/story.php",
      utmSource: "Facebook",
      utmMedium: "cpc",
      utmCampaign: "spring-listings",
      utmTerm: null,
    });
    expect(byEmail.get("dana@example.com")).toMatchObject({ channel: "chat", source: "google.com", landingPage: "/blog", referrer: "https://www.google.com/search" });
    // An address in a campaign tag is personal data: dropped.
    expect(byEmail.get("cora@example.com")).toMatchObject({ channel: "newsletter", source: "newsletter", utmCampaign: "weekly", utmContent: null });
    expect(JSON.stringify(await t.deps.db.select().from(leadSources))).not.toMatch(/@|\?/);
  });

  it("filters the contacts list by source and reports leads by source", async () => {
    await sendVisits();
    const staff = await t.request("/api/admin/contacts", {
      method: "POST",
      json: { firstName: "Walk", lastName: "In", email: "walkin@example.com", contactMethod: "email" },
      headers: auth,
    });
    expect(staff.status).toBe(201);
    const facebook = await get<ContactListPage>("/api/admin/contacts?leadSource=Facebook");
    expect(facebook.items.map((c) => c.email)).toEqual([SAMPLE_LEAD.email]);
    const none = await get<ContactListPage>("/api/admin/contacts?leadSource=none");
    expect(none.items.map((c) => c.email)).toEqual(["walkin@example.com"]);
    const report = await get<LeadSourceReport>("/api/admin/contacts/sources?range=7d");
    expect(report.range.days).toBe(7);
    expect(report.sources).toEqual([
      { source: "facebook", leads: 1, form: 1, chat: 0, newsletter: 0, booking: 0, admin: 0 },
      { source: "google.com", leads: 1, form: 0, chat: 1, newsletter: 0, booking: 0, admin: 0 },
      { source: "newsletter", leads: 1, form: 0, chat: 0, newsletter: 1, booking: 0, admin: 0 },
      { source: "none", leads: 1, form: 0, chat: 0, newsletter: 0, booking: 0, admin: 1 },
    ]);
  });

  it("keeps the lead when the first touch is malformed, and keeps the first touch on a repeat", async () => {
    await contactForm(A, { firstTouch: "not an object" });
    await contactForm(B, { email: "second@example.com", firstTouch: { landingPage: "/x", unknownKey: 1 } });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(2);
    expect(await t.deps.db.select().from(leadSources)).toEqual([]);
    await contactForm(C, { email: "third@example.com", firstTouch: { utmSource: "first" } });
    await contactForm(C, { email: "third@example.com", firstTouch: { utmSource: "second" } });
    const [row] = await t.deps.db.select({ source: leadSources.source }).from(leadSources).innerJoin(contacts, eq(contacts.id, leadSources.contactId)).where(eq(contacts.email, "third@example.com"));
    expect(row?.source).toBe("first");
  });
});

describe("lead sources when contacts merge or go", () => {
  it("keeps the kept contact's source, takes the other's when it has none, and goes with the contact", async () => {
    await contactForm(A, { email: "kept@example.com", firstTouch: { utmSource: "kept-src" } });
    await contactForm(B, { email: "other@example.com", firstTouch: { utmSource: "other-src" } });
    await contactForm(C, { email: "plain@example.com" });
    const ids = new Map((await t.deps.db.select({ id: contacts.id, email: contacts.email }).from(contacts)).map((c) => [c.email, c.id]));
    const merge = (keep: string, other: string) =>
      t.request(`/api/admin/contacts/${ids.get(keep)}/merge`, { method: "POST", json: { mergeId: ids.get(other) }, headers: auth });
    expect((await merge("kept@example.com", "other@example.com")).status).toBe(200);
    expect((await t.deps.db.select().from(leadSources)).map((r) => [r.contactId, r.source])).toEqual([[ids.get("kept@example.com"), "kept-src"]]);
    expect((await merge("plain@example.com", "kept@example.com")).status).toBe(200);
    expect((await t.deps.db.select().from(leadSources)).map((r) => [r.contactId, r.source])).toEqual([[ids.get("plain@example.com"), "kept-src"]]);
    expect((await t.request(`/api/admin/contacts/${ids.get("plain@example.com")}`, { method: "DELETE", headers: auth })).status).toBe(200);
    expect(await t.deps.db.select().from(leadSources)).toEqual([]);
  });
});

describe("analytics reports", () => {
  it("answers each report with the figures of the events sent", async () => {
    await sendVisits();
    const traffic = await get<TrafficReport>("/api/admin/analytics/traffic?range=7d");
    expect(traffic.totals).toEqual({ visitors: 4, pageViews: 7, converted: 3, conversionRate: 75 });
    expect(traffic.series).toHaveLength(7);
    expect(traffic.series.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), visitors: 4, pageViews: 7 });
    expect(traffic.series.slice(0, 6).every((d) => d.visitors === 0 && d.pageViews === 0)).toBe(true);

    const pages = await get<PagesReport>("/api/admin/analytics/pages");
    expect(pages.pages).toEqual([
      { path: "/", pageViews: 3, visitors: 3 },
      { path: "/blog", pageViews: 2, visitors: 2 },
      { path: "/contact", pageViews: 1, visitors: 1 },
      { path: "/solutions", pageViews: 1, visitors: 1 },
    ]);

    const sources = await get<SourcesReport>("/api/admin/analytics/sources");
    expect(sources.sources).toEqual([
      { source: "direct", visitors: 2, converted: 1, conversionRate: 50 },
      { source: "facebook", visitors: 1, converted: 1, conversionRate: 100 },
      { source: "google.com", visitors: 1, converted: 1, conversionRate: 100 },
    ]);
    expect(sources.referrers).toEqual([
      { referrer: "https://m.facebook.com/story.php", visitors: 1, converted: 1, conversionRate: 100 },
      { referrer: "https://www.google.com/search", visitors: 1, converted: 1, conversionRate: 100 },
    ]);
    expect(sources.campaigns).toEqual([{ campaign: "spring-listings", visitors: 1, converted: 1, conversionRate: 100 }]);
    expect(sources.mediums).toEqual([{ medium: "cpc", visitors: 1, converted: 1, conversionRate: 100 }]);

    const devices = await get<DevicesReport>("/api/admin/analytics/devices");
    expect(devices.devices).toEqual([
      { device: "desktop", visitors: 2, pageViews: 3 },
      { device: "mobile", visitors: 1, pageViews: 2 },
      { device: "tablet", visitors: 1, pageViews: 2 },
    ]);

    const clicks = await get<ClicksReport>("/api/admin/analytics/clicks");
    expect(clicks).toMatchObject({
      addons: [{ key: "crm", clicks: 1, visitors: 1 }],
      bundles: [{ key: "pro", clicks: 1, visitors: 1 }],
      pricingCtas: [
        { key: "chat", clicks: 1, visitors: 1 },
        { key: "consultation", clicks: 1, visitors: 1 },
      ],
      chatStarts: [{ key: "contact_page", clicks: 1, visitors: 1 }],
    });

    const conversions = await get<ConversionsReport>("/api/admin/analytics/conversions");
    expect(conversions.totals).toEqual({ visitors: 4, converted: 3, conversionRate: 75 });
    expect(conversions.byKind).toEqual([
      { kind: "contact_form", converted: 1 },
      { kind: "chat_lead", converted: 1 },
      { kind: "newsletter", converted: 1 },
    ]);
    expect(conversions.bySource).toEqual(sources.sources);

    // The dashboard's card reads the same definition.
    expect(await get<AnalyticsSummary>("/api/admin/analytics/summary")).toMatchObject({ uniqueVisitors: 4, convertedVisitors: 3, conversionRate: 75 });
  });

  it("never shows a rate above 100 %: staff-added contacts and repeat submissions are not extra conversions", async () => {
    await event(A, { type: "page_view", path: "/", props: { entry: true } });
    await contactForm(A, {});
    await contactForm(A, { email: "again@example.com" });
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const res = await t.request("/api/admin/contacts", { method: "POST", json: { firstName: `Staff${n}`, email: `s${n}@example.com`, contactMethod: "email" }, headers: auth });
      expect(res.status).toBe(201);
    }
    expect(await get<AnalyticsSummary>("/api/admin/analytics/summary")).toMatchObject({ uniqueVisitors: 1, convertedVisitors: 1, leads: 2, conversionRate: 100 });
    const conversions = await get<ConversionsReport>("/api/admin/analytics/conversions?range=30d");
    expect(conversions.totals).toEqual({ visitors: 1, converted: 1, conversionRate: 100 });
    expect(conversions.byKind[0]).toEqual({ kind: "contact_form", converted: 1 });
  });

  it("answers a custom range with its own days, and field messages for a bad one", async () => {
    await sendVisits();
    const past = await get<TrafficReport>("/api/admin/analytics/traffic?range=custom&from=2025-01-01&to=2025-01-31");
    expect(past.range).toEqual({ from: "2025-01-01", to: "2025-01-31", days: 31 });
    expect(past.series).toHaveLength(31);
    expect(past.totals).toEqual({ visitors: 0, pageViews: 0, converted: 0, conversionRate: null });
    const backwards = await t.request("/api/admin/analytics/traffic?range=custom&from=2025-02-10&to=2025-02-01", { headers: auth });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { errors: Record<string, string> }).errors.to).toBe("The last day must not be before the first day");
    const missing = await t.request("/api/admin/analytics/pages?range=custom", { headers: auth });
    expect(((await missing.json()) as { errors: Record<string, string> }).errors).toMatchObject({ from: "Choose the first day", to: "Choose the last day" });
    const tooLong = await t.request("/api/admin/analytics/pages?range=custom&from=2024-01-01&to=2025-12-31", { headers: auth });
    expect(((await tooLong.json()) as { errors: Record<string, string> }).errors.to).toBe("Choose at most 366 days");
  });

  it("refuses conversions and unknown entry props from browsers", async () => {
    expect((await t.request("/api/events", { method: "POST", json: { type: "conversion", path: "/", props: { kind: "contact_form" } }, headers: headers(A) })).status).toBe(400);
    expect((await t.request("/api/events", { method: "POST", json: { type: "page_view", path: "/", props: { entry: true, email: "x@y.example" } }, headers: headers(A) })).status).toBe(400);
  });
});

describe("who sees analytics (docs/decisions/018)", () => {
  const reports = ["traffic", "pages", "sources", "devices", "clicks", "conversions", "summary"];
  it.each<[StaffRole, number]>([
    ["owner", 200],
    ["admin", 200],
    ["editor", 403],
    ["sales", 403],
  ])("%s → %i on every report", async (role, status) => {
    const h = role === "owner" ? auth : await t.loginAs(role);
    for (const report of reports) expect((await t.request(`/api/admin/analytics/${report}`, { headers: h })).status, report).toBe(status);
  });

  it("lets sales (who work contacts) read leads by source, not editors", async () => {
    expect((await t.request("/api/admin/contacts/sources", { headers: await t.loginAs("sales") })).status).toBe(200);
    expect((await t.request("/api/admin/contacts/sources", { headers: await t.loginAs("editor") })).status).toBe(403);
  });
});
