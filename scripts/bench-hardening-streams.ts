// Live stream budgets and session ends (docs/decisions/033), replayed against the built app: `npm run bench:hardening`.
// Visitors chat from many addresses (X-Forwarded-For, believed because the app is started with TRUST_PROXY=1 and
// every request comes from 127.0.0.1) and each chat opens as many event streams as it can; then the owner opens the
// staff stream. Measured: streams accepted and refused (and by which cap), the staff stream's status while visitors
// hold all they may, how long a quiet visitor stream lasts (LIVE_VISITOR_IDLE_MS, default 60 s), and how long a
// member's stream goes on after signing out or after the owner ends that session. Two instances on one PostgreSQL
// database when BENCH_DATABASE_URL (or DATABASE_URL) names a server (staff stream on B, session ended on A); else one
// instance on PGlite. Everything listens on 127.0.0.1; the run gives up after 6 minutes.
import { createDatabase, ensureBuild, login, printTable, startInstance, type Instance } from "./bench-servers.ts";
import { openSse, type SseReader } from "#tests/support/sse.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import type { SessionView } from "#common/auth/account-schemas.ts";
import { LIVE_ADDRESS_STREAMS_FULL, LIVE_CONVERSATION_STREAMS_FULL, LIVE_VISITOR_STREAMS_FULL } from "#common/chat/live-types.ts";

const DEADLINE_MS = 6 * 60_000;
/** The report's case: 110 chats from 60 addresses; then more addresses, until the visitors' budget is full. */
const ROUNDS = [
  { chats: 110, addresses: 60 },
  { chats: 110, addresses: 50 },
];
/** Each chat asks for this many streams (the old cap per visitor was 5). */
const STREAMS_PER_CHAT = 5;
const SESSION_ROUNDS = 5;

type Chat = { conversationId: string; visitorId: string; ip: string };
const json = { "content-type": "application/json" };
let addressCount = 0;
const nextAddress = () => {
  const i = ++addressCount;
  return `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
};

async function startChats(base: string, chats: number, addresses: number): Promise<Chat[]> {
  const ips = Array.from({ length: addresses }, nextAddress);
  const out: Chat[] = [];
  for (let i = 0; i < chats; i += 10) {
    const batch = Array.from({ length: Math.min(10, chats - i) }, async (_, j) => {
      const ip = ips[(i + j) % addresses]!;
      const visitorId = `visitor_${Date.now()}_hard${String(i + j).padStart(5, "0")}${addressCount}`;
      const res = await fetch(`${base}/api/chat`, { method: "POST", headers: { ...json, "x-forwarded-for": ip }, body: JSON.stringify({ message: "hello", visitorId }) });
      if (res.status !== 200) throw new Error(`chat ${i + j}: ${res.status} ${await res.text()}`);
      return { conversationId: ((await res.json()) as ChatResponse).conversationId, visitorId, ip };
    });
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** Which cap a refusal's message names. */
const CAPS: Record<string, string> = {
  [LIVE_CONVERSATION_STREAMS_FULL]: "per conversation",
  [LIVE_ADDRESS_STREAMS_FULL]: "per address",
  [LIVE_VISITOR_STREAMS_FULL]: "visitors' budget full",
};

const eventsUrl = (base: string, c: Chat) => `${base}/api/chat/events?conversationId=${c.conversationId}&visitorId=${c.visitorId}`;

/** Opens every stream the chats ask for; keeps the accepted ones and counts the refusals by message. */
async function openStreams(base: string, chats: Chat[], held: SseReader[]): Promise<{ accepted: number; refused: Map<string, number> }> {
  let accepted = 0;
  const refused = new Map<string, number>();
  for (const chat of chats) {
    const answers = await Promise.all(Array.from({ length: STREAMS_PER_CHAT }, () => fetch(eventsUrl(base, chat), { headers: { "x-forwarded-for": chat.ip } })));
    for (const res of answers) {
      if (res.status === 200) {
        accepted++;
        held.push(openSse(res));
        continue;
      }
      const { message } = (await res.json()) as { message: string };
      const cap = `${res.status} ${CAPS[message] ?? message}`;
      refused.set(cap, (refused.get(cap) ?? 0) + 1);
    }
  }
  return { accepted, refused };
}

/** The owner's staff stream: its status, and the time to its "ready" event. */
async function staffStatus(base: string, token: string): Promise<string> {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/chat/events`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return `${res.status} ${((await res.json()) as { message: string }).message}`;
  const s = openSse(res);
  await s.next((e) => e.event === "ready");
  s.close();
  return `200, ready in ${(performance.now() - started).toFixed(0)} ms`;
}

