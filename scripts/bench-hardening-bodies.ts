// Request bodies refused before they are read (docs/decisions/036), replayed against the built app:
// `npm run bench:hardening` (with scripts/bench-hardening-streams.ts), or `node scripts/bench-hardening-bodies.ts`.
// Every write route of the API document (its method, path parameters filled with 1) and two page posts get an
// anonymous body of 300 MB of each content type, declared by Content-Length and sent chunked, over a raw socket
// that says `Connection: close`, at 64 KB a millisecond (500 Mbit/s), stopping when the answer arrives; twice, after
// a warm-up with 2-byte bodies. Measured per request: the status, the time to the answer, the body bytes the server
// had read from the connection when it wrote the answer (scripts/bench-hardening-probe.ts, loaded into the server,
// prints the socket's count), and whether the answer arrived whole or the connection was reset. Then three rounds
// of 16 clients at once sending as fast as loopback takes: 8 to the upload route, 8 chunked to the contact form.
// The server's resident memory is read after a full garbage collection (the probe's SIGUSR2) and sampled meanwhile.
// One instance on PGlite, listening on 127.0.0.1; the run gives up after 8 minutes.
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureBuild, printTable, root, sleep, startInstance, type Instance } from "./bench-servers.ts";
import { median } from "./stats.ts";

const DEADLINE_MS = 8 * 60_000;
const REQUEST_TIMEOUT_MS = 20_000;
const MB = 1024 * 1024;
const BODY_BYTES = 300 * MB;
const TYPES = {
  text: "text/plain",
  octet: "application/octet-stream",
  json: "application/json",
  multipart: "multipart/form-data; boundary=bench",
  form: "application/x-www-form-urlencoded",
} as const;
type TypeName = keyof typeof TYPES;
type Framing = "length" | "chunked";
const VARIANTS = (["length", "chunked"] as const).flatMap((framing) => (Object.keys(TYPES) as TypeName[]).map((type) => ({ type, framing })));
const PAGES = ["POST /contact", "POST /admin/login"];

interface Outcome {
  status: string;
  ms: number;
  serverRead: number;
  clientSent: number;
  whole: boolean;
  reset: boolean;
}

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

/** The body bytes the server had read from the client's connection when it answered (the probe's line). */
async function readAtAnswer(instance: Instance, from: number, clientPort: number, headBytes: number): Promise<number> {
  const line = new RegExp(`^bench-answer ${clientPort} (\\d+)$`, "m");
  for (let i = 0; i < 200; i++) {
    const match = line.exec(instance.output().slice(from));
    if (match) return Number(match[1]) - headBytes;
    await sleep(5);
  }
  return NaN;
}

/** The same request with a body of two bytes (`{}`): the warm-up, so that memory figures compare like with like. */
function sendSmall(instance: Instance, route: string, type: TypeName, framing: Framing): Promise<void> {
  const [method, target] = route.split(" ") as [string, string];
  const framed = framing === "chunked" ? ["Transfer-Encoding: chunked", "", "2", "{}", "0", "", ""] : ["Content-Length: 2", "", "{}"];
  const request = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", `Content-Type: ${TYPES[type]}`, "Connection: close", ...framed].join("\r\n");
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(instance.base).port), "127.0.0.1", () => socket.end(request));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve());
    socket.resume();
  });
}

