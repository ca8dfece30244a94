import { AI_VENDOR, BLOG } from "./question-patterns.ts";
import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// What we build on, asked in so many words ("what tech do y'all build on?", "¿con qué tecnologías trabajan?", "bên bạn
// dùng những công nghệ nào?", "你们用什么技术？", "用咩技術做"): the site's technology strip answers, before a price, an
// offering or a platform a word of the question would point at. Whether the visitor needs tech skills is another
// question (technical-skills), and an article about tech is the blog's. Rules run on folded text.

const TECH_ASKED = new RegExp(
  [
    // "what tech do you use", "tech stack", "which technologies is it built on", "what's under the hood".
    /\b(?:tech|technology|technologies|software|tools?|platforms?|stack)\b.{0,30}\b(?:do|does|did) (?:y ?all|yall|you(?: guys| all)?|your (?:team|company|system|ai|assistant)) (?:use|run|build|built|work)\b/.source,
    /\b(?:what|which)(?: kind of| sort of)? (?:tech|technology|technologies|tech stack|stack)\b|\btech ?stack\b|\bunder the hood\b/.source,
    /\b(?:is|are) (?:it|this|they|your \w+) built (?:on|with)\b|\b(?:build|built|run|runs) (?:it |everything |things )?on\b.{0,20}\b(?:tech|technology|technologies|platforms?|tools?)\b/.source,
    // "what do you build the automations on?", "which workflow tool do you like best?": what we build on, or the kind of
    // tool we pick, asked whatever other tool the visitor names beside it ("is it Zapier or something else?").
    /\bwhat (?:do|does|did) (?:y ?all|yall|you(?: guys| all| lot)?|your (?:team|company|people)) (?:build|run|make|put) (?:\w+ ){0,3}on\b|\b(?:which|what) (?:workflow|automation) (?:tools?|platforms?|engines?|software)\b.{0,30}\b(?:you|y ?all|yall|your)\b/.source,
    // "¿qué tecnología usan?", "¿con qué tecnologías trabajan?", "las tecnologías que utilizan".
    /\b(?:que|cuales|con que) (?:tipo de )?tecnologias?\b|\btecnologias? (?:que )?(?:usan|utilizan|emplean|manejan|trabajan)\b/.source,
    // "¿con qué IA trabajan?", "¿qué modelos de IA usan por detrás?".
    /\b(?:que|cuales|con que) (?:modelos? (?:de )?)?(?:ia|inteligencia artificial|llms?)\b.{0,20}\b(?:usan|utilizan|emplean|trabajan|corren|manejan)\b/.source,
    // "dùng công nghệ gì", "những công nghệ nào", "nền tảng công nghệ".
    /\bcong nghe (?:gi|nao)\b|\b(?:nhung|cac) cong nghe\b|\bdung cong nghe\b/.source,
    // The tools we use ("¿qué herramienta usan para automatizar?", "bên bạn dùng công cụ gì", "你们做自动化用的是什么工具"):
    // the visitor's own tools ("tôi dùng công cụ gì thì…", "我用什么工具好") are not ours.
    /\b(?:que|cuales|con que) herramientas?\b.{0,30}\b(?:usan|utilizan|emplean|manejan|ocupan)\b|\bherramientas? (?:que )?(?:usan|utilizan|emplean) (?:ustedes|para)\b/.source,
    /\b(?:ben (?:ban|em|anh|chi|cong ty)|cac ban|cong ty (?:minh|ban)) (?:\w+ ){0,6}?dung (?:nhung |cac )?(?:cong cu|phan mem) (?:gi|nao)\b/.source,
    // The kind of tool may be named before its noun ("你们一般用什么工作流工具", "用哪种自动化平台").
    /(?:你们|您们|你哋|贵公司|你们公司).{0,14}(?:用|使用)(?:的是|的)?(?:什么|甚麼|甚|啥|哪些|哪个|哪种|咩)[^，。？！?!\s]{0,4}?(?:工具|软件|平台)/.source,
    // "用什么技术", "用咩技術", "使用哪些技术", "你们用的技术里"; the site's strip by its place ("技术那一栏里", the technology
    // section).
    /(?:用|使用)(?:的)?(?:什么|甚麼|咩|哪些|哪几种|邊啲)?(?:技术|技術)|(?:什么|甚麼|咩|哪些)(?:技术|技術)|(?:技术|技術)(?:栈|里|裡|上)|(?:技术|技術)(?:那|这|這)?(?:一|个|個)?(?:栏|欄|栏目|欄目|板块|版块|部分)/.source,
  ].join("|"),
);
// Which AI we run on, with a vendor guessed after it ("Bên mình chạy AI bằng gì, OpenAI hả?", "what AI do you run on,
// OpenAI?", "¿con qué IA trabajan, ChatGPT?", "你们用的什么AI，OpenAI吗？"): the vendor is a guess at the answer, so the
// whole list of what we build on answers (OpenAI and Anthropic Claude both), not a yes about the one named. A bare
// "ai nào" is Vietnamese for "who": the AI is asked with a verb of using it ("xài AI gì") or as a model.
// ("AI của bên em làm từ cái gì, đồ tự chế hả?", "what's your AI built on, homemade?": what it runs on.)
const WHICH_AI = /\b(?:(?:ai|bot|tro ly)\b.{0,20}\b(?:lam tu|lam bang|xay dung tu|chay bang|dua tren) (?:cai )?(?:gi|nao)|do tu che|(?:ai|bot|assistant)\b.{0,15}\b(?:built on|made (?:of|from|with)|running on|powered by) what|home-?made (?:ai|bot)|what(?:s| s| is) (?:your|the|y ?all s|yalls) (?:ai|bot|assistant|chatbot) (?:built on|made (?:of|from|with)|running on|powered by)|(?:what|which)(?: kind of)? (?:ai|a\.i\.|models?|llms?)\b.{0,20}\b(?:do|does|is|are) (?:you|y ?all|yall|it|your \w+)|(?:que|cual|con que) (?:ia|modelo|llm)\b|(?:dung|xai|chay|la) (?:ai|mo hinh(?: ai)?|tri tue nhan tao) (?:gi|nao|hang nao)|mo hinh(?: ai)? (?:gi|nao)|(?:ai|cong nghe ai|mo hinh)\b.{0,12}\b(?:cua )?hang (?:nao|mo|chi|gi)|(?:chay|dung|xai|lam) (?:ai|mo hinh|tri tue nhan tao) (?:bang|tren|cua|voi) (?:gi|cai gi|nao|hang nao|ben nao))\b|(?:用|使用)(?:的是)?(?:什么|哪个|哪家|啥)(?:ai|人工智能|模型|大模型)|(?<!voice )(?:ai|人工智能|模型)(?:底下|背后|后台|后面)?(?:是)?(?:用|使用)的?(?:是)?(?:哪家|哪个|什么)(?:公司|厂商|牌子)?的?(?:技术|模型)?(?:呀|啊|呢)?(?=\s*(?:[？?。，,!！]|$))/;
// "do I need to be tech savvy?", "¿necesito saber de tecnología?": the skills asked of the visitor.
const SKILLS = /\b(?:skills?|savvy|experience|expert|know how|conocimientos?|saber|necesito|ky nang|biet|ranh)\b|技能|懂|会不会/;

