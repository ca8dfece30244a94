import { normalizeForMatching, tokenize } from "./text.ts";
import type { Sentiment } from "./types.ts";

// A small lexicon with negation beats a general-purpose model here: visitor messages are short,
// domain words ("cheap", "missing leads") matter, and it costs microseconds.

const lexicon = (entries: string, score: number): [string, number][] =>
  entries
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [w, score]);

const SCORES = new Map<string, number>([
  ...lexicon(
    `great awesome amazing love loved excellent perfect helpful nice cool good glad happy interested excited wonderful fantastic
     best thanks thank thx ty appreciate appreciated impressive impressed fast easy useful brilliant beautiful incredible sweet
     genial excelente perfecto bueno buena buenisimo encanta encantan increible util maravilloso interesante interesado interesada
     feliz contento contenta fantastico fantastica mejor agradezco gracias grasias chido bien rapido facil
     tot tuyet 好 棒 谢 喜`,
    1,
  ),
  ...lexicon(
    `bad terrible awful hate useless worst angry frustrated frustrating annoyed annoying disappointed disappointing scam ridiculous
     stupid slow broken problem problems sucks waste horrible poor confusing complaint cancel wrong lost missing miss overpriced
     rude spam unhappy upset nobody worse fake struggling struggle
     malo mala terrible horrible odio inutil peor enojado enojada molesto molesta frustrado frustrada decepcionado decepcionada
     estafa ridiculo lento lenta problema problemas roto fatal pesimo pesima queja pierdo perdiendo cancelar basura
     nadie falso 差 糟 失`,
    -1,
  ),
]);

const NEGATIONS = new Set(["not", "dont", "doesnt", "didnt", "isnt", "wasnt", "arent", "cant", "cannot", "no", "ni", "tampoco", "sin", "never", "nunca", "khong", "不", "没"]);
const GREETING_PAIRS = new Set(["good morning", "good afternoon", "good evening", "buenos dias", "buenas tardes", "buenas noches", "buen dia", "你 好", "您 好"]);
const POSITIVE_EMOJI = /[😀😃😄😁😊🙂😍🥰👍🙏❤🎉✅]/u;
const NEGATIVE_EMOJI = /[😡😠😞😢😭👎💩🤬😤]/u;

export function scoreSentiment(message: string): number {
  const tokens = tokenize(normalizeForMatching(message));
  let score = 0;
  let negateFor = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    if (GREETING_PAIRS.has(`${token} ${tokens[i + 1] ?? ""}`)) {
      i++;
      continue;
    }
    if (NEGATIONS.has(token)) {
      negateFor = 3;
      continue;
    }
    const value = SCORES.get(token) ?? 0;
    score += negateFor > 0 ? -value : value;
    if (negateFor > 0) negateFor--;
  }
  if (POSITIVE_EMOJI.test(message)) score += 1;
  if (NEGATIVE_EMOJI.test(message)) score -= 1;
  if (/!{2,}/.test(message) && score !== 0) score += Math.sign(score);
  return score;
}

export function classifySentiment(message: string): Sentiment {
  const score = scoreSentiment(message);
  if (score > 0) return "positive";
  if (score < 0) return "negative";
  return "neutral";
}
