// Analytics view figures (docs/decisions/031): `npm run bench:analytics` (`-- --rounds 30`). Seeds 100,000 analytics
// events over 30 days (page views with landing sources and UTM tags, the spec's clicks, server-side conversions) and
// 10,000 contacts (70 % with a lead source), 5,000 chats (a third with a contact) and 1,500 bookings (the booking
// funnel) into a fresh database — PGlite in memory, or a new database on the
// PostgreSQL server of DATABASE_URL, dropped afterwards — and times the report endpoints through the app (session
// and role guards included, in process): p50 and p95 per endpoint and range.
import { randomBytes } from "node:crypto";
import { analyticsEvents, chatConversations, chatMessages, contacts, leadSources, users } from "#server/db/schema.ts";
import { bookings } from "#server/booking/booking.schema.ts";
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf("--rounds") + 1]) || 20;
const EVENTS = 100_000;
const CONTACTS = 10_000;
const DAYS = 30;
const { deps, app, label, close } = await openBenchApp("analytics");
const OWNER = { email: "bench-owner@example.com", name: "Bench Owner", password: "bench-password-123456" };
await deps.services.auth.createUser({ ...OWNER, role: "owner" });

// Each visitor (a daily hash) makes ~5 events: a landing page view with its source, more page views, sometimes a
// click, and 3 % of them a conversion.
type Props = Record<string, string | number | boolean>;
const SOURCES: { source: string; props: Props }[] = [
  { source: "direct", props: {} },
  { source: "google.com", props: { referrer: "https://www.google.com/" } },
  { source: "facebook", props: { utmSource: "facebook", utmMedium: "cpc", utmCampaign: "spring-listings" } },
  { source: "newsletter", props: { utmSource: "newsletter", utmMedium: "email", utmCampaign: "weekly" } },
  { source: "bing.com", props: { referrer: "https://www.bing.com/search" } },
];
const PATHS = ["/", "/solutions", "/blog", "/contact", "/privacy", "/blog/ai-lead-follow-up", "/blog/houston-market-2026"];
const DEVICES = ["desktop", "mobile", "mobile", "tablet"];
const CLICKS: { type: string; props: Props }[] = [
  { type: "addon_row_click", props: { addon: "crm" } },
  { type: "bundle_click", props: { bundle: "pro" } },
  { type: "pricing_cta_click", props: { type: "consultation" } },
  { type: "pricing_cta_click", props: { type: "chat" } },
  { type: "chat_started", props: { source: "widget" } },
];
type EventRow = typeof analyticsEvents.$inferInsert;
const seedStart = performance.now();
const now = Date.now();
let batch: EventRow[] = [];
let made = 0;
for (let v = 0; made < EVENTS; v++) {
  const visitorHash = randomBytes(16).toString("hex");
  const at = now - (v % DAYS) * 86_400_000 - (v % 1000) * 60_000;
  const origin = SOURCES[v % SOURCES.length]!;
  const device = DEVICES[v % DEVICES.length]!;
  const events: EventRow[] = [
    { type: "page_view", path: PATHS[v % PATHS.length]!, props: { entry: true, ...origin.props }, source: origin.source, visitorHash, device, createdAt: new Date(at) },
  ];
  for (let i = 1; i < 4; i++) events.push({ type: "page_view", path: PATHS[(v + i) % PATHS.length]!, visitorHash, device, createdAt: new Date(at + i * 30_000) });
  const click = CLICKS[v % CLICKS.length]!;
  if (v % 2 === 0) events.push({ type: click.type, path: "/solutions", props: click.props, visitorHash, device, createdAt: new Date(at + 150_000) });
  if (v % 33 === 0) events.push({ type: "conversion", path: "/", props: { kind: (["contact_form", "chat_lead", "newsletter"] as const)[v % 3]! }, source: origin.source, visitorHash, device, createdAt: new Date(at + 180_000) });
  for (const e of events) if (made++ < EVENTS) batch.push(e);
  if (batch.length >= 5_000) {
    await deps.db.insert(analyticsEvents).values(batch);
    batch = [];
  }
}
if (batch.length) await deps.db.insert(analyticsEvents).values(batch);

