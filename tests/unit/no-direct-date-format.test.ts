import path from "node:path";
import { pathToFileURL } from "node:url";
import { Linter, type Rule } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rule that keeps admin pages on the one date formatter (eslint-rules/no-direct-date-format.js).
const rulePath = path.resolve(import.meta.dirname, "../../eslint-rules/no-direct-date-format.js");

async function lint(code: string): Promise<string[]> {
  const { default: rule } = (await import(pathToFileURL(rulePath).href)) as { default: Rule.RuleModule };
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(code, [{ plugins: { local: { rules: { "no-direct-date-format": rule } } }, rules: { "local/no-direct-date-format": "error" } }]);
  return messages.map((m) => m.message);
}

describe("local/no-direct-date-format", () => {
  it("reports a page formatting a date on its own", async () => {
    for (const code of [
      "new Date(iso).toLocaleString();",
      'at.toLocaleString("en-US", { month: "short", day: "numeric" });',
      'at.toLocaleDateString("en-US");',
      "at.toLocaleTimeString();",
      'const f = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });',
      "Intl.DateTimeFormat().format(at);",
    ]) {
      const messages = await lint(code);
      expect(messages, code).toHaveLength(1);
      expect(messages[0], code).toMatch(/^Format dates with common\/lib\/format-date\.ts/);
    }
  });

  it("leaves numbers and reading the browser's zone alone", async () => {
    expect(await lint('total.toLocaleString("en-US"); const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;')).toEqual([]);
  });
});
