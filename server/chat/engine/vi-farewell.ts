import type { ConversationContext } from "./context.ts";
import { foldForRules } from "./text.ts";

// Vietnamese "chào" is hello and goodbye alike: "Dạ em chào anh.", "thôi chào chị nhé", "cháu chào cô ạ" said once the
// conversation has gone on (a question answered, details given) takes leave; said first, or right after our own
// greeting, it greets. "Xin chào" stays a greeting: it is what opens a conversation.
const CHAO_ALONE = /^\W*(?:(?:da|vang|thoi|ok|oke|okay|vay|vay thi|the thi|roi)\W+){0,2}(?:(?:em|anh|chi|con|chau|toi|minh|tui|tao|co|chu|bac)\s+)?chao\s*(?:(?:anh|chi|em|ban|co|chu|bac|ca nha|moi nguoi|ad|admin|shop|nhe|nha|nhen|a|nhe anh|nha chi|tam biet|nhe em)\W*){0,3}$/;

/** The message is a bare Vietnamese "chào" said after the conversation has gone on: a goodbye. */
export function chaoTakesLeave(message: string, base: ConversationContext | null): boolean {
  if (!base || base.turns < 2 || base.lastIntent === "greeting") return false;
  return CHAO_ALONE.test(foldForRules(message).trim());
}
