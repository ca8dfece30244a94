// Names and words of the blog that the pages, the feed and the admin share.
export const BLOG_TITLE = "The AI Advantage Weekly";
export const BLOG_DESCRIPTION =
  "Practical AI automation for Houston real estate: lead response, client care, scheduling and the tools behind them.";
export const RSS_PATH = "/blog/rss.xml";
