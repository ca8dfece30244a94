import type { Answer, Renderer } from "./knowledge/answer-types.ts";
import { en } from "./knowledge/answers-en.ts";
import { es } from "./knowledge/answers-es.ts";
import { vi } from "./knowledge/answers-vi.ts";
import { zh } from "./knowledge/answers-zh.ts";
import { EXTRA, needOf } from "./knowledge/answers-extra.ts";
import { contentText } from "./knowledge/content-text.ts";
import { renderPassage } from "./knowledge/answers-passage.ts";
import { knowledgeOf } from "./knowledge/passages.ts";
import { technologies } from "./knowledge/site-knowledge.ts";
import type { Language, SiteFacts } from "./types.ts";
import { monthlyTotal } from "./followup-sums.ts";
import { unlistedAreaZh } from "./areas-asked.ts";
import { namedGap } from "./unknown-topics.ts";
import { packageTimeline } from "./package-timeline.ts";
import { clockText } from "./visitor-clock.ts";
import { budgetLead } from "./addon-budget.ts";
import { packageChangeText } from "./package-change.ts";
import { verdictText, withoutOwnWord } from "./yes-no-text.ts";
import { costText } from "./cost-over-time.ts";

/** The passage in the visitor's language when the site (or staff) wrote it in that language, else quoted as written. */
function passageText(answer: Extract<Answer, { t: "passage" }>, language: Language, f: SiteFacts): string | null {
  const text = passageBody(answer, language, f);
  if (!text || !answer.lead) return text;
  // An answer that already starts with its yes or no ("Yes. We connect to…") is not given another.
  const [yes, no] = YES_NO_WORD[language];
  // ("Nos conectamos…" opens on no "No".) One that says the other word is given the right one instead: "a guy said you
  // only work with kvCORE" is a no to the FAQ's own "Yes. We connect to HubSpot, Follow Up Boss, kvCORE…".
  const bare = (word: string): string => word.replace(/[.。]$/u, "");
  const opens = (word: string): boolean => text.startsWith(bare(word)) && !/^\p{L}/u.test(text.slice(bare(word).length));
  const said = opens(yes) ? "yes" : opens(no) ? "no" : null;
  if (said === answer.lead) return text;
  if (said) return `${answer.lead === "no" ? no : yes}${language === "zh" ? "" : " "}${text.slice(bare(said === "yes" ? yes : no).length).replace(/^[.。,，]?\s*/u, "")}`;
  return `${answer.lead === "no" ? no : yes}${language === "zh" ? "" : " "}${text}`;
}

const YES_NO_WORD: Record<Language, [string, string]> = { en: ["Yes.", "No."], es: ["Sí.", "No."], vi: ["Có.", "Không."], zh: ["是的。", "不会。"] };

function passageBody(answer: Extract<Answer, { t: "passage" }>, language: Language, f: SiteFacts): string | null {
  const view = { kind: answer.kind, title: answer.title, url: answer.url };
  if (answer.lang === language) return renderPassage(language, f, { ...view, sentences: answer.sentences, english: false });
  // "Say that in Spanish": the passage's own Spanish text when there is one.
  const own = knowledgeOf(f).passages.find((p) => p.id === answer.id)?.text[language];
  if (own) return renderPassage(language, f, { ...view, sentences: [own], english: false });
  const whole = knowledgeOf(f).passages.find((p) => p.id === answer.id)?.text.en ?? "";
  return renderPassage(language, f, { ...view, sentences: answer.sentences, english: answer.lang === "en", whole, ...(answer.unit ? { unit: answer.unit } : {}) });
}

const contentPrice = (language: Language, label: string): string => contentText(language).price(label);
const RENDERERS: Record<Language, Renderer> = { en, es, vi, zh };

export function rendererFor(language: Language): Renderer {
  return RENDERERS[language];
}

