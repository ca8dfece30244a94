import type { LlmMessage } from "../../integrations/llm.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { NoDraftReason } from "#common/chat/copilot.ts";
import type { AskedField } from "../../contacts/qualification/answer.ts";
import type { ChatEngine, ConversationContext, Language, SiteFacts } from "../engine/types.ts";
import { retrievePassages, type PassageHit } from "../engine/knowledge/passages.ts";
import { findPackagePriceStatements } from "../engine/price-guard.ts";
import type { ModelReplier } from "../llm-reply.ts";

/** Acts a person answers in their own words: the assistant's policy reply is not theirs to send. */
const POLICY_ACTS = new Set<string>(["complaint", "opt_out", "deletion", "handoff", "injection"]);
const SMALL_TALK = new Set<string>(["greeting", "thanks", "goodbye"]);
/** A passage listed as a source when the engine answered from its rules: it must hold most of the question. */
const SOURCE_COVERAGE = 0.5;
const MAX_SOURCES = 3;

export type DraftInput = {
  engine: ChatEngine;
  facts: SiteFacts;
  /** The visitor's messages since anyone last answered, oldest first. */
  pending: readonly string[];
  context: ConversationContext | Record<string, unknown> | null;
  knownOnContact: readonly AskedField[];
  /** Earlier turns for the model (visitor and assistant only, docs/decisions/021). */
  history: LlmMessage[];
  /** The model path (null: offline only). */
  model: ModelReplier | null;
  conversationId: string;
};

export type DraftResult =
  | { text: string; sources: ChatReplySource[]; engine: "engine" | "model"; language: Language }
  | { reason: NoDraftReason };

const asSource = (hit: PassageHit): ChatReplySource => ({
  kind: hit.passage.kind,
  id: hit.passage.id.slice(0, 200),
  title: hit.passage.title.slice(0, 300),
  ...(hit.passage.url ? { url: hit.passage.url.slice(0, 500) } : {}),
});

// Where the assistant speaks of itself ("I'm here 24/7"): not a member's words.
const ASSISTANT_ONLY = [/\s*I'm here 24\/7\./g, /\s*Yo estoy aquí 24\/7\./g, /\s*Tôi trực 24\/7\./g, /我这个助手24\/7在线。/g];
const asStaff = (text: string): string => ASSISTANT_ONLY.reduce((t, pattern) => t.replace(pattern, ""), text).trim();

/** Each question of the visitor's messages: its best passage, when it holds most of it. */
function passagesFor(message: string, facts: SiteFacts, language: Language): PassageHit[] {
  const parts = message.split(/\n+|(?<=[?？])\s*/u).map((p) => p.trim()).filter(Boolean);
  return parts.flatMap((part) => retrievePassages(part, facts, language, 1).filter((h) => h.coverage >= SOURCE_COVERAGE));
}

/** One line per page: two paragraphs of a post are one source. */
function distinct(sources: ChatReplySource[]): ChatReplySource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.title}|${s.url ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, MAX_SOURCES);
}

/** The engine's answer without the qualification question it adds for itself (its context is not kept here). */
const withoutFollowUp = (response: string, followUp: string | undefined): string =>
  followUp && response.endsWith(followUp) ? response.slice(0, -followUp.length).trim() : response;

/**
 * A reply for staff to the visitor's waiting messages, or why there is none. The offline engine reads the messages
 * against the conversation as the assistant would; only an answer it found in the site's knowledge becomes a draft.
 * With a model, the same answer is worded by it under llm-reply's checks, and the engine's stands when it fails them.
 */
export async function draftReply(input: DraftInput): Promise<DraftResult> {
  const message = input.pending.join("\n").trim();
  if (!message) return { reason: "no_message" };
  const offline = input.engine.reply({ message, facts: input.facts, context: input.context, knownOnContact: input.knownOnContact });
  if (POLICY_ACTS.has(offline.act) || offline.context.optOut) return { reason: "policy" };
  if (SMALL_TALK.has(offline.act)) return { reason: "small_talk" };
  const grounded = (offline.act === "question" && offline.intent !== "unanswered") || (offline.act === "details" && offline.source !== undefined);
  if (!grounded) return { reason: "not_covered" };

  const language = offline.language;
  const found = passagesFor(message, input.facts, language);
  const listed = distinct([...(offline.source ? [offline.source] : []), ...found.map(asSource)]);
  // An answer from the rules (hours, contact details, the catalogue) with no passage holding the question.
  const engineSources = listed.length ? listed : [{ kind: "page", title: `${input.facts.siteName}: site facts (Settings and the Solutions page)`.slice(0, 300) } satisfies ChatReplySource];
  const engineText = asStaff(withoutFollowUp(offline.response, offline.followUp));
  const fallback = { text: engineText, sources: engineSources, engine: "engine", language } as const;
  if (!input.model || offline.source?.kind === "taught") return checked(fallback);

  const worded = await input.model({ facts: input.facts, language, history: input.history, message, context: offline.context, conversationId: input.conversationId });
  if (!worded) return checked(fallback);
  const modelSources = distinct([...listed, ...worded.passages.filter((h) => h.coverage >= SOURCE_COVERAGE).map(asSource)]);
  return checked({ text: worded.text, sources: modelSources.length ? modelSources : engineSources, engine: "model", language });
}

/** The assistant's pricing rule holds for drafts too: a draft that states a package price is not offered. */
function checked(draft: Extract<DraftResult, { text: string }>): DraftResult {
  return findPackagePriceStatements(draft.text).length > 0 ? { reason: "not_covered" } : draft;
}
