// A constant-arrival-rate load generator (the model of wrk2 and k6's constant-arrival-rate executor) for
// `npm run bench:load`'s "offered" phases. Request i is due at start + i / rate, whatever happened to the ones
// before it, and its latency runs from when it was due, not from when a free connection sent it: a slow server
// cannot hide its queue by slowing the generator down (coordinated omission). autocannon's own rate limit sends each
// connection's quota for the second back to back as soon as the second starts, so at 300/s over 50 connections
// the server gets 300 requests at once every second and idles in between.
import http from "node:http";

export interface ConstantRateRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ConstantRateResult {
  /** Answers per second, from the first request's due time to the last answer. */
  rps: number;
  p50: number;
  p99: number;
  /** Unexpected statuses, network errors and timeouts. */
  errors: number;
}

export async function constantRate(opts: {
  base: string;
  rate: number;
  seconds: number;
  connections: number;
  status: number;
  timeoutMs?: number;
  /** The i-th request (each may carry its own address or body). */
  request: (i: number) => ConstantRateRequest;
}): Promise<ConstantRateResult> {
  const url = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections, scheduling: "fifo" });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies = new Float64Array(total);
  let done = 0;
  let errors = 0;
  let lastAnswer = 0;
  const start = performance.now();
  const dueAt = (i: number) => start + (i * 1_000) / opts.rate;

  const finished = new Promise<void>((resolve) => {
    const settle = (i: number, ok: boolean) => {
      const now = performance.now();
      latencies[i] = now - dueAt(i);
      lastAnswer = now;
      if (!ok) errors++;
      if (++done === total) resolve();
    };
    const send = (i: number) => {
      let settled = false;
      const finish = (ok: boolean) => {
        if (settled) return;
        settled = true;
        settle(i, ok);
      };
      const r = opts.request(i);
      const headers = { ...r.headers, ...(r.body !== undefined && { "content-length": String(Buffer.byteLength(r.body)) }) };
      const req = http.request({ host: url.hostname, port: url.port, path: r.path, method: r.method, headers, agent }, (res) => {
        res.on("error", () => finish(false));
        res.on("end", () => finish(res.statusCode === opts.status));
        res.resume();
      });
      req.setTimeout(opts.timeoutMs ?? 10_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => finish(false));
      req.end(r.body);
    };
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, dueAt(sent) - performance.now())));
    };
    if (total === 0) resolve();
    else tick();
  });
  await finished;
  agent.destroy();
  const sorted = latencies.sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { rps: total === 0 ? 0 : done / ((lastAnswer - start) / 1_000), p50: at(0.5), p99: at(0.99), errors };
}
