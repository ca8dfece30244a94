import type { MetaDescriptor } from "react-router";

/**
 * One title pattern: public pages read "Page | Site name" (lib/seo.ts), admin pages
 * "Page | Admin Portal", the admin sign-in screen "Sign In | Admin Portal".
 */
export const ADMIN_PORTAL = "Admin Portal";
export const adminTitle = (page: string) => `${page} | ${ADMIN_PORTAL}`;
export const SIGN_IN_TITLE = adminTitle("Sign In");

export const adminMeta = (page: string): MetaDescriptor[] => [{ title: adminTitle(page) }, { name: "robots", content: "noindex" }];

/** The not-found screen's title; here, not beside the screen, so a page's title can name it without loading the screen's code. */
export const NOT_FOUND_TITLE = "Page Not Found";
/** An unknown post's title and description in English (the screen's words are errors.ts's). */
export const POST_NOT_FOUND = { postNotFoundTitle: "Post Not Found", postNotFoundMessage: "The article you're looking for doesn't exist." };

export const publicTitle = (page: string, siteName: string) => `${page} | ${siteName}`;
