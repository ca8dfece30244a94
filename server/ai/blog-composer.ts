import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type BlogPostOutput } from "#common/ai/blog-post-output.ts";
import { REPLY_WITHIN_HOURS, serviceAreas, type DifferentiatorKey, type ServiceKey } from "#common/content/offerings.ts";
import { AREA_PROFILES } from "./houston-areas.ts";
import { analyzeTopic, type BlogFacts, type TopicAnalysis } from "./topic-analysis.ts";
import { clampAtWord, joinWords, titleCase } from "./text.ts";

// The offline composer: without an LLM, a structured, honest first draft built only from what the site
// knows (its services, the Houston calendar and areas, its own posts). Deterministic: the same topic and
// facts always give the same post. It opens with an editor's note because it is a starting point.

export const OFFLINE_MODEL = "offline-composer";
export const DRAFT_NOTE_MARKER = "Draft to edit";
const CHECKLIST_MAX = 6;

const SERVICE_STEPS: Record<ServiceKey, readonly string[]> = {
  "ai-agents-lead-capture": [
    "Answer every new inquiry within minutes, day or night, with an assistant that asks the qualifying questions you would ask.",
    "Send qualified buyers and sellers straight to a booking link or to the right agent.",
  ],
  "client-management": [
    "Put follow-ups on a schedule (day 1, day 3, day 7, then monthly) so no one falls through the cracks.",
    "Send clients milestone updates automatically so they never have to ask where things stand.",
  ],
  "analytics-dashboards": [
    "Track time to first reply, appointments set and conversions by lead source every week.",
    "Watch the local numbers that move your market: active inventory, days on market and price reductions.",
  ],
};

const DIFFERENTIATOR_STEPS: Record<DifferentiatorKey, string> = {
  "local-expertise": "Make every message local: the neighborhood, the school district, the flood history that matters to this client.",
  "multilingual-support": "Offer answers in the client's language: English and Spanish at least, Vietnamese or Chinese where your clients need it.",
  "mls-integration": "Tie alerts and answers to MLS/HAR listing data so clients see real, current inventory.",
  "traffic-scheduling": "Plan showings around I-10, 610 and Beltway 8 traffic instead of back-to-back calendar slots.",
};

const properNoun = (word: string) => word !== word.toLowerCase() && !/^[A-Z][a-z]+$/.test(word);
const mentionsPlace = (topic: string) => /houston|texas/i.test(topic) || serviceAreas.some((area) => topic.toLowerCase().includes(area.toLowerCase()));

