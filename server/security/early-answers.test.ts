import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createTestContext, type TestContext } from "../../tests/setup/test-app.ts";
import { closeGracefullyAfterEarlyAnswers } from "./early-answers.ts";

// A real listening server and a raw socket: what a client uploading a large body sees when the server answers
// before reading it (413 from Content-Length, 401, 415).

let t: TestContext;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await createTestContext({ BODY_LIMIT_KB: "16" });
  server = http.createServer(getRequestListener(t.app.fetch));
  closeGracefullyAfterEarlyAnswers(server);
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
}

/** Sends the head, then the body as fast as the socket takes it, until the server ends the connection. */
function upload(head: string, bodyBytes: number, chunked = false): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
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
    socket.on("end", () => (ended = true));
    socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on("close", () => resolve({ response, error, sent }));
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
});