/** One answer in one language; null when the fact it names is no longer on the site. */
export function renderAnswer(answer: Answer, language: Language, f: SiteFacts): string | null {
  const r = RENDERERS[language];
  const o = f.offerings;
  switch (answer.t) {
    case "entry": return r.entry[answer.id](f) || null;
    case "package": { const pkg = o.packages.find((p) => p.key === answer.key); return pkg ? r.package(f, pkg, answer.price) : null; }
    case "addon": { const a = o.addOnServices.find((x) => x.key === answer.key); return a ? r.addon(f, a) : null; }
    case "bundle": { const b = o.bundles.find((x) => x.key === answer.key); return b ? r.bundle(f, b) : null; }
    case "setup": { const s = o.setupAddOns.find((x) => x.key === answer.key); return s ? r.setup(f, s) : null; }
    case "area": return r.area(f, answer.name, answer.known, answer.also);
    case "platforms": return r.platforms(f, answer.names.map((name) => ({ name, row: o.setupAddOns.find((s) => s.examples.split(/,\s*/).includes(name)) ?? null })));
    case "recommend": { const pkg = o.packages.find((p) => p.key === answer.key); return pkg ? r.recommend(f, pkg, answer.reason, answer.features) : null; }
    case "recommend-ask": return r.recommendAsk(f, answer.staff);
    case "addon-sum": {
      const names = answer.keys.map((k) => o.addOnServices.find((a) => a.key === k)?.name ?? "");
      const total = monthlyTotal(answer.keys, f);
      return total && names.every(Boolean) ? r.addonSum(f, names, total) : null;
    }
    case "listed": return listedRows(r.entry[LISTED_ENTRY[answer.kind]](f), answer.keys);
    case "within-budget": return budgetLead(language, answer.fits);
    case "package-change": return packageChangeText(language, f, answer, (pkg) => r.package(f, pkg, false));
    case "clock": return clockText(language, f, answer.offset, answer.asked);
    case "timeline": return o.packages.some((p) => p.key === answer.key) ? packageTimeline(language, answer.key) : null;
    case "bundle-for": { const b = o.bundles.find((x) => x.key === answer.key); return b ? r.bundleFor(f, b, answer.count) : null; }
    // In the order found (the post whose title names the subject first), not the blog's order.
    case "posts": return r.posts(f, answer.slugs.flatMap((slug) => f.posts.filter((p) => p.slug === slug)), answer.subject);
    case "unknown": return namedGap(answer, language, f) ?? r.unknown(f, answer);
    case "need": {
      const item = answer.kind === "addon" ? o.addOnServices.find((a) => a.key === answer.key) : o.services.find((s) => s.key === answer.key);
      return item ? EXTRA[language].need(f, needOf(language, item), answer.yes) : null;
    }
    case "not-offered": return EXTRA[language].notOffered(f, answer.what);
    case "unlisted-platform": {
      const custom = o.addOnServices.find((a) => a.key === "custom-integrations");
      return EXTRA[language].unlistedPlatform(f, answer.name, custom ? contentPrice(language, custom.price) : null);
    }
    case "unlisted-area": return language === "zh" ? unlistedAreaZh(f, answer.name) : EXTRA[language].unlistedArea(f, answer.name);
    case "extra": return EXTRA[language].extra[answer.id](f);
    case "passage": return passageText(answer, language, f);
    case "verdict": return verdictText(answer, language);
    case "cost": return costText(answer, language, f);
  }
}

const LISTED_ENTRY = { addon: "addons", bundle: "bundles", setup: "setup-fees", package: "packages" } as const;

/** The whole list as the site's entry renders it, with only the rows kept (its bullets are in the catalogue's order). */
function listedRows(list: string, keys: readonly number[]): string | null {
  let row = -1;
  const lines = list.split("\n").filter((line) => !line.startsWith("• ") || keys.includes(++row));
  return row < 0 ? null : lines.join("\n");
}

const SELLING = /consult|tư vấn|咨询|https?:\/\//i;

/** Several answers in order, then one next step (none after an opt-out, nor when an answer already gives one). */
export function renderAnswers(answers: readonly Answer[], language: Language, f: SiteFacts, opts: { optOut: boolean }): string {
  const texts = withoutRepeatedTools(answers, f).map((a) => renderAnswer(a, language, f)).filter((t): t is string => Boolean(t));
  // A yes or no said first: the answer after it loses its own, and a bare word opens that answer's line.
  const [verdict, next] = [answers[0], texts[1]];
  if (verdict?.t === "verdict" && next !== undefined) texts.splice(0, 2, ...(verdict.feature ? [texts[0] ?? "", withoutOwnWord(next)] : [`${texts[0]}${language === "zh" ? "" : " "}${withoutOwnWord(next)}`]));
  if (texts.length === 0) texts.push(RENDERERS[language].unknown(f));
  let reply = texts.join("\n\n");
  if (opts.optOut) return withoutSelling(reply, f) || RENDERERS[language].entry.contact(f);
  // A privacy answer or a taught one is complete as it is: no sales line after "this site sets no cookies".
  // Nor after the consultation declined ("I don't want to book a call": no link pressed on them).
  const complete = answers.every((a) => a.t === "unknown" || (a.t === "extra" && a.id === "no-call") || (a.t === "passage" && (a.kind === "privacy" || a.kind === "taught")));
  const wantsNext = !texts.some((t) => t.includes(f.bookingUrl)) && !complete;
  if (wantsNext) reply += `\n${RENDERERS[language].nextStep(f)}`;
  return reply;
}

/** An opted-out visitor still gets answers, without any invitation to buy or book. */
export function withoutSelling(reply: string, f: SiteFacts): string {
  const kept = reply
    .split("\n")
    .map((line) => line.split(/(?<=[.!?])\s+|(?<=[。！？])/u).filter((s) => !s.includes(f.bookingUrl) && !SELLING.test(s)).join(" "))
    .filter((line) => line.trim().length > 0);
  return kept.join("\n");
}

/**
 * "Which AI are you built on? OpenAI or something else?": the list of what we build on already names OpenAI, so "Yes,
 * we work with OpenAI" after it says it twice. A platform with a setup fee keeps its answer (the fee is news).
 */
function withoutRepeatedTools(answers: readonly Answer[], f: SiteFacts): readonly Answer[] {
  if (!answers.some((a) => a.t === "entry" && a.id === "technologies")) return answers;
  const hasSetupRow = (name: string) => f.offerings.setupAddOns.some((s) => s.examples.split(/,\s*/).includes(name));
  return answers.filter((a) => a.t !== "platforms" || !a.names.every((n) => technologies.includes(n) && !hasSetupRow(n)));
}
