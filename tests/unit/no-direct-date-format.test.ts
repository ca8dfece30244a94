import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint, Linter, type Rule } from "eslint";
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

describe("the project's lint config", () => {
  // Every page and component of the app, the chat inbox and its teaching screens included; tests are left alone.
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
  const reported = async (filePath: string) => {
    const [result] = await eslint.lintText('export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium" });\n', { filePath });
    return result!.messages.filter((m) => m.ruleId === "dates/no-direct-date-format").length;
  };

  it("holds every file under app/ to the one formatter", async () => {
    for (const file of [
      "app/components/admin/chat/conversation-list.tsx",
      "app/components/admin/chat/teaching/taught-answer-row.tsx",
      "app/components/chat/chat-client.ts",
      "app/components/admin/live/live-desk.tsx",
      "app/components/admin/blog/publish-box.tsx",
      "app/components/admin/contacts/tasks/task-form-dialog.tsx",
      "app/routes/admin/chat.tsx",
      "app/lib/some-helper.ts",
    ]) {
      expect(await reported(file), file).toBe(1);
    }
  }, 60_000);

  it("leaves tests alone", async () => {
    expect(await reported("app/components/chat/linkify.test.ts")).toBe(0);
  }, 60_000);
});
