// CSV import figures (docs/decisions/028): `npm run bench:import` (`-- --rows 10000`). Builds a CSV of 10,000 contacts
// (2% of them with a bad e-mail address) and times, through the app in process (session guard included), the
// preview, the import, the same file again (nothing new), and again with "update existing". PGlite in memory, or a
// new database on the PostgreSQL server of DATABASE_URL, dropped afterwards.
import { contactRoles } from "#common/content/offerings.ts";
import type { ImportPreview, ImportResult } from "#common/contacts/contact-import.ts";
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const ROWS = Number(args[args.indexOf("--rows") + 1]) || 10_000;
const { deps, app, label, close } = await openBenchApp("import");
const OWNER = { email: "bench-owner@example.com", name: "Bench Owner", password: "bench-password-123456" };
await deps.services.auth.createUser({ ...OWNER, role: "owner" });
const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

const FIRST = ["Ana", "Bo", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jo", "Kai", "Lena", "Max", "Nia", "Omar", "Pia"];
const LAST = ["Smith", "Nguyen", "García", "Johnson", "López", "Kim", "Patel", "Brown", "Davis", "Martínez", "Lee", "Walker"];
const lines = ["First Name;Last Name;Email;Phone;Company;Role;Tags"];
for (let i = 0; i < ROWS; i++) {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7) % LAST.length]!;
  const email = i % 50 === 7 ? `broken-${i}@` : `${first}.${i}@example.com`.toLowerCase();
  lines.push([first, last, email, `(713) 555-${String(i % 10_000).padStart(4, "0")}`, `"${last} Realty; Suite ${i % 300}"`, contactRoles[i % contactRoles.length], i % 10 ? "" : "vip"].join(";"));
}
const csv = `\uFEFF${lines.join("\r\n")}\r\n`;
const mapping = ["firstName", "lastName", "email", "phone", "company", "role", "tags"];

async function timed<T>(step: string, path: string, body: object): Promise<T> {
  const start = performance.now();
  const res = await app.request(`/api/admin/contacts/import${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${step}: HTTP ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as T;
  const { errors: _e, errorCsv: _c, sample: _s, headers: _h, mapping: _m, ...figures } = answer as Record<string, unknown>;
  console.log(step.padEnd(34), `${(ms / 1000).toFixed(2).padStart(6)} s`, " ", JSON.stringify(figures));
  return answer;
}

console.log(`CSV of ${ROWS.toLocaleString("en-US")} rows (${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB, semicolons, BOM) on ${label}:`);
const preview = await timed<ImportPreview>("preview (parse, check, look up)", "/preview", { csv, fileName: "bench.csv" });
if (preview.mapping.join() !== mapping.join()) throw new Error(`guessed mapping ${preview.mapping.join()}`);
await timed<ImportResult>("import (new contacts)", "", { csv, fileName: "bench.csv", mapping, onExisting: "skip" });
await timed<ImportResult>("same file again (skip existing)", "", { csv, fileName: "bench.csv", mapping, onExisting: "skip" });
await timed<ImportResult>("same file again (update existing)", "", { csv, fileName: "bench.csv", mapping, onExisting: "update" });
await timed<ImportPreview>("preview after the import", "/preview", { csv, fileName: "bench.csv", mapping });

await close();
