import { afterEach, describe, expect, it } from "vitest";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { createLogger } from "../lib/logger.ts";
import { createLifecycle, type ShutdownSteps } from "./shutdown.ts";
import { waitFor } from "#tests/setup/crashable-db.ts";

// A real HTTP server and real keep-alive clients: what a load balancer and visitors see during a SIGTERM.

interface Reply {
  status: number;
  connection: string | undefined;
  body: string;
}

let servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers) s.closeAllConnections();
  servers = [];
});

/** A server whose `/slow` answers only when `release()` is called; `/readyz` says ready. */
async function start() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const lifecycle = createLifecycle(createLogger("silent"));
  const seen: string[] = [];
  const server = http.createServer(
    lifecycle.wrap((req, res) => {
      seen.push(req.url ?? "");
      const answer = () => res.end(req.url === "/readyz" ? "ready" : "ok");
      if (req.url === "/slow") void gate.then(answer);
      else answer();
    }),
  );
  lifecycle.attach(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const get = (path: string) =>
    new Promise<Reply>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        })
        .on("error", reject);
    });
  return { lifecycle, server, port, get, release, seen };
}

function steps(log: string[], overrides: Partial<ShutdownSteps> = {}): ShutdownSteps {
  return {
    drainMs: 0,
    timeoutMs: 5_000,
    stopWork: () => void log.push("stop work"),
    settleWork: async () => (log.push("settle work"), true),
    releaseWork: async () => (log.push("release work"), 0),
    close: async () => void log.push("close database"),
    ...overrides,
  };
}

describe("graceful shutdown", () => {
  it("answers 503 on /readyz while still serving, finishes the request in flight, then stops work, releases and closes in order", async () => {
    const { lifecycle, server, get, release, seen } = await start();
    expect(await get("/readyz")).toMatchObject({ status: 200, body: "ready" });
    const inFlight = get("/slow");
    await waitFor(async () => seen.includes("/slow"), { what: "the slow request" });

    const log: string[] = [];
    // Long enough for the three local requests below on a busy machine.
    const stopped = lifecycle.shutdown(server, steps(log, { drainMs: 3_000 }));

    const ready = await get("/readyz");
    expect(ready).toMatchObject({ status: 503, connection: "close" });
    expect(JSON.parse(ready.body)).toEqual({ status: "draining", message: "Shutting down" });
    expect(await get("/other")).toMatchObject({ status: 200, body: "ok", connection: "close" });
    expect(log).toEqual(["stop work"]);

    release();
    expect(await inFlight).toMatchObject({ status: 200, body: "ok", connection: "close" });
    await stopped;
    expect(log).toEqual(["stop work", "settle work", "release work", "close database"]);
    expect(server.listening).toBe(false);
  });

  it("stops accepting after the drain, answers a request already in flight and one sent on a connection accepted just before, without a reset", async () => {
    const { lifecycle, server, port, get, release, seen } = await start();
    const inFlight = get("/slow");
    await waitFor(async () => seen.includes("/slow"), { what: "the slow request" });
    // A connection the server accepted but whose request it has not read yet.
    const raw = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => raw.once("connect", () => resolve()));
    await waitFor(async () => (await new Promise<number>((r) => server.getConnections((_e, n) => r(n)))) >= 2, { what: "both connections" });

    const log: string[] = [];
    const stopped = lifecycle.shutdown(server, steps(log));
    await waitFor(async () => !server.listening, { what: "the listener to close" });
    let rawReply = "";
    const rawClosed = new Promise<string>((resolve, reject) => {
      raw.on("data", (chunk: Buffer) => (rawReply += chunk.toString()));
      raw.on("end", () => resolve(rawReply));
      raw.on("error", reject);
    });
    raw.write("GET /late HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(await rawClosed).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Connection: close[\s\S]*ok$/i);
    const connecting = new Promise((resolve, reject) => net.connect(port, "127.0.0.1").on("connect", resolve).on("error", reject));
    await expect(connecting).rejects.toMatchObject({ code: "ECONNREFUSED" });

    release();
    expect(await inFlight).toMatchObject({ status: 200, body: "ok" });
    await stopped;
    expect(log).toEqual(["stop work", "settle work", "release work", "close database"]);
  });

  it("gives up waiting after the timeout: unfinished work is released and the database still closed", async () => {
    const { lifecycle, server } = await start();
    const log: string[] = [];
    const result = await lifecycle.shutdown(
      server,
      steps(log, {
        timeoutMs: 50,
        settleWork: async () => (log.push("settle work"), false),
        releaseWork: async () => (log.push("release work"), 3),
      }),
    );
    expect(result).toMatchObject({ workSettled: false, released: 3 });
    expect(log).toEqual(["stop work", "settle work", "release work", "close database"]);
  });
});
