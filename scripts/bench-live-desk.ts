// Live desk latencies (docs/decisions/021): `npm run bench:live-desk` [-- --rounds 20].
// A visitor asks the chat for a person on instance A; staff listen on instance B's event stream; a staff reply
// posted on B reaches the visitor's stream on A. Two instances on one PostgreSQL database when
// BENCH_DATABASE_URL (or DATABASE_URL) names a server to create a database on; else one instance on PGlite.
// Measured: visitor's POST /api/chat sent → "handoff" event on the staff stream (the engine's reply included), and
// staff's POST of a reply sent → "message" event on the visitor's stream.
import { createDatabase, ensureBuild, login, printTable, startInstance, type Instance } from "./bench-servers.ts";
import { openSse } from "#tests/support/sse.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";

const args = process.argv.slice(2);
const at = args.indexOf("--rounds");
const ROUNDS = at >= 0 ? Number(args[at + 1]) || 20 : 20;

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const pick = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `median ${pick(0.5).toFixed(0)} ms · p95 ${pick(0.95).toFixed(0)} ms · max ${s.at(-1)!.toFixed(0)} ms`;
};

async function main() {
  ensureBuild();
  const pgAdmin = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const database = pgAdmin ? await createDatabase(pgAdmin) : null;
  const instances: Instance[] = [];
  try {
    const a = await startInstance("A", database ? { databaseUrl: database.url } : {});
    instances.push(a);
    const b = database ? await startInstance("B", { databaseUrl: database.url }) : a;
    if (b !== a) instances.push(b);
    const token = await login(b.base);
    const staff = openSse(await fetch(`${b.base}/api/admin/chat/events`, { headers: { authorization: `Bearer ${token}` } }));
    await staff.next((e) => e.event === "ready");

    const handoff: number[] = [];
    const reply: number[] = [];
    for (let i = 0; i < ROUNDS + 1; i++) {
      const visitorId = `visitor_${Date.now()}_bench${String(i).padStart(5, "0")}`;
      const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const sent = performance.now();
      const res = await fetch(`${a.base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ message: "I want to talk to a real person please", visitorId }),
      });
      const { conversationId } = (await res.json()) as ChatResponse;
      await staff.next((e) => e.event === "handoff" && e.data.includes(conversationId));
      const handoffMs = performance.now() - sent;

      const visitor = openSse(await fetch(`${a.base}/api/chat/events?conversationId=${conversationId}&visitorId=${visitorId}`, { headers: { "x-forwarded-for": ip } }));
      await visitor.next((e) => e.event === "ready");
      const posted = performance.now();
      const answer = await fetch(`${b.base}/api/admin/chat/conversations/${conversationId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ content: `Hello from the team (${i})` }),
      });
      if (answer.status !== 201) throw new Error(`staff reply failed: ${answer.status} ${await answer.text()}`);
      await visitor.next((e) => e.event === "message");
      const replyMs = performance.now() - posted;
      visitor.close();
      // The first round trains the chat engine: not counted.
      if (i > 0) {
        handoff.push(handoffMs);
        reply.push(replyMs);
      }
      // A member may send 30 replies a minute.
      if (i % 25 === 24) await new Promise((r) => setTimeout(r, 61_000));
    }
    staff.close();
    printTable(`Live desk, ${ROUNDS} rounds, ${database ? "two instances on PostgreSQL" : "one instance on PGlite"}`, [
      ["Handoff → staff notified", stats(handoff), "≤ 2 s"],
      ["Staff reply → visitor stream", stats(reply), "≤ 2 s"],
    ]);
  } finally {
    for (const p of instances) {
      p.child.kill("SIGTERM");
      await p.exited;
    }
    await database?.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
