import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One writer per table: every insert, update and delete of a table lives in one module (a folder of server/),
// and other modules call that module. Seeding (db/seed*) and test fixtures are setup, not writers.
const SERVER = path.resolve(import.meta.dirname, "..");
const SETUP = /(^db\/seed)|(\.test\.ts$)|(test-fixtures\.ts$)/;
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*([a-zA-Z][\w]*)\s*\)/g;
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{([a-zA-Z]\w*)\}|([a-z][a-z0-9_]*))(?=[\s(])/gi;
const HISTORY_INSERT = /\.insert\(\s*contactActivities\s*\)|insert\s+into\s+(?:\$\{contactActivities\}|"?contact_activities\b)/i;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "migrations" ? [] : sourceFiles(full);
    return e.name.endsWith(".ts") ? [full] : [];
  });
}

/** table (as named in SQL) → module → the files writing it there. */
function writers(): Map<string, Map<string, Set<string>>> {
  // The shared schema and the tables a feature keeps in its own folder (<feature>/<feature>.schema.ts).
  const featureSchemas = readdirSync(SERVER, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() && readdirSync(path.join(SERVER, e.name)).includes(`${e.name}.schema.ts`) ? [path.join(SERVER, e.name, `${e.name}.schema.ts`)] : [],
  );
  const schema = [path.join(SERVER, "db/schema.ts"), ...featureSchemas].map((file) => readFileSync(file, "utf8")).join("\n");
  const tables = new Map([...schema.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)].map((m) => [m[1]!, m[2]!]));
  const sqlNames = new Set(tables.values());
  const found = new Map<string, Map<string, Set<string>>>();
  for (const file of sourceFiles(SERVER)) {
    const rel = path.relative(SERVER, file).split(path.sep).join("/");
    if (SETUP.test(rel)) continue;
    const module = rel.includes("/") ? rel.split("/")[0]! : rel;
    const text = readFileSync(file, "utf8");
    const names = [
      ...[...text.matchAll(DRIZZLE_WRITE)].map((m) => tables.get(m[1]!)),
      ...[...text.matchAll(SQL_WRITE)].map((m) => (m[1] ? tables.get(m[1]) : sqlNames.has(m[2]!) ? m[2] : undefined) ?? (m[2] && sqlNames.has(snake(m[2])) ? snake(m[2]) : undefined)),
    ];
    for (const table of names) {
      if (!table) continue;
      const modules = found.get(table) ?? new Map<string, Set<string>>();
      modules.set(module, (modules.get(module) ?? new Set()).add(rel));
      found.set(table, modules);
    }
  }
  return found;
}

describe("table ownership", () => {
  const found = writers();

  it("finds the writers it looks for (the scan itself works)", () => {
    expect([...(found.get("blog_posts")?.keys() ?? [])]).toEqual(["blog"]);
    expect([...(found.get("outbox")?.keys() ?? [])]).toEqual(["outbox"]);
    expect(found.get("rate_limits")?.has("lib")).toBe(true);
    expect(found.size).toBeGreaterThan(15);
  });

  it("adds to a contact's history in one file only (contact-history.ts: its kinds and their wording in one place)", () => {
    const adding = sourceFiles(SERVER)
      .map((file) => path.relative(SERVER, file).split(path.sep).join("/"))
      .filter((rel) => !SETUP.test(rel) && HISTORY_INSERT.test(readFileSync(path.join(SERVER, rel), "utf8")));
    expect(adding).toEqual(["contacts/contact-history.ts"]);
  });

  it("has one writing module per table", () => {
    const shared = [...found].filter(([, modules]) => modules.size > 1).map(([table, modules]) => `${table}: ${[...modules.values()].flatMap((f) => [...f]).join(", ")}`);
    expect(shared).toEqual([]);
  });
});
