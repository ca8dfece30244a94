// What an upload may be (admin editor and server): kept apart from media-images.ts, which the public pages load.

/** The largest upload accepted. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_MB = MEDIA_MAX_BYTES / 1024 / 1024;
/** The formats accepted (checked by content, not by name or declared type). */
export const MEDIA_ACCEPT = "image/png,image/jpeg,image/webp,image/avif,image/gif";

export const MEDIA_MESSAGES = {
  tooLarge: `The image is larger than ${MEDIA_MAX_MB} MB: export it smaller and upload again`,
  empty: "The file is empty: choose an image",
  svg: "SVG images are not accepted (they can carry scripts): upload a PNG, JPEG, WebP, AVIF or GIF",
  notImage: "This file is not a PNG, JPEG, WebP, AVIF or GIF image (its content was checked, not its name)",
  unreadable: "The image could not be read: it may be damaged. Export it again and upload",
  tooManyPixels: "The image has too many pixels (over 40 megapixels): make it smaller and upload again",
} as const;
