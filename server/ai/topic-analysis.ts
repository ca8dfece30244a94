import { BLOG_CATEGORIES, type BlogCategory } from "#common/blog/blog-rules.ts";
import { differentiators, services, type AutomationInterest, type Differentiator, type Service, type ServiceArea } from "#common/content/offerings.ts";
import { TOPIC_CATALOGUE } from "./evergreen-topics.ts";
import { areasForTopic } from "./houston-areas.ts";
import { matchOfferings } from "./offering-signals.ts";
import { contentWords, countPhrases, matchText, overlap, type MatchText } from "./text.ts";
import type { TopicSeed } from "./topic-types.ts";

// What a blog topic is about, in the site's own terms: the season or evergreen theme it belongs to, the
// services and differentiators it touches, the Houston areas to use as examples, the category, and the
// existing posts worth linking. Shared by the offline composer and the LLM prompt.

export type BlogFactPost = { title: string; slug: string; excerpt: string; tags: readonly string[]; category: string };
/** What the site knows, as the database provides it. */
export type BlogFacts = { siteName: string; posts: readonly BlogFactPost[]; bookingUrl?: string | null };

export type TopicAnalysis = {
  topic: string;
  seed: TopicSeed | null;
  areas: ServiceArea[];
  services: Service[];
  differentiators: Differentiator[];
  interests: AutomationInterest[];
  category: BlogCategory;
  relatedPosts: BlogFactPost[];
};

const CATEGORY_SIGNALS: Record<BlogCategory, readonly string[]> = {
  "Real Estate": ["market", "buyer", "seller", "home", "homeowner", "neighborhood", "property", "listing", "flood", "hurricane", "school", "mortgage", "rental", "tenant", "landlord", "relocation", "new construction"],
  News: ["news", "announcement", "update", "law", "rule", "regulation", "fed", "federal reserve", "launch", "deadline", "change", "report"],
  Strategy: ["strategy", "plan", "grow", "growth", "follow up", "lead", "conversion", "marketing", "process", "team", "playbook", "nurture", "referral"],
  Tools: ["tool", "crm", "software", "app", "integration", "integrate", "dashboard", "n8n", "zapier", "chatbot", "template", "stack", "mls", "hubspot", "automation"],
};

/** Words too common on this blog to say two texts are about the same thing. */
export const GENERIC_WORDS = new Set(["houston", "real", "estate", "agent", "broker", "realtor", "ai", "automation", "automate", "automated", "business", "team", "client"]);

const MAX_RELATED = 3;

function bestSeed(text: MatchText): TopicSeed | null {
  let best: { seed: TopicSeed; hits: number } | null = null;
  for (const seed of TOPIC_CATALOGUE) {
    const hits = countPhrases(text, seed.signals);
    if (hits > 0 && (!best || hits > best.hits)) best = { seed, hits };
  }
  return best?.seed ?? null;
}

function categoryFor(text: MatchText, seed: TopicSeed | null): BlogCategory {
  if (seed) return seed.category;
  let best: { category: BlogCategory; hits: number } = { category: "Strategy", hits: 0 };
  for (const category of BLOG_CATEGORIES) {
    const hits = countPhrases(text, CATEGORY_SIGNALS[category]);
    if (hits > best.hits) best = { category, hits };
  }
  return best.category;
}

/** Posts sharing words with the topic: title, tags and category count double, the excerpt once. */
export function relatedPostsFor(topic: string, seed: TopicSeed | null, posts: readonly BlogFactPost[], max = MAX_RELATED): BlogFactPost[] {
  const wanted = contentWords(`${topic} ${seed ? seed.signals.join(" ") : ""}`, GENERIC_WORDS);
  return posts
    .map((post, index) => {
      const strong = contentWords(`${post.title} ${post.tags.join(" ")}`, GENERIC_WORDS);
      const weak = contentWords(post.excerpt, GENERIC_WORDS);
      let score = 0;
      for (const word of wanted) score += strong.has(word) ? 2 : weak.has(word) ? 1 : 0;
      return { post, index, score };
    })
    .filter((entry) => entry.score >= 2)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .map((entry) => entry.post);
}

export function analyzeTopic(rawTopic: string, facts: BlogFacts): TopicAnalysis {
  const topic = rawTopic.trim().replace(/\s+/g, " ");
  const text = matchText(topic);
  const seed = bestSeed(text);
  const offered = matchOfferings(matchText(`${topic} ${seed ? `${seed.name} ${seed.keywords.join(" ")}` : ""}`));

  const pickedServices = offered.services.slice(0, 2);
  if (pickedServices.length === 0) pickedServices.push(services[0]!, services[1]!);
  // Every post is local, so local expertise always leads; one more differentiator if the topic calls for it.
  const local = differentiators.find((d) => d.key === "local-expertise")!;
  const pickedDifferentiators = [local, ...offered.differentiators.filter((d) => d.key !== local.key)].slice(0, 2);
  const interests = [...new Set([...offered.interests, ...(seed?.interests ?? [])])].slice(0, 3);

  return {
    topic,
    seed,
    areas: areasForTopic(topic, seed?.areas ?? []),
    services: pickedServices,
    differentiators: pickedDifferentiators,
    interests,
    category: categoryFor(text, seed),
    relatedPosts: relatedPostsFor(topic, seed, facts.posts),
  };
}

/** Similarity of two titles on their meaningful words (0-1). */
export function titleSimilarity(a: string, b: string): number {
  return overlap(contentWords(a, GENERIC_WORDS), contentWords(b, GENERIC_WORDS));
}
