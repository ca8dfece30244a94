import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, contactActivities, contacts, liveEvents } from "../db/schema.ts";
import type { ImportPreview, ImportResult } from "#common/contacts/contact-import.ts";
import { scoreContact } from "./qualification/score.ts";
import { storedOf } from "./qualification/qualification.service.ts";

// CSV import with a preview, field mapping, per-row errors, and nothing imported twice.

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const call = async <T>(path: string, json: unknown, headers = auth) => {
  const res = await t.request(`/api/admin/contacts/import${path}`, { method: "POST", json, headers });
  return { status: res.status, body: (await res.json()) as T };
};
const preview = (json: unknown) => call<ImportPreview>("/preview", json);
const importFile = (json: unknown) => call<ImportResult>("", json);

const SEMICOLONS = [
  "Full Name;E-mail;Phone;Brokerage;Role;Tags",
  "Ana Agent;ANA@example.com;713-555-0101;Heights Homes;real estate agent;vip, open house",
  "Bo Broker;bo@example;713-555-0102;Bayou Realty;Broker;",
  "Cy Leader;cy@example.com;;;Team Leader;",
  "Ana Again;ana@example.com;;;;",
  "Di Manager;di@example.com;;;Landlord;",
  ";;;;;",
].join("\r\n");

describe("preview", () => {
  it("reads a semicolon file with a byte-order mark, guesses the mapping, shows the first rows and each bad row's number", async () => {
    const res = await preview({ csv: `\uFEFF${SEMICOLONS}`, fileName: "leads.csv" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      delimiter: ";",
      headers: ["Full Name", "E-mail", "Phone", "Brokerage", "Role", "Tags"],
      mapping: ["fullName", "email", "phone", "company", "role", "tags"],
      rows: 5,
      newContacts: 2,
      existing: 0,
      errorCount: 3,
      mappingProblem: null,
    });
    expect(res.body.sample[0]).toEqual(["Ana Agent", "ANA@example.com", "713-555-0101", "Heights Homes", "real estate agent", "vip, open house"]);
    expect(res.body.errors.map((e) => [e.row, e.message])).toEqual([
      [3, "Email: Please enter a valid email address"],
      [5, "The same e-mail address as row 2"],
      [6, "Role “Landlord” is not one of the listed roles"],
    ]);
  });

  it("says what the mapping lacks instead of checking rows, and takes an edited mapping", async () => {
    const csv = "Who,Address\nAna,ana@example.com\n";
    const guessed = await preview({ csv });
    expect(guessed.body.mapping).toEqual(["", ""]);
    expect(guessed.body.mappingProblem).toBe("Please choose the column that holds the e-mail address");
    const mapped = await preview({ csv, mapping: ["firstName", "email"] });
    expect(mapped.body).toMatchObject({ mappingProblem: null, newContacts: 1, errorCount: 0 });
    const twice = await preview({ csv, mapping: ["email", "email"] });
    expect(twice.body.mappingProblem).toBe("Email is chosen for two columns");
  });

  it("refuses an import without a usable mapping, a file over 5 MB, and other roles than contacts'", async () => {
    const bad = await importFile({ csv: "a,b\n1,2", mapping: ["firstName", ""] });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: Record<string, string> }).errors.mapping).toBe("Please choose the column that holds the e-mail address");
    const huge = await preview({ csv: "x".repeat(5 * 1024 * 1024 + 1) });
    expect(huge.status).toBe(400);
    expect((huge.body as unknown as { errors: Record<string, string> }).errors.csv).toBe("The file is larger than 5 MB. Please split it into smaller files.");
    const declared = await t.request("/api/admin/contacts/import/preview", { method: "POST", headers: { ...auth, "content-type": "application/json", "content-length": String(7 * 1024 * 1024) }, body: "{}" });
    expect(declared.status).toBe(413);
    expect((await call("/preview", { csv: SEMICOLONS }, await t.loginAs("editor"))).status).toBe(403);
    expect((await call("/preview", { csv: SEMICOLONS }, await t.loginAs("sales"))).status).toBe(200);
  });
});

