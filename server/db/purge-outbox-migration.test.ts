import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { contacts, outbox } from "./schema.ts";

// Migration 0001 runs once, on databases that already hold data; here its statement runs on rows made to look
// like those of a contact deleted before deletions took the outbox rows with them.
const MIGRATION = readFileSync(new URL("./migrations/0001_purge-deleted-leads-outbox.sql", import.meta.url), "utf8");

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("migration 0001: outbox rows of deleted leads", () => {
  it("deletes the rows whose contact is gone and keeps every other row", async () => {
    await t.reset();
    const [kept] = await t.deps.db.insert(contacts).values({ name: "Kept Lead", email: "kept@example.com" }).returning();
    const [gone] = await t.deps.db.insert(contacts).values({ name: "Gone Lead", email: "gone@example.com" }).returning();
    await t.deps.db.insert(outbox).values([
      { kind: "email", contactId: kept!.id, payload: { event: "lead.created", lead: { email: "kept@example.com" } } },
      { kind: "email", contactId: gone!.id, payload: { event: "lead.created", lead: { email: "gone@example.com" } } },
    ]);
    // What a deletion did before: the foreign key set the row's contact to NULL and left the payload.
    await t.deps.db.execute(sql`delete from contacts where id = ${gone!.id}`);
    expect((await t.deps.db.select().from(outbox).orderBy(outbox.id)).map((r) => r.contactId)).toEqual([kept!.id, null]);

    await t.deps.db.execute(sql.raw(MIGRATION));

    const rows = await t.deps.db.select().from(outbox);
    expect(rows.map((r) => r.contactId)).toEqual([kept!.id]);
    expect(JSON.stringify(rows)).not.toContain("gone@example.com");
  });
});
