import { terms } from "./search.ts";
import { clockWords } from "./clock-times.ts";
import { givesReason, reasonAfter } from "./passage-asks.ts";
import type { Passage } from "./passage-sources.ts";
import { shapeHeld } from "./answer-shape.ts";
import type { Shape } from "./answer-shape.ts";

// Which sentences of a passage answer: the words of both sides stemmed alike, and the sentence holding most of the
// question's words, the rarer first, and the shape of answer it asks for (a date, a number, a place, a quoted word).

/** English and Spanish plurals as their singular ("packages" → "package", "datos" → "dato"), on both sides. */
// And "-ing"/"-ed" forms as their stem ("responding" → "respond", "connected" → "connect"); a stem that is not a word
// ("scheduling" → "schedul") still matches "schedule" as its prefix.
export const stem = (t: string): string => {
  // A short stem that lost its "e" gets it back ("taking" → "take", "making" → "make"), so it meets "takes".
  if (/^[a-z]{3,}ing$/.test(t) && t.length >= 6) return t.slice(0, -3).replace(/^([^aeiou][aeiou][^aeiouwyx])$/, "$1e");
  if (/^[a-z]{3,}ed$/.test(t) && t.length >= 6) return t.slice(0, -2);
  return /^[a-z]{4,}s$/.test(t) && !t.endsWith("ss") ? t.slice(0, -1) : t;
};
// A time of day, or a range of them, also as its hours ("4 and 7 p.m." holds "at 5pm"): clock-times.ts.
export const words = (text: string): string[] => [...terms(text, false).map(stem), ...clockWords(text)];

/**
 * A title's words, with the verb of an agent noun in it ("Managers" → "manage"): "the HOAs we manage" names the post for
 * property managers, it does not ask for its sentence "If you manage rentals …". A form that is no word ("answe") is
 * never asked, so it is harmless.
 */
export const titleWords = (text: string): Set<string> => new Set(words(text).flatMap((t) => (/^[a-z]{4,}er$/.test(t) ? [t, t.slice(0, -1)] : [t])));

const titles = new WeakMap<Passage, Set<string>>();
const title = (passage: Passage): Set<string> => {
  let set = titles.get(passage);
  if (!set) {
    set = titleWords(passage.title);
    titles.set(passage, set);
  }
  return set;
};

export type Sentence = { text: string; words: Set<string> };

/**
 * The sentences that carry the answer: the one holding most of the question's word groups, with the next one when it
 * holds some too; `matched` counts the groups they hold. `sentencesOf` gives the passage's sentences with their words,
 * segmented once per passage and language (segmenting on every question is what costs).
 */
// "what's the rest of that list?", "¿cuáles son?", "还有哪些？": the sentence found and the ones after it.
// "How many steps?", "¿cuántos puntos?", "mấy mục?", "几项？": the list, numbered, whose last number is the count.
export const COUNT_ITEMS = /\b(?:how many (?:items|steps|things|points|tasks|templates)|cuant[oa]s (?:puntos|pasos|cosas|elementos|tareas|plantillas)|cuant[oa]s (?:casos|situaciones)|how many (?:cases|situations|triggers)|(?:bao nhieu|may) (?:muc|buoc|diem|viec|dieu|mau|truong hop|tinh huong))\b|(?:几|多少)(?:项|步|条|件事|个步骤|个事项|个模板|种情况)/;
// "mấy bước?", "¿cuántos pasos?", "几步？": the noun a count is asked in, said back with the count ("6 bước", not "6 mục").
export function countedNoun(question: string): { unit?: string } {
  const m = /(?:mấy|bao nhiêu|may|bao nhieu)\s+(bước|việc|điều|mục|điểm|buoc|viec|dieu|muc|diem)(?!\p{L})|cuánt[oa]s\s+(pasos|puntos|cosas|tareas)\b|(?:几|多少)(?:个)?(步|项|条|件事)/iu.exec(question);
  const unit = m?.slice(1).find((x) => x !== undefined);
  return unit && /[^a-z]/.test(unit) ? { unit } : unit ? { unit: VI_ACCENTED[unit] ?? unit } : {};
}
const VI_ACCENTED: Record<string, string> = { buoc: "bước", viec: "việc", dieu: "điều", muc: "mục", diem: "điểm" };
export const WHOLE_LIST = new RegExp(`${/\b(?:the rest|rest of (?:it|them|the list)|whole list|full list|all of them|what else|which are they|what are they|los demas|cuales son|todos los|nhung gi|con gi nua|ca danh sach)\b|还有哪些|其他的|全部|都有哪些|哪几/.source}|${COUNT_ITEMS.source}`);

