import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";
import { ASKS_IF_TRUE, HEARD } from "./heard.ts";
import type { Language } from "./types.ts";

// How a message asks yes or no (yes-no.ts says the answer's yes or no first): in so many words ("yes or no", "có hay
// không", "有还是没有"), or put as a yes-or-no question without saying so; and the Chinese verb the answer says back.
// Rules run on folded text.

export type Verb = "have" | "can" | "is" | "will" | "need";
export type Ask = { explicit: boolean; verb: Verb };

// Adding onto, in the four languages (an add-on put on a package; yes-no.ts reads it too).
export const ADD_ONTO = /\b(?:add|added|adding|put|tack|go on|goes on|go onto|stick|bolt|attach|agreg\w*|poner\w*|pongo|ponemos|sumar\w*|sumamos|sumo|sumen|suma|sumando|anadi\w*|anad\w*|gan|them|lap)\b|加到|加在|加上|添加|搭配|配上|再加|加个|加一个|加埋/;

// The visitor asks for the yes or no in so many words.
const SAYS_YES_OR_NO = /\b(?:yes or no|yes\/no|y\/n|yay or nay|a straight yes|si o no|co hay (?:khong|hong|ko|k|la khong)|phai hay khong|duoc hay khong)\b|有还是没有|能还是不能|是还是不是|会还是不会|行还是不行|对还是不对|可以还是不可以/;
// A question put as yes or no without saying so: an auxiliary opening a clause ("…, does it say…", "ok and does that one
// go live…"), a Vietnamese question closing on "không" / "hông" / "chưa", a Chinese one on 吗 or an A-not-A verb.
// ("n I can stick that on Growth?", "so we could add it later?": a statement asked with its question mark.)
const EN_ASKS = /(?:^|[,:;.!?—–-]\s*)(?:(?:ok|okay|so|and|n|also|but|well|hey|ja|yeah|yep|alright|now|oh|mais|quick one|last one|one more)\s+)*(?:(?:does|do|did|is|are|can|could|will|would|has|have)\s+(?!(?:you|u|ya|y ?all) (?:please |kindly )?(?:explain|describe|tell|walk|send|give|show)\b)|(?:i|we) (?:can|could) (?!(?:i|we)\b)[^?]{3,}\?\s*$)/;
// ("lo que yo escribo", "los mensajes que les mando": a relative "que" asks nothing of its own; "¿qué…?", "¿y de qué…?"
// open a question of what, and so does a "qué" typed with its accent anywhere.)
const ES_ASKS = /¿(?![^?]*(?:\b(?<!\b(?:ver|saber|mirar|revisar|checar|entender|ensenar|explicar)\b[^?]{0,25} )como\b(?! (?:lider|agente|broker|dueno|duena|administrador\w*|jef[ea]|encargad[oa]|coordinador\w*|gerente|asistente)\b)|\b(?:cuando|cuanto|cuanta|cuantos|cuantas|donde|por que|quien|quienes|cual|cuales)\b))(?!\s*(?:(?:y|pero|oiga|oye|entonces|bueno|mire|y entonces)[,\s]+)*(?:(?:de|en|a|con|para|por|hasta)\s+)?que\b)[^?]{3,}(?:\?|$)/;
// ("¿Y por qué dice que hay que asignar según el idioma?" asks why, not whether what was said holds; "¿yo como líder
// puedo ver en un tablero cómo va cada agente?" asks whether: "como líder" is a role, "ver … cómo va" a how seen.)
const WH_ASKED = /(?:^|[¿\s])(?:what|why|how|which|who|when|where|qué|por qué|cómo|cuál|cuáles|cuándo|dónde|quién|cuánto|cuánta|tại sao|sao|gì|nào|bao nhiêu)(?![\p{L}])|为什么|什么|怎么|哪|多少/iu;
const ES_WHAT = /(?<!\p{L})qué(?!\p{L})/iu;
// ("…có tự soạn … không, hay chị phải viết?": whether, then the visitor's own case after "hay".)
const VI_ASKS = /\b(?:khong|hong|ko|chua|phai khong|duoc khong|dc khong)\s*(?:em|a|vay|ha|nha|nghen|nhe)?\s*(?:[?.!]*\s*$|,\s*hay (?:(?:chi|anh|em|minh|toi|tui|tao) )?(?:phai|can)\b)/;
const ZH_ASKS = /(?<!干)[吗嘛][？?]?|有没有|能不能|是不是|会不会|可不可以|行不行|(?:对|是|没错)吧[？?]?\s*$|对不对/;
// (By language: a folded "ở" is a Vietnamese "o" too.)
const NOT_AN_OTHER = String.raw`(?! (?:not|no|khong|something|anything|algo|so|what|que)\b)`;
const EITHER: Record<Language, RegExp> = {
  en: new RegExp(String.raw`\bor\b${NOT_AN_OTHER}`),
  es: new RegExp(String.raw`\b(?:o|u)\b${NOT_AN_OTHER}`),
  vi: new RegExp(String.raw`\b(?:hay|hay la|hoac)\b${NOT_AN_OTHER}`),
  zh: /还是|或者/,
};
// (A time or a case after it, "…or only when we first sign up?", "…or is that only for the big packages?"; not another
// thing, "¿trae el tablero o es solo el reporte?", which asks one of two.)
const ONLY_OTHERWISE = /^(?:or|o|u|hay|hoac|还是|或者)\s*(?:(?:is (?:that|it)|es|sera|la|是)\s*)?(?:only|just|solo|solamente|nomas|chi|只|仅)\s*(?:(?:when|at|for|if|with|on|after|before|the (?:big|bigger|larger|higher|top|pricier)|cuando|al|para|con|si|despues|antes|(?:los|las) (?:grandes|mas grandes|de arriba)|khi|luc|cho|sau|truoc)\b|在|的时候|给|开始|大的|贵的)/;
// ("…o eso es aparte?", "or is that separate?": whether it comes apart from this one, still asked of this one.)
// ("…a report every month or do I gotta go diggin for my numbers?", "¿…o tengo que buscarlos yo?": the other case, said as a
// clause of its own, is the no of the same question.)
// ("…o las tengo que escribir yo?", "…hay chị phải viết?", "…还是我得自己写？": the visitor doing it, the other case.)
const OR_ELSE = /^(?:(?:or|o)\s+(?:(?:la|las|lo|los|le|les)\s+)?(?:do|does|will|would|should|must|have to|gotta|am|is|tengo|tenemos|hay que|debo|me toca)\b|hay (?:(?:chi|anh|em|minh|toi|tui|tao|tui em) )?(?:phai|can)\b|还是(?:我|我们)(?:得|要|自己|还得))/;
const OTHER_ONE = /\b(?:otro|otra|another|other|khac|aparte|por separado|separate|separately|extra|rieng)\b|别的|其他|另外/;
const ZH_VERB: readonly [RegExp, Verb][] = [[/有还是没有|有没有/, "have"], [/能还是不能|能不能|可不可以|可以还是/, "can"], [/是还是不是|是不是/, "is"], [/会还是不会|会不会/, "will"], [/要不要|用不用|需不需要|还用|还要|需要/, "need"]];

