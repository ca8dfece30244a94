import { foldAccents } from "../text.ts";

// "What's the last thing on that checklist?", "¿cuál es el último punto de la lista?", "mục cuối cùng là gì?",
// "清单最后一项是什么？": a place in a list is asked. The word naming the place says which item, not what the item is
// about: it is no word a paragraph must hold, and the list's item at that place answers.

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1, final: -1,
  primer: 1, primero: 1, primera: 1, segundo: 2, segunda: 2, tercer: 3, tercero: 3, tercera: 3, cuarto: 4, cuarta: 4, quinto: 5, quinta: 5, ultimo: -1, ultima: -1,
  "dau tien": 1, "thu nhat": 1, "thu hai": 2, "thu ba": 3, "thu tu": 4, "thu nam": 5, "cuoi cung": -1, cuoi: -1,
  第一: 1, 第二: 2, 第三: 3, 第四: 4, 第五: 5, 最后: -1, 最后一: -1,
};
const EN_ES = /\b(first|second|third|fourth|fifth|last|final|primer|primero|primera|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|quinto|quinta|ultimo|ultima) (?:thing|item|step|point|entry|bullet|one|task|cosa|punto|paso|elemento|tarea)s?\b(?= (?:on|in|of|from|de|del|en)\b|\W*$)/;
const VI = /\b(?:muc|buoc|diem|viec|y|dong) (dau tien|thu nhat|thu hai|thu ba|thu tu|thu nam|cuoi cung|cuoi)\b/;
// "第一条回复" (the first reply), "第一条消息": a measure word before a noun counts that thing, not a list's item.
const ZH = /(第[一二三四五]|最后一?)(?:项|步|条|点|个|件)(?!(?:回复|回覆|消息|信息|短信|邮件|通知|留言|跟进|文章|帖子|客户|线索))/u;
const POSITION = new RegExp(`${EN_ES.source}|${VI.source}|${ZH.source}`, "u");

/** The place in a list the question asks for (1 for the first, -1 for the last), or null. */
export function positionAsked(query: string): number | null {
  const m = POSITION.exec(foldAccents(query.toLowerCase()));
  const word = m?.slice(1).find((x) => x !== undefined);
  return word ? (ORDINALS[word] ?? null) : null;
}

/** The question without the words naming the place asked ("the last thing on the May checklist" → "on the May checklist"). */
// "什么情况下要转给真人？" (under what circumstances): it asks when, and "situation" is no word a sentence must hold.
// ("测试哪些情况" asks which scenarios, a thing: it stays.)
const CASES_ASKED = /(?:在)?什么情况下/gu;

export function withoutPosition(text: string): string {
  return text.replace(POSITION, " ").replace(CASES_ASKED, " when ");
}

/**
 * The line introducing the numbered list that `picked` is part of (or introduces), and its item at `position`; null
 * when the sentences are no such list.
 */
export function itemAt(picked: readonly string[], all: readonly { text: string }[], position: number): string[] | null {
  const texts = all.map((x) => x.text);
  const at = texts.findIndex((t) => picked.includes(t));
  if (at < 0) return null;
  const intro = texts.slice(0, at + 1).findLastIndex((t) => t.endsWith(":"));
  if (intro < 0) return null;
  const items: string[] = [];
  for (let k = intro + 1; k < texts.length && /^\d+\./.test(texts[k] ?? ""); k++) items.push(texts[k] ?? "");
  const item = items.length < 2 ? undefined : position < 0 ? items[items.length + position] : items[position - 1];
  return item === undefined ? null : [texts[intro] ?? "", item];
}