/** Opens a staff stream on `b` with a new session, ends the session on `a` with `end`, and times the stream's end. */
async function sessionEnd(a: Instance, b: Instance, end: (token: string) => Promise<Response>): Promise<number> {
  const token = await login(a.base);
  const s = openSse(await fetch(`${b.base}/api/admin/chat/events`, { headers: { authorization: `Bearer ${token}` } }));
  await s.next((e) => e.event === "ready");
  const started = performance.now();
  const res = await end(token);
  if (res.status !== 200) throw new Error(`ending the session: ${res.status} ${await res.text()}`);
  await s.next(() => false, 30_000).catch((err: unknown) => {
    if (!String(err).includes("stream closed")) throw err;
  });
  return performance.now() - started;
}

const summary = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(0)} ms · max ${s.at(-1)!.toFixed(0)} ms (${s.length} runs)`;
};
const refusals = (m: Map<string, number>) => [...m].map(([cap, n]) => `${n} × ${cap}`).join(", ") || "none";

async function main() {
  ensureBuild();
  const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const database = pgAdmin ? await createDatabase(pgAdmin) : null;
  const instances: Instance[] = [];
  const held: SseReader[] = [];
  const giveUp = setTimeout(() => {
    console.error(`gave up after ${DEADLINE_MS / 60_000} minutes`);
    for (const p of instances) p.child.kill("SIGKILL");
    process.exit(1);
  }, DEADLINE_MS);
  giveUp.unref();
  try {
    const a = await startInstance("A", database ? { databaseUrl: database.url } : {});
    instances.push(a);
    const b = database ? await startInstance("B", { databaseUrl: database.url }) : a;
    if (b !== a) instances.push(b);
    const owner = await login(a.base);
    const rows: [string, string, string][] = [];

    // The chats first (the engine answers each), then the streams at once: each idles out a minute after it opened.
    const quiet = (await startChats(a.base, 1, 1))[0]!;
    const rounds = [];
    for (const round of ROUNDS) rounds.push({ ...round, chats: await startChats(a.base, round.chats, round.addresses) });

    const quietStream = openSse(await fetch(eventsUrl(a.base, quiet), { headers: { "x-forwarded-for": quiet.ip } }));
    await quietStream.next((e) => e.event === "ready");
    const quietOpened = performance.now();
    let total = 1;
    for (const [i, round] of rounds.entries()) {
      const { accepted, refused } = await openStreams(a.base, round.chats, held);
      total += accepted;
      const what = `${round.chats.length} chats from ${ROUNDS[i]!.addresses} addresses, ${STREAMS_PER_CHAT} streams each`;
      rows.push([`Round ${i + 1}: ${what}: accepted`, `${accepted} (visitor streams open: ${total})`, i === 0 ? "≤ 6 per address" : "≤ 500 in all"]);
      rows.push([`Round ${i + 1}: refused`, refusals(refused), "429 naming the cap"]);
      rows.push([`Round ${i + 1}: owner's /api/admin/chat/events`, await staffStatus(a.base, owner), "200"]);
    }

    await quietStream.next(() => false, 150_000).catch((err: unknown) => {
      if (!String(err).includes("stream closed")) throw err;
    });
    rows.push(["A quiet visitor stream lasted", `${((performance.now() - quietOpened) / 1000).toFixed(1)} s`, "the idle time (60 s)"]);
    // The round's streams were quiet too: they have ended (or end within a heartbeat of it).
    const ended = async () => (await Promise.all(held.map((s) => s.next(() => false, 60_000).then(() => false, (err: unknown) => String(err).includes("stream closed"))))).filter(Boolean).length;
    rows.push(["Visitor streams ended by the idle time", `${await ended()} of ${held.length}`, "all"]);

    const where = b === a ? "one instance" : "stream on B, session ended on A";
    const signOut: number[] = [];
    const ownerEnds: number[] = [];
    const { id } = (await (await fetch(`${a.base}/api/auth/me`, { headers: { authorization: `Bearer ${owner}` } })).json()) as { id: number };
    for (let i = 0; i < SESSION_ROUNDS; i++) {
      signOut.push(await sessionEnd(a, b, (token) => fetch(`${a.base}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } })));
      ownerEnds.push(
        await sessionEnd(a, b, async (token) => {
          const mine = (await (await fetch(`${a.base}/api/admin/account/sessions`, { headers: { authorization: `Bearer ${token}` } })).json()) as SessionView[];
          const session = mine.find((s) => s.current)!.id;
          return fetch(`${a.base}/api/admin/sessions/${id}/${session}`, { method: "DELETE", headers: { authorization: `Bearer ${owner}` } });
        }),
      );
    }
    rows.push([`Admin stream end after sign-out (${where})`, summary(signOut), "≤ 2 s (was up to 10 min)"]);
    rows.push([`Admin stream end after the owner ends the session (${where})`, summary(ownerEnds), "≤ 2 s"]);
    printTable(`Live stream budgets and session ends, ${database ? "two instances on PostgreSQL" : "one instance on PGlite"}`, rows);
  } finally {
    for (const s of held) s.close();
    for (const p of instances) {
      p.child.kill("SIGTERM");
      await p.exited;
    }
    await database?.drop();
    clearTimeout(giveUp);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
