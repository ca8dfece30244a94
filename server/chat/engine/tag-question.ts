// A tag question closing a message (docs/decisions/015): "…, is it?" (South African and New Zealand English), "…, innit?",
// "…, eh?", "…, right?", "…, ¿no?", "…, ¿verdad?". It asks for agreement with what was just said and asks nothing of its
// own, so read as a part it would only add its words to the question before it. Dropped when enough is said before it.
const TAG = /[\s,;.]+[¿]?(?:is it|isnt it|isn ?t it|innit|eh|ay|aye|right|yeah|hey|ja|ne|no|verdad|cierto|o no|a poco no|sabes)\s*[?？]+\s*$/iu;

/** The message without a closing tag question ("…, is it?"), when at least four words come before it. */
export function withoutTagQuestion(message: string): string {
  const tag = message.match(TAG);
  if (!tag || tag.index === undefined) return message;
  const before = message.slice(0, tag.index);
  return before.trim().split(/\s+/).length >= 4 ? before.replace(/[\s,;]+$/u, "") : message;
}
