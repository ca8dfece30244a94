import type { ConversationContext } from "./context.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// Two packages asked about in turn (pair-in-turns.ts), then "which of the two goes live faster?", "which of those is
// quicker to set up?", "¿cuál de los dos está listo antes?": a go-live time compared between the packages of the pair. The site's times grow with the package (Foundation two
// weeks, Growth three to four, Enterprise six to eight), so the smaller one is faster; "launches sooner" after two named
// at once is read by list-picks.ts first, and answered alike.
const FASTER = /\b(?:faster|quicker|sooner|speedier|less time|(?:goes|go|gets?|is) (?:live|up|running|set up) (?:first|earlier)|mas rapid[oa]|(?:esta|queda) (?:listo|lista) antes|nhanh hon|xong truoc)\b|更快|快一点|先上线/;
const SLOWER = /\b(?:slower|longer|more time|mas lent[oa]|tarda mas|lau hon|cham hon)\b|更慢|更久|更长/;
const OF_THEM = /\b(?:two|both|them|those|these|the pair|dos|ambos|hai (?:goi|cai)|cai nao|goi nao)\b|两个|哪个/;

export function speedOfPair(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  const faster = FASTER.test(text);
  if ((!faster && !SLOWER.test(text)) || !OF_THEM.test(text) || !base.list?.startsWith("package:") || text.split(/\s+/).length > 14) return null;
  const keys = facts.offerings.packages.map((p) => p.key as string);
  const at = (base.list.split(":")[1] ?? "").split(",").map(Number).filter((i) => keys[i] !== undefined);
  if (at.length < 2) return null;
  // The site lists its packages from the largest down: the smaller one is the later.
  const key = keys[faster ? Math.max(...at) : Math.min(...at)];
  // Said as a pick from a list is (list-picks.ts): the package, then the go-live times that set it beside the other.
  return key ? { answers: [{ t: "package", key, price: false }, { t: "entry", id: "timeline" }], topic: { kind: "package", key }, intent: "packages" } : null;
}