/** How the message asks yes or no (the Chinese verb it turns on), or null when it asks no yes-or-no question. */
export function yesNoAsked(message: string, language: Language): Ask | null {
  const text = foldForRules(message);
  const explicit = SAYS_YES_OR_NO.test(text);
  // "¿trae algo de seguimiento o es solo el chat?", "is it in Foundation or just Growth?": one of two asked, no yes or no
  // ("…o eso viene en otro?", "or is that another one", still asks whether it is in this one).
  const either = EITHER[language].exec(text.replace(SAYS_YES_OR_NO, " ").replace(/\bo es (?:cuento|mentira|puro cuento)\b/, " "));
  // ("…onto Growth down the road, or only when we first sign up?": the other side is the restriction the yes denies.)
  // (Nor two add-ons asked to be added: "¿le puede ir sumando el Voice AI o el Social Scheduler?" asks it of both.)
  const bothAdded = ADD_ONTO.test(text) && (findMentions(message).addons?.length ?? 0) >= 2;
  if (either && !OTHER_ONE.test(text.slice(either.index)) && !ONLY_OTHERWISE.test(text.slice(either.index)) && !OR_ELSE.test(text.slice(either.index)) && !bothAdded) return null;
  const sentences = text.split(/(?<=[?？!！。])\s*|\n+/u).filter((s) => s.trim() !== "");
  // ("and she said the 24/7 agent is only $300 to set up?": a claim heard elsewhere, put to us with its question mark.)
  const implicit = ASKS_IF_TRUE.test(text) || (HEARD.test(text) && /[?？]\s*$/u.test(message) && !WH_ASKED.test(message)) || (language === "zh" ? ZH_ASKS.test(text) : sentences.some((s) => (language === "en" ? EN_ASKS : language === "es" ? ES_ASKS : VI_ASKS).test(s.trim())) && !(language === "es" && ES_WHAT.test(message)));
  if (!explicit && !implicit) return null;
  // ("…给个人经纪用的，得是？" asks whether it is so, whatever verb the claim holds.)
  if (language === "zh" && /得是|是真的吗|真的吗|是不是真的|是这样吗/.test(text)) return { explicit, verb: "is" };
  const marked = text.match(SAYS_YES_OR_NO)?.[0] ?? "";
  const verb = ZH_VERB.find(([p]) => p.test(marked))?.[1] ?? ZH_VERB.map(([p, v]) => ({ v, at: text.search(p) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0]?.v ?? (/能|可以/.test(text) ? "can" : /会/.test(text) ? "will" : /有/.test(text) ? "have" : /用|需要/.test(text) ? "need" : "is");
  return { explicit, verb };
}
