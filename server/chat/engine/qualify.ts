import { z } from "zod";
import { ASKED_FIELDS, readAnswer, type AskedField } from "../../contacts/qualification/answer.ts";
import { extractQualification, type ExtractedQualification } from "../../contacts/qualification/extract.ts";
import { QUALIFY_QUESTIONS } from "./qualify-questions.ts";
import { foldForRules } from "./text.ts";
import type { Intent, Language, Sentiment } from "./types.ts";
import { QUALIFICATION_ROLES } from "#common/contacts/contact-roles.ts";
import { TIMELINES } from "#common/contacts/qualification.ts";

// Qualification in the natural course of the chat (issue 37, item 6): now and then, one short, skippable question
// added to an answer — never two in a row, never on a turn that is not a plain on-topic answer, never about what is
// already known, and not at all once the visitor has passed over two. The visitor's answers go on the contact.

/** What the conversation keeps of it (part of its stored context). */
export const qualifyStateSchema = z.object({
  /** Fields known: said in the chat, answered, or on the contact already. */
  known: z.array(z.enum(ASKED_FIELDS)).default([]),
  /** Fields asked so far (never asked twice). */
  asked: z.array(z.enum(ASKED_FIELDS)).default([]),
  /** The field the last reply asked about, waiting for the visitor's answer. */
  pending: z.enum(ASKED_FIELDS).nullable().default(null),
  /** Questions the visitor passed over. */
  skipped: z.number().int().nonnegative().default(0),
  /** On-topic questions the visitor asked (answered ones). */
  questions: z.number().int().nonnegative().default(0),
  /** The turn (context.turns) of the last question asked; -1 for none. */
  lastAskedTurn: z.number().int().default(-1),
  /**
   * What the visitor's answers to these questions said ("broker", "next month"): read only against the question, so
   * kept here for a contact the conversation gets later (its messages alone would not say it again).
   */
  answers: z
    .object({
      role: z.enum(QUALIFICATION_ROLES).optional(),
      teamSize: z.number().int().min(1).max(10_000).optional(),
      timeline: z.enum(TIMELINES).optional(),
      problem: z.string().max(200).optional(),
      tools: z.array(z.string().max(80)).max(20).optional(),
    })
    .default({}),
});
export type QualifyState = z.output<typeof qualifyStateSchema>;
export const newQualifyState = (): QualifyState => ({ known: [], asked: [], pending: null, skipped: 0, questions: 0, lastAskedTurn: -1, answers: {} });

/** A plain answer about the offer; never a price push, a booking, a refusal to guess, or a policy act. */
const ASKING_INTENTS = new Set<Intent>(["services", "about", "packages", "addons", "bundles", "setup_fees", "integrations", "how_it_works", "results", "hours", "location", "contact", "blog"]);
const MAX_SKIPPED = 2;

const knownIn = (found: ExtractedQualification): AskedField[] => ASKED_FIELDS.filter((f) => found[f] !== undefined);

export type QualifyTurn = {
  message: string;
  state: QualifyState;
  /** Fields the contact already holds (read by the chat service). */
  onContact: readonly AskedField[];
  /** What the engine's own reading knows: a role or a team size stated ("we're 12 agents"). */
  fromProfile: readonly AskedField[];
  /** The message is a plain statement (not a question, not small talk): only such can state a problem in free words. */
  statement: boolean;
  /** The message names platforms we connect (topics.ts findPlatforms). */
  namesPlatforms?: boolean;
};

// "Instagram too, 4 total", "y Gmail, ya son cinco": a count beside a platform named counts platforms, not the team the
// pending question asked about, unless people are named with it ("we use kvCORE, team of 4").
const PEOPLE = /\b(?:team|agents?|people|persons?|folks|us|staff|equipo|agentes|personas|somos|nguoi|moi gioi|nhan vien)\b|人|位|经纪/;
const platformCount = (turn: QualifyTurn): boolean => turn.state.pending === "teamSize" && Boolean(turn.namesPlatforms) && !PEOPLE.test(foldForRules(turn.message));

/** Reads this message against the question pending: what it states, whether it answered, and the state after. */
export function readQualification(turn: QualifyTurn): { found: ExtractedQualification; answered: AskedField | null; stated: boolean; state: QualifyState } {
  const { state } = turn;
  let found = extractQualification(turn.message);
  let answered: AskedField | null = null;
  let skipped = state.skipped;
  if (state.pending) {
    const reading = readAnswer(state.pending, turn.message);
    const counts = reading.answered && (state.pending !== "problem" || turn.statement) && !platformCount(turn);
    if (counts) {
      found = reading.found;
      answered = state.pending;
    } else skipped += 1;
    if (!counts && state.pending === "problem") delete found.problem;
  }
  const known = [...new Set([...state.known, ...turn.onContact, ...turn.fromProfile, ...knownIn(found), ...(answered ? [answered] : [])])];
  const answers = answered ? { ...state.answers, [answered]: found[answered] } : state.answers;
  return { found, answered, stated: knownIn(found).length > 0, state: { ...state, known, pending: null, skipped, answers } };
}

/**
 * The question to add to this reply, if any, and the state with it asked. Asked when the visitor has asked two
 * on-topic questions, or has just said something about their business, or has just booked.
 */
export function nextQuestion(opts: {
  state: QualifyState;
  turn: number;
  language: Language;
  intent: Intent;
  plainAnswer: boolean;
  sentiment: Sentiment;
  stated: boolean;
  justBooked: boolean;
  /** The reply already asks the visitor something (which package fits: "solo, team or brokerage?"). */
  replyAsks: boolean;
}): { question: string | null; state: QualifyState } {
  const { state } = opts;
  const onTopic = opts.plainAnswer && ASKING_INTENTS.has(opts.intent);
  const counted = { ...state, questions: state.questions + (onTopic ? 1 : 0) };
  const field = ASKED_FIELDS.find((f) => !counted.known.includes(f) && !counted.asked.includes(f));
  const rested = opts.turn - counted.lastAskedTurn >= 2;
  const moment = counted.questions >= 2 || opts.stated || opts.justBooked;
  const fits = (onTopic || opts.justBooked) && opts.sentiment !== "negative" && !opts.replyAsks;
  if (!field || !rested || !moment || !fits || counted.skipped >= MAX_SKIPPED) return { question: null, state: counted };
  return {
    question: QUALIFY_QUESTIONS[opts.language][field],
    state: { ...counted, asked: [...counted.asked, field], pending: field, lastAskedTurn: opts.turn },
  };
}
