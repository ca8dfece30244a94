// Shutdown figure (docs/decisions/013): `npm run bench:shutdown` [-- --leads 60] [--smtp-delay-ms 1500] [--clients 24] [--postgres].
// One instance (embedded database by default, PostgreSQL with --postgres) with the mail server answering slowly:
// 60 leads through POST /api/contact, SIGTERM one second later while e-mails are in flight and a client load
// (keep-alive clients requesting pages without pause) keeps it saturated. Then a restart on the same database
// delivers what is left. Measures the exit time and code, connection resets seen by the clients, and duplicates.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { configureSmtp, createDatabase, deliveriesPerLead, ensureBuild, login, printTable, sleep, startInstance, submitLead } from "./bench-servers.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) || fallback : fallback;
};
const LEADS = arg("leads", 60);
const SMTP_DELAY_MS = arg("smtp-delay-ms", 1_500);
const CLIENTS = arg("clients", 24);
const usePostgres = args.includes("--postgres");

interface LoadCounts {
  ok: number;
  unavailable: number;
  otherStatus: number;
  resets: number;
  /** When each reset happened (ms since the epoch) and its error code. */
  resetLog: { at: number; code: string }[];
  refused: number;
  otherErrors: string[];
}

function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(err);
}

/**
 * Keep-alive clients requesting the home page back to back until the server is gone. Behind a balancer
 * (`routed`), a client sends nothing more once the balancer's health check has seen /readyz answer 503;
 * direct clients ignore readiness and keep opening connections until they are refused.
 */
function startLoad(base: string, clients: number, routed: { draining: boolean } | null) {
  const counts: LoadCounts = { ok: 0, unavailable: 0, otherStatus: 0, resets: 0, resetLog: [], refused: 0, otherErrors: [] };
  let stop = false;
  const loop = async () => {
    while (!stop && !routed?.draining) {
      try {
        const res = await fetch(`${base}/`);
        await res.arrayBuffer();
        if (res.ok) counts.ok++;
        else if (res.status === 503) counts.unavailable++;
        else counts.otherStatus++;
      } catch (err) {
        const code = errorCode(err);
        if (code === "ECONNREFUSED") {
          counts.refused++;
          return; // the instance is gone: a load balancer sends this client elsewhere
        }
        if (/ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed|socket hang up/i.test(code)) {
          counts.resets++;
          counts.resetLog.push({ at: Date.now(), code });
        }
        else counts.otherErrors.push(code);
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    counts,
    async stop() {
      stop = true;
      await Promise.all(loops);
    },
  };
}

async function main() {
  ensureBuild();
  const smtp = createFakeSmtpServer();
  await smtp.start();
  smtp.setDelay(SMTP_DELAY_MS);
  const pgDb = usePostgres ? await createDatabase() : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-shutdown-"));
  const where = pgDb ? { databaseUrl: pgDb.url, dataDir } : { dataDir };
  try {
    const x = await startInstance("first", where);
    const token = await login(x.base);
    await configureSmtp(x.base, token, smtp);
    // The balancer's health check, every 250 ms.
    const balancer = { draining: false };
    const checker = setInterval(() => {
      void fetch(`${x.base}/readyz`).then(
        (res) => void (res.status === 503 && (balancer.draining = true)),
        () => (balancer.draining = true),
      );
    }, 250);
    const load = startLoad(x.base, CLIENTS / 2, balancer);
    const direct = startLoad(x.base, CLIENTS / 2, null);

    const started = Date.now();
    for (let i = 0; i < LEADS; i += 6) await Promise.all(Array.from({ length: Math.min(6, LEADS - i) }, (_, k) => submitLead(x.base, i + k)));
    const submitMs = Date.now() - started;
    await sleep(1_000);
    const inFlight = smtp.pending;
    const before = { ...load.counts };
    const beforeDirect = { ...direct.counts };
    const termAt = Date.now();
    x.child.kill("SIGTERM");
    const code = await x.exited;
    const exitMs = Date.now() - termAt;
    clearInterval(checker);
    await Promise.all([load.stop(), direct.stop()]);
    const deliveredAtExit = deliveriesPerLead(smtp, LEADS).delivered;
    // Sends the first instance left open (if any) may still be answered by the slow server.
    await sleep(SMTP_DELAY_MS + 500);

    smtp.setDelay(0);
    const y = await startInstance("restarted", where);
    const restartedAt = Date.now();
    while (deliveriesPerLead(smtp, LEADS).delivered < LEADS && Date.now() - restartedAt < 120_000) await sleep(200);
    const allMs = Date.now() - restartedAt;
    await sleep(2_000);
    const { delivered, duplicates } = deliveriesPerLead(smtp, LEADS);
    y.child.kill("SIGTERM");
    const codeAfter = await y.exited;

    const during = (k: "ok" | "unavailable" | "resets" | "refused") => load.counts[k] - before[k];
    const duringDirect = (k: "ok" | "unavailable" | "resets" | "refused") => direct.counts[k] - beforeDirect[k];
    const resets = (c: LoadCounts) => (c.resets === 0 ? "0" : `${c.resets} (${c.resetLog.map((r) => `${r.code} at ${r.at - termAt} ms`).join(", ")})`);
    printTable(`Shutdown: ${LEADS} leads (sent in ${submitMs} ms), SIGTERM 1 s later, SMTP answering in ${SMTP_DELAY_MS} ms, ${CLIENTS} keep-alive page clients (half behind a health-checking balancer), ${pgDb ? "PostgreSQL" : "embedded database"}`, [
      ["E-mails in flight at SIGTERM", String(inFlight), ""],
      ["Exit time (SIGTERM → exit)", `${(exitMs / 1000).toFixed(1)} s`, "≤ 10 s"],
      ["Exit code", String(code), "0"],
      ["Leads delivered before exit", `${deliveredAtExit}/${LEADS}`, ""],
      ["Balanced clients: requests answered after SIGTERM", `${during("ok")} ok, ${during("unavailable")} × 503`, ""],
      ["Balanced clients: connection resets", resets(load.counts), "0"],
      ["Direct clients: requests answered after SIGTERM", `${duringDirect("ok")} ok, ${duringDirect("unavailable")} × 503`, ""],
      ["Direct clients: connection resets", resets(direct.counts), "0 once accepted"],
      ["Direct clients: refused (listener closed)", String(duringDirect("refused")), ""],
      ["Other client errors", [...load.counts.otherErrors, ...direct.counts.otherErrors].length ? [...new Set([...load.counts.otherErrors, ...direct.counts.otherErrors])].join(", ") : "0", "0"],
      ["Leads delivered after restart", `${delivered}/${LEADS} (${(allMs / 1000).toFixed(1)} s after restart)`, `${LEADS}/${LEADS}`],
      ["Duplicate e-mails", String(duplicates), "0"],
      ["Restarted instance exit code", String(codeAfter), "0"],
    ]);
  } finally {
    await pgDb?.drop().catch((err: unknown) => console.error("dropping the bench database failed:", err));
    rmSync(dataDir, { recursive: true, force: true });
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
