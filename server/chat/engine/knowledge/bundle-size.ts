import type { Bundle } from "#common/content/offerings.ts";

/** How many platforms a bundle covers, read from its own wording ("up to 6 platforms"), so a staff edit carries over. */
export const bundleSize = (b: Bundle): number => Number(b.platforms.match(/\d+/)?.[0] ?? 0);
