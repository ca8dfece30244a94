// Names and words of the blog that the pages, the feed and the admin share.
import { BLOG_DESCRIPTION, BLOG_TITLE } from "../i18n/blog-names.ts";

export { BLOG_DESCRIPTION, BLOG_TITLE };
export const RSS_PATH = "/blog/rss.xml";
