/** A published post as the public site and `GET /api/blog` see it. Dates are ISO strings. */
export interface PublicPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  coverImage: string;
  author: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  publishedAt: string;
}

export interface PublicPostDetail extends PublicPost {
  /** Sanitized HTML rendered from the post's Markdown on the server when the post was saved. */
  contentHtml: string;
  /** Minutes to read, counted from that HTML. */
  readingMinutes: number;
}

export const DEFAULT_COVER_IMAGE = "/images/blog/default-cover.svg";