// "what channel", "which tools", "qué aviso", "kênh nào", "什么渠道": the word after the question word is the thing asked;
// of sentences holding as many of the question's words, the one holding it answers.
export function pickSentences(passage: Passage, sentences: readonly Sentence[], groups: string[][], weight: (g: string[]) => number, all = false, why = false, shapes: readonly Shape[] = [], focus: readonly string[] = []): { sentences: string[]; matched: number } {
  const picked = pickFrom(passage, sentences, groups, weight, all, why, shapes, focus);
  return passage.kind === "post" ? { ...picked, sentences: withListIntro(picked.sentences, sentences) } : picked;
}

/**
 * "4. The assistant is not confident in its answer.": an item of a numbered list says what it is an item of only with
 * the line introducing the list ("Set clear handoff triggers so a person takes over when:"), which comes first.
 */
function withListIntro(picked: string[], sentences: readonly Sentence[]): string[] {
  const first = sentences.findIndex((x) => x.text === picked[0]);
  if (first < 1 || !/^\d+\.\s/.test(picked[0] ?? "")) return picked;
  const before = sentences.slice(0, first);
  const intro = before.findLastIndex((x) => x.text.endsWith(":"));
  if (intro < 0 || before.slice(intro + 1).some((x) => !/^\d+\.\s/.test(x.text))) return picked;
  const line = sentences[intro]?.text ?? "";
  return line.length + picked.join(" ").length < 400 ? [line, ...picked] : picked;
}