/** One anonymous request with a body of BODY_BYTES; stops sending when the answer arrives, and waits for the close. */
async function send(instance: Instance, route: string, type: TypeName, framing: Framing, paced: boolean): Promise<Outcome> {
  const [method, target] = route.split(" ") as [string, string];
  const from = instance.output().length;
  const exchange = await new Promise<Outcome & { port: number; headBytes: number }>((resolve) => {
    const socket = net.connect(Number(new URL(instance.base).port), "127.0.0.1");
    const data = Buffer.alloc(64 * 1024, 0x20);
    const chunk = framing === "chunked" ? Buffer.concat([Buffer.from("10000\r\n"), data, Buffer.from("\r\n")]) : data;
    const head = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", `Content-Type: ${TYPES[type]}`, "Connection: close"];
    head.push(framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${BODY_BYTES}`);
    let response = "";
    let sent = 0;
    let answered = false;
    let reset = false;
    let outcome: Omit<Outcome, "whole" | "reset"> = { status: "no answer", ms: NaN, serverRead: NaN, clientSent: NaN };
    const started = performance.now();
    const pump = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += data.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
        if (paced) return void setTimeout(pump, 1);
      }
    };
    const timer = setTimeout(() => {
      outcome.status = "timeout";
      socket.destroy();
    }, REQUEST_TIMEOUT_MS);
    socket.on("data", (bytes: Buffer) => {
      if (!answered) {
        answered = true;
        const status = /^HTTP\/1\.1 (\d{3})/.exec(bytes.toString("latin1"))?.[1] ?? "?";
        outcome = { status, ms: performance.now() - started, serverRead: NaN, clientSent: sent };
      }
      response += bytes.toString("latin1");
    });
    // The server's FIN after the answer: stop, drop what is still queued, close (as curl does).
    socket.on("end", () => socket.destroy());
    socket.on("error", (err: NodeJS.ErrnoException) => (reset ||= err.code === "ECONNRESET" || err.code === "EPIPE"));
    socket.on("close", () => {
      clearTimeout(timer);
      const length = Number(/\r\ncontent-length: (\d+)\r\n/i.exec(response)?.[1] ?? NaN);
      const body = response.slice(response.indexOf("\r\n\r\n") + 4);
      resolve({ ...outcome, whole: Buffer.byteLength(body, "latin1") === length, reset, port: clientPort, headBytes: headText.length });
    });
    let clientPort = 0;
    socket.once("connect", () => (clientPort = socket.localPort!));
    const headText = `${head.join("\r\n")}\r\n\r\n`;
    socket.write(headText);
    pump();
  });
  const { port, headBytes, ...outcome } = exchange;
  return { ...outcome, serverRead: await readAtAnswer(instance, from, port, headBytes) };
}

/** Every write route of the API document, path parameters filled in; then the page posts. */
async function writeRoutes(base: string): Promise<string[]> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const routes: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods).filter((m) => ["post", "put", "patch", "delete"].includes(m))) {
      routes.push(`${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "1")}`);
    }
  }
  return [...routes, ...PAGES];
}

/** Resident memory after a full garbage collection in the server (the probe's SIGUSR2). */
async function rssAfterGc(instance: Instance): Promise<number> {
  const from = instance.output().length;
  instance.child.kill("SIGUSR2");
  for (let i = 0; i < 400 && !instance.output().slice(from).includes("bench-gc"); i++) await sleep(5);
  return rssMb(instance.child.pid!);
}

/** Samples the server's resident memory until stopped: the highest figure. */
function rssPeak(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  return () => (clearInterval(timer), Math.max(peak, rssMb(pid)));
}

function printMatrix(rows: Map<string, Outcome[]>): void {
  const header = ["Route", ...VARIANTS.map((v) => `${v.framing === "chunked" ? "TE" : "CL"}:${v.type}`)];
  const cells = [...rows].map(([route, outs]) => [route, ...outs.map((o) => `${o.status}${o.reset ? "!" : ""}${o.whole ? "" : "~"}`)]);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`;
  console.log("\nStatus per route and body (CL: Content-Length 300 MB, TE: chunked; ! = reset, ~ = answer not whole)\n");
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of cells) console.log(line(r));
}

async function main() {
  ensureBuild();
  let instance: Instance | null = null;
  const giveUp = setTimeout(() => {
    console.error(`gave up after ${DEADLINE_MS / 60_000} minutes`);
    instance?.child.kill("SIGKILL");
    process.exit(1);
  }, DEADLINE_MS);
  giveUp.unref();
  try {
    instance = await startInstance("A", {}, { NODE_OPTIONS: `--expose-gc --import=${path.join(root, "scripts/bench-hardening-probe.ts")}` });
    const pid = instance.child.pid!;
    const routes = await writeRoutes(instance.base);
    // The same requests with bodies of two bytes first: what the code paths cost once (compiled code, caches), so
    // that "before" is the instance warm and the figures below are what the large bodies add.
    const rssCold = await rssAfterGc(instance);
    for (const route of routes) for (const v of VARIANTS) await sendSmall(instance, route, v.type, v.framing);
    const rssBefore = await rssAfterGc(instance);
    const rss = [`cold: ${rssCold.toFixed(0)}`, `warm, before: ${rssBefore.toFixed(0)}`];
    // Every route and body twice: the second pass shows whether memory keeps growing or the first only warmed up.
    const passes: Map<string, Outcome[]>[] = [];
    for (const pass of [1, 2]) {
      const peak = rssPeak(pid);
      const rows = new Map<string, Outcome[]>();
      for (const route of routes) {
        const outs: Outcome[] = [];
        for (const v of VARIANTS) outs.push(await send(instance, route, v.type, v.framing, true));
        rows.set(route, outs);
      }
      passes.push(rows);
      rss.push(`pass ${pass}: ${peak().toFixed(0)} peak, ${(await rssAfterGc(instance)).toFixed(0)} after`);
    }

    // A few at once, as in the report, sent as fast as loopback takes them; three rounds.
    const burst: Outcome[] = [];
    for (const round of [1, 2, 3]) {
      const peak = rssPeak(pid);
      burst.push(
        ...(await Promise.all([
          ...Array.from({ length: 8 }, () => send(instance!, "POST /api/admin/media", "text", "length", false)),
          ...Array.from({ length: 8 }, () => send(instance!, "POST /api/contact", "json", "chunked", false)),
        ])),
      );
      rss.push(`16 at once (${round}): ${peak().toFixed(0)} peak`);
    }
    rss.push(`then: ${(await rssAfterGc(instance)).toFixed(0)}`);

    printMatrix(passes[0]!);
    const all = passes.flatMap((rows) => [...rows.values()].flat());
    const statuses = new Map<string, number>();
    for (const o of all) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    const sum: [string, string, string][] = [
      ["Requests (routes × bodies × 2 passes)", `${all.length} (${routes.length} × ${VARIANTS.length} × 2)`, ""],
      ["Statuses", [...statuses].map(([s, n]) => `${s}: ${n}`).join(", "), "401, 413 or 415 only"],
      ["Body read by the server before it answered, largest", mb(Math.max(...all.map((o) => o.serverRead))), "< 1 MB"],
      ["Body read by the server before it answered, median", mb(median(all.map((o) => o.serverRead))), ""],
      ["Sent by the client before the answer, largest (kernel buffers included)", mb(Math.max(...all.map((o) => o.clientSent))), ""],
      ["Time to the answer, median / largest", `${median(all.map((o) => o.ms)).toFixed(1)} ms / ${Math.max(...all.map((o) => o.ms)).toFixed(1)} ms`, ""],
      ["Answers reset or not whole (client sent Connection: close)", `${all.filter((o) => o.reset || !o.whole).length}`, "0"],
      ["16 at once × 3: statuses", [...new Set(burst.map((o) => o.status))].join(", "), "401, 413"],
      ["16 at once × 3: body read by the server before it answered, largest", mb(Math.max(...burst.map((o) => o.serverRead))), "< 1 MB"],
      ["16 at once × 3: sent by one client before its answer, largest", mb(Math.max(...burst.map((o) => o.clientSent))), ""],
      ["16 at once × 3: answers reset or not whole", `${burst.filter((o) => o.reset || !o.whole).length}`, "0"],
      ["Server RSS, MB (before, after: after a full GC)", rss.join("; "), `grows < 20 MB (< ${(rssBefore + 20).toFixed(0)})`],
    ];
    printTable("Anonymous 300 MB bodies to every write route (one instance on PGlite)", sum);
  } finally {
    if (instance) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
    clearTimeout(giveUp);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
