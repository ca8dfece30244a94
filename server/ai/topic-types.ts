import type { BlogCategory } from "#common/blog/blog-rules.ts";
import type { AutomationInterest, ServiceArea } from "#common/content/offerings.ts";

/** A yearly window, "MM-DD" to "MM-DD" (may wrap past New Year), with an optional peak inside it. */
export type AnnualWindow = { from: string; to: string; peak?: { from: string; to: string } };

/**
 * One entry of the topic catalogue: a Houston season or event (with windows) or an evergreen topic
 * (no windows) that demand from leads and chat can bring up. Also the composer's source of local context.
 */
export type TopicSeed = {
  key: string;
  name: string;
  /** Empty for evergreen topics. */
  windows: readonly AnnualWindow[];
  /** How many days before a window opens the topic is worth writing about. */
  leadDays: number;
  category: BlogCategory;
  /** What the generator receives when staff pick the suggestion; may use {area}. */
  topic: string;
  /** Suggested headline; may use {year}, {nextYear}, {prevYear} (of the window's occurrence) and {area}. */
  title: string;
  description: string;
  /** Shown with the suggestion (at most 5, most important first); may use {area}. */
  keywords: readonly string[];
  /** Words and phrases that tie a topic text or an existing post to this seed. */
  signals: readonly string[];
  /** Lead interests that raise its demand. */
  interests: readonly AutomationInterest[];
  /** Chat intents that raise its demand. */
  intents: readonly string[];
  /** Areas where it plays out most; with rotateAreas, the areas to rotate through week by week. */
  areas: readonly ServiceArea[];
  rotateAreas?: boolean;
  /** A paragraph of Houston context for drafts and prompts. */
  angle: string;
  /** Practical steps an agent can take. */
  actions: readonly string[];
};
