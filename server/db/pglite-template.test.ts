import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, openPglite, PGLITE_TEMPLATE } from "./client.ts";
import { tarEntries, unpackTemplate } from "./pglite-template.ts";

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bcai-template-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A ustar archive as PGlite's dump writes one (absolute names, folders and regular files). */
function tar(entries: { name: string; body?: string; dir?: boolean }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const header = Buffer.alloc(512);
    const body = Buffer.from(entry.body ?? "");
    header.write(entry.name, 0, 100, "utf8");
    header.write("0000644\0", 100);
    header.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
    header.write(entry.dir ? "5" : "0", 156);
    header.write("ustar\0", 257);
    blocks.push(header);
    if (body.length) blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

function writeTemplate(entries: Parameters<typeof tar>[0]): string {
  const file = path.join(tmp(), "template.tar.gz");
  writeFileSync(file, gzipSync(tar(entries)));
  return file;
}

describe("the embedded database's template", () => {
  it("is unpacked into a missing or empty folder, files and folders alike, with nothing left beside it", () => {
    const template = writeTemplate([
      { name: "/base", dir: true },
      { name: "/base/1/1259", body: "x".repeat(1300) },
      { name: "/PG_VERSION", body: "17\n" },
    ]);
    const parent = tmp();
    const dataDir = path.join(parent, "pglite");
    expect(unpackTemplate(template, dataDir)).toBe(true);
    expect(readFileSync(path.join(dataDir, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(readFileSync(path.join(dataDir, "base/1/1259"), "utf8")).toHaveLength(1300);
    expect(readdirSync(parent)).toEqual(["pglite"]);

    const empty = path.join(parent, "empty");
    mkdirSync(empty);
    expect(unpackTemplate(template, empty)).toBe(true);
    expect(existsSync(path.join(empty, "PG_VERSION"))).toBe(true);
  });

  it("leaves a folder that already holds something alone", () => {
    const template = writeTemplate([{ name: "/PG_VERSION", body: "17\n" }]);
    const dataDir = tmp();
    writeFileSync(path.join(dataDir, "notes.txt"), "mine");
    expect(unpackTemplate(template, dataDir)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(["notes.txt"]);
  });

  it("refuses names that leave the folder and entry types it does not write, leaving nothing behind", () => {
    const parent = tmp();
    const dataDir = path.join(parent, "pglite");
    expect(() => unpackTemplate(writeTemplate([{ name: "/ok", body: "1" }, { name: "../../escape", body: "x" }]), dataDir)).toThrow(/outside the data directory/);
    expect(readdirSync(parent)).toEqual([]);
    const link = tar([{ name: "/link", body: "" }]);
    link[156] = "2".charCodeAt(0);
    expect(() => [...tarEntries(link)]).toThrow(/unsupported entry type/);
  });

  it("gives a first start a migrated database that opens again on restart", { timeout: 60_000 }, async () => {
    const buildDir = tmp();
    const source = openPglite(null);
    await source.migrate();
    const dump = await source.dump!();
    await source.close();
    writeFileSync(path.join(buildDir, PGLITE_TEMPLATE), Buffer.from(await dump.arrayBuffer()));

    const dataRoot = tmp();
    const first = openDatabase({ DATA_DIR: dataRoot, BUILD_DIR: buildDir });
    expect(await first.migrate()).toEqual([]); // the template has every migration
    await first.db.execute("create table template_probe (n int)");
    await first.db.execute("insert into template_probe values (7)");
    await first.close();
    expect(readdirSync(dataRoot)).toEqual(["pglite"]);

    const again = openDatabase({ DATA_DIR: dataRoot, BUILD_DIR: buildDir });
    const rows = await again.db.execute<{ n: number }>("select n from template_probe");
    expect(rows.rows).toEqual([{ n: 7 }]);
    await again.close();
  });
});
