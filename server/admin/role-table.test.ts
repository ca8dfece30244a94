import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { ADMIN_AREAS, ADMIN_PAGE_AREAS, canUse, NO_ACCESS_MESSAGE, pageArea } from "#common/auth/access.ts";
import { apiArea } from "./admin-mounts.ts";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#common/auth/roles.ts";
import { ADMIN_PREFIX } from "./admin.routes.ts";

// The README's role table is what an agency reads before giving someone a role: it is read here, row by row, and
// held to the access map (common/auth/access.ts) and to what the server answers, so the two cannot drift apart.

interface Row {
  what: string;
  pages: string[];
  apis: { method: string; path: string }[];
  roles: StaffRole[];
}

function readRoleTable(): Row[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.split(/^## /m).find((s) => s.startsWith("Staff and roles\n"));
  if (!section) throw new Error('README has no "Staff and roles" section');
  const lines = section.split("\n").filter((l) => l.startsWith("|"));
  const cells = (line: string) => line.slice(1, line.trimEnd().endsWith("|") ? line.trimEnd().length - 1 : undefined).split("|").map((c) => c.trim());
  const header = cells(lines[0]!);
  const column = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`README role table has no "${name}" column`);
    return i;
  };
  const roleColumns = STAFF_ROLES.map((role) => [role, column(ROLE_LABELS[role])] as const);
  const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return lines.slice(2).map((line) => {
    const c = cells(line);
    return {
      what: c[column("What")]!,
      pages: code(c[column("Page")]!),
      apis: code(c[column("API it reads")]!).map((call) => {
        const [method, path] = call.split(" ");
        return { method: method!, path: path! };
      }),
      roles: roleColumns.filter(([, i]) => c[i] === "✓").map(([role]) => role),
    };
  });
}

const rows = readRoleTable();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("the README's role table", () => {
  it("has a row for every admin page and every area of the access map", () => {
    expect(rows.length).toBeGreaterThan(10);
    const pages = rows.flatMap((r) => r.pages);
    for (const [page] of ADMIN_PAGE_AREAS) expect(pages, page).toContain(page);
    const areas = new Set(rows.flatMap((r) => [...r.pages.map(pageArea), ...r.apis.map((a) => apiArea(a.path.slice(ADMIN_PREFIX.length), a.method))]));
    for (const area of ADMIN_AREAS) expect([...areas], area).toContain(area);
  });

  it("gives each row's pages and API calls to exactly the roles it ticks, in the access map", () => {
    for (const row of rows) {
      for (const page of row.pages) expect(STAFF_ROLES.filter((role) => canUse(role, pageArea(page))), `${row.what}: ${page}`).toEqual(row.roles);
      for (const api of row.apis) {
        const area = apiArea(api.path.slice(ADMIN_PREFIX.length), api.method);
        expect(area, `${api.method} ${api.path} has an area`).not.toBeNull();
        expect(STAFF_ROLES.filter((role) => canUse(role, area!)), `${row.what}: ${api.method} ${api.path}`).toEqual(row.roles);
      }
    }
  });

  it("is what the server answers: 200 for a ticked role, 403 for the others", { timeout: 120_000 }, async () => {
    const headers = {} as Record<StaffRole, Record<string, string>>;
    for (const role of STAFF_ROLES) headers[role] = await t.loginAs(role);
    for (const row of rows) {
      for (const api of row.apis) {
        for (const role of STAFF_ROLES) {
          const res = await t.request(api.path, { method: api.method, headers: headers[role] });
          const body = (await res.json()) as { message?: string };
          const answer = `${role} ${api.method} ${api.path}: ${res.status} ${body.message ?? ""}`;
          if (row.roles.includes(role)) expect(res.status, answer).toBe(200);
          else expect([res.status, body.message], answer).toEqual([403, NO_ACCESS_MESSAGE]);
        }
      }
    }
  });
});
