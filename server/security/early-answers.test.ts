import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { closeGracefullyAfterEarlyAnswers, LINGER_MAX_BYTES, LINGER_MS, nodeRequestListener } from "./early-answers.ts";

// A real listening server and a raw socket: what a client uploading a large body sees when the server answers
// before reading it (413 from Content-Length, 401, 415).

let t: TestContext;
let server: http.Server;
let port: number;
/** Per connection (by the client's port), once closed: what the server read of it, and how long it was open. */
const closed = new Map<number, { read: number; ms: number }>();
beforeAll(async () => {
  t = await createTestContext({ BODY_LIMIT_KB: "16" });
  server = http.createServer(nodeRequestListener(t.app.fetch));
  closeGracefullyAfterEarlyAnswers(server);
  server.on("connection", (socket: net.Socket) => {
    const opened = performance.now();
    const client = socket.remotePort!;
    socket.once("close", () => closed.set(client, { read: socket.bytesRead, ms: performance.now() - opened }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Exchange {
  response: string;
  error: string | null;
  sent: number;
  /** The client's port: the server's connection is known by it. */
  localPort: number;
}

/**
 * Sends the head, then the body as fast as the socket takes it, until the server ends the connection (its FIN):
 * then it stops and closes, as curl does.
 */
function upload(head: string, bodyBytes: number, chunked = false, stopAtEnd = true): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: !stopAtEnd });
    const data = Buffer.alloc(64 * 1024, 0x20);
    const chunk = chunked ? Buffer.concat([Buffer.from("10000\r\n"), data, Buffer.from("\r\n")]) : data;
    let response = "";
    let error: string | null = null;
    let sent = 0;
    let ended = false;
    const pump = () => {
      while (!ended && sent < bodyBytes) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    socket.on("data", (data: Buffer) => (response += data.toString("latin1")));
    socket.on("end", () => {
      if (!stopAtEnd) return;
      ended = true;
      socket.destroy();
    });
    socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    let localPort = 0;
    socket.once("connect", () => (localPort = socket.localPort!));
    socket.on("close", () => resolve({ response, error, sent, localPort }));
    socket.write(head);
    pump();
  });
}

const head = (path: string, lines: string[]) => [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", ...lines, "", ""].join("\r\n");
const MB = 1024 * 1024;

describe("an answer given before the body is read", () => {
  it("reaches a client that sent Connection: close and goes on sending (413 from Content-Length)", async () => {
    const size = 64 * MB;
    const got = await upload(head("/api/contact", ["Content-Type: application/json", `Content-Length: ${size}`, "Connection: close"]), size);
    expect(got.error).toBeNull();
    expect(got.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(got.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(got.response.endsWith('{"message":"The request body is too large (limit 16 KB)"}')).toBe(true);
  });

  it("reaches the client when a chunked body is refused once past the limit (413 while it streams)", async () => {
    const got = await upload(head("/api/contact", ["Content-Type: application/json", "Transfer-Encoding: chunked", "Connection: close"]), 64 * MB, true);
    expect(got.error).toBeNull();
    expect(got.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(got.response.endsWith('{"message":"The request body is too large (limit 16 KB)"}')).toBe(true);
  });

  it("reaches a keep-alive client too, which is told the connection closes (401 on a staff route)", async () => {
    const size = 64 * MB;
    const got = await upload(head("/api/admin/media", ["Content-Type: text/plain", `Content-Length: ${size}`]), size);
    expect(got.error).toBeNull();
    expect(got.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(got.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(got.response.endsWith('{"message":"Authentication required"}')).toBe(true);
  });

  it("stops reading a client that never stops 1 MB after the answer, and closes it after LINGER_MS", async () => {
    const size = 256 * MB;
    const got = await upload(head("/api/contact", ["Content-Type: application/json", `Content-Length: ${size}`, "Connection: close"]), size, false, false);
    expect(got.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(got.response.endsWith('{"message":"The request body is too large (limit 16 KB)"}')).toBe(true);
    await expect.poll(() => closed.has(got.localPort)).toBe(true);
    const { read, ms } = closed.get(got.localPort)!;
    expect(read).toBeLessThan(LINGER_MAX_BYTES + 512 * 1024);
    expect(ms).toBeGreaterThanOrEqual(LINGER_MS);
    expect(got.sent).toBeLessThan(size);
  });
});
