import { z } from "zod";
import dialoguesJson from "./data/eval-dialogues.json" with { type: "json" };
import factsJson from "./data/eval-facts.json" with { type: "json" };
import multilingualJson from "./data/eval-multilingual.json" with { type: "json" };
import { evalHeldoutSet, evalTrainSet } from "./corpus.ts";
import type { LabelledMessage } from "./corpus.ts";
import { findPackagePriceStatements, findUnpublishedFigures } from "./price-guard.ts";
import { INTENTS, LANGUAGES } from "./types.ts";
import type { ConversationContext } from "./context.ts";
import type { ChatEngine, ChatReply, SiteFacts } from "./types.ts";

// Shared by scripts/eval-chat.ts and the tests: every figure the evaluation prints is computed here.

export const factQuestions = z
  .array(z.object({ text: z.string(), lang: z.enum(LANGUAGES), expect: z.array(z.string().regex(/^(hours|phone|email|booking|(addon|bundle|setup):[a-z-]+)$/)) }))
  .parse(factsJson);
export const dialogues = z.array(z.object({ lang: z.enum(LANGUAGES), turns: z.array(z.string()).min(1), lastMentions: z.string() })).parse(dialoguesJson);
/** Vietnamese and Chinese visitor messages, measured apart: the classifier is trained on English and Spanish. */
export const multilingualMessages: LabelledMessage[] = z
  .array(z.object({ text: z.string().min(1), intent: z.enum(INTENTS), lang: z.enum(["vi", "zh"]) }))
  .parse(multilingualJson);

const dollarsIn = (label: string): string[] => label.match(/\$[\d,]+/g) ?? [];

/** The strings a correct reply must contain for one expected fact. */
export function expectedStrings(expect: string, facts: SiteFacts): string[] {
  const [kind, key] = expect.split(":");
  const o = facts.offerings;
  switch (kind) {
    case "hours": return [facts.hours.slice(facts.hours.indexOf(",") + 1).trim()];
    case "phone": return [facts.phone];
    case "email": return [facts.email];
    case "booking": return [facts.bookingUrl];
    case "addon": {
      const addon = o.addOnServices.find((a) => a.key === key);
      return addon ? [...dollarsIn(addon.setup ?? ""), ...dollarsIn(addon.price)] : [`<unknown add-on ${key}>`];
    }
    case "bundle": return [o.bundles.find((b) => b.key === key)?.price ?? `<unknown bundle ${key}>`];
    case "setup": return [o.setupAddOns.find((s) => s.key === key)?.feeRange ?? `<unknown setup ${key}>`];
    default: return [`<unknown fact ${expect}>`];
  }
}

/** Contact details, links and prices in a reply that are neither the site's nor the visitor's own: invented or wrong facts. */
export function wrongFacts(reply: string, facts: SiteFacts, visitor: { email?: string; phone?: string } = {}): string[] {
  const problems: string[] = [];
  const own = (value: string, mine: string | undefined): boolean => mine !== undefined && value.replace(/\D/g, "") === mine.replace(/\D/g, "");
  for (const email of reply.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []) if (email !== facts.email && email !== visitor.email) problems.push(`e-mail ${email}`);
  // The booking page and the social profiles the site's settings list are the site's own links.
  const ownLinks = new Set([facts.bookingUrl, ...Object.values(facts.social ?? {}).filter((u): u is string => typeof u === "string" && u !== "")]);
  for (const url of reply.match(/https?:\/\/[^\s)]+/g) ?? []) if (!ownLinks.has(url.replace(/[.,;]$/, ""))) problems.push(`link ${url}`);
  const phoneDigits = facts.phone.replace(/\D/g, "");
  for (const phone of reply.match(/\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g) ?? []) if (phone.replace(/\D/g, "") !== phoneDigits && !own(phone, visitor.phone)) problems.push(`phone ${phone}`);
  for (const figure of findUnpublishedFigures(reply, facts.offerings)) problems.push(`price $${figure}`);
  for (const sentence of findPackagePriceStatements(reply)) problems.push(`package price: ${sentence}`);
  return problems;
}

