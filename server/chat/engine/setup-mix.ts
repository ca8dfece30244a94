import { sitePassages } from "./knowledge/site-passage.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// The two setup options mixed, or what most clients pick: "¿podemos hacerlo a medias, unas conexiones ustedes y otras
// yo?", "can we do some connections ourselves and you do the rest?", "¿la mayoría de sus clientes se lo instalan ellos o
// se lo hacen ustedes?", "do most clients do it themselves?". The Solutions page's two cards answer, closing with its
// line that each connection can go either way and most clients mix both. Rules run on folded text (vosotros already
// read as ustedes).

// What is being set up: the connections, the installation, the platforms.
const SETUP = /\b(?:hook ?-?ups?|hook(?:ing)? (?:up|them up|it up)|conexion\w*|conect\w*|instal\w*|mont\w*|configur\w*|integracion\w*|plataformas?|setup|set ?up|install\w*|connect\w*|integrations?|platforms?|hacerlo|hacemos|hacen)\b/;
// Some by us, the rest by them (either order), half each, or the two combined.
const YOU = String.raw`(?:ustedes|vosotros|su equipo|el equipo|you|y ?all|your team|you guys)`;
const ME = String.raw`(?:yo|nosotros|mi equipo|me|mi|myself|ourselves|us|we|i)`;
const SOME = String.raw`(?:unas|unos|algunas|algunos|parte|una parte|some|part|a few)`;
const REST = String.raw`(?:otras|otros|el resto|lo demas|otra parte|the rest|others|the others|the other ones)`;
const SPLIT = new RegExp(String.raw`\b${SOME}\b.{0,80}\b${REST}\b`);
const BY_YOU = new RegExp(String.raw`\b${YOU}\b`);
const BY_ME = new RegExp(String.raw`\b${ME}\b`);
// "平台能不能有的你们帮我们接，有的我们自己接？": some by us and some by them, in Chinese (its own setup words).
const ZH_MIXED = /有的(?:平台|连接|系统|工具)?(?:我们|咱们)(?:自己)?(?:接|装|连|做)[^，。？?]{0,4}[，,]?\s*有的(?:让|请|给)?(?:你们|您们)(?:帮(?:我们|我)?)?(?:接|装|连|做)|混着来|混着装|混合(?:着)?(?:装|来|用)|有的(?:平台|连接|系统|工具)?(?:你们|您们)[^，。？?]{0,8}(?:接|装|连|做)[^，。？?]{0,4}[，,]?\s*有的(?:我们|咱们)?(?:自己)?(?:接|装|连|做)|(?:一部分|一些)(?:你们|您们)(?:帮(?:我们|我)?)?(?:接|装|连|做|弄)[^，。？?]{0,8}(?:一部分|一些|其余|剩下的?)(?:我们|我)?(?:自己)?(?:接|装|连|做|弄)/;
const MIXED = /\b(?:a medias|mitad y mitad|mitad (?:y )?mitad|half and half|half (?:of it )?(?:ourselves|myself))\b|\b(?:combin\w*|mezcl\w*|mix(?:ing)?)\b.{0,30}\b(?:las dos|ambas|ambos|los dos|opciones|both|the two|options)\b/;
/** The two setup options mixed, asked (folded text): each connection can go either way. */
export const mixed = (text: string): boolean => ZH_MIXED.test(text) || MIXED.test(text) || (SPLIT.test(text) && BY_YOU.test(text) && BY_ME.test(text));
// What most clients do, between the two: "¿la mayoría de sus clientes se lo instalan ellos o…?", "what do most people pick?".
const MOST = /\b(?:la mayoria(?: de)?|casi todos(?: los)?|most(?: of)?|the majority of)\b (?:\w+ ){0,2}(?:clientes|clients|customers|people|gente|agentes|agents)\b/;
const EITHER = /\b(?:o|or|u)\b|\b(?:which|what|cual|que) (?:one|option|opcion)\b|\b(?:pick|choose|eligen|escogen|prefieren|go with)\b/;

/** Both setup cards (ending in "most clients mix both") when the part asks to mix the options or what most clients do; else null. */
export function setupMixAsked(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!ZH_MIXED.test(text)) {
    if (!SETUP.test(text)) return null;
    if (!mixed(text) && !(MOST.test(text) && EITHER.test(text))) return null;
  }
  const answers = sitePassages(["page:setup-done-for-you", "page:setup-self-setup"], facts);
  return answers.length > 0 ? { answers, topic: null, intent: "setup_fees" } : null;
}
