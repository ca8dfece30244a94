import { BLOG_CATEGORIES } from "#common/blog/blog-rules.ts";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "#common/ai/blog-post-output.ts";
import { BLOG_NAME, CONTACT_FOR_PRICING, REPLY_WITHIN_HOURS, differentiators, serviceAreas, services } from "#common/content/offerings.ts";
import { AREA_PROFILES } from "./houston-areas.ts";
import { analyzeTopic, type BlogFacts } from "./topic-analysis.ts";

// The LLM path's prompt: the same facts the offline composer uses, so a model writes about the agency's
// real services and real Houston places, links only to posts that exist, and never states package prices.

const MAX_POSTS = 15;
const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");

export type BlogPrompt = { system: string; prompt: string };

export function buildBlogPrompt({ topic, facts }: { topic: string; facts: BlogFacts }): BlogPrompt {
  const a = analyzeTopic(topic, facts);
  const booking = facts.bookingUrl?.trim() || "/contact";

  const system = [
    `You write articles for ${BLOG_NAME}, the blog of ${facts.siteName}, an AI-automation agency for real estate agents, brokers, team leaders and property managers in Houston, Texas.`,
    "RULES",
    list([
      "Write for Houston real-estate professionals: practical, specific, plain English, no hype. About 700 to 1,000 words.",
      "Content is Markdown: a short opening paragraph, then 4 to 6 sections with ## headings, at least one bulleted or numbered list, and a closing section with a call to action.",
      "Ground the article in Houston: use the areas and local context below as examples. Do not invent statistics, laws, dates, clients, quotes or projects; when unsure, stay general.",
      `Mention the agency's services only as listed below. Never state, estimate or hint at package prices: say "${CONTACT_FOR_PRICING}" and offer the free consultation.`,
      `Link only to the existing articles listed below (as /blog/<slug>), to the consultation (${booking}) and to the contact form (/contact). The team replies within ${REPLY_WITHIN_HOURS} hours.`,
      `category is exactly one of: ${BLOG_CATEGORIES.join(", ")}. tags: 3 to 6 short tags in Title Case.`,
      `seoTitle at most ${SEO_TITLE_MAX} characters; seoDescription at most ${SEO_DESCRIPTION_MAX} characters; excerpt one or two sentences.`,
      "Fair housing: never describe a neighborhood or school as better or worse for any group of people; point to official sources for school zoning.",
    ]),
    "SERVICES",
    list(services.map((s) => `${s.title}: ${s.description}`)),
    "WHAT SETS THE AGENCY APART",
    list(differentiators.map((d) => `${d.title}: ${d.description}`)),
    "HOUSTON SERVICE AREAS",
    list(serviceAreas.map((area) => `${area}: ${AREA_PROFILES[area].note}`)),
    "EXISTING ARTICLES",
    facts.posts.length > 0 ? list(facts.posts.slice(0, MAX_POSTS).map((p) => `${p.title} (/blog/${p.slug}, ${p.category}): ${p.excerpt}`)) : "- none yet",
  ].join("\n\n");

  const brief = [
    `Topic: ${a.topic}`,
    `Suggested category: ${a.category}`,
    `Areas to use as examples: ${a.areas.join(", ")}`,
    `Most relevant services: ${a.services.map((s) => s.title).join("; ")}`,
    `Most relevant strengths: ${a.differentiators.map((d) => d.title).join("; ")}`,
    ...(a.seed ? [`Local context (${a.seed.name}): ${a.seed.angle}`, `Practical steps to consider:\n${list(a.seed.actions)}`] : []),
    ...(a.relatedPosts.length > 0 ? [`Link to these related articles where they fit:\n${list(a.relatedPosts.map((p) => `${p.title}: /blog/${p.slug}`))}`] : []),
  ];

  return { system, prompt: `Write a complete blog post.\n\n${brief.join("\n")}` };
}
