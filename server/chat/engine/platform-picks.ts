import type { ConversationContext } from "./context.ts";
import { ORDINALS } from "./count-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// The platforms the visitor named, message by message, so a later question can point back at one: "the first of the
// new ones, on its own?", "el primero que agregué, por separado", "riêng cái mới thêm đầu tiên", "新加的第一个单独装" →
// that platform's own setup row. "New" or "added" picks from the last message that named platforms; "the second
// platform I named" from all of them, in the order named.

/** The platforms of one message, in the order the visitor wrote them. */
function inOrder(message: string, facts: SiteFacts): string[] {
  const text = foldForRules(message);
  const at = (name: string): number => {
    const i = text.indexOf(foldForRules(name).split(" ")[0] ?? "");
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return findPlatforms(message, facts).sort((a, b) => at(a) - at(b));
}

/** The batches of platforms named so far (the last four messages that named any), with this message's added. */
export function rememberPlatforms(known: readonly string[][], message: string, facts: SiteFacts): string[][] {
  const named = inOrder(message, facts).slice(0, 8);
  return named.length === 0 ? [...known] : [...known, named].slice(-4);
}

const NEWLY_ADDED = /\b(?:new(?:ly added)?|added|(?:i|we) (?:just )?added|nuev[oa]s?|agregad[oa]s?|que (?:agregue|anadi|sume|agregamos)|moi them|vua them|them vao|moi)\b|新加|新增|后加|刚加/;
const PLATFORM_NOUN = /\b(?:platforms?|tools?|apps?|plataformas?|herramientas?|nen tang|cong cu|ung dung)\b|平台|工具/;
const NAMED_BEFORE = /\b(?:(?:i|we) (?:named|mentioned|listed|said)|que (?:mencione|dije|nombre)|(?:da|vua) (?:noi|ke|nhac))\b|刚才说的|我说的/;

/** "riêng cái mới thêm đầu tiên tốn bao nhiêu?": the setup row of the platform the ordinal picks among those named. */
export function platformPick(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const batches = base.platforms;
  if (batches.length === 0 || findPlatforms(text, facts).length > 0) return null;
  const at = ORDINALS.find(([pattern]) => pattern.test(text))?.[1];
  if (at === undefined) return null;
  const fresh = NEWLY_ADDED.test(text) && batches.length >= 2;
  if (!fresh && !(PLATFORM_NOUN.test(text) && NAMED_BEFORE.test(text))) return null;
  const pool = fresh ? (batches.at(-1) ?? []) : batches.flat().filter((p, i, all) => all.indexOf(p) === i);
  const name = at < 0 ? pool.at(-1) : pool[at];
  const row = name ? facts.offerings.setupAddOns.find((s) => s.examples.split(/,\s*/).includes(name)) : undefined;
  return row ? { answers: [{ t: "setup", key: row.key }], topic: { kind: "setup", key: row.key }, intent: "setup_fees" } : null;
}