describe("import", () => {
  const mapping = ["fullName", "email", "phone", "company", "role", "tags"];

  it("creates the good rows with a timeline entry, returns the error rows as a file, and a second run creates nothing", async () => {
    const first = await importFile({ csv: SEMICOLONS, fileName: "leads.csv", mapping });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 2, updated: 0, skipped: 0, failed: 3 });
    expect(first.body.errorCsv.split("\r\n")[0]).toBe('\uFEFF"Row","Error","Full Name","E-mail","Phone","Brokerage","Role","Tags"');
    expect(first.body.errorCsv).toContain('"3","Email: Please enter a valid email address","Bo Broker","bo@example"');

    const rows = await t.deps.db.select().from(contacts).orderBy(contacts.id);
    expect(rows.map((r) => [r.firstName, r.lastName, r.email, r.role, r.source, r.tags])).toEqual([
      ["Ana", "Agent", "ana@example.com", "Real Estate Agent", "import", ["vip", "open house"]],
      ["Cy", "Leader", "cy@example.com", "Team Leader", "import", []],
    ]);
    const [activity] = await t.deps.db.select().from(contactActivities).where(eq(contactActivities.contactId, rows[0]!.id));
    expect(activity!.description).toBe("Imported from leads.csv by Test Admin");
    // No live "new lead" alert per imported row.
    expect(await t.deps.db.select().from(liveEvents)).toEqual([]);
    expect((await t.deps.db.select().from(auditLog)).find((a) => a.action === "data.imported")).toMatchObject({ target: "contacts CSV leads.csv" });

    const again = await importFile({ csv: SEMICOLONS, fileName: "leads.csv", mapping });
    expect(again.body).toMatchObject({ created: 0, updated: 0, skipped: 2, failed: 3 });
    const updateAgain = await importFile({ csv: SEMICOLONS, fileName: "leads.csv", mapping, onExisting: "update" });
    expect(updateAgain.body).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(2);
    const previewAgain = await preview({ csv: SEMICOLONS, mapping });
    expect(previewAgain.body).toMatchObject({ newContacts: 0, existing: 2 });
  });

  it("updates an existing contact when chosen: fills what the file has, adds tags, writes the change to the timeline", async () => {
    await importFile({ csv: "First Name,Email,Tags\nAna,ana@example.com,vip\n", fileName: "one.csv", mapping: ["firstName", "email", "tags"] });
    const csv = "First name,Last name,Email,Company,Tags,Status\nAna,Agent,Ana@Example.com,Heights Homes,referral,Qualified\n";
    const skipped = await importFile({ csv, fileName: "two.csv", mapping: ["firstName", "lastName", "email", "company", "tags", "status"] });
    expect(skipped.body).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    const updated = await importFile({ csv, fileName: "two.csv", mapping: ["firstName", "lastName", "email", "company", "tags", "status"], onExisting: "update" });
    expect(updated.body).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    const [row] = await t.deps.db.select().from(contacts);
    expect(row).toMatchObject({ name: "Ana Agent", company: "Heights Homes", status: "qualified", tags: ["vip", "referral"] });
    const lines = (await t.deps.db.select().from(contactActivities).orderBy(contactActivities.id)).map((a) => a.description);
    expect(lines[1]).toBe("Updated from two.csv by Test Admin: Last name — → Agent; Company — → Heights Homes; Status New Lead → Qualified; Tags vip → vip, referral");
  });

  it("keeps each contact's stored score current, for new rows and updated ones (the list's band filter reads it)", async () => {
    await importFile({ csv: "First Name,Email\nAna,ana@example.com\n", fileName: "one.csv", mapping: ["firstName", "email"] });
    const [bare] = await t.deps.db.select().from(contacts);
    const csv = "First Name,Email,Phone,Role\nAna,ana@example.com,713-555-0101,Broker\nCy,cy@example.com,713-555-0103,Team Leader\n";
    await importFile({ csv, fileName: "two.csv", mapping: ["firstName", "email", "phone", "role"], onExisting: "update" });
    const rows = await t.deps.db.select().from(contacts).orderBy(contacts.id);
    for (const row of rows) {
      expect(row.score, row.email).toBe(scoreContact({ role: row.role, qualification: storedOf(row), phone: row.phone, email: row.email }).score);
    }
    expect(rows[0]!.score).toBeGreaterThan(bare!.score);
    expect(rows[1]!.score).toBeGreaterThan(0);
  });

  it("imports a comma file with quoted commas and line breaks", async () => {
    const csv = 'name,email,automation\n"Rosa Delgado",rosa@example.com,"Follow-ups, reminders\nand reports"\n';
    const res = await importFile({ csv, mapping: ["fullName", "email", "automation"] });
    expect(res.body).toMatchObject({ created: 1, failed: 0 });
    const [row] = await t.deps.db.select().from(contacts);
    expect(row!.automation).toBe("Follow-ups, reminders\nand reports");
  });
});
