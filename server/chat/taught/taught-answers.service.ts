import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { chatTaughtAnswers, users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import type { TaughtAnswer } from "../engine/types.ts";
import {
  TAUGHT_LANGUAGES,
  type AdminTaughtAnswer,
  type TaughtAnswerInput,
  type TaughtAnswerPatch,
  type UnansweredGroup,
  type UnansweredPage,
  type UnansweredSort,
} from "#common/chat/taught-answers.ts";
import { coveringAnswer, groupQuestions, questionWords } from "./question-groups.ts";
import { unansweredQuestions } from "./unanswered-questions.ts";

type Answers = TaughtAnswer["answers"];
const author = alias(users, "author");
const editor = alias(users, "editor");

/** The answers given, trimmed, without the empty ones. */
function cleanAnswers(answers: Partial<Record<string, string | undefined>>): Answers {
  const out: Answers = {};
  for (const l of TAUGHT_LANGUAGES) {
    const text = answers[l]?.trim();
    if (text) out[l] = text;
  }
  return out;
}

/** Each question once (case and spacing aside), in the order given. */
function cleanQuestions(questions: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of questions) {
    const text = q.replace(/\s+/g, " ").trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** Answers staff taught the assistant, and the questions it could not answer (the Unanswered view). */
export function createTaughtAnswersService(db: Db) {
  async function list(): Promise<AdminTaughtAnswer[]> {
    const rows = await db
      .select({ row: chatTaughtAnswers, createdBy: author.name, updatedBy: editor.name })
      .from(chatTaughtAnswers)
      .leftJoin(author, eq(author.id, chatTaughtAnswers.createdBy))
      .leftJoin(editor, eq(editor.id, chatTaughtAnswers.updatedBy))
      .orderBy(desc(chatTaughtAnswers.updatedAt), desc(chatTaughtAnswers.id));
    return rows.map(({ row, createdBy, updatedBy }) => ({
      id: row.id,
      questions: row.questions,
      answers: row.answers,
      createdBy,
      updatedBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function get(id: number): Promise<AdminTaughtAnswer> {
    const found = (await list()).find((a) => a.id === id);
    if (!found) throw notFound("Taught answer");
    return found;
  }

  return {
    list,

    async create(input: TaughtAnswerInput, memberId: number): Promise<AdminTaughtAnswer> {
      const [row] = await db
        .insert(chatTaughtAnswers)
        .values({ questions: cleanQuestions(input.questions), answers: cleanAnswers(input.answers), createdBy: memberId, updatedBy: memberId })
        .returning({ id: chatTaughtAnswers.id });
      return get(row!.id);
    },

    async update(id: number, patch: TaughtAnswerPatch, memberId: number): Promise<AdminTaughtAnswer> {
      const values: Partial<typeof chatTaughtAnswers.$inferInsert> = { updatedBy: memberId, updatedAt: new Date() };
      if (patch.questions) values.questions = cleanQuestions(patch.questions);
      if (patch.answers) values.answers = cleanAnswers(patch.answers);
      const updated = await db.update(chatTaughtAnswers).set(values).where(eq(chatTaughtAnswers.id, id)).returning({ id: chatTaughtAnswers.id });
      if (updated.length === 0) throw notFound("Taught answer");
      return get(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(chatTaughtAnswers).where(eq(chatTaughtAnswers.id, id)).returning({ id: chatTaughtAnswers.id });
      if (deleted.length === 0) throw notFound("Taught answer");
    },

    /** What the assistant reads with the site's facts (site-facts.ts). */
    async forAssistant(): Promise<TaughtAnswer[]> {
      const rows = await db.select({ id: chatTaughtAnswers.id, questions: chatTaughtAnswers.questions, answers: chatTaughtAnswers.answers }).from(chatTaughtAnswers).orderBy(chatTaughtAnswers.id);
      return rows.filter((r) => r.questions.length > 0 && Object.keys(r.answers).length > 0);
    },

    /** The questions grouped, most asked (or newest) first; groups a taught answer covers only when `answered`. */
    async unanswered(opts: { page: number; pageSize: number; sort: UnansweredSort; answered: boolean }): Promise<UnansweredPage> {
      const [{ questions, since }, taught] = await Promise.all([unansweredQuestions(db), db.select({ id: chatTaughtAnswers.id, questions: chatTaughtAnswers.questions }).from(chatTaughtAnswers)]);
      const taughtWords = taught.map((answer) => ({ answer, words: answer.questions.map(questionWords) }));
      const groups: UnansweredGroup[] = groupQuestions(questions).map((g) => {
        const covering = coveringAnswer(g, taughtWords);
        return {
          id: String(g.newest.messageId),
          question: g.phrasings[0] ?? g.newest.content,
          questions: g.phrasings,
          count: g.count,
          languages: [...g.languages].sort(),
          lastAskedAt: g.newest.createdAt.toISOString(),
          reasons: g.reasons,
          example: { conversationId: g.newest.conversationId, messageId: g.newest.messageId },
          answeredBy: covering ? { id: covering.id, question: covering.questions[0] ?? "" } : null,
        };
      });
      const answeredGroups = groups.filter((g) => g.answeredBy).length;
      const shown = opts.answered ? groups : groups.filter((g) => !g.answeredBy);
      // Groups are built newest first, so a stable sort by count keeps the newest first among equals.
      if (opts.sort === "count") shown.sort((a, b) => b.count - a.count);
      const start = (opts.page - 1) * opts.pageSize;
      return {
        items: shown.slice(start, start + opts.pageSize),
        total: shown.length,
        page: opts.page,
        pageSize: opts.pageSize,
        scanned: questions.length,
        since: since.toISOString(),
        answeredGroups,
      };
    },
  };
}
export type TaughtAnswersService = ReturnType<typeof createTaughtAnswersService>;
