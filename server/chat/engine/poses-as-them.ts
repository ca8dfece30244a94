import type { Answer } from "./knowledge/answer-types.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// "can the assistant pretend to be me?", "¿el asistente se puede hacer pasar por mí?", "AI có thể giả làm tôi khi nhắn
// với khách không?", "AI能冒充我跟客户聊天吗？": whether the visitor's assistant may pass for the visitor (or a person) is
// a question about the product, not an attempt to change our persona. The site answers it in Speed to Lead's first
// response: "Say who it is. Clients should know they are talking to an assistant working for your team, with a person
// one message away." So the answer is no, with that sentence.

/** Passing for the visitor, their agents or a person (folded text). */
export const POSES_AS_THEM = new RegExp(
  [
    /\b(?:pretend(?:s|ing)? to be|pose(?:s|d)? as|posing as|pass(?:es)? (?:itself|as) (?:off )?(?:as )?|impersonat\w*|sound like it is|claim(?:s|ing)? to be)\s*(?:me|us|myself|my agents?|our agents?|the agents?|the realtor|a (?:real )?(?:person|human)|human)\b/.source,
    /\b(?:hacer(?:se)? pasar|se (?:puede|pueda|podria) hacer pasar|hace(?:rse)? pasar|haga pasar|fing(?:ir|e|a) ser|aparentar ser) (?:por )?(?:mi|yo|nosotros|el agente|la agente|los agentes|usted|una persona(?: real)?|un humano|(?:uno|una|alguno) de (?:mis|nuestros|los|sus) (?:agentes|asesores|vendedores)|(?:mis|nuestros) agentes|un agente|una agente|un asesor|una asesora|gente (?:de verdad|real))\b/.source,
    /\b(?:gia lam|gia danh|mao danh|mao nhan|dong gia|gia vo la|gia la) (?:toi|minh|em|anh|chi|co|chu|bac|nguoi that|moi gioi|agent)\b/.source,
    /(?:冒充|假装成?|装成|假扮成?|扮成)(?:我|我们|经纪人?|真人|本人)/.source,
  ].join("|"),
);

// Owning up to being a bot, asked as a duty: "¿el bot tiene que avisar que es un bot?", "¿debe decir que es un
// asistente?", "¿le tiene que aclarar al cliente que no es una persona?": the same "say who it is" line, after a yes.
const OWNS_UP = /\b(?:tiene que|tienen que|debe|deben|deberia|hay que|le toca|obligado a|obligada a) (?:le |les )?(?:avisar|decir|aclarar|admitir|reconocer|confesar|informar|contar)(?:le|les)?(?: \w+){0,4} que (?:es (?:un (?:bot|robot|asistente|programa|chatbot)|una (?:ia|maquina|inteligencia artificial))|no es (?:una persona|un humano|gente|humano|real))\b/;

const SPEED_TO_LEAD = "speed-to-lead-answer-every-houston-inquiry-within-minutes";

/** The site's "say who it is" line, after a no, when the question asks whether the assistant may pass for the visitor (after a yes when it asks whether it must say so). */
export function posesAsThem(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const poses = POSES_AS_THEM.test(foldForRules(part));
  const ownsUp = OWNS_UP.test(foldForRules(part));
  if (!poses && !ownsUp) return null;
  if (!facts.posts.some((p) => p.slug === SPEED_TO_LEAD)) return null;
  const hit = retrievePassages("say who it is clients should know they are talking to an assistant", facts, language, 1, ["post"], [`/blog/${SPEED_TO_LEAD}`])[0];
  // The line itself, in the visitor's language where the post has a version in it, with the short one it explains
  // ("Say who it is.").
  const all = hit?.sentences ?? [];
  const at = all.findLastIndex((s) => /\bassistant\b|\basistente\b/iu.test(s));
  if (!hit || at < 0) return null;
  const before = all[at - 1] ?? "";
  const said = before !== "" && before.split(/\s+/).length <= 4 ? [before, all[at] ?? ""] : [all[at] ?? ""];
  const p = hit.passage;
  const answer: Answer = { t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences: said, lang: hit.language, ...(poses && ownsUp ? {} : { lead: poses ? "no" : "yes" }) };
  return { answers: [answer], topic: null, intent: "blog" };
}
