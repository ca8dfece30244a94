import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import { afterEach, describe, expect, it } from "vitest";

// The lint rule behind `npm run lint`'s "no import cycles between modules" (eslint-rules/module-cycles.js), run on
// small trees written for each test.
const rulePath = path.resolve(import.meta.dirname, "../../eslint-rules/module-cycles.js");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function lint(files: Record<string, string>, roots: string[] = []) {
  dir = mkdtempSync(path.join(os.tmpdir(), "module-cycles-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const { default: rule } = (await import(pathToFileURL(rulePath).href)) as { default: Rule.RuleModule };
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, plugins: { local: { rules: { "module-cycles": rule } } }, rules: { "local/module-cycles": ["error", { scopes: ["server", "common"], roots }] } }],
  });
  const results = await eslint.lintFiles(["**/*.ts"]);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}: ${m.message}`));
}

describe("local/module-cycles", () => {
  it("reports both ends of a cycle between two folders, type imports included", async () => {
    const messages = await lint({
      "server/settings/tests.ts": `import { send } from "../outbox/mail.ts";\nexport const run = send;\n`,
      "server/outbox/mail.ts": `import type { Settings } from "../settings/service.ts";\nexport const send = 1;\n`,
      "server/settings/service.ts": `export const x = 1;\n`,
    });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain("server/outbox/mail.ts: server/outbox imports server/settings, which leads back to server/outbox");
    expect(messages[1]).toContain("server/settings/tests.ts: server/settings imports server/outbox, which leads back to server/settings");
  });

  it("follows the #server/#common aliases as it follows relative paths", async () => {
    const messages = await lint({
      "server/settings/tests.ts": `import { send } from "#server/outbox/mail.ts";\nexport const run = send;\n`,
      "server/outbox/mail.ts": `import type { Settings } from "../settings/service.ts";\nexport const send = 1;\n`,
      "server/settings/service.ts": `export const x = 1;\n`,
    });
    expect(messages).toHaveLength(2);
    expect(messages[1]).toContain("server/settings/tests.ts: server/settings imports server/outbox, which leads back to server/settings");
  });

  it("accepts imports that flow one way, within a folder, and through the composition root", async () => {
    const messages = await lint(
      {
        "server/settings/service.ts": `import { z } from "../../common/lib/zod.ts";\nimport { helper } from "./helper.ts";\nexport const s = z + helper;\n`,
        "server/settings/helper.ts": `import { s } from "./service.ts";\nexport const helper = s;\n`,
        "server/settings/routes.ts": `import type { Deps } from "../context.ts";\nexport const r = 1;\n`,
        "server/context.ts": `import { s } from "./settings/service.ts";\nexport const Deps = s;\n`,
        "common/lib/zod.ts": `export const z = 1;\n`,
      },
      ["server/context.ts"],
    );
    expect(messages).toEqual([]);
  });
});
