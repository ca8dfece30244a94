// Shared by bench-failover.ts and bench-shutdown.ts: real server processes (as `npm start` runs them), a
// PostgreSQL database of their own, the fake SMTP server of the tests, and leads sent through POST /api/contact.
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { freePort, repoRoot, startAppProcess } from "#tests/support/app-process.ts";

export const root = repoRoot;
const buildDir = process.env.BUILD_DIR ?? "build";
const ADMIN = { email: "bench-admin@example.com", password: "bench-password-123456" };
const SECRET_KEY = randomBytes(32).toString("hex");

/** `npm start` runs the build (pages and the bundled server): make it once when it is missing. */
export function ensureBuild(): void {
  if (existsSync(path.resolve(root, buildDir, "server/index.js")) && existsSync(path.resolve(root, buildDir, "app-server/index.mjs"))) return;
  console.log("Building the app (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) throw new Error("build failed");
}

export { freePort };

export { createDatabase } from "#tests/support/postgres-database.ts";

export async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the built server as `npm start` does; a PostgreSQL URL, or a DATA_DIR for the embedded database. */
export async function startInstance(name: string, db: { databaseUrl?: string; dataDir?: string }, extraEnv: Record<string, string> = {}): Promise<Instance> {
  const dataDir = db.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "bcai-bench-"));
  const { child, base, output, exited } = await startAppProcess({
    name,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: db.databaseUrl ?? "",
      BUILD_DIR: buildDir,
      SECRET_KEY,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Each lead below comes from its own address (the contact form allows 5 per address in 10 minutes).
      TRUST_PROXY: "true",
      // Loopback targets (the fake SMTP server) are refused by the outbound guard unless allow-listed.
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1,localhost",
      ...extraEnv,
    },
  });
  if (!db.dataDir) void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return { name, child, base, output, exited };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Admin → Settings → Email, as staff would fill it in. */
export async function configureSmtp(base: string, token: string, smtp: FakeSmtpServer): Promise<void> {
  const values = { smtp_host: "127.0.0.1", smtp_port: String(smtp.port), staff_email: "staff@agency.example", from_email: "leads@agency.example" };
  for (const [key, value] of Object.entries(values)) {
    const res = await fetch(`${base}/api/admin/settings`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ category: "email", key, value }),
    });
    if (!res.ok) throw new Error(`saving ${key} failed: ${res.status} ${await res.text()}`);
  }
}

export const leadEmail = (i: number) => `lead-${i}@bench.example`;

/** POST /api/contact for lead `i`, from an address of its own. */
export async function submitLead(base: string, i: number): Promise<void> {
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: `Lead ${i}`,
      email: leadEmail(i),
      phone: "(713) 555-0142",
      company: "Bench Realty",
      automation: "Follow-ups for open house visitors",
      contactMethod: "email",
      budget: "",
    }),
  });
  if (res.status !== 200) throw new Error(`lead ${i}: ${res.status} ${await res.text()}`);
}

/** Staff e-mails received per lead (the lead's address is the e-mail's Reply-To). */
export function deliveriesPerLead(smtp: FakeSmtpServer, count: number): { delivered: number; duplicates: number } {
  const seen = new Map<number, number>();
  for (const mail of smtp.messages) {
    const match = /lead-(\d+)@bench\.example/.exec(mail.raw);
    if (match) seen.set(Number(match[1]), (seen.get(Number(match[1])) ?? 0) + 1);
  }
  let duplicates = 0;
  for (const [i, n] of seen) if (i < count) duplicates += n - 1;
  return { delivered: [...seen.keys()].filter((i) => i < count).length, duplicates };
}

export function printTable(title: string, rows: [string, string, string][]): void {
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length), ["Measure", "Value", "Goal"][c]!.length));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`;
  console.log(`\n${title}\n`);
  console.log(line(["Measure", "Value", "Goal"]));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log("");
}