/** The topic as it reads inside a sentence ("AI chat for Katy listings", "hurricane season prep"). */
function inSentence(topic: string): string {
  const bare = topic.replace(/[.!]+$/, "");
  const first = bare.split(" ")[0] ?? "";
  const keepCase = properNoun(first) || serviceAreas.some((area) => bare.startsWith(area)) || /^Houston\b/.test(bare);
  return keepCase ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

function headline(topic: string): { title: string; base: string } {
  const base = titleCase(topic.replace(/[.!]+$/, ""));
  const title = base.endsWith("?") || mentionsPlace(topic) || base.length > 70 ? base : `${base}: A Houston Guide`;
  return { title, base };
}

function fill(text: string, area: string): string {
  return text.replaceAll("{area}", area);
}

function whyNow(a: TopicAnalysis, subject: string): string {
  if (!a.seed) {
    return `Houston is one market made of very different neighborhoods, from inner-loop Montrose to master-planned Katy, and clients expect answers that fit theirs, fast. That is why ${subject} deserves a plan rather than good intentions: the agents who reply first, with local facts, win the appointment.`;
  }
  return a.seed.angle;
}

function checklist(a: TopicAnalysis): string[] {
  const steps = [
    ...(a.seed?.actions.slice(0, 4) ?? []),
    ...a.services.flatMap((s) => SERVICE_STEPS[s.key].slice(0, a.seed ? 1 : 2)),
    ...a.differentiators.map((d) => DIFFERENTIATOR_STEPS[d.key]),
  ];
  return [...new Set(steps)].slice(0, CHECKLIST_MAX);
}

const SERVICE_TAGS: Record<ServiceKey, string> = {
  "ai-agents-lead-capture": "AI Lead Capture",
  "client-management": "Client Management",
  "analytics-dashboards": "Market Analytics",
};

function tagsFor(a: TopicAnalysis): string[] {
  const area = a.areas[0] ?? "Houston";
  const candidates = [
    ...(a.seed?.keywords.slice(0, 2).map((k) => titleCase(fill(k, area))) ?? []),
    ...a.interests.slice(0, 2),
    ...(a.seed ? [] : a.services.map((s) => SERVICE_TAGS[s.key])),
    a.areas[0],
    "Houston Real Estate",
  ];
  const seen = new Set<string>();
  return candidates.filter((tag): tag is string => {
    if (!tag || seen.has(tag.toLowerCase())) return false;
    seen.add(tag.toLowerCase());
    return true;
  }).slice(0, 6);
}

function seoDescription(subject: string, areas: string): string {
  const candidates = [
    `${subject}: why it matters in Houston now, what it looks like in ${areas}, and a practical checklist.`,
    `${subject}: why it matters in Houston now, and a practical checklist.`,
    `${subject}: a practical checklist for Houston real estate.`,
  ];
  return candidates.find((c) => c.length <= SEO_DESCRIPTION_MAX) ?? clampAtWord(subject, SEO_DESCRIPTION_MAX);
}

/** A structured draft post for `topic`, from the site's own facts. Throws on an empty topic. */
export function composeBlogDraft({ topic, facts }: { topic: string; facts: BlogFacts }): BlogPostOutput {
  const a = analyzeTopic(topic, facts);
  if (a.topic === "") throw new Error("A topic is required to compose a blog post");
  const phrase = inSentence(a.topic);
  const { title, base } = headline(a.topic);
  const areas = joinWords(a.areas);
  const developmentFocus = a.seed?.rotateAreas === true;
  const booking = facts.bookingUrl?.trim() || "/contact";
  const question = a.topic.endsWith("?");

  const sections = [
    `> **${DRAFT_NOTE_MARKER}.** Written offline by ${facts.siteName}'s content assistant from this site's own facts (services, the Houston calendar and areas, existing articles). Check every statement and date, add a local example or a client story, then remove this note and publish.`,
    `${question ? `Houston agents, brokers and property managers ask: *${a.topic}* This guide answers it with a practical plan` : `This guide is about ${phrase}, for Houston agents, brokers and property managers. Here is a practical plan`}: why it matters, what it looks like in ${areas}, the steps to take, and where automation takes work off your plate.`,
    `## Why it matters in Houston\n\n${whyNow(a, question ? "this question" : phrase)}`,
    `## What it looks like around Houston\n\n${a.areas
      .map((area) => `- **${area}**: ${AREA_PROFILES[area].note}${developmentFocus ? `; what is new: ${AREA_PROFILES[area].development}` : ""}.`)
      .join("\n")}`,
    `## A practical checklist\n\n${checklist(a)
      .map((step, i) => `${i + 1}. ${step}`)
      .join("\n")}`,
    `## Where automation helps\n\nNone of this should cost you more evenings. These are the pieces ${facts.siteName} builds for Houston real-estate teams:\n\n${[
      ...a.services.map((s) => `- **${s.title}**: ${s.description}`),
      ...a.differentiators.map((d) => `- **${d.title}**: ${d.description}`),
    ].join("\n")}`,
    ...(a.relatedPosts.length > 0 ? [`## Related reading\n\n${a.relatedPosts.map((p) => `- [${p.title}](/blog/${p.slug}): ${p.excerpt}`).join("\n")}`] : []),
    `## Next step\n\n${question ? "Want help putting this into practice" : `Want ${phrase} handled`} without adding hours to your week? [Book a free consultation](${booking}) with ${facts.siteName}, or [tell us about your business](/contact): we reply within ${REPLY_WITHIN_HOURS} hours.`,
  ];

  const excerpt = `${question ? `A practical Houston answer to “${a.topic}”` : `A practical Houston guide to ${phrase}`}: what it means in ${areas}, a step-by-step checklist, and where automation saves time.`;
  return {
    title,
    excerpt: clampAtWord(excerpt, 300),
    content: `${sections.join("\n\n")}\n`,
    category: a.category,
    tags: tagsFor(a),
    seoTitle: title.length <= SEO_TITLE_MAX ? title : clampAtWord(base, SEO_TITLE_MAX),
    seoDescription: seoDescription(base.replace(/\?$/, ""), areas),
  };
}