for (let b = 0; b < CONTACTS / 1000; b++) {
  const rows = Array.from({ length: 1000 }, (_, j) => {
    const i = b * 1000 + j;
    return { firstName: "Lead", lastName: String(i), name: `Lead ${i}`, email: `lead.${i}@example.com`, source: (["form", "chat", "newsletter"] as const)[i % 3]!, createdAt: new Date(now - (i % DAYS) * 86_400_000) };
  });
  const inserted = await deps.db.insert(contacts).values(rows).returning({ id: contacts.id, source: contacts.source });
  await deps.db.insert(leadSources).values(
    inserted.filter((_, j) => j % 10 < 7).map(({ id, source }, j) => ({ contactId: id, channel: source, source: SOURCES[j % SOURCES.length]!.source, landingPage: "/" })),
  );
}
// The booking funnel's inputs: chats over the 30 days (each with a visitor message; every third linked to a contact,
// half of those booked from the chat), and bookings without a chat.
const CHATS = 5_000;
const leadIds = (await deps.db.select({ id: contacts.id }).from(contacts).limit(CHATS)).map((r) => r.id);
const [host] = await deps.db.select({ id: users.id }).from(users).limit(1);
const chatIds: string[] = [];
for (let b = 0; b < CHATS / 1000; b++) {
  const rows = Array.from({ length: 1000 }, (_, j) => {
    const i = b * 1000 + j;
    return {
      id: `bench-chat-${i}`,
      visitorId: `visitor_${now}_bench${String(i).padStart(6, "0")}`,
      language: (["en", "en", "es", "vi", "zh"] as const)[i % 5]!,
      contactId: i % 3 === 0 ? (leadIds[i] ?? null) : null,
      source: SOURCES[i % SOURCES.length]!.source,
      createdAt: new Date(now - (i % DAYS) * 86_400_000 - (i % 600) * 60_000),
    };
  });
  await deps.db.insert(chatConversations).values(rows);
  await deps.db.insert(chatMessages).values(rows.map((r) => ({ conversationId: r.id, sender: "visitor", content: "hello", createdAt: r.createdAt })));
  chatIds.push(...rows.map((r) => r.id));
}
const bookingRows = Array.from({ length: 1_500 }, (_, i) => {
  const fromChat = i < 1_000;
  const chat = fromChat ? i * 3 : -1;
  const startsAt = new Date(now - (i % DAYS) * 86_400_000 + 3 * 86_400_000 + (i % 48) * 1_800_000);
  return {
    hostId: host?.id ?? null,
    contactId: fromChat ? (leadIds[chat] ?? null) : (leadIds[i] ?? null),
    conversationId: fromChat && i % 2 === 0 ? (chatIds[chat] ?? null) : null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 1_800_000),
    status: (["booked", "done", "done", "no_show", "cancelled"] as const)[i % 5]!,
    name: `Lead ${i}`,
    email: `lead.${i}@example.com`,
    language: (["en", "es", "vi", "zh"] as const)[i % 4]!,
    source: fromChat ? ("chat" as const) : ("book_page" as const),
    createdAt: new Date(now - (i % DAYS) * 86_400_000),
  };
});
await deps.db.insert(bookings).values(bookingRows);
console.log(`Seeded ${CHATS} chats and ${bookingRows.length} bookings for the booking funnel`);

await deps.db.execute("analyze");
console.log(`Seeded ${EVENTS} events and ${CONTACTS} contacts on ${label} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };

const REPORTS = ["traffic", "pages", "sources", "devices", "clicks", "conversions"].map((r) => `/api/admin/analytics/${r}`);
const QUERIES: string[] = [
  "/api/admin/analytics/summary",
  ...REPORTS.map((r) => `${r}?range=7d`),
  ...REPORTS.map((r) => `${r}?range=30d`),
  "/api/admin/analytics/funnel?range=7d",
  "/api/admin/analytics/funnel?range=30d",
  "/api/admin/contacts/sources?range=30d",
  "/api/admin/contacts?leadSource=google.com",
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
let worst = 0;
console.log(`\n${ROUNDS} rounds per endpoint after 3 warm-up calls (ms):`);
console.log("endpoint".padEnd(48), "p50".padStart(7), "p95".padStart(7));
for (const path of QUERIES) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    const start = performance.now();
    const res = await app.request(path, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    if (round >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  worst = Math.max(worst, p95);
  console.log(path.replace("/api/admin", "").padEnd(48), percentile(times, 50).toFixed(1).padStart(7), p95.toFixed(1).padStart(7));
}
console.log(`\nWorst p95: ${worst.toFixed(1)} ms`);

await close();
