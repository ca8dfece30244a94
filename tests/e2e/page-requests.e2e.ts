import { describe, expect, it } from "vitest";
import http from "node:http";
import { baseUrl } from "./support/browser.ts";
import { SAMPLE_LEAD } from "../support/sample-lead.ts";

// Page requests against the built pages (docs/decisions/011): what a script (not a browser) can send to a page route.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request over a socket: fetch cannot send TRACE, nor a Content-Length it does not mean to fulfil. */
function send(method: string, path: string, opts: { headers?: Record<string, string | number>; body?: string; holdOpen?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl()}${path}`, { method, headers: opts.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        req.destroy();
      });
    });
    req.on("error", reject);
    if (opts.body !== undefined) req.write(opts.body);
    if (!opts.holdOpen) req.end();
  });
}

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
const lead = SAMPLE_LEAD;

describe("page routes", () => {
  it("answer 405 with Allow, not a page error, for OPTIONS, TRACE and PROPFIND", async () => {
    for (const method of ["OPTIONS", "TRACE", "PROPFIND"]) {
      const res = await send(method, "/contact");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
      expect(JSON.parse(res.body)).toEqual({ message: `${method} is not allowed here` });
    }
  });

  it("answer a JSON, text or empty post to /contact with 415 and a message", async () => {
    const json = await send("POST", "/contact", { headers: { "content-type": "application/json" }, body: JSON.stringify(lead) });
    expect(json.status).toBe(415);
    expect(JSON.parse(json.body)).toEqual({ message: "Forms are sent as application/x-www-form-urlencoded or multipart/form-data" });
    expect((await send("POST", "/contact", { headers: { "content-type": "text/plain" }, body: "hello" })).status).toBe(415);
    expect((await send("POST", "/contact")).status).toBe(415);
  });

  it("answer an empty form post with the form's messages (400)", async () => {
    const res = await send("POST", "/contact", form({}));
    expect(res.status).toBe(400);
    expect(res.body).toContain("First name must be at least 2 characters");
  });

  it("refuse a 50 MB form post at once with the API's 413, without waiting for the body", async () => {
    const res = await send("POST", "/contact", {
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": 50 * 1024 * 1024 },
      body: "firstName=",
      holdOpen: true,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "The request body is too large (limit 256 KB)" });
    expect((await fetch(`${baseUrl()}/healthz`)).status).toBe(200);
  });

  it("answer a NUL in a form field with the page and a message naming the field (400)", async () => {
    const res = await send("POST", "/contact", form({ ...lead, firstName: "Ma\u0000ria" }));
    expect(res.status).toBe(400);
    expect(res.body).toContain("This field must not contain a NUL character");
  });

  it("answer a NUL in a page or API path with 404", async () => {
    expect((await send("GET", "/blog/%00")).status).toBe(404);
    expect((await send("GET", "/api/blog/%00")).status).toBe(404);
  });
});
