// Image uploads (docs/decisions/029): `npm run bench:media [-- --rounds 5]`.
// Prints, per kind of photo, the time to check and convert one upload (sharp: decode, 480/960/1600 px WebP),
// the bytes in and out, the event loop's worst delay meanwhile (the work runs on libvips' threads), and the time of a
// whole upload through the API and of serving one stored size (DATA_DIR/media). On this shared 2-core machine the
// figures are upper bounds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { processImage } from "#server/media/image-variants.ts";
import { createLocalMediaStorage } from "#server/media/media-storage.ts";
import { formatBytes } from "#common/lib/format-bytes.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const rounds = Math.max(1, Number(values.rounds));

const noise = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
const PHOTOS: Record<string, () => Promise<Buffer>> = {
  "12 MP phone JPEG (4000×3000)": () => noise(4000, 3000).blur(1.2).jpeg({ quality: 88 }).toBuffer(),
  "screenshot PNG (1920×1080)": () => noise(1920, 1080).blur(3).png().toBuffer(),
  "AVIF (2400×1600)": () => noise(2400, 1600).blur(2).avif({ quality: 60 }).toBuffer(),
  "small GIF (400×300)": () => noise(400, 300).gif().toBuffer(),
};

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

console.log(`sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${rounds} rounds each, concurrency ${sharp.concurrency()}\n`);
for (const [name, make] of Object.entries(PHOTOS)) {
  const input = await make();
  const times: number[] = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let out = await processImage(input);
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    out = await processImage(input);
    times.push(performance.now() - t0);
  }
  lag.disable();
  const sizes = out.variants.map((v) => `${v.width}w ${formatBytes(v.body.length)}`).join(", ");
  console.log(`${name}: ${formatBytes(input.length)} in → ${sizes}`);
  console.log(`  convert p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms; event loop worst delay ${(lag.max / 1e6).toFixed(0)} ms`);
}

// Serving a stored size from the folder (what GET /media/<name> does before the HTTP layer).
const dir = mkdtempSync(path.join(tmpdir(), "bcai-bench-media-"));
try {
  const storage = createLocalMediaStorage(dir);
  const image = await processImage(await PHOTOS["12 MP phone JPEG (4000×3000)"]!());
  for (const v of image.variants) await storage.put(v.name, v.body, "image/webp");
  const reads: number[] = [];
  for (let i = 0; i < rounds * 20; i++) {
    const t0 = performance.now();
    await storage.get(image.variants[1]!.name);
    reads.push(performance.now() - t0);
  }
  console.log(`\nread one stored size (960w) from DATA_DIR/media: p50 ${pct(reads, 50).toFixed(2)} ms, p95 ${pct(reads, 95).toFixed(2)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
