import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { contacts } from "./schema.ts";
import { compiledStatement } from "./compiled-statement.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

describe("compiledStatement", () => {
  let builds = 0;
  const insert = compiledStatement<{ name: string; email: string; interests: string[] | null; since: Date }, typeof contacts.$inferSelect>(contacts, (db) => {
    builds++;
    return db
      .insert(contacts)
      .values({ name: sql.placeholder("name"), email: sql.placeholder("email"), interests: sql.placeholder("interests"), updatedAt: sql.placeholder("since") })
      .returning();
  });
  const newest = compiledStatement<{ email: string; since: Date }, typeof contacts.$inferSelect>(contacts, (db) =>
    db
      .select()
      .from(contacts)
      .where(and(eq(contacts.email, sql.placeholder("email")), gt(contacts.updatedAt, sql.placeholder("since"))))
      .orderBy(desc(contacts.id))
      .limit(1),
  );

  it("builds once, encodes values as Drizzle does (JSON, dates) and answers rows under the schema's field names", async () => {
    const since = new Date("2026-05-01T12:00:00.000Z");
    const [row] = await insert.run(t.deps.db, { name: "Ana Ruiz", email: "ana@example.com", interests: ["Lead Generation"], since });
    await insert.run(t.deps.db, { name: "Luis Garcia", email: "luis@example.com", interests: ["Social Media"], since });
    expect(builds).toBe(1);
    expect(row).toMatchObject({ name: "Ana Ruiz", email: "ana@example.com", interests: ["Lead Generation"], tags: [], status: "new", updatedAt: since });
    expect(row!.id).toEqual(expect.any(Number));
    expect(row!.createdAt).toBeInstanceOf(Date);
    // What Drizzle reads back is the same row.
    const [stored] = await t.deps.db.select().from(contacts).where(eq(contacts.id, row!.id));
    expect(row).toEqual(stored);
    // The constant of the statement (limit 1) stays; the compared date is encoded like the column's.
    expect(await newest.run(t.deps.db, { email: "ana@example.com", since: new Date("2026-04-30T00:00:00Z") })).toEqual([stored]);
    expect(await newest.run(t.deps.db, { email: "ana@example.com", since })).toEqual([]);
  });

  it("stores SQL null for a null value and refuses a missing one", async () => {
    const [row] = await insert.run(t.deps.db, { name: "No Interests", email: "none@example.com", interests: null, since: new Date() }).catch((error: Error) => [error]);
    // interests is NOT NULL: the database refuses SQL null (a JSON "null" would have been stored).
    expect(row).toBeInstanceOf(Error);
    await expect(insert.run(t.deps.db, { name: "X", email: "x@example.com" } as never)).rejects.toThrow('no value for "interests"');
  });

  it("runs on the connection of the transaction it is given", async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await insert.run(tx, { name: "Rolled Back", email: "gone@example.com", interests: [], since: new Date() });
        expect(await tx.select().from(contacts)).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
  });
});
