import { retrievePassages } from "./knowledge/passages.ts";
import { withSentences } from "./knowledge/passage-answer.ts";
import { BILINGUAL } from "./post-situation-core.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// Who should check message templates in another language: "¿las plantillas en español las repasa una persona de aquí o
// las saca la máquina y ya?", "las traduje con el traductor del celular, ¿alguien las tiene que revisar?", "do the
// Spanish templates need a human check or is machine translation fine?". Bilingual Client Care answers it ("Have a
// native speaker review your core templates"); "persona o máquina" there is about the templates, not whether the
// visitor talks to a bot. A storm's templates are the hurricane post's (left to retrieval). Folded text.

const TEMPLATES = /\b(?:plantillas?|templates?|mensajes? (?:base|modelo|prearmados|predefinidos|ya escritos)|scripts?|guion(?:es)?)\b/;
const CHECKED = /\b(?:repas\w*|revis\w*|corrig\w*|chec\w*|check\w*|review\w*|proofread\w*|persona|humano|human|person|someone|alguien|nativ[oa]s?|native)\b/;
const OTHER_LANGUAGE = /\b(?:espanol|vietnamita|chino|idiomas?|traduc\w*|translat\w*|maquina|machine|google translate|spanish|vietnamese|chinese|language)\b/;
const STORM = /\b(?:huracan\w*|tormentas?|hurricanes?|storms?|inundac\w*|floods?|evacua\w*)\b/;

/** The bilingual post's "native speaker review" line when the part asks who should check translated templates; else null. */
export function templateReview(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!TEMPLATES.test(text) || !CHECKED.test(text) || !OTHER_LANGUAGE.test(text) || STORM.test(text)) return null;
  if (!facts.posts.some((p) => p.slug === BILINGUAL)) return null;
  const hit = retrievePassages("have a native speaker review your core templates", facts, language, 1, ["post"], [`/blog/${BILINGUAL}`])[0];
  const all = hit?.sentences ?? [];
  const at = all.findIndex((s) => /\bnative speaker\b|\bnativ[oa]\b/iu.test(s));
  if (!hit || at < 0) return null;
  // The line opens a list of templates ("…your core templates:"): said as a sentence, after the reason before it
  // (a direct phrasing can sound abrupt in another language) when there is one.
  const line = (all[at] ?? "").replace(/:\s*$/u, ".");
  const said = at > 0 ? [all[at - 1] ?? "", line] : [line];
  return { answers: [withSentences(hit, said)], topic: null, intent: "blog" };
}