function pickFrom(passage: Passage, sentences: readonly Sentence[], groups: string[][], weight: (g: string[]) => number, all = false, why = false, shapes: readonly Shape[] = [], focus: readonly string[] = []): { sentences: string[]; matched: number } {
  const heldBy = (found: Set<string>): string[][] => groups.filter((g) => g.some((t) => found.has(t)));
  const held = (found: Set<string>): number => heldBy(found).length;
  const whole = (): Set<string> => new Set(sentences.flatMap((x) => [...x.words]));
  // An FAQ answer or a taught answer answers its question: the question's words count as the answer's.
  if (passage.kind === "taught" || passage.kind === "faq") {
    return { sentences: sentences.map((x) => x.text), matched: held(new Set([...whole(), ...words([passage.title, ...(passage.questions ?? [])].join("\n"))])) };
  }
  if (sentences.length <= 2) return { sentences: sentences.map((x) => x.text), matched: held(whole()) };
  // As many of the question's words, the rarer ones first: "gated community" over "drive", which many rows hold.
  // Of those, the one of the shape asked ("when?" a date, "how many?" a number) before the rarer words.
  const focused = (found: Set<string>): number => (focus.some((t) => found.has(t)) ? 1 : 0);
  // In a post every paragraph sits under its title: the visitor's words naming the post ("the speed-to-lead post") found
  // it, and the sentence holding most of the rest answers, the one holding the visitor's own word ("renta" in "rental",
  // not its synonym "owner") first, before one holding more title words. A synonym of a title word ("rush hour" for
  // "traffic") is still asked.
  const post = passage.kind === "post";
  const naming = (g: string[]): boolean => title(passage).has(g[0] ?? "");
  const unnamed = (found: Set<string>): number => (post ? heldBy(found).filter((g) => !naming(g)).length : 0);
  const own = (found: Set<string>): number => (post ? groups.filter((g) => !naming(g) && ownWord(g[0] ?? "", found)).length : 0);
  const scored = sentences.map((x, i) => ({ s: x.text, i, u: unnamed(x.words), o: own(x.words), n: held(x.words), f: focused(x.words), k: shapeHeld(x.text, shapes), w: heldBy(x.words).reduce((sum, g) => sum + weight(g), 0) }));
  type Scored = (typeof scored)[number];
  // "When does it start?": the sentence with a date answers, whichever other words it holds.
  const dated = shapes.includes("date");
  // Of a table's rows ("Rental inquiry; Leasing coordinator …"), the one holding the visitor's own word ("renta" in
  // "Rental") answers before one holding more of its synonyms ("owner" of the same glossary line, "reply" for "responder").
  const table = post && sentences.filter((x) => x.text.split(";").length >= 3).length >= 2;
  const named = (a: Scored, b: Scored, rest: () => boolean): boolean => (dated && b.k !== a.k ? b.k > a.k : table && b.o !== a.o ? b.o > a.o : b.u > a.u || (b.u === a.u && (b.f > a.f || (b.f === a.f && (b.o > a.o || (b.o === a.o && rest()))))));
  const better = (a: Scored, b: Scored): boolean => named(a, b, () => b.n > a.n || (b.n === a.n && (b.f > a.f || (b.f === a.f && (b.k > a.k || (b.k === a.k && b.w > a.w + 1e-9))))));
  // Rows of a table, and a second sentence for what the first leaves unasked, are compared by the question's words alone:
  // the thing asked is the table's column, held by many of them.
  const byWords = (a: Scored, b: Scored): boolean => b.n > a.n || (b.n === a.n && (b.k > a.k || (b.k === a.k && b.w > a.w + 1e-9)));
  const betterRow = (a: Scored, b: Scored): boolean => named(a, b, () => byWords(a, b));
  let best = scored.reduce((a, b) => (better(a, b) ? b : a));
  // "keeping the owners updated after?": the section's line introducing a list ("After the storm: triage and dispatch:")
  // holds one word asked, an item under it another: the line answers with its items, not an item with the line beside it.
  const head = scored[0];
  // The line holds the visitor's own word ("after"), not a synonym of it; a table's header row is compared as a row.
  if (post && !table && head && head !== best && head.s.endsWith(":") && !best.s.endsWith(":") && scored.slice(1, best.i).every((x) => !x.s.endsWith(":")) && head.n <= 2 * best.n) {
    const of = (x: Scored): Set<string | undefined> => new Set(heldBy(sentences[x.i]?.words ?? new Set()).map((g) => g[0]));
    const b = of(best);
    const own = groups.filter((g) => !naming(g) && !b.has(g[0]) && ownWord(g[0] ?? "", sentences[0]?.words ?? new Set()));
    if (own.length > 0 && [...b].some((g) => !of(head).has(g))) best = head;
  }
  // A sentence that only introduces (a table's header row, "Track, per language:") answers with the best line under it.
  // A row holding more of the question than the line introducing it answers; otherwise the question asked for the list
  // ("which test cases do you list?") and the items are the answer.
  const introduced = new Set(heldBy(sentences[best.i]?.words ?? new Set()).map((g) => g[0]));
  // A row of the shape asked ("how long?": the row with a number) answers too.
  const adds = (x: (typeof scored)[number]): boolean => heldBy(sentences[x.i]?.words ?? new Set()).some((g) => !introduced.has(g[0])) || (x.n > 0 && x.k > 0);
  const under = best.s.endsWith(":") ? scored.slice(best.i + 1).filter((x) => x.n * 2 >= best.n && adds(x)) : [];
  if (best.s.endsWith(":") && under.length === 0 && best.i + 1 < scored.length) all = true;
  if (under.length > 0) {
    const row = under.reduce((a, b) => (betterRow(a, b) ? b : a));
    // Two rows asked at once ("at 5 p.m., and when it rains?"): the row holding what the first leaves unasked comes too.
    const said = new Set(heldBy(new Set([...(sentences[best.i]?.words ?? []), ...(sentences[row.i]?.words ?? [])])).map((g) => g[0]));
    const fresh = (x: (typeof scored)[number]): number => heldBy(sentences[x.i]?.words ?? new Set()).filter((g) => !said.has(g[0]) && !title(passage).has(g[0] ?? "")).length;
    const second = scored.slice(best.i + 1).filter((x) => x !== row && fresh(x) > 0);
    const also = second.length > 0 ? second.reduce((a, b) => (fresh(b) > fresh(a) || (fresh(b) === fresh(a) && byWords(a, b)) ? b : a)) : null;
    // …when the line introducing them still fits beside both.
    const rows = also && best.s.length + row.s.length + also.s.length < 320 ? [row, also].sort((a, b) => a.i - b.i).map((x) => x.s) : [row.s];
    return { sentences: best.s.length + rows.join(" ").length < 320 ? [best.s, ...rows] : rows, matched: Math.max(best.n, row.n) };
  }
  // Words that name the post ("the hurricane post for property managers") found the paragraph; when they are all the
  // best sentence holds, the sentence that answers is the one holding the rest ("when does it start").
  if (passage.kind === "post") {
    // …the thing asked is asked even when the title holds it ("合同是用什么语言的": "Language" is in the bilingual post's title).
    const named = (g: string[]): boolean => g.some((t) => title(passage).has(t)) && g[0] !== focus[0];
    const rest = groups.filter((g) => !named(g));
    if (rest.length > 0 && heldBy(sentences[best.i]?.words ?? new Set()).every(named) && sentences.some((x) => heldBy(x.words).some((g) => !named(g)))) {
      const picked = pickFrom({ ...passage, kind: "page" }, sentences, rest, weight, false, false, shapes);
      // …as long as it holds as much of the whole question ("crossing 610 or Beltway 8" is asked, and titled, both).
      const whole = held(new Set(picked.sentences.flatMap((t) => words(t))));
      // …and of a table found by its header ("the routing table"), the header and the row found, not every row.
      const [intro] = picked.sentences;
      if (whole >= best.n && intro?.endsWith(":") && picked.sentences.length > 2 && picked.sentences.includes(best.s)) return { sentences: [intro, best.s], matched: whole };
      if (whole >= best.n) return { ...picked, matched: Math.max(picked.matched, whole) };
    }
    // …or, when the rest says only what shape of fact is asked ("the exact dates?"), the sentence of that shape.
    const shaped = best.k === 0 && heldBy(sentences[best.i]?.words ?? new Set()).every(named) ? scored.filter((x) => x.k > 0 && x.n > 0) : [];
    if (shaped.length > 0) {
      const top = shaped.reduce((a, b) => (betterRow(a, b) ? b : a));
      return { sentences: [top.s], matched: best.n };
    }
  }
  // A privacy section is found by the words of its heading ("visit statistics"); of its sentences, the one holding
  // more of what else is asked ("which device?") answers over one repeating the heading.
  if (passage.kind === "privacy") {
    const unnamed = (x: (typeof scored)[number]): number => heldBy(sentences[x.i]?.words ?? new Set()).filter((g) => !g.some((t) => title(passage).has(t))).length;
    const top = scored.reduce((a, b) => (unnamed(b) > unnamed(a) ? b : a));
    if (unnamed(top) >= 2 && unnamed(top) > unnamed(best)) {
      const rest = groups.filter((g) => !g.some((t) => title(passage).has(t)));
      const picked = pickFrom({ ...passage, kind: "page" }, sentences, rest, weight, false, false, shapes);
      return { ...picked, matched: Math.max(picked.matched, held(new Set(picked.sentences.flatMap((t) => words(t))))) };
    }
  }
  const picked = [best];
  // "Fair housing rules apply to software too.": a short sentence that only names what the one before it says ("Never let
  // the assistant steer clients … based on who lives there.") holds no more of the question: the one before comes first.
  // A short line introducing a list ("Articles fall into four categories:") is answered by its list instead.
  const before = scored[best.i - 1];
  if (post && before && before.n >= best.n && best.s.split(/\s+/).length <= 8 && !best.s.endsWith(":") && !before.s.endsWith(":") && before.s.length + best.s.length < 320) picked.unshift(before);
  if (all) {
    listUnder(picked, scored);
    return { sentences: picked.map((p) => p.s), matched: Math.max(...picked.map((p) => p.n)) };
  }
  const next = scored[best.i + 1];
  // "Most AI advice is written for a generic market. Houston is not generic:": the line after the one found introduces
  // a list and holds the question's words too; the list is the answer.
  if (post && next?.s.endsWith(":") && next.n > 0 && best.s.length + next.s.length < 320) {
    picked.push(next);
    listUnder(picked, scored);
    return { sentences: picked.map((p) => p.s), matched: Math.max(...picked.map((p) => p.n)) };
  }
  // "Why?": the sentence after the one found, when it is the one giving the reason ("We often use n8n because …").
  // A shape asked that the sentence found lacks ("how long, and between which places?"): the next one holding it comes too.
  const shapeNext = next !== undefined && shapeHeld(next.s, shapes.filter((x) => shapeHeld(best.s, [x]) === 0)) > 0;
  // Two things asked at once ("for the same subdivision vs crossing 610"): the sentence holding most of what the one found
  // leaves unheld (words not naming the post) comes too, ahead of the plain next sentence.
  const said = new Set(heldBy(sentences[best.i]?.words ?? new Set()).map((g) => g[0]));
  // …what names the post being the visitor's own words of its title ("610" in "crossing 610", not "rush hour").
  const fresh = (x: Scored): number => heldBy(sentences[x.i]?.words ?? new Set()).filter((g) => !said.has(g[0]) && !(post ? naming(g) : g.some((t) => title(passage).has(t)))).length;
  // A privacy item is a long sentence: two of them asked at once ("how many go to the AI provider, and how many does the
  // browser keep?") may take more room, when the second holds two words the first leaves unasked.
  const room = (x: (typeof scored)[number]): number => (passage.kind === "privacy" && fresh(x) >= 2 ? 440 : 320);
  const other = scored.filter((x) => x !== best && fresh(x) > 0 && best.s.length + x.s.length < room(x)).reduce<(typeof scored)[number] | null>((a, b) => (!a || fresh(b) > fresh(a) || (fresh(b) === fresh(a) && byWords(a, b)) ? b : a), null);
  // …unless the next sentence holds the shape asked that the one found lacks ("when is it sent?": "after two days"), or
  // the reason asked for ("which one, and why choose it?": "We often use n8n because …").
  const reasonNext = why && next !== undefined && !givesReason(best.s) && reasonAfter(best.s, next.s) && best.s.length + next.s.length < 320;
  if (!reasonNext && (passage.kind === "post" || (passage.kind === "privacy" && other && room(other) > 320)) && other && (!next || (fresh(other) > fresh(next) && !(shapeNext && next.n > 0)) || best.s.length + next.s.length >= 320)) return { sentences: [best, other].sort((a, b) => a.i - b.i).map((p) => p.s), matched: Math.max(best.n, other.n) };
  if (next && (next.n > 0 || shapeNext || thin(best.s) || continues(next.s) || (why && !givesReason(best.s) && reasonAfter(best.s, next.s))) && best.s.length + next.s.length < 320) picked.push(next);
  // "What are the reasons?" and "Houston is not generic:" ends the sentences picked: the list it introduces answers.
  // A line ending in a colon says nothing by itself: whatever was asked, the list it introduces comes with it.
  if (picked[picked.length - 1]?.s.endsWith(":")) listUnder(picked, scored);
  return { sentences: picked.map((p) => p.s), matched: Math.max(...picked.map((p) => p.n)) };
}

