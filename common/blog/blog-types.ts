// The types come from the zod schemas the API document shows; a type-only export keeps zod out of public pages.
export type { PublicPost, PublicPostDetail } from "./blog-schemas.ts";

export const DEFAULT_COVER_IMAGE = "/images/blog/default-cover.svg";
