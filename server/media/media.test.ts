// Image uploads (docs/decisions/029): checked by content, converted to WebP at the pages' widths, metadata removed,
// served under immutable content-hashed names, from DATA_DIR/media or an S3-compatible bucket.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createS3Fake } from "#tests/fakes/s3-server.ts";
import { responsiveImage } from "#common/media/media-images.ts";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "#common/media/media-upload.ts";
import type { UploadedImage } from "#common/media/media-schemas.ts";
import { loadEnv } from "../env.ts";
import { mediaImages } from "../db/schema.ts";

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825 (GPSInfo), little-endian as sharp writes it

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 12, g: 90, b: 160 } } });
const encode = (format: "png" | "jpeg" | "webp" | "avif" | "gif", width = 2000, height = 1000) => picture(width, height).toFormat(format).toBuffer();

async function upload(t: TestContext, headers: Record<string, string>, body: Uint8Array, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(body)], name, { type }));
  const res = await t.request("/api/admin/media", { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json()) as UploadedImage & { message: string } };
}

describe("uploads to DATA_DIR/media", () => {
  let t: TestContext;
  let auth: Record<string, string>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "bcai-media-"));
    t = await createTestContext({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.reset();
    auth = await t.login();
  });

  it.each(["png", "jpeg", "webp", "avif", "gif"] as const)("accepts %s and serves WebP at 480, 960 and 1600 px wide with their sizes", async (format) => {
    const { status, body } = await upload(t, auth, await encode(format), `cover.${format}`, `image/${format}`);
    expect(status, body.message).toBe(201);
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{20}-1600x800\.webp$/);
    expect(body).toMatchObject({ width: 1600, height: 800 });
    expect(body.variants.map((v) => [v.width, v.height])).toEqual([[480, 240], [960, 480], [1600, 800]]);
    // What the pages derive from the stored URL alone is what was stored.
    expect(responsiveImage(body.url)).toEqual({ src: body.url, srcSet: body.srcSet, width: 1600, height: 800 });

    for (const variant of body.variants) {
      const res = await t.app.request(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", variant.width, variant.height]);
    }
    expect(readdirSync(path.join(dataDir, "media")).filter((f) => f.startsWith(body.url.slice(7, 27)))).toHaveLength(3);
  });

  it("never enlarges: a small image gets one size, its own", async () => {
    const { status, body } = await upload(t, auth, await encode("png", 300, 200));
    expect(status).toBe(201);
    expect(body.variants.map((v) => v.width)).toEqual([300]);
    expect(body).toMatchObject({ width: 300, height: 200 });
    expect(responsiveImage(body.url)?.srcSet).toBe(`${body.url} 300w`);
  });

  it("stores the same picture once", async () => {
    const png = await encode("png", 800, 600);
    const first = await upload(t, auth, png);
    const again = await upload(t, auth, png, "renamed.png");
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
  });

  it("strips EXIF, including the GPS position", async () => {
    const jpeg = await picture(1200, 900)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Agent" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 45/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "95/1 22/1 0/1" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.includes(GPS_IFD_POINTER)).toBe(true);
    const { status, body } = await upload(t, auth, jpeg, "house.jpg", "image/jpeg");
    expect(status).toBe(201);
    for (const variant of body.variants) {
      const meta = await sharp(Buffer.from(await (await t.app.request(variant.url)).arrayBuffer())).metadata();
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
    }
  });

  it("judges the content, not the name or the declared type", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const disguised = await upload(t, auth, html, "cover.png", "image/png");
    expect(disguised).toMatchObject({ status: 400, body: { message: MEDIA_MESSAGES.notImage } });

    // A real PNG declared as text is a PNG.
    const png = await upload(t, auth, await encode("png", 640, 480), "notes.txt", "text/plain");
    expect(png.status).toBe(201);

    const truncated = (await encode("png", 640, 480)).subarray(0, 60);
    expect(await upload(t, auth, truncated)).toMatchObject({ status: 400, body: { message: MEDIA_MESSAGES.unreadable } });
  });

  it("refuses SVG, whatever it is called", async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const [name, type] of [["logo.svg", "image/svg+xml"], ["logo.png", "image/png"]]) {
      expect(await upload(t, auth, svg, name, type)).toMatchObject({ status: 400, body: { message: MEDIA_MESSAGES.svg } });
    }
  });

  it("refuses a file over the limit with 413, and a missing file with 400", async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await upload(t, auth, big)).toMatchObject({ status: 413, body: { message: MEDIA_MESSAGES.tooLarge } });
    const res = await t.request("/api/admin/media", { method: "POST", body: new FormData(), headers: auth });
    expect(res.status).toBe(400);
  });

  it("refuses a file name with a NUL (400) before writing any file or row", async () => {
    const files = () => (existsSync(path.join(dataDir, "media")) ? readdirSync(path.join(dataDir, "media")).sort() : []);
    const before = files();
    const { status, body } = await upload(t, auth, await encode("png", 640, 480), "cover\u0000.png");
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "The file name must not contain a NUL character (U+0000): rename the file and upload it again",
      errors: { file: "The file name must not contain a NUL character" },
    });
    expect(files()).toEqual(before);
    expect(await t.deps.db.select().from(mediaImages)).toEqual([]);
  });

  it("is for staff who edit content; unknown or malformed names are 404", async () => {
    const png = await encode("png", 100, 100);
    expect((await upload(t, {}, png)).status).toBe(401);
    expect((await upload(t, await t.loginAs("sales"), png)).status).toBe(403);
    expect((await upload(t, await t.loginAs("editor"), png)).status).toBe(201);
    expect((await t.app.request("/media/0123456789abcdef0123-480x240.webp")).status).toBe(404);
    expect((await t.app.request("/media/..%2Fsecret.key")).status).toBe(404);
  });
});

