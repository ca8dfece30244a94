import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/** The app's tables (schema public), each after the tables its foreign keys point to, so rows restore in order. */
export async function tablesParentsFirst(db: DbOrTx): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    select ch.relname as child, pa.relname as parent from pg_constraint k
    join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
    join pg_namespace n on n.oid = ch.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`);
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set<string>()]));
  for (const e of edges.rows) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of parents.keys()) visit(name, new Set());
  return ordered;
}
