// The blog pages' own words in English (the list, a post, their cards), the source every translation must match key
// for key (blog.translations.ts). Posts' words are the posts' own: each post is written in its language.

import { BLOG_DESCRIPTION, BLOG_TITLE } from "./blog-names.ts";

export const blogEn = {
  meta: { title: BLOG_TITLE, description: BLOG_DESCRIPTION },
  hero: {
    eyebrow: "The Blog",
    titleStart: "The ",
    titleHighlight: "AI Advantage",
    titleEnd: " Weekly",
  },
  list: {
    articles: "Articles",
    categoriesLabel: "Categories",
    categories: { All: "All", Strategy: "Strategy", Tools: "Tools", "Real Estate": "Real Estate", News: "News" },
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles, topics, tags…",
    clearSearch: "Clear search",
    countOne: "1 article",
    countOther: "{count} articles",
    inCategory: " in {category}",
    matching: " matching “{q}”",
    noResultsTitle: "No articles found",
    noResultsText: "Try adjusting your search or category filter.",
    clearFilters: "Clear filters",
    latest: "Latest",
    readArticle: "Read article",
    // Shown only in another language whose blog has no post yet.
    emptyTitle: "No articles in this language yet",
    emptyText: "Our articles in this language are on their way. Meanwhile, you can read them all in English.",
    emptyLink: "Go to the English blog",
  },
  post: {
    back: "Back to Blog",
    author: "Author",
    published: "Published",
    readingTime: "Reading time",
    minutes: "{minutes} min read",
    tags: "Tags",
    share: "Share",
    shareOn: "Share on {network} (opens a new window)",
    related: "Related articles",
  },
};

export type BlogText = typeof blogEn;
export type BlogListText = BlogText["list"];
export type BlogPostText = BlogText["post"];
