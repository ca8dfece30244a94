// A database of its own on a PostgreSQL server: the e2e groups' servers (tests/e2e/support/server-setup.ts) and the
// benchmarks' (scripts/bench-servers.ts).
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the server of `adminUrl` (default BENCH_DATABASE_URL, else local as postgres), named
 * `name` (a leftover of that name is dropped first) or at random; `drop()` removes it.
 */
export async function createDatabase(
  adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  name = `bench_${randomBytes(5).toString("hex")}`,
): Promise<{ url: string; drop(): Promise<void> }> {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = () => run(`drop database if exists "${name}" with (force)`);
  await drop();
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}
