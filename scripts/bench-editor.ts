// Autosave round trip of the post editor (docs/decisions/026): `npm run bench:editor` [-- --saves 60 --words 1500].
// A staff member's draft is autosaved the way the editor page does it (PATCH /api/admin/blog/{id} with
// `autosave: true` and the version it is based on), one save after another with the text growing, and the time from
// request to answer is printed (p50/p95/max) — in process, so without the network (on a LAN add the round trip).
// PGlite in memory, or a new database on the PostgreSQL server of DATABASE_URL (dropped afterwards).
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const SAVES = arg("--saves", 60);
const WORDS = arg("--words", 1500);
const { app, deps, label, close } = await openBenchApp("editor");
const OWNER = { email: "bench-editor@example.com", name: "Bench Editor", password: "bench-password-123456" };
await deps.services.auth.createUser({ ...OWNER, role: "owner" });
const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

const paragraph = "Houston agents answer open-house leads within minutes when an assistant drafts the first reply, books the showing and logs the visit. ";
const body = (words: number) => `## Follow-ups that never slip\n\n${paragraph.repeat(Math.ceil(words / 20)).trim()}\n\n- **Speed**: replies in minutes\n- *Consistency*: every lead, every time\n`;
const created = await app.request("/api/admin/blog", { method: "POST", headers, body: JSON.stringify({ autosave: true, title: "Benchmark draft", content: body(100) }) });
if (created.status !== 201) throw new Error(`creating the draft: HTTP ${created.status} ${await created.text()}`);
let post = (await created.json()) as { id: number; version: number };

const times: number[] = [];
for (let i = 1; i <= SAVES; i++) {
  const content = body(Math.round((WORDS * i) / SAVES));
  const started = performance.now();
  const res = await app.request(`/api/admin/blog/${post.id}`, { method: "PATCH", headers, body: JSON.stringify({ autosave: true, baseVersion: post.version, title: "Benchmark draft", content }) });
  if (res.status !== 200) throw new Error(`autosave ${i}: HTTP ${res.status} ${await res.text()}`);
  post = (await res.json()) as { id: number; version: number };
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
console.log(`${SAVES} autosaves of a draft growing to ${WORDS} words (${(body(WORDS).length / 1024).toFixed(1)} KB of Markdown) on ${label}, in process:`);
console.log(`  p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (the editor saves 2.5 s after typing stops)`);
await close();
