// Public-site benchmark (docs/decisions/009 and 017): `npm run bench:web` [-- --skip-build] [--runs N] [--pages /,/blog,post] [--browser-lang es] [--report-dir D].
// Builds the app, starts it on a free port with a fresh embedded database, and runs Lighthouse (mobile emulation,
// simulated throttling: its defaults) on the public pages with Debian's chromium. Prints each page's scores,
// LCP, TBT, CLS and the first-load JavaScript (gzipped, and as transferred), against the targets of the issue; with
// `--runs N`, each figure is its own median over N runs, and a run Lighthouse could not trace is run again.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppProcess } from "#tests/support/app-process.ts";
import { median } from "./stats.ts";

// A post and the 404 page are added at run time: the goal covers every public page, a post and the 404 included.
const PAGES = ["/", "/solutions", "/blog", "/contact", "/privacy"];
const NOT_FOUND = "/no-such-page";
const TARGETS = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcpMs: 1500, tbtMs: 50, jsKb: 120 };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");
const runsArg = args.indexOf("--runs");
// `--pages /,/blog,/es/solutions` audits only those pages, any public path (the post is "post").
const pagesArg = args.indexOf("--pages");
const onlyPages = pagesArg >= 0 ? (args[pagesArg + 1] ?? "").split(",") : undefined;
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 1;
const buildDir = process.env.BUILD_DIR ?? "build";
// `--browser-lang es`: the browser prefers that language (navigator.languages and Accept-Language), as a visitor
// who reads the page in its own language; without it the browser is English (Lighthouse's default), so a translated
// page also loads its offer of the English version.
const browserLangArg = args.indexOf("--browser-lang");
const browserLang = browserLangArg >= 0 ? args[browserLangArg + 1] : undefined;
const reportDirArg = args.indexOf("--report-dir");
const reportDir = reportDirArg >= 0 ? args[reportDirArg + 1] : undefined;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const MAX_RETRIES = 5;


function startServer(dataDir: string) {
  return startAppProcess({
    readyTimeoutMs: 90_000,
    env: { DATA_DIR: dataDir, BUILD_DIR: buildDir, SCHEDULER: "false", SECRET_KEY: randomBytes(32).toString("hex") },
  });
}

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's transferred script bytes. */
  jsKb: number;
  /** Gzipped size of the same scripts (the measure). */
  jsGzipKb: number;
  jsFiles: number;
  failed: string[];
}

type Sample = Omit<PageResult, "path">;

