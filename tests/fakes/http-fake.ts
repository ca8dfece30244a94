import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
};

export type HttpFake = {
  /** Listens on 127.0.0.1; the first start picks a free port, later starts reuse it. */
  start(): Promise<void>;
  close(): Promise<void>;
  readonly port: number;
  readonly url: string;
};

type Handler = (request: FakeRequest, res: ServerResponse) => void | Promise<void>;

/** Shared plumbing of the HTTP fakes: body reading, port reuse and closing that never hangs. */
export function createHttpFake(handler: Handler): HttpFake {
  let server: Server | undefined;
  let port = 0;

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const request = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    try {
      await handler(request, res);
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { message: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    async start() {
      if (server) return;
      const s = createServer((req, res) => void onRequest(req, res));
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      port = (s.address() as AddressInfo).port;
      server = s;
    },
    async close() {
      const s = server;
      if (!s) return;
      server = undefined;
      // Delayed responses (timeout tests) would otherwise keep close() waiting.
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Resolves after `ms`, or early when the client hangs up (so a timed-out client frees the fake). */
export function wait(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Outages a fake can be told to have: the next requests fail with a status, or answer late (a client's timeout). */
export function createFaults() {
  let failures = { count: 0, status: 500 };
  let delays = { count: 0, ms: 0 };
  return {
    failNext(count: number, status = 500): void {
      failures = { count, status };
    },
    delayNext(count: number, ms: number): void {
      delays = { count, ms };
    },
    /** Waits out a delay due to this request; then the status it must fail with, or null to answer normally. */
    async take(res: ServerResponse): Promise<number | null> {
      if (delays.count > 0) {
        delays.count--;
        await wait(delays.ms, res);
      }
      if (failures.count === 0) return null;
      failures.count--;
      return failures.status;
    },
    reset(): void {
      failures = { count: 0, status: 500 };
      delays = { count: 0, ms: 0 };
    },
  };
}
