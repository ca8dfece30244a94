// Uploaded images (docs/decisions/029). Each upload is stored as WebP at a few widths under
// content-hashed names that say their own size: `/media/<hash>-<width>x<height>.webp`. A post keeps the largest
// one's URL (the cover field, or Markdown `![alt](url)`), and the pages derive the other widths, width and height
// from that URL alone, with no lookup.

/** The widths produced (never wider than the original). 480 fits phones, 960 cards and 2x phones, 1600 the post hero. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_PATH_PREFIX = "/media/";

const NAME = /^([0-9a-f]{20})-(\d{1,5})x(\d{1,5})\.webp$/;

/** A stored file's name: `<hash>-<width>x<height>.webp`. */
export function mediaFileName(hash: string, width: number, height: number): string {
  return `${hash}-${width}x${height}.webp`;
}
export const isMediaFileName = (name: string) => NAME.test(name);

/** The height of a variant `width` wide of an image `w`×`h` (the processing resizes to exactly this). */
export const variantHeight = (width: number, w: number, h: number) => Math.max(1, Math.round((h * width) / w));

/** The widths stored for an image `width` wide: the listed ones narrower than it, and its own (capped at the widest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * The `<img>` attributes for one of our uploads (its largest variant's URL, relative or on any origin); null for
 * any other URL, which is shown as it is.
 */
export function responsiveImage(url: string): ResponsiveImage | null {
  const at = url.lastIndexOf(MEDIA_PATH_PREFIX);
  if (at < 0 || (at > 0 && !/^https?:\/\/[^/]+$/.test(url.slice(0, at)))) return null;
  const match = NAME.exec(url.slice(at + MEDIA_PATH_PREFIX.length));
  if (!match) return null;
  const [, hash, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  if (!width || !height || variantWidths(width).at(-1) !== width) return null;
  const base = url.slice(0, at + MEDIA_PATH_PREFIX.length);
  const srcSet = variantWidths(width)
    .map((vw) => `${base}${mediaFileName(hash!, vw, variantHeight(vw, width, height))} ${vw}w`)
    .join(", ");
  return { src: url, srcSet, width, height };
}
