import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { features } from "./features.ts";
import type { AnyFeature, ServiceDeps } from "./feature.ts";
import { createServices } from "./services.ts";
import { ADMIN_MOUNTS, ADMIN_PREFIX } from "./admin/admin-mounts.ts";
import { API_MOUNTS } from "./public-api.routes.ts";
import { tasks } from "./contacts/index.ts";

// The mount paths stay literal types, so the admin client's contract can be keyed by them.
type AdminMountPath = NonNullable<(typeof features)[number]["admin"]>[number]["mount"];
const mountsAreLiterals: string extends AdminMountPath ? false : "/api/admin/tasks" extends AdminMountPath ? true : false = true;

const SERVER = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const isFeature = (value: unknown): value is AnyFeature =>
  typeof value === "object" && value !== null && "name" in value && "needs" in value && typeof (value as AnyFeature).services === "function";

describe("the features list (server/features.ts)", () => {
  const definers = sourceFiles(SERVER)
    .filter((file) => !file.endsWith(`${path.sep}feature.ts`) && /\bdefineFeature\(/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(SERVER, file));

  it("has every feature that is defined, and features are defined only in a folder's index.ts", async () => {
    expect(definers.length).toBeGreaterThan(10);
    expect(definers.filter((file) => path.basename(file) !== "index.ts"), "defineFeature outside an index.ts").toEqual([]);
    const missing: string[] = [];
    for (const file of definers) {
      const exports = (await import(`./${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (isFeature(value) && !(features as readonly AnyFeature[]).includes(value)) missing.push(`${name} (${file})`);
      }
    }
    expect(missing, "defined but not listed in server/features.ts").toEqual([]);
  });

  it("names each feature once", () => {
    expect(mountsAreLiterals).toBe(true);
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("mounts each router at its own path, and gives every admin router an access area", () => {
    const mounts = [...ADMIN_MOUNTS, ...API_MOUNTS].map((m) => m.mount);
    expect(mounts.filter((m, i) => mounts.indexOf(m) !== i), "mounted twice").toEqual([]);
    for (const m of ADMIN_MOUNTS) {
      expect(m.mount.startsWith(`${ADMIN_PREFIX}/`), m.mount).toBe(true);
      expect(typeof m.access === "string" || m.access.length > 0, `${m.mount} has no access area`).toBe(true);
    }
    for (const m of API_MOUNTS) expect(m.mount.startsWith(ADMIN_PREFIX), `${m.mount} is an admin path outside admin`).toBe(false);
  });

  it("refuses to build a feature whose needs are not listed, before building anything", () => {
    expect(() => createServices({} as ServiceDeps, [tasks])).toThrow("tasks needs contacts, which is not in server/features.ts");
  });
});
