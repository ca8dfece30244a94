import type { Language, SiteFacts } from "../types.ts";
import { foldForRules } from "../text.ts";
import type { Answer } from "./answer-types.ts";
import { asksReason, givesReason } from "./passage-asks.ts";
import { knowledgeOf, questionGroups } from "./passages.ts";
import { words } from "./sentence-pick.ts";

// Right after a post's paragraph was quoted ("the workflow engine: tools such as n8n…"), a bare "why?" ("why that one?",
// "¿por qué ese?", "sao lại chọn nó?", "为什么选它？") asks the reason that paragraph gives ("We often use n8n because…"):
// nothing else it says names another subject, and our own "why choose us" is not what it asks.

// Words of a bare "why": the reason asked, a pronoun for the thing just quoted, and a verb of choosing it.
const BARE = /\b(?:why|how come|reasons?|por ?que|razon|motivo|tai sao|vi sao|sao lai|sao|ly do|choose|chose|chosen|pick|picked|picks|prefer|preferred|recommend|recommended|recommends|use|used|uses|go|went|with|that|this|one|it|them|you|y'?all|guys|the|then|and|so|so|ese|esa|eso|este|esta|lo|la|el|elegir|eligen|eligieron|escoger|escogen|escogieron|usar|usan|recomiendan|prefieren|entonces|y|chon|dung|lai|no|cai|do|nay|vay|the|con|ban|cac ban)\b|为什么|为何|原因|理由|怎么会|选它|选这个|选那个|选|用它|用|推荐|它|这个|那个|呢|啊|吗|嘛/g;

/** A "why" that names nothing beyond what the quoted sentences say. */
function bareWhy(part: string, quoted: readonly string[]): boolean {
  if (!asksReason(part)) return false;
  const rest = foldForRules(part).replace(BARE, " ").replace(/[^\p{L}\p{N}\s]/gu, " ").trim();
  if (rest === "") return true;
  const said = new Set(words(quoted.join(" ")));
  return questionGroups(rest).every((g) => g.some((t) => said.has(t)));
}

// "At 5 p.m. on a weekday…": the dot of a.m./p.m. ends no sentence when a preposition carries the sentence on.
const SENTENCE = /(?<=[.!?。！？])(?<!^\d{1,2}\.)(?<!\b[ap]\.m\.)\s+|(?<=\b[ap]\.m\.)\s+(?!(?:on|at|in|during|with|when|before|after|until|for)\b)|\n+/mu;

/** The reason the post paragraph just quoted gives, asked by a bare "why"; null otherwise. */
export function reasonOfQuoted(part: string, last: readonly Answer[], facts: SiteFacts): Answer | null {
  const [quoted] = last;
  if (last.length !== 1 || quoted?.t !== "passage" || quoted.kind !== "post" || !bareWhy(part, quoted.sentences)) return null;
  const passage = knowledgeOf(facts).passages.find((p) => p.id === quoted.id);
  const lang: Language = quoted.lang;
  const text = passage?.text[lang] ?? passage?.text.en;
  if (!passage || !text) return null;
  const sentences = text.split(SENTENCE).map((s) => s.trim()).filter(Boolean);
  // The reason after the sentences quoted, or else any the paragraph gives that they do not already hold.
  const lastQuoted = Math.max(-1, ...quoted.sentences.map((q) => sentences.findIndex((s) => s === q || q.endsWith(s) || s.endsWith(q))));
  const after = sentences.slice(lastQuoted + 1).find(givesReason);
  // …or, when the quote already gave it (a paragraph quoted with the sentences after the one found), that reason again.
  const reason = after ?? sentences.find((s) => givesReason(s) && !quoted.sentences.some((q) => q.includes(s))) ?? sentences.find(givesReason);
  if (!reason) return null;
  const { lead: _lead, ...rest } = quoted;
  return { ...rest, sentences: [reason.slice(0, 1200)] };
}
