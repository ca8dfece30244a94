import { getTableColumns, is, Param, Placeholder, type Column, type Table } from "drizzle-orm";
import type { Db, DbOrTx } from "./client.ts";

/** What both drivers' connections (a node-postgres pool or pool client, PGlite or its transaction) answer to. */
interface DriverClient {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface Compiled {
  text: string;
  /** Per parameter: a constant of the statement, or the value it is filled from and the column that encodes it. */
  params: ({ constant: unknown } | { name: string; encoder: { mapToDriverValue(value: unknown): unknown } | null })[];
}

/**
 * A statement on a hot path (the contact form), built by Drizzle once and from then on only sent.
 * Drizzle builds a query's text anew on every run; for an insert of a contact with its activity that is ~250 µs of
 * CPU and ~100 KB of garbage per request. Here `build` runs on first use, with `sql.placeholder(name)` where the
 * values go, and each run sends the same text with the values encoded as Drizzle would (the compared or inserted
 * column's `mapToDriverValue`). Rows come back under the field names of `table` (decoded with `mapFromDriverValue`).
 * The run goes through the connection of the executor it is given, so inside a transaction it is part of it.
 */
export function compiledStatement<V extends Record<string, unknown>, R = Record<string, unknown>>(
  table: Table,
  build: (db: Db) => { toSQL(): { sql: string; params: unknown[] } },
) {
  let compiled: Compiled | null = null;
  const byName = new Map<string, [string, Column]>(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, [key, column]]));

  function compile(db: Db): Compiled {
    const query = build(db).toSQL();
    return {
      text: query.sql,
      params: query.params.map((p) => {
        if (is(p, Placeholder)) return { name: p.name, encoder: null };
        if (is(p, Param) && is(p.value, Placeholder)) return { name: p.value.name, encoder: p.encoder };
        return { constant: p };
      }),
    };
  }

  function decode(row: Record<string, unknown>): R {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const known = byName.get(name);
      if (!known) out[name] = value;
      else out[known[0]] = value === null ? null : known[1].mapFromDriverValue(value);
    }
    return out as R;
  }

  return {
    /** Runs the statement with these values through `q` (the database, or a transaction). */
    async run(q: DbOrTx, values: V): Promise<R[]> {
      compiled ??= compile(q as Db);
      const params = compiled.params.map((p) => {
        if ("constant" in p) return p.constant;
        const value = values[p.name];
        if (value === undefined) throw new Error(`compiledStatement: no value for "${p.name}"`);
        return value === null || !p.encoder ? value : p.encoder.mapToDriverValue(value);
      });
      const { rows } = await driverClient(q).query(compiled.text, params);
      return rows.map(decode);
    },
  };
}

/**
 * The connection behind a Drizzle database or transaction. Drizzle's sessions of both drivers keep it as
 * `session.client` (a pool, a pool client in a transaction, PGlite or its transaction).
 */
function driverClient(q: DbOrTx): DriverClient {
  const client = (q as unknown as { session?: { client?: Partial<DriverClient> } }).session?.client;
  if (!client || typeof client.query !== "function") throw new Error("compiledStatement: this executor has no driver connection");
  return client as DriverClient;
}
