import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { ENTRY_INTENT } from "./knowledge/entries.ts";
import type { EntryId } from "./knowledge/entries.ts";
import type { Profile } from "./topics.ts";
import type { Intent, Language, SiteFacts } from "./types.ts";

export type ResolveInput = {
  part: string;
  facts: SiteFacts;
  topic: Topic | null;
  profile: Profile;
  classify?: (text: string) => { label: Intent; p: number };
  list?: string | null;
  /** The turn before answered where we work: a bare "y en Galveston?" asks to be served there. */
  afterAreas?: boolean;
  /** The platforms counted by the last bundle answer: "and if I add two more?" adds to them. */
  counted?: number;
  /** The conversation's language: the site's own words are quoted in it where they exist (English otherwise). */
  language?: Language;
};
/**
 * `weak`: the answer came from loose retrieval over entry phrasings, with this share of the question's words; a
 * passage of the site that covers clearly more of the question wins.
 */
/** `named`: the site's own card or service named by the visitor answers; no passage found by other words replaces it. */
export type Resolved = { answers: Answer[]; topic: Topic | null; intent: Intent | null; weak?: number; named?: true };

export const entry = (id: EntryId): Resolved => ({ answers: [{ t: "entry", id }], topic: null, intent: ENTRY_INTENT[id] });

/** The places the site lists, each with its yes, and one it does not list asked in the same breath ("West University and Pearland?"). */
export const servedHere = ([name, ...also]: readonly [string, ...string[]], unlisted: string | null): Resolved => ({
  answers: [{ t: "area", name, known: true, ...(also.length > 0 ? { also } : {}) }, ...(unlisted ? [{ t: "unlisted-area" as const, name: unlisted }] : [])],
  topic: null,
  intent: "location",
});
