import { SOLUTIONS_FAQ } from "#common/content/faq.ts";
import type { FaqEntry } from "#common/content/faq.ts";

// The Solutions FAQ has no ids of its own; the assistant names each entry by the start of its English question,
// so a reworded answer is still quoted (in English until translated) and a removed entry is no longer answered.
const IDS: [string, RegExp][] = [
  ["why-no-prices", /^Why don't you publish/],
  ["timeline", /^How long does it take/],
  ["crm-mls", /^Will it work with my CRM/],
  ["spanish", /^Can the AI talk to my clients/],
  ["technical-skills", /^Do I need technical skills/],
  ["data-safety", /^Is my clients' data safe/],
  ["add-later", /^Can I add services later/],
];

export function faqEntry(id: string): FaqEntry | undefined {
  const pattern = IDS.find(([key]) => key === id)?.[1];
  return pattern ? SOLUTIONS_FAQ.find((entry) => pattern.test(entry.question)) : undefined;
}

/** The id the assistant knows an FAQ entry by, or undefined for an entry added since (still a passage, by position). */
export function faqId(entry: FaqEntry): string | undefined {
  return IDS.find(([, pattern]) => pattern.test(entry.question))?.[0];
}
