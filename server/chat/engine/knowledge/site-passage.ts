import type { Answer } from "./answer-types.ts";
import type { SiteFacts } from "../types.ts";
import { knowledgeOf } from "./passages.ts";

// A passage of the site a rule knows answers the question ("how do clients choose between the setup options?"): quoted
// whole, in English; the reply renders the passage's own text in the visitor's language where the site has one.

/** The passage `id` of these facts as an answer, or null when the site has no such passage. */
export function sitePassage(id: string, facts: SiteFacts): Extract<Answer, { t: "passage" }> | null {
  const p = knowledgeOf(facts).passages.find((x) => x.id === id);
  const text = p?.text.en;
  if (!p || !text) return null;
  return { t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences: [text.slice(0, 1200)], lang: "en" };
}

/** Several passages in turn; a closing sentence they share ("most clients mix both") is said once, at the end. */
export function sitePassages(ids: readonly string[], facts: SiteFacts): Extract<Answer, { t: "passage" }>[] {
  const found = ids.flatMap((id) => sitePassage(id, facts) ?? []);
  const closing = (a: Extract<Answer, { t: "passage" }>): string => (a.sentences[0] ?? "").split(/(?<=\.)\s+/).at(-1) ?? "";
  return found.map((a, i) => {
    const next = found[i + 1];
    const last = closing(a);
    const body = a.sentences[0] ?? "";
    return next && last.length > 20 && last === closing(next) ? { ...a, sentences: [body.slice(0, body.length - last.length).trim()] } : a;
  });
}
