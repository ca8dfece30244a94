import { recommendation } from "./fit.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { foldForRules } from "./text.ts";
import { readProfile } from "./topics.ts";
import type { Profile } from "./topics.ts";

// Two people in one message, each asking for their own package: "he runs a team of 5, I'm just me. what would he need vs
// what would I need", "yo con mis 6 agentes, y él con la correduría entera… ¿qué le toca a cada quien?", "chị làm một
// mình, còn anh Thạnh có nhóm 5 người… chị lấy gói nào, ảnh lấy gói nào?", "我和阿珍一个带团队一个单干，我们各自应该选什么套
// 餐？". Each clause is read for its own size, and each size gets its package, in the order said.

// For each of them, asked.
const EACH = /\b(?:each (?:of us|one of us|of them|one)|vs|versus|(?:he|she|they) (?:would )?need\b.{0,30}\b(?:i|me) (?:would )?need|for (?:him|her)\b.{0,25}\bfor me|for me\b.{0,25}\bfor (?:him|her)|cada (?:quien|uno|una|cual)|a cada quien|le toca a cada|moi nguoi (?:mot|lay|chon)|goi nao\b.{0,40}\bgoi nao)\b|各自|分别|各选|各买/;
// Where one person's clause ends and the next begins.
const CLAUSES = /[,.;:!?，。；：！？]|\b(?:and (?:he|she|my \w+)|but (?:he|she|my \w+)|while (?:he|she)|y (?:el|ella|mi \w+)|mientras (?:que )?(?:el|ella)|con (?:el|ella)|con (?:la|su) correduria|con (?:nhu|anh|chi|ong|ba)|con anh|con chi)\b|一个/;

/** A package for each of two people of different sizes asked for in one message; else null. */
export function eachFit(message: string): Answer[] | null {
  const text = foldForRules(message);
  if (!EACH.test(text)) return null;
  const sizes: Profile[] = [];
  // Split on the boundaries, keeping the words that open a clause ("y él…", "còn anh…") with it.
  const clauses = text.split(new RegExp(`(?=${CLAUSES.source})`)).map((c) => c.replace(/^[\s,.;:!?，。；：！？]+/u, ""));
  for (const clause of clauses) {
    const profile = readProfile(clause);
    if (profile.size === undefined) continue;
    if (sizes.some((s) => s.size === profile.size)) continue;
    sizes.push(profile);
  }
  if (sizes.length !== 2) return null;
  const answers = sizes.map((p) => recommendation(p, ""));
  return answers.every((a) => a.t === "recommend") ? answers : null;
}
