// Sign-in throttle figures (docs/decisions/011): `npm run bench:login` (add `-- --redis redis://127.0.0.1:6379`
// to keep the counters in Redis). Starts the API in this process on a fresh in-memory database behind a real
// HTTP listener, with TRUST_PROXY=1 as behind one load balancer, and counts the passwords the hasher checked.
import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { loadEnv } from "#server/env.ts";
import { openPglite } from "#server/db/client.ts";
import { createDeps } from "#server/deps.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/lib/logger.ts";
import { passwordVerifications } from "#server/auth/password.ts";

const redisAt = process.argv.indexOf("--redis");
const REDIS_URL = redisAt > 0 ? (process.argv[redisAt + 1] ?? "redis://127.0.0.1:6379") : undefined;
const ACCOUNT = { email: `owner-${randomBytes(4).toString("hex")}@example.com`, name: "Owner", password: "the-real-password-123" };

const env = loadEnv({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SECRET_KEY: randomBytes(32).toString("hex"),
  DATA_DIR: "/nonexistent",
  TRUST_PROXY: "1",
  ...(REDIS_URL ? { REDIS_URL } : {}),
});
const database = openPglite(null);
await database.migrate();
const deps = createDeps(env, database, createLogger("silent"));
await deps.services.auth.createUser(ACCOUNT);
const server = serve({ fetch: createApp(deps).fetch, hostname: "127.0.0.1", port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function guess(email: string, password: string, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  await res.arrayBuffer();
  return res.status;
}

function report(label: string, statuses: number[], hashed: number) {
  const count = (s: number) => statuses.filter((x) => x === s).length;
  const other = statuses.length - count(401) - count(429);
  console.log(`${label}:`);
  console.log(`  reached the password hasher: ${hashed} (401 answers: ${count(401)}), refused before it (429): ${count(429)}${other ? `, other: ${other}` : ""}`);
}

console.log(`Sign-in throttle, rate-limit store: ${REDIS_URL ? `Redis (${REDIS_URL})` : "database (PGlite)"}, TRUST_PROXY=1, limit 5 per account\n`);

let before = passwordVerifications();
const concurrent = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(ACCOUNT.email, `wrong-${i}`)));
report("20 concurrent wrong passwords for one account", concurrent, passwordVerifications() - before);

const other = `target-${randomBytes(4).toString("hex")}@example.com`;
before = passwordVerifications();
const rotating: number[] = [];
for (let i = 0; i < 200; i++) {
  const spoofed = `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${i % 250}`;
  // The client writes the left part; the load balancer appends the address it saw (always the same attacker).
  rotating.push(await guess(other, `guess-${i}`, `${spoofed}, 203.0.113.50`));
}
report("200 sequential guesses for another account, X-Forwarded-For rotating on every request", rotating, passwordVerifications() - before);

const lockout = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
});
console.log(`\nThe right password during the lock-out: ${lockout.status}, Retry-After ${lockout.headers.get("retry-after")} s, "${((await lockout.json()) as { message: string }).message}"`);

server.close();
await deps.close();
await database.close();
