// Pipeline board and task figures (docs/decisions/027): `npm run bench:tasks` (`-- --rounds 50`). Seeds 10,000
// contacts and 20,000 tasks (4 staff members) into a fresh database — PGlite in memory, or a new database on the
// PostgreSQL server of DATABASE_URL, dropped afterwards — and times, through the app (session guard included, in
// process), the board's column counts and a column's first page, a contact's tasks and the dashboard's due list;
// then the reminder sweep for 1,000 tasks falling due at once, run by two sweepers side by side (each sent once).
import { count, eq } from "drizzle-orm";
import { contactTasks, contacts, outbox, users } from "#server/db/schema.ts";
import { createTaskReminders } from "#server/contacts/task-reminders.ts";
import { LEAD_STATUSES } from "#common/contacts/contact-types.ts";
import { TASK_TYPES } from "#common/contacts/contact-task.ts";
import { createLogger } from "#server/lib/logger.ts";
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf("--rounds") + 1]) || 30;
const CONTACTS = 10_000;
const TASKS_PER_CONTACT = 2;
const DUE_AT_ONCE = 1_000;
const HOUR = 60 * 60_000;
const { deps, app, label, close } = await openBenchApp("tasks");
const OWNER = { email: "bench-owner@example.com", name: "Bench Owner", password: "bench-password-123456" };
await deps.services.auth.createUser({ ...OWNER, role: "owner" });
for (const name of ["Sam Sales", "Tia Sales", "Uma Sales"]) {
  await deps.services.auth.createUser({ email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, name, password: OWNER.password, role: "sales" });
}
const staff = (await deps.db.select({ id: users.id }).from(users)).map((u) => u.id);

const seedStart = performance.now();
const now = Date.now();
for (let batch = 0; batch < CONTACTS / 1000; batch++) {
  const rows = Array.from({ length: 1000 }, (_, j) => {
    const i = batch * 1000 + j;
    return {
      firstName: `Lead${i}`,
      name: `Lead${i} Bench`,
      email: `lead${i}@example.com`,
      company: `Realty ${i % 300}`,
      status: LEAD_STATUSES[i % LEAD_STATUSES.length]!,
      ownerId: staff[i % staff.length]!,
      createdAt: new Date(now - i * 60_000),
    };
  });
  const inserted = await deps.db.insert(contacts).values(rows).returning({ id: contacts.id });
  // Due times spread over two weeks before and after now; 70% done. All already reminded but the sweep's own.
  await deps.db.insert(contactTasks).values(
    inserted.flatMap(({ id }, j) =>
      Array.from({ length: TASKS_PER_CONTACT }, (_, k) => {
        const i = (batch * 1000 + j) * TASKS_PER_CONTACT + k;
        const dueAt = new Date(now + ((i % 673) - 336) * HOUR);
        return { contactId: id, type: TASK_TYPES[i % TASK_TYPES.length]!, title: `Task ${i}`, dueAt, assigneeId: staff[i % staff.length]!, doneAt: i % 10 < 7 ? dueAt : null, remindedAt: dueAt };
      }),
    ),
  );
}
console.log(`Seeded ${CONTACTS} contacts and ${CONTACTS * TASKS_PER_CONTACT} tasks on ${label} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };
const endOfDay = new Date(now + 12 * HOUR).toISOString();
const [someContact] = await deps.db.select({ id: contacts.id }).from(contacts).limit(1);

const QUERIES: [string, string][] = [
  ["board counts", "/contacts/pipeline"],
  ["board counts, searched", "/contacts/pipeline?search=realty%2012"],
  ["board column page", "/contacts?status=qualified&pageSize=20"],
  ["a contact's tasks", `/tasks?contactId=${someContact!.id}`],
  ["due today: mine", `/tasks/due?until=${encodeURIComponent(endOfDay)}`],
  ["due today: everyone", `/tasks/due?until=${encodeURIComponent(endOfDay)}&scope=everyone`],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`\n${ROUNDS} rounds after 3 warm-up calls (ms):`);
console.log("query".padEnd(26), "p50".padStart(7), "p95".padStart(7));
for (const [name, path] of QUERIES) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    const start = performance.now();
    const res = await app.request(`/api/admin${path}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
    if (round >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(26), percentile(times, 50).toFixed(1).padStart(7), percentile(times, 95).toFixed(1).padStart(7));
}

// 1,000 open tasks fall due; two sweepers (as two instances would) race for them.
const open = await deps.db.select({ id: contactTasks.id }).from(contactTasks).limit(DUE_AT_ONCE);
for (const { id } of open) await deps.db.update(contactTasks).set({ doneAt: null, remindedAt: null, dueAt: new Date(now - HOUR) }).where(eq(contactTasks.id, id));
const sweeper = () => createTaskReminders({ db: deps.db, live: deps.services.live, settings: deps.services.settings, outbox: { enqueue: deps.services.outbox.enqueue, kick: () => {} }, logger: createLogger("silent") });
const start = performance.now();
const claimed = await Promise.all([sweeper().sendDue(), sweeper().sendDue()]);
const ms = performance.now() - start;
const [mails] = await deps.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "staff_mail"));
console.log(`\nReminder sweep: ${DUE_AT_ONCE} tasks due, two sweepers claimed ${claimed.join(" + ")} in ${ms.toFixed(0)} ms; e-mails queued: ${mails!.n} (once each)`);

await close();