describe("uploads to an S3-compatible bucket", () => {
  const s3 = createS3Fake({ bucket: "site-media", accessKeyId: "AKIDTEST", region: "us-east-1" });
  let t: TestContext;
  let auth: Record<string, string>;
  const env = () => ({
    MEDIA_S3_BUCKET: "site-media",
    MEDIA_S3_ENDPOINT: s3.url,
    MEDIA_S3_ACCESS_KEY_ID: "AKIDTEST",
    MEDIA_S3_SECRET_ACCESS_KEY: "secret-for-tests-only",
    MEDIA_S3_PREFIX: "blog/",
  });
  beforeAll(async () => {
    await s3.start();
    t = await createTestContext(env());
    auth = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("puts signed objects in the bucket and relays them under /media", async () => {
    const { status, body } = await upload(t, auth, await encode("jpeg", 1000, 500), "porch.jpg", "image/jpeg");
    expect(status, body.message).toBe(201);
    expect(body.variants.map((v) => v.width)).toEqual([480, 960, 1000]);
    const name = body.url.slice("/media/".length);
    expect(s3.objects.get(`blog/${name}`)).toMatchObject({ contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable" });
    expect(s3.objects.size).toBe(3);

    const res = await t.app.request(body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await res.arrayBuffer()).equals(s3.objects.get(`blog/${name}`)!.body)).toBe(true);
    expect((await t.app.request(body.url.replace(/[0-9a-f]{20}/, "f".repeat(20)))).status).toBe(404);

    // The same file again: each stored file is checked (HEAD), none is written twice.
    const puts = s3.requests.filter((r) => r.method === "PUT").length;
    expect((await upload(t, auth, await encode("jpeg", 1000, 500))).body.id).toBe(body.id);
    expect(s3.requests.filter((r) => r.method === "PUT").length).toBe(puts);
    await t.deps.services.media.storage.delete(`${name}`);
    expect(s3.objects.has(`blog/${name}`)).toBe(false);
    expect((await t.app.request(body.url)).status).toBe(404);

    expect(new Set(s3.requests.map((r) => r.method))).toEqual(new Set(["HEAD", "PUT", "GET", "DELETE"]));
    expect(s3.requests.every((r) => r.signed && r.path.startsWith("/site-media/blog/"))).toBe(true);
  });

  it("is configured all together or not at all", () => {
    expect(() => loadEnv({ NODE_ENV: "test", SECRET_KEY: "k".repeat(32), MEDIA_S3_BUCKET: "site-media", MEDIA_S3_ENDPOINT: s3.url })).toThrow(
      /MEDIA_S3_BUCKET: expected MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY/,
    );
  });

  it("the fake refuses an unsigned request, as a bucket does", async () => {
    const res = await fetch(`${s3.url}/site-media/blog/x.webp`);
    expect(res.status).toBe(403);
  });

  it("with a public URL, /media redirects to the bucket's own address", async () => {
    const withCdn = await createTestContext({ ...env(), MEDIA_S3_PUBLIC_URL: "https://media.example.com/" });
    try {
      const res = await withCdn.app.request("/media/0123456789abcdef0123-480x240.webp");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("https://media.example.com/blog/0123456789abcdef0123-480x240.webp");
    } finally {
      await withCdn.close();
    }
  });
});