const REASON = /\b(?:why|how come|reasons?)\b/;

// "does y'all's stack run on Claude or just OpenAI?", "openai or that crowd?", "any of the big AI names under the hood?":
// the AI we run on asked with vendors as guesses or alternatives; the whole list answers (OpenAI and Anthropic Claude).
const VENDORS = /\b(?:openai|open ai|chatgpt|chat gpt|gpt(?:-?\d\w*)?|anthropic|claude|gemini|bard|llama|meta ai|mistral|copilot|grok|deepseek)\b/g;
const VENDOR_GUESS = /\b(?:or (?:just |only |maybe |something like |some other |another )?(?:openai|open ai|chatgpt|chat gpt|gpt|anthropic|claude|gemini|llama|mistral|copilot)|or (?:one of )?(?:that|those|them|the) (?:crowd|lot|bunch|kind|sort|type|others)|or (?:something|someone|sth) (?:else|similar|like that)|or the like|any of (?:the|them|those) (?:big |major |main |usual )?(?:ai |a\.i\. )?(?:names|brands|models|vendors|companies|providers|players|ones))\b/;
const vendorsGuessed = (text: string): boolean => {
  const named = new Set((text.match(VENDORS) ?? []).map((v) => v.replace(/^(?:open ai|chatgpt|chat gpt|gpt.*)$/, "openai").replace(/^claude$/, "anthropic")));
  return named.size >= 2 || (named.size >= 1 && VENDOR_GUESS.test(text)) || /\bany of (?:the|them|those) (?:big |major |main |usual )?(?:ai|a\.i\.) (?:names|brands|models|vendors|companies|providers|players)\b/.test(text);
};

/** The technologies we build on when that is what the part asks, or null. A vendor or platform named ("openai under the hood?") is asked about itself. */
export function techAsked(part: string, platforms = 0): Resolved | null {
  const text = foldForRules(part);
  if ((WHICH_AI.test(text) || vendorsGuessed(text)) && !SKILLS.test(text) && !BLOG.test(text)) return entry("technologies");
  // "which workflow tool do you like best, and why?": the reason is the stack post's ("we often use n8n because…").
  if (!TECH_ASKED.test(text) || SKILLS.test(text) || BLOG.test(text) || AI_VENDOR.test(text) || platforms > 0 || REASON.test(text)) return null;
  return entry("technologies");
}
