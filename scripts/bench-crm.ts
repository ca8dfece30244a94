// Contacts list figures (docs/decisions/028): `npm run bench:crm` (`-- --rounds 50`). Seeds 10,000 contacts (with
// owners, tags, interests and one delivery each, 2% of them failed) into a fresh database — PGlite in memory, or a
// new database on the PostgreSQL server of DATABASE_URL, dropped afterwards — and times GET /api/admin/contacts
// through the app (session guard included, in process) for the common queries: p50 and p95 per query.
import { contacts, leadSources, outbox, users } from "#server/db/schema.ts";
import { automationInterests, contactRoles } from "#common/content/offerings.ts";
import { LEAD_STATUSES } from "#common/contacts/contact-types.ts";
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf("--rounds") + 1]) || 30;
const CONTACTS = 10_000;
const TARGET_P95_MS = 100;
const { deps, app, label, close } = await openBenchApp("crm");
const OWNER = { email: "bench-owner@example.com", name: "Bench Owner", password: "bench-password-123456" };
await deps.services.auth.createUser({ ...OWNER, role: "owner" });
for (const name of ["Sam Sales", "Tia Sales", "Uma Sales"]) {
  await deps.services.auth.createUser({ email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, name, password: OWNER.password, role: "sales" });
}
const ownerIds = [...(await deps.db.select({ id: users.id }).from(users)).map((u) => u.id), null];

const FIRST = ["Ana", "Bo", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jo", "Kai", "Lena", "Max", "Nia", "Omar", "Pia"];
const LAST = ["Smith", "Nguyen", "Garcia", "Johnson", "Lopez", "Kim", "Patel", "Brown", "Davis", "Martinez", "Lee", "Walker"];
const seedStart = performance.now();
for (let batch = 0; batch < CONTACTS / 1000; batch++) {
  const rows = Array.from({ length: 1000 }, (_, j) => {
    const i = batch * 1000 + j;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    return {
      firstName: first,
      lastName: last,
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      phone: `(713) 555-${String(i).padStart(4, "0")}`,
      company: `${last} Realty ${i % 300}`,
      role: contactRoles[i % contactRoles.length]!,
      interests: [automationInterests[i % automationInterests.length]!],
      status: LEAD_STATUSES[i % LEAD_STATUSES.length]!,
      source: (["form", "chat", "newsletter"] as const)[i % 3]!,
      ownerId: ownerIds[i % ownerIds.length]!,
      tags: i % 10 === 0 ? ["vip"] : [],
      createdAt: new Date(Date.now() - i * 60_000),
    };
  });
  const inserted = await deps.db.insert(contacts).values(rows).returning({ id: contacts.id });
  // Every other lead with the visit that produced it (the CSV export joins these).
  await deps.db.insert(leadSources).values(
    inserted
      .filter((_, j) => j % 2 === 0)
      .map(({ id }, j) => ({ contactId: id, channel: "form" as const, source: ["google", "facebook", "direct"][j % 3]!, landingPage: "/solutions", referrer: "https://www.google.com/", utmSource: "google", utmMedium: "cpc", utmCampaign: `fall-${j % 7}` })),
  );
  await deps.db.insert(outbox).values(
    inserted.map(({ id }, j) => ({ kind: "email", contactId: id, payload: {}, status: j % 50 === 0 ? "failed" : "delivered", attempts: 1, lastError: j % 50 === 0 ? "Connection refused" : null })),
  );
}
console.log(`Seeded ${CONTACTS} contacts on ${label} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };

const QUERIES: [string, string][] = [
  // The floor: the session and role guards and one small query, for comparison.
  ["baseline: /owners", "/owners"],
  ["first page", ""],
  ["search name", "?search=garcia"],
  ["search e-mail", "?search=lena.kim"],
  ["search phone digits", "?search=5550420"],
  ["filter status", "?status=qualified"],
  ["filter role + interest", "?role=Team%20Leader&interest=Social%20Media"],
  ["my contacts", "?owner=me"],
  ["sort name", "?sort=name"],
  ["sort owner", "?sort=owner"],
  ["sort status desc", "?sort=status&dir=desc"],
  ["last page", `?page=${CONTACTS / 25}`],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
let worst = 0;
console.log(`\nGET /api/admin/contacts, 25 a page, ${ROUNDS} rounds after 3 warm-up calls (ms):`);
console.log("query".padEnd(26), "p50".padStart(7), "p95".padStart(7), "  matches");
for (const [name, query] of QUERIES) {
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < ROUNDS + 3; round++) {
    const start = performance.now();
    const res = await app.request(`/api/admin/contacts${query}`, { headers });
    const body = (await res.json()) as { total?: number; length?: number };
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
    if (round >= 3) times.push(performance.now() - start);
    total = body.total ?? body.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (!name.startsWith("baseline")) worst = Math.max(worst, p95);
  console.log(name.padEnd(26), percentile(times, 50).toFixed(1).padStart(7), p95.toFixed(1).padStart(7), `  ${total}`);
}
console.log(`\nWorst p95: ${worst.toFixed(1)} ms (target <= ${TARGET_P95_MS} ms): ${worst <= TARGET_P95_MS ? "met" : "NOT met"}`);

// Export CSV of every contact (with the lead-source columns): the slowest of the contacts reads, no target.
const exportTimes: number[] = [];
let exportBytes = 0;
for (let round = 0; round < 5; round++) {
  const start = performance.now();
  const res = await app.request("/api/admin/contacts/export.csv", { headers });
  exportBytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`export.csv answered ${res.status}`);
  exportTimes.push(performance.now() - start);
}
exportTimes.sort((a, b) => a - b);
console.log(`Export CSV of all ${CONTACTS.toLocaleString("en-US")} contacts (lead sources included): median ${percentile(exportTimes, 50).toFixed(0)} ms, slowest ${exportTimes.at(-1)!.toFixed(0)} ms, ${(exportBytes / 1024 / 1024).toFixed(1)} MB`);

await close();
