import type { SitePost } from "../types.ts";

// Formatting helpers shared by the renderers of every language (knowledge/answers-*.ts).
export const CONTACT_FORM_PATH = "/contact";
export const bullet = (lines: readonly string[]): string => lines.map((line) => `• ${line}`).join("\n");
export const postLink = (post: SitePost): string => `/blog/${post.slug}`;
