// The blog's English name and description: the English blog words (blog.ts) and the blog's shared names
// (common/blog/blog-meta.ts) both start from these.
export const BLOG_TITLE = "The AI Advantage Weekly";
export const BLOG_DESCRIPTION =
  "Practical AI automation for Houston real estate: lead response, client care, scheduling and the tools behind them.";