async function audit(url: string, port: number, notFound = false): Promise<Sample | { error: string }> {
  const result = await lighthouse(url, {
    port,
    // Lighthouse refuses to audit a document answered with an error status unless told to: the 404 page is meant.
    ignoreStatusCode: notFound,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // The full-page screenshot stretches the viewport over the whole page, which would make every deferred
    // section "visible" and load its code: not what a visitor's first load does (docs/decisions/010).
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run whose trace Lighthouse could not read (e.g. NO_NAVSTART on a busy machine) has no performance figures:
  // the caller runs it again rather than counting a score of 0.
  if (result.lhr.runtimeError) return { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` };
  // `--report-dir D`: each run's full Lighthouse report (LCP element, its phases, requests) for page-weight work.
  if (reportDir) writeFileSync(path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, "_") || "root"}-${Date.now()}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const summary = audits["resource-summary"]?.details;
  const items = summary && "items" in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const jsBytes = items.find((i) => i.resourceType === "script")?.transferSize ?? 0;
  // The measure is gzipped bytes (the wire carries brotli where the browser accepts it, plus headers):
  // ask the server for the gzip size of every script this page load requested.
  const requests = audits["network-requests"]?.details;
  const scripts = requests && "items" in requests ? (requests.items as { url?: string; resourceType?: string }[]) : [];
  const gzipSizes = await Promise.all(
    scripts
      .filter((r) => r.resourceType === "Script" && r.url)
      .map(async (r) => {
        const res = await fetch(r.url!, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
        return Number(res.headers.get("content-length") ?? 0);
      }),
  );
  const jsGzipBytes = gzipSizes.reduce((a, b) => a + b, 0);
  // Audits that cost points outside performance, so a score below 100 says why.
  const failed = Object.entries(categories)
    .filter(([id]) => id !== "performance")
    .flatMap(([, category]) => category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsKb: jsBytes / 1024,
    jsGzipKb: jsGzipBytes / 1024,
    jsFiles: gzipSizes.length,
    failed,
  };
}

/** Each figure's own median over the runs (Lighthouse varies between runs on a shared machine); the audits that
 * failed in any run. */
function medianOf(samples: Sample[]): Sample {
  const of = (pick: (s: Sample) => number) => median(samples.map(pick));
  return {
    performance: of((s) => s.performance),
    accessibility: of((s) => s.accessibility),
    bestPractices: of((s) => s.bestPractices),
    seo: of((s) => s.seo),
    lcpMs: of((s) => s.lcpMs),
    tbtMs: of((s) => s.tbtMs),
    cls: of((s) => s.cls),
    jsKb: of((s) => s.jsKb),
    jsGzipKb: of((s) => s.jsGzipKb),
    jsFiles: of((s) => s.jsFiles),
    failed: [...new Set(samples.flatMap((s) => s.failed))],
  };
}

function printTable(results: PageResult[]) {
  const mark = (ok: boolean) => (ok ? " " : "✗");
  const rows = results.map((r) => [
    r.path,
    `${r.performance}${mark(r.performance >= TARGETS.performance)}`,
    `${r.accessibility}${mark(r.accessibility >= TARGETS.accessibility)}`,
    `${r.bestPractices}${mark(r.bestPractices >= TARGETS.bestPractices)}`,
    `${r.seo}${mark(r.seo >= TARGETS.seo)}`,
    `${Math.round(r.lcpMs)} ms${mark(r.lcpMs <= TARGETS.lcpMs)}`,
    `${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= TARGETS.tbtMs)}`,
    `${r.cls.toFixed(3)}${mark(r.cls <= TARGETS.cls)}`,
    `${r.jsGzipKb.toFixed(1)} KB${mark(r.jsGzipKb <= TARGETS.jsKb)}`,
    `${r.jsKb.toFixed(1)} KB`,
    String(r.jsFiles),
  ]);
  const header = ["page", "perf", "a11y", "best-pr.", "SEO", "LCP", "TBT", "CLS", "JS gzip", "JS on the wire", "JS files"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nTargets: perf >= ${TARGETS.performance}, a11y/best-practices/SEO = 100, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, first-load JS <= ${TARGETS.jsKb} KB gzipped (✗ = missed).
"JS on the wire": Lighthouse's transferred bytes (brotli where accepted, plus HTTP headers).`,
  );
  for (const r of results) if (r.failed.length) console.log(`  ${r.path}: failing audits: ${r.failed.join(", ")}`);
}

async function main() {
  if (!skipBuild) {
    console.log(`Building into ${buildDir}/ …`);
    // The whole build: the pages, the bundled server `npm start` runs, the embedded database's template.
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bcai-bench-"));
  const { child, base } = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, ...(browserLang ? [`--lang=${browserLang}`, `--accept-lang=${browserLang}`] : [])] });
  try {
    // The newest sample post, found the way a crawler would: the sitemap.
    const sitemap = await fetch(`${base}/sitemap.xml`).then((r) => r.text());
    const post = /\/blog\/[a-z0-9-]+(?=<)/.exec(sitemap)?.[0];
    // --pages may name any public path (e.g. /es/solutions, /zh/contact); "post" is the newest post.
    const pages = onlyPages
      ? onlyPages.flatMap((p) => (p === "post" ? (post ? [post] : []) : p ? [p] : []))
      : [...PAGES, ...(post ? [post] : []), NOT_FOUND];
    // One warm-up request per page, so the first audit does not pay for cold server caches.
    for (const p of pages) await fetch(base + p).then((r) => r.arrayBuffer());
    const results: PageResult[] = [];
    for (const p of pages) {
      const samples: Sample[] = [];
      let retries = 0;
      while (samples.length < runs) {
        const sample = await audit(base + p, chrome.port, p === NOT_FOUND);
        if (!("error" in sample)) samples.push(sample);
        else if (++retries > MAX_RETRIES) throw new Error(`${p}: Lighthouse failed ${retries} times: ${sample.error}`);
        else console.log(`  ${p}: run failed (${sample.error}), running it again`);
      }
      results.push({ path: p, ...medianOf(samples) });
      console.log(`  ${p}: done (${runs} run${runs > 1 ? "s" : ""})`);
    }
    printTable(results);
  } finally {
    chrome.kill();
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
