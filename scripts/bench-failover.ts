// Failover figure (docs/decisions/013): `npm run bench:failover` [-- --leads 30] [--smtp-delay-ms 3000].
// Two instances share one PostgreSQL database; leads arrive through POST /api/contact on instance A while the
// mail server answers slowly; A takes the outbox job's lease ("Run now") and is killed with SIGKILL while
// e-mails are being sent. Measures how long the surviving instance B takes to deliver every pending lead,
// the duplicates, and what the run history says of A's run.
import { createFakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import {
  configureSmtp,
  createDatabase,
  deliveriesPerLead,
  ensureBuild,
  login,
  printTable,
  query,
  sleep,
  startInstance,
  submitLead,
  type Instance,
} from "./bench-servers.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) || fallback : fallback;
};
const LEADS = arg("leads", 30);
const SMTP_DELAY_MS = arg("smtp-delay-ms", 3_000);
const GIVE_UP_MS = arg("give-up-s", 900) * 1000;

interface RunRow {
  status: string;
  trigger: string;
  error: string | null;
}

async function main() {
  ensureBuild();
  const smtp = createFakeSmtpServer();
  await smtp.start();
  smtp.setDelay(SMTP_DELAY_MS);
  const db = await createDatabase();
  const instances: Instance[] = [];
  try {
    const a = await startInstance("A", { databaseUrl: db.url });
    instances.push(a);
    const b = await startInstance("B", { databaseUrl: db.url });
    instances.push(b);
    const token = await login(a.base);
    await configureSmtp(a.base, token, smtp);

    for (let i = 0; i < LEADS; i++) await submitLead(a.base, i);
    // A holds the outbox job: its "Run now" joins the deliveries A started for these leads.
    const [task] = await query<{ id: number }>(db.url, "select id from scheduled_jobs where key = 'outbox-deliveries'");
    const manualRunOfA = async () =>
      (await query<RunRow>(db.url, `select status, trigger, error from scheduled_job_runs where task_id = ${task!.id} and trigger = 'manual' order by id desc limit 1`))[0];
    for (let attempt = 0; !(await manualRunOfA()); attempt++) {
      if (attempt > 200) throw new Error("A never got the outbox job's lease");
      void fetch(`${a.base}/api/admin/ai/tasks/${task!.id}/run`, { method: "POST", headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
      await sleep(300);
    }
    // Mid-delivery: a batch of e-mails has reached the slow mail server and waits for its answer.
    const waitFrom = Date.now();
    while (smtp.pending < Math.min(5, LEADS) && !(smtp.pending > 0 && Date.now() - waitFrom > 5_000)) await sleep(20);
    const inFlight = smtp.pending;
    const deliveredBefore = deliveriesPerLead(smtp, LEADS).delivered;

    a.child.kill("SIGKILL");
    const killedAt = Date.now();
    await a.exited;
    let allAt: number | null = null;
    while (Date.now() - killedAt < GIVE_UP_MS) {
      if (deliveriesPerLead(smtp, LEADS).delivered === LEADS) {
        allAt = Date.now();
        break;
      }
      await sleep(100);
    }
    // Sends A had open may still be answered by the slow server: count them before reading duplicates.
    await sleep(SMTP_DELAY_MS + 500);
    const { delivered, duplicates } = deliveriesPerLead(smtp, LEADS);
    const deadRun = await manualRunOfA();
    const rows = await query<{ status: string; n: number }>(db.url, "select status, count(*)::int as n from outbox where kind = 'email' group by status");

    printTable(`Failover: ${LEADS} leads, SMTP answering in ${SMTP_DELAY_MS} ms, instance A killed (SIGKILL) holding the outbox job`, [
      ["E-mails in flight at the kill", String(inFlight), ""],
      ["Leads delivered before the kill", String(deliveredBefore), ""],
      ["Seconds until every lead was delivered (by B)", allAt ? ((allAt - killedAt) / 1000).toFixed(1) : `> ${GIVE_UP_MS / 1000} (${delivered}/${LEADS})`, "≤ 60"],
      ["Leads delivered in all", `${delivered}/${LEADS}`, `${LEADS}/${LEADS}`],
      ["Duplicate e-mails", String(duplicates), `≤ in flight (${inFlight})`],
      ["A's run in the history", deadRun ? `${deadRun.status}${deadRun.error ? `: ${deadRun.error}` : ""}` : "none", "failed (abandoned)"],
      ["Outbox rows", rows.map((r) => `${r.n} ${r.status}`).join(", "), `${LEADS} delivered`],
    ]);
  } finally {
    for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGTERM");
    await Promise.all(instances.map((i) => i.exited));
    await db.drop().catch((err: unknown) => console.error("dropping the bench database failed:", err));
    await smtp.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