/** "Where to start: Start small.": a heading with a few words under it; what it means is said by the next sentence. */
function thin(sentence: string): boolean {
  const said = /^[^:]{1,80}:\s/.test(sentence) ? sentence.replace(/^[^:]{1,80}:\s/, "") : "";
  return said !== "" && said.split(/\s+/).length <= 4;
}

// "Most leads are not ready to tour this week. For them, the system should…": a sentence that opens by pointing back at
// the one found ("for them", "para ellos") says what the one found only sets up.
const continues = (sentence: string): boolean => /^(?:for|to|with|para|a|con) (?:them|those|these|ellos|ellas|esos|esas|estos|estas)\b/iu.test(sentence);

/** The visitor's own word in a sentence, or a word it starts (the cognate "rental" of "renta"). */
function ownWord(word: string, found: Set<string>): boolean {
  if (found.has(word)) return true;
  return word.length >= 4 && !/\s/.test(word) && [...found].some((t) => t.startsWith(word));
}

/** The list after the sentences picked, as far as a reply can hold (about 640 characters, or `room`). */
export function listUnder<T extends { s: string; i: number }>(picked: T[], scored: readonly T[], room = 640): void {
  let length = picked.reduce((sum, p) => sum + p.s.length, 0);
  for (const more of scored.slice((picked[picked.length - 1]?.i ?? scored.length) + 1)) {
    if (length + more.s.length > room) break;
    picked.push(more);
    length += more.s.length;
  }
}

