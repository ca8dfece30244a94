import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "#common/media/media-upload.ts";

// Bodies are refused before they are read: an anonymous 300 MB post to a staff route used to be read in full (the
// NUL check) before its 401, and a non-multipart post to the upload route skipped every limit. Each body here is a
// stream that counts what the app pulls from it.

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
  auth = await t.login();
});
afterAll(() => t.close());

const KB = 1024;
const MB = 1024 * KB;
const DECLARED = 300 * MB;
const CHUNK = 64 * KB;
/** The chunk that crossed the limit and the one the stream had queued behind it. */
const READ_AHEAD = 2 * CHUNK;

/** A body of up to `bytes` (64 KB chunks) and how much of it was pulled. */
function countedBody(bytes: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= bytes) return controller.close();
      counter.pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
    },
  });
  return { stream, counter };
}

type Framing = "content-length" | "chunked";
async function post(path: string, type: string, framing: Framing, opts: { headers?: Record<string, string>; bytes?: number } = {}) {
  const { stream, counter } = countedBody(opts.bytes ?? 8 * MB);
  const framingHeader: Record<string, string> = framing === "chunked" ? { "transfer-encoding": "chunked" } : { "content-length": String(DECLARED) };
  const res = await t.app.request(path, {
    method: "POST",
    body: stream,
    headers: { "content-type": type, ...framingHeader, ...opts.headers },
    duplex: "half",
  } as RequestInit);
  return { status: res.status, message: ((await res.json()) as { message: string }).message, pulled: counter.pulled };
}

const TYPES = ["text/plain", "application/octet-stream", "application/json", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"];
const FRAMINGS: Framing[] = ["content-length", "chunked"];
const cases = <T,>(paths: T[]) => paths.flatMap((path) => TYPES.flatMap((type) => FRAMINGS.map((framing) => [path, type, framing] as const)));

describe("an anonymous body", () => {
  it.each(cases(["/api/admin/media", "/api/admin/contacts/import/preview", "/api/admin/blog", "/api/admin/backups"]))(
    "to %s as %s (%s) is a 401 before 1 MB is read",
    async (path, type, framing) => {
      const res = await post(path, type, framing);
      expect([res.status, res.message]).toEqual([401, "Authentication required"]);
      expect(res.pulled).toBeLessThan(MB);
    },
  );

  it.each(cases(["/api/contact", "/api/chat", "/api/events", "/api/newsletter", "/api/auth/login", "/api/auth/invitations/abc"]))(
    "to %s as %s (%s) is a 413 or 415 before 1 MB is read",
    async (path, type, framing) => {
      const res = await post(path, type, framing);
      const json = !/octet-stream|multipart/.test(type);
      expect(res.status).toBe(json ? 413 : 415);
      expect(res.message).toBe(json ? "The request body is too large (limit 256 KB)" : "Send the body as JSON (Content-Type: application/json)");
      expect(res.pulled).toBeLessThan(MB);
    },
  );
});

describe("a staff member's body", () => {
  it("to the upload route must be multipart: anything else is a 415 before 1 MB is read", async () => {
    for (const type of ["text/plain", "application/octet-stream", "application/json", "application/x-www-form-urlencoded"]) {
      for (const framing of FRAMINGS) {
        const res = await post("/api/admin/media", type, framing, { headers: auth });
        expect([type, res.status, res.message]).toEqual([type, 415, 'Send the image as multipart/form-data in the field "file"']);
        expect(res.pulled).toBeLessThan(MB);
      }
    }
  });

  it("to the upload route is held to the upload limit, from Content-Length and while it streams", async () => {
    const declared = await post("/api/admin/media", "multipart/form-data; boundary=x", "content-length", { headers: auth });
    expect([declared.status, declared.message]).toEqual([413, MEDIA_MESSAGES.tooLarge]);
    expect(declared.pulled).toBeLessThan(MB);
    const streamed = await post("/api/admin/media", "multipart/form-data; boundary=x", "chunked", { headers: auth, bytes: 2 * MEDIA_MAX_BYTES });
    expect([streamed.status, streamed.message]).toEqual([413, MEDIA_MESSAGES.tooLarge]);
    expect(streamed.pulled).toBeLessThanOrEqual(MEDIA_MAX_BYTES + 64 * KB + READ_AHEAD);
  });

  it("to the CSV import is held to its 6 MB limit; elsewhere to BODY_LIMIT_KB, and the NUL check reads no further", async () => {
    const imported = await post("/api/admin/contacts/import/preview", "application/json", "chunked", { headers: auth, bytes: 12 * MB });
    expect([imported.status, imported.message]).toEqual([413, "The request body is too large (limit 6144 KB)"]);
    expect(imported.pulled).toBeLessThanOrEqual(6 * MB + READ_AHEAD);
    const blog = await post("/api/admin/blog", "application/json", "chunked", { headers: auth });
    expect(blog.status).toBe(413);
    expect(blog.pulled).toBeLessThanOrEqual(256 * KB + READ_AHEAD);
    const multipart = await post("/api/admin/blog", "multipart/form-data; boundary=x", "chunked", { headers: auth });
    expect([multipart.status, multipart.message]).toEqual([415, "Send the body as JSON (Content-Type: application/json)"]);
  });
});

describe("bodies the API takes", () => {
  it("JSON, sendBeacon's text/plain and a one-click unsubscribe form still get through", async () => {
    const json = await t.request("/api/events", { method: "POST", json: { type: "page_view", path: "/" }, headers: { "x-test-ip": "10.9.0.1" } });
    expect(json.status).toBe(204);
    const beacon = await t.request("/api/events", { method: "POST", body: JSON.stringify({ type: "page_view", path: "/" }), headers: { "content-type": "text/plain;charset=UTF-8", "x-test-ip": "10.9.0.2" } });
    expect(beacon.status).toBe(204);
    const form = await t.request("/api/newsletter/unsubscribe?token=unknown", { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(200);
  });
});
