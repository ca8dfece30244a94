// Main-thread work of a phone's first load, read from Chrome's trace (docs/decisions/017): `npm run bench:main-thread`
// [-- --runs N] [--pages /,/es/contact,post] [--base URL --base URL2].
// Lighthouse's TBT multiplies every observed task by 4 whatever the host, so on a slower machine it mostly measures
// the machine; this prints where the time goes instead, unthrottled, as medians of N traced loads (412×823, touch):
// the navigation's commit task, the page's inline scripts, parsing the inlined stylesheet, style + layout, the longest
// task, the part of every task over 12.5 ms times 4 (what Lighthouse would count as blocking, before its FCP window),
// and all main-thread time until 2.5 s after load. With two --base URLs (two builds running side by side) the loads
// alternate between them, so both see the same machine. Without --base it starts the built app on a fresh database.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { chromium, type Browser } from "playwright-core";
import { startAppProcess } from "#tests/support/app-process.ts";
import { median } from "./stats.ts";

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Math.max(1, Number(opt("--runs") ?? 10) || 10);
const onlyPages = opt("--pages")?.split(",");
const bases = args.flatMap((a, i) => (a === "--base" && args[i + 1] ? [args[i + 1]!.replace(/\/$/, "")] : []));
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel", "blink", "loading"];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; processId?: number } };
}

interface Sample {
  commit: number;
  inlineScripts: number;
  cssParse: number;
  styleLayout: number;
  longestTask: number;
  blocking4x: number;
  busy: number;
}

const COLUMNS: [keyof Sample, string][] = [
  ["commit", "commit"],
  ["inlineScripts", "inline JS"],
  ["cssParse", "CSS parse"],
  ["styleLayout", "style+layout"],
  ["longestTask", "longest task"],
  ["blocking4x", ">12.5 ms ×4"],
  ["busy", "busy"],
];

function analyse(events: TraceEvent[], pageUrl: string): Sample {
  const origin = new URL(pageUrl).origin;
  const committed = events.find((e) => e.name === "FrameCommittedInBrowser" && e.args?.data?.url?.startsWith(origin));
  const pid = committed?.args?.data?.processId;
  const main = events.find((e) => e.pid === pid && e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) throw new Error(`no renderer main thread in the trace of ${pageUrl}`);
  const slices = events.filter((e) => e.pid === pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const ms = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const named = (name: string) => slices.filter((e) => e.name === name);
  const tasks = named("RunTask").map((e) => (e.dur ?? 0) / 1000);
  return {
    commit: Math.max(0, ...named("DocumentLoader::CommitNavigation").map((e) => (e.dur ?? 0) / 1000)),
    inlineScripts: ms(named("EvaluateScript").filter((e) => e.args?.data?.url === pageUrl)),
    cssParse: ms(named("CSSParserImpl::parseStyleSheet")),
    styleLayout: ms(named("UpdateLayoutTree")) + ms(named("Layout")),
    longestTask: Math.max(0, ...tasks),
    blocking4x: tasks.reduce((sum, d) => sum + Math.max(0, d - 12.5) * 4, 0),
    busy: tasks.reduce((sum, d) => sum + d, 0),
  };
}

async function load(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2500); // a fixed window after load: what is measured is the work inside it
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return analyse(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

async function main() {
  let stop: (() => Promise<void>) | undefined;
  if (bases.length === 0) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-"));
    const { child, base } = await startAppProcess({
      readyTimeoutMs: 90_000,
      env: { DATA_DIR: dataDir, SCHEDULER: "false", SECRET_KEY: randomBytes(32).toString("hex") },
    });
    bases.push(base);
    stop = async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const sitemap = await fetch(`${bases[0]}/sitemap.xml`).then((r) => r.text());
    const post = /\/blog\/[a-z0-9-]+(?=<)/.exec(sitemap)?.[0];
    // --pages may name any public path (e.g. /es/, /zh/contact); "post" is the newest post.
    const pages = onlyPages
      ? onlyPages.flatMap((p) => (p === "post" ? (post ? [post] : []) : p ? [p] : []))
      : ["/", "/solutions", "/blog", "/contact", "/privacy", ...(post ? [post] : [])];
    for (const base of bases) for (const p of pages) await fetch(base + p).then((r) => r.arrayBuffer());
    console.log(`medians of ${runs} loads, ms (unthrottled)\n`);
    console.log(["page".padEnd(28), "build".padEnd(24), ...COLUMNS.map(([, label]) => label.padStart(12))].join(" "));
    for (const p of pages) {
      const samples = new Map<string, Sample[]>(bases.map((b) => [b, []]));
      for (let i = 0; i < runs; i++) {
        // Alternate the order so neither build always goes first.
        for (const base of i % 2 ? [...bases].reverse() : bases) samples.get(base)!.push(await load(browser, base + p));
      }
      for (const base of bases) {
        const list = samples.get(base)!;
        const cells = COLUMNS.map(([key]) => median(list.map((s) => s[key])).toFixed(1).padStart(12));
        console.log([(p.length > 28 ? `${p.slice(0, 25)}...` : p).padEnd(28), base.padEnd(24), ...cells].join(" "));
      }
    }
  } finally {
    await browser.close();
    await stop?.();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
