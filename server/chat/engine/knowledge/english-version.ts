import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { Answer } from "./answer-types.ts";
import { knowledgeOf } from "./passages.ts";
import type { SiteFacts } from "../types.ts";

// "Pásame el enlace del artículo Speed to Lead en inglés, es para una colega": a post found in its version in the
// visitor's language, asked for in English. The English post's paragraph at the same place is quoted instead (said to
// be in English, with the English address), since that is the copy the visitor wants to pass on. Rules on folded text.

const IN_ENGLISH = /\b(?:en ingles|in english|the english (?:one|version|copy)|(?:ban |bang )?tieng anh)\b|英文版?|英语版?/;

type PostPassage = Extract<Answer, { t: "passage" }>;

/** The English post's paragraph and address for a post version's paragraph, when the message asks for it in English. */
export function englishVersionAsked(text: string, answer: Answer, facts: SiteFacts): { answer: PostPassage; source: ChatReplySource } | null {
  if (answer.t !== "passage" || answer.kind !== "post" || !IN_ENGLISH.test(text)) return null;
  const passages = knowledgeOf(facts).passages;
  const version = passages.find((p) => p.id === answer.id);
  if (!version?.of) return null;
  const own = passages.filter((p) => p.kind === "post" && p.url === version.url);
  const english = passages.filter((p) => p.kind === "post" && p.url === version.of && !p.only);
  const at = english[own.indexOf(version)] ?? english[0];
  if (!at) return null;
  const sentences = (at.text.en ?? "").split(/(?<=[.!?])\s+/).slice(0, 2);
  const title = at.title.slice(0, 300);
  return { answer: { t: "passage", id: at.id, kind: "post", title, url: at.url, sentences, lang: "en" }, source: { kind: "post", id: at.id, title, url: at.url } };
}
