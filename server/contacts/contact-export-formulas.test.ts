import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";

// Text that came in through an import leaves through the export with every formula start neutralised, including
// one after a separator and blanks, which a reader splitting on that separator would evaluate.

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

describe("import then export", () => {
  it("neutralises formulas after a separator and a space, a tab and a bar", async () => {
    const csv = 'First Name,Email,Company,Automation needs\r\nAna,ana@example.com,"Heights; =HYPERLINK(1)","then; @SUM(2)|\t-3"\r\n';
    const imported = await t.request("/api/admin/contacts/import", {
      method: "POST",
      headers: auth,
      json: { csv, fileName: "formulas.csv", mapping: ["firstName", "email", "company", "automation"] },
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ created: 1, failed: 0 });
    const text = await (await t.request("/api/admin/contacts/export.csv", { headers: auth })).text();
    expect(text).toContain(`,"Heights; '=HYPERLINK(1)",`);
    expect(text).toContain(`,"then; '@SUM(2)|'\t'-3",`);
    expect(text).not.toMatch(/[,;|\t"]\s*[=+@]/u);
  });
});
