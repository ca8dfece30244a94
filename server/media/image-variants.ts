import { createHash } from "node:crypto";
import type SharpModule from "sharp";
import { ApiError } from "../lib/errors.ts";
import { mediaFileName, variantHeight, variantWidths } from "#common/media/media-images.ts";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "#common/media/media-upload.ts";
import { sniffImageType } from "./image-type.ts";

/** Bumped when the output changes (quality, format): new names, so cached copies of the old ones stay valid. */
const PROCESSING_VERSION = "webp-q80-v1";
/** Decompression bombs: a tiny file that decodes to billions of pixels is refused before decoding. */
const MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/** libvips is loaded with the first upload, not at start: most processes never convert an image, and idle memory counts. */
let sharpModule: Promise<typeof SharpModule> | undefined;
const loadSharp = () =>
  (sharpModule ??= import("sharp").then(
    (m) => m.default,
    (error: unknown) => {
      sharpModule = undefined; // asked again with the next upload
      throw error;
    },
  ));

export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  body: Buffer;
}
export interface ProcessedImage {
  hash: string;
  /** The original's format, as its content says. */
  format: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The upload's content-derived name: the same file uploaded twice is stored once. */
export const imageHash = (original: Uint8Array) =>
  createHash("sha256").update(PROCESSING_VERSION).update(original).digest("hex").slice(0, 20);

/**
 * Checks an upload by its content and turns it into WebP at the widths the pages use. Metadata (EXIF with GPS,
 * XMP, IPTC, comments) is not copied: sharp writes none unless asked, and the original is not kept. The EXIF
 * orientation is applied first, so a phone photo stands the right way up without it.
 */
export async function processImage(original: Uint8Array): Promise<ProcessedImage> {
  if (original.length === 0) throw new ApiError(400, MEDIA_MESSAGES.empty);
  if (original.length > MEDIA_MAX_BYTES) throw new ApiError(413, MEDIA_MESSAGES.tooLarge);
  const sniffed = sniffImageType(original);
  if (sniffed === "svg") throw new ApiError(400, MEDIA_MESSAGES.svg);
  if (sniffed === "unknown") throw new ApiError(400, MEDIA_MESSAGES.notImage);

  const sharp = await loadSharp();
  const input = () => sharp(original, { limitInputPixels: MAX_PIXELS, failOn: "error", animated: false });
  let width: number;
  let height: number;
  try {
    const meta = await input().metadata();
    if (meta.format === "svg") throw new ApiError(400, MEDIA_MESSAGES.svg);
    // EXIF orientations 5-8 turn the picture a quarter: its displayed size is the stored one transposed.
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
    if (!width || !height) throw new ApiError(400, MEDIA_MESSAGES.unreadable);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, /pixel limit/i.test(String(error)) ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.unreadable);
  }

  const hash = imageHash(original);
  const variants: ImageVariant[] = [];
  try {
    const widths = variantWidths(width);
    const largest = widths.at(-1)!;
    const largestHeight = variantHeight(largest, width, height);
    // Decoded once (JPEG shrinks while decoding), upright and at the largest size; the smaller ones come from those
    // pixels rather than from decoding the original again.
    const { data, info } = await input().rotate().resize(largest, largestHeight, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const w of widths) {
      // Heights from the largest variant's size: the pages derive them from its URL the same way.
      const h = variantHeight(w, largest, largestHeight);
      const pixels = sharp(data, raw);
      // Exactly w×h (the name promises it): "fill" stretches by at most a rounding pixel.
      const body = await (w === largest ? pixels : pixels.resize(w, h, { fit: "fill" })).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ name: mediaFileName(hash, w, h), width: w, height: h, body });
    }
  } catch {
    throw new ApiError(400, MEDIA_MESSAGES.unreadable);
  }
  return { hash, format: sniffed, width, height, variants };
}
