// Texting figures (issue 38): `npm run bench:texts` (`-- --rounds 40`). The app in process on a fresh database (PGlite
// in memory, or a new database on the PostgreSQL server of DATABASE_URL) with Twilio's fake as the provider. Times
// 1. an inbound text's webhook until the desk can show it (the live event, published once the text is committed,
//    reaching a subscriber: what the desk's stream gets), and until the assistant's answer reaches Twilio (the fake);
// 2. a contact-form lead that chose texts (its consent grant recorded as the form's checkbox does) until its first
//    text reaches Twilio, through the grant's prompt sweep and the outbox (no scheduler: the 10-second job is the
//    fallback when the prompt sweep misses, so the worst case there is ~20 s by its schedule, not measured here).
import { and, eq } from "drizzle-orm";
import { chatConversations, chatMessages } from "#server/db/schema.ts";
import { createFakeTwilioServer } from "#tests/fakes/twilio-server.ts";
import type { LiveEvent } from "#common/chat/live-types.ts";
import { textingAllowed } from "#server/sms/quiet-hours.ts";
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf("--rounds") + 1]) || 30;
const PUBLIC_URL = "https://www.example.com";
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "bench-twilio-auth-token-0123456789";
const NUMBER = "+17135550100";

const twilio = createFakeTwilioServer({ accountSid: SID, authToken: TOKEN, number: NUMBER });
await twilio.start();
const { deps, app, label, close } = await openBenchApp("texts", { PUBLIC_URL, OUTBOUND_ALLOW_HOSTS: "127.0.0.1,localhost" });
const s = deps.services;
for (const [key, value] of [["twilio_account_sid", SID], ["twilio_auth_token", TOKEN], ["twilio_from_number", NUMBER], ["twilio_api_url", twilio.url]]) {
  await s.settings.set({ category: "sms", key: key!, value: value! });
}
await s.live.ready();

/** Resolves when `check` holds, polled every millisecond (the figures are in milliseconds). */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 1));
  }
  return performance.now();
}

const events: { at: number; event: LiveEvent }[] = [];
s.live.subscribe({ caps: [], accepts: () => true, send: (event) => events.push({ at: performance.now(), event }), close: () => undefined });

const expect200 = (status: number) => {
  if (status !== 200) throw new Error(`the webhook answered ${status}`);
};
const live: number[] = [];
const answered: number[] = [];
for (let i = 0; i < ROUNDS + 3; i++) {
  const phone = `+1713556${String(1000 + i)}`;
  const d = twilio.inbound({ from: phone, body: i % 2 ? "Hola, ¿qué servicios ofrecen?" : "Hi, what do you offer for realtors?" }, `${PUBLIC_URL}/api/sms/twilio/inbound`);
  const url = new URL(d.url);
  const seen = events.length;
  const start = performance.now();
  const response = app.request(`${url.pathname}${url.search}`, { method: "POST", body: d.body, headers: d.headers });
  const liveAt = (await until(() => events.slice(seen).some((e) => e.event.kind === "handoff" || e.event.kind === "message")), events.slice(seen).find((e) => e.event.kind === "handoff" || e.event.kind === "message")!.at);
  expect200((await response).status);
  // The live event is published after the text's transaction committed: when it arrives, the desk can read the text.
  const [row] = await deps.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.phone, phone), eq(chatMessages.sender, "visitor")));
  if (!row) throw new Error("the text was not stored");
  const answeredAt = await until(() => twilio.messages.some((m) => m.to === phone));
  if (i >= 3) {
    live.push(liveAt - start);
    answered.push(answeredAt - start);
  }
}

// The lead's browser zone: one where texting is allowed now (a night run at Houston time would rightly hold every
// first text until 9 am, and the figure is the send path's, not the quiet hours').
const DAY_ZONES = ["America/Chicago", "America/Los_Angeles", "Pacific/Honolulu", "Asia/Tokyo", "Asia/Kolkata", "Europe/London", "America/New_York"];
const leadZone = DAY_ZONES.find((z) => textingAllowed(z) && textingAllowed(z, new Date(Date.now() + 30 * 60_000))) ?? "America/Chicago";
const firstText: number[] = [];
for (let i = 0; i < ROUNDS + 3; i++) {
  const phone = `(713) 557-${String(1000 + i)}`;
  const start = performance.now();
  const result = await s.contacts.submitForm(
    { firstName: "Rosa", lastName: `Bench${i}`, email: `rosa${i}@example.com`, phone, company: "Díaz Realty", automation: "Answer my clients' texts after hours", contactMethod: "sms", timeZone: leadZone },
    { ip: `198.51.100.${i % 250}` },
  );
  const contactId = result.contactId!;
  await deps.db.transaction((tx) => s.consentLedger.record(tx, { contactId, channel: "sms", action: "granted", source: "form", wording: "Text me about my request", version: "v1", page: "/contact" }));
  const at = await until(() => twilio.messages.some((m) => m.to === `+1713557${1000 + i}`));
  if (i >= 3) firstText.push(at - start);
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]!;
};
console.log(`\nTexts on ${label}, ${ROUNDS} rounds after 3 warm-up rounds (ms):`);
console.log("path".padEnd(52), "p50".padStart(8), "p95".padStart(8));
for (const [name, values] of [
  ["inbound webhook → live event (visible in the desk)", live],
  ["inbound webhook → assistant's answer at Twilio", answered],
  ["form lead (sms + grant) → first text at Twilio", firstText],
] as const) {
  console.log(name.padEnd(52), p(values, 50).toFixed(1).padStart(8), p(values, 95).toFixed(1).padStart(8));
}
await close();
await twilio.close();
process.exit(0);