export type Miss = { text: string; expected: string; got: string };
export type Tally = { total: number; correct: number; byLanguage: Record<string, { total: number; correct: number }>; misses: Miss[] };
export type PackagePriceCount = { replies: number; stating: number; examples: string[] };
export type EvaluationReport = {
  heldout: Tally;
  language: Tally;
  packagePrice: PackagePriceCount;
  facts: { total: number; correct: number; misses: Miss[] };
  wrongFacts: { replies: number; withWrongFacts: number; examples: string[] };
};

/** Intent and language-detection accuracy over labelled messages, each asked as the first turn of a conversation. */
function scoreLabelled(messages: readonly LabelledMessage[], ask: (text: string) => ChatReply): { intent: Tally; language: Tally } {
  const intent: Tally = { total: 0, correct: 0, byLanguage: {}, misses: [] };
  const language: Tally = { total: 0, correct: 0, byLanguage: {}, misses: [] };
  const count = (tally: Tally, lang: string, text: string, expected: string, got: string): void => {
    const perLanguage = (tally.byLanguage[lang] ??= { total: 0, correct: 0 });
    tally.total++;
    perLanguage.total++;
    if (expected === got) {
      tally.correct++;
      perLanguage.correct++;
    } else tally.misses.push({ text, expected, got });
  };
  for (const m of messages) {
    const reply = ask(m.text);
    count(intent, m.lang, m.text, m.intent, reply.intent);
    count(language, m.lang, m.text, m.lang, reply.language);
  }
  return { intent, language };
}

function countPackagePrices(replies: readonly string[]): PackagePriceCount {
  const stating = replies.filter((r) => findPackagePriceStatements(r).length > 0);
  return { replies: replies.length, stating: stating.length, examples: stating.slice(0, 5) };
}

export function evaluate(engine: ChatEngine, facts: SiteFacts): EvaluationReport {
  const replies: string[] = [];
  const wrong: string[][] = [];
  const ask = (text: string, context: ConversationContext | null = null) => {
    const reply = engine.reply({ message: text, facts, context });
    replies.push(reply.response);
    const problems = wrongFacts(reply.response, facts, reply.context.lead);
    if (problems.length > 0) wrong.push(problems);
    return reply;
  };

  const { intent: heldout, language } = scoreLabelled(evalHeldoutSet(), ask);
  for (const m of evalTrainSet()) ask(m.text);

  const factReport: EvaluationReport["facts"] = { total: 0, correct: 0, misses: [] };
  for (const q of factQuestions) {
    const reply = ask(q.text);
    const needed = q.expect.flatMap((e) => expectedStrings(e, facts));
    const missing = needed.filter((s) => !reply.response.includes(s));
    factReport.total++;
    if (missing.length === 0) factReport.correct++;
    else factReport.misses.push({ text: q.text, expected: missing.join(" "), got: `${reply.intent}: ${reply.response.slice(0, 120)}` });
  }

  for (const d of dialogues) {
    let context: ConversationContext | null = null;
    for (const turn of d.turns) context = ask(turn, context).context;
    const last = replies.at(-1) ?? "";
    if (!last.includes(d.lastMentions)) factReport.misses.push({ text: d.turns.join(" / "), expected: d.lastMentions, got: last.slice(0, 120) });
    factReport.total++;
    if (last.includes(d.lastMentions)) factReport.correct++;
  }

  return {
    heldout,
    language,
    facts: factReport,
    packagePrice: countPackagePrices(replies),
    wrongFacts: { replies: replies.length, withWrongFacts: wrong.length, examples: wrong.slice(0, 5).map((p) => p.join("; ")) },
  };
}

export type MultilingualReport = { intent: Tally; language: Tally; packagePrice: PackagePriceCount };

/** Vietnamese and Chinese, kept out of `evaluate` so its figures and the held-out target stay English and Spanish. */
export function evaluateMultilingual(engine: ChatEngine, facts: SiteFacts, messages: readonly LabelledMessage[] = multilingualMessages): MultilingualReport {
  const replies: string[] = [];
  const { intent, language } = scoreLabelled(messages, (text) => {
    const reply = engine.reply({ message: text, facts, context: null });
    replies.push(reply.response);
    return reply;
  });
  return { intent, language, packagePrice: countPackagePrices(replies) };
}
