import { homeEn } from "#common/i18n/home.ts";
import { homeTranslations } from "#common/i18n/home.translations.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";

// Who is behind the agency (docs/decisions/015): "who's actually behind this, tech people or real estate people?",
// "¿quiénes están detrás de esto?", "đứng sau là dân kỹ thuật hay dân bất động sản?", "你们团队是什么背景？". The home
// page's "Who we are" says it (automation engineers and real-estate operators), in the visitor's language. Who founded
// it, by name, the site does not say (question-patterns.ts's "founding"). Rules run on folded text.

const WHO_BEHIND = [
  // "¿Son de aquí de Houston o es una empresa de afuera?", "are y'all local or out of state?": where the team is from,
  // which "Who we are" says (a Houston team).
  /\b(?:son|sois|es|eres) (?:de aqui|de aca|de houston|locales|una empresa (?:local|de aqui|de houston))\b.{0,30}\bo\b.{0,30}\b(?:de afuera|de fuera|extranjer\w*|de otro (?:lado|pais|estado))\b|\bare (?:you|y ?all|yall|you guys|you folks)(?: \w+)? (?:from |based )?(?:here|round here|around here|local|in houston|houston(?: based)?|based here)\b.{0,40}\bor\b.{0,40}\b(?:out of (?:state|town)|overseas|offshore|abroad|elsewhere|somewhere else|another (?:state|country))\b|\b(?:ben (?:ban|em|anh chi)|cac ban|cong ty) (?:la )?(?:nguoi )?(?:o day|o houston|dia phuong|ben nay)\b.{0,20}\bhay\b|你们是(?:本地|休斯顿本地|这边)的?(?:公司|团队)?(?:吗|还是)/,
  /\bwho(?:s| is| are| s)? (?:actually |really |exactly )?(?:behind|running) (?:this|it|you|y ?all|yall|the (?:company|agency|site|business)|bayou\w*)\b|\bwho(?:s| is| are| s)? (?:actually |really )?(?:on|in) (?:your|the|ur|y ?all s) team\b(?=\W*$|.{0,30}\bor\b)|\b(?:(?:tech|technical|techy|it|engineering|software) (?:people|folks|guys|team|background)|devs|developers|coders|programmers|engineers)\b.{0,30}\bor\b.{0,20}\b(?:real estate|realtors?|agents?|brokers?)\b|\b(?:real estate|realtors?) (?:people|folks|guys|background)\b.{0,20}\bor\b.{0,20}\b(?:tech|techy|engineers?|developers?|programmers?)\b|\bwhat(?:s| is) (?:your|the) (?:team s |teams )?background\b/,
  /\bquien(?:es)? (?:esta|estan) (?:detras|atras) de\b|\b(?:gente|personas|perfiles) de (?:tecnologia|sistemas|informatica|software|programacion)\b.{0,20}\bo\b.{0,20}\b(?:bienes raices|inmobiliari\w*)\b|\bque (?:experiencia|formacion|trayectoria) tiene (?:su|el) equipo\b/,
  // "công ty mình là ai vậy", "bên bạn là ai" (who the company is), "công ty … gồm những ai" (who it is made of).
  /\b(?:cong ty|ben) (?:minh|ban|cac ban|em|anh|chi)(?: (?:thi|do))? la (?:ai|nhung ai)\b|\bcong ty\b.{0,40}\bgom (?:nhung )?ai\b|\bai (?:dung sau|dung dang sau|o phia sau)\b|\b(?:dan|nguoi|ben) (?:ky thuat|cong nghe|it)\b.{0,20}\bhay\b.{0,20}\b(?:bat dong san|dia oc|moi gioi)\b|\bdoi ngu\b.{0,15}\b(?:xuat than|nen tang|background)\b/,
  // "does your team have real estate experience?", "¿tienen experiencia en bienes raíces?", "bên bạn có kinh nghiệm
  // ngành bất động sản không?", "你们团队有房地产行业的经验吗？": the same "Who we are".
  /\b(?:you|your team|y ?all|you guys|your people|ustedes|su equipo|tienen|ben ban|cac ban|doi ngu)\b.{0,25}\b(?:real estate|industry|realty|bienes raices|inmobiliari\w*|bat dong san|dia oc|nha dat)\b.{0,12}\b(?:experience|background|experiencia|trayectoria|kinh nghiem)\b|\b(?:experience|background|experiencia|kinh nghiem)\b.{0,12}\b(?:in|with|en|con|ve|trong|nganh)\b.{0,8}\b(?:real estate|realty|bienes raices|el sector inmobiliario|inmobiliari\w*|bat dong san|dia oc|nha dat)\b/,
  /(?:你们|团队|贵公司).{0,8}(?:房地产|地产|房产)(?:行业)?.{0,4}(?:经验|背景)/,
  // What the team is made of: "who's on your team, what kind of people?", "¿de quiénes está formado su equipo?", "đội ngũ
  // bên bạn gồm những ai?", "你们团队是什么人组成的？" (not how many: the site gives no headcount).
  /\b(?:your|the|ur|y ?all s) team\b.{0,12}\b(?:made up of|made of|composed of|consist\w* of)\b|\bwhat (?:kind|sort) of (?:people|folks|guys) (?:are|work)\b.{0,20}\b(?:you|your team|y ?all|there)\b|\b(?:de )?(?:quienes|que (?:tipo de )?(?:gente|personas|perfiles))\b.{0,25}\b(?:forman|integran|componen|conforman|esta (?:formado|compuesto|integrado))\b|\b(?:doi ngu|team|nhan su)\b.{0,20}\bgom (?:nhung )?(?:ai|nguoi nao|thanh phan nao)\b/,
  // "what kind of team do y'all have?", "¿qué clase de equipo tienen?", "đội ngũ bên bạn là người thế nào?": the same words.
  /\bwhat (?:kind|sort|type) of (?:a )?team (?:do (?:you|y ?all|yall|you guys) (?:have|run|got)|have (?:you|y ?all) got|are (?:you|y ?all|yall|you guys))\b|\b(?:que|cual) (?:clase|tipo) de equipo (?:tienen|son|forman|hay detras)\b|\bdoi ngu (?:ben )?(?:ban|cac ban|cong ty) la (?:nhung )?(?:nguoi|ai) (?:the nao|nhu the nao|nao)\b/,
  // In Spanish, the two kinds of people set against each other ("¿son programadores o gente del negocio?", "¿ingenieros
  // de afuera o gente de aquí?"), only the first asked ("¿son puros programadores?", "¿nomás ingenieros?"), or the kind
  // of team after who they are or alone ("¿quiénes son ustedes, qué clase de equipo?"; not "qué tipo de equipo necesito", equipment).
  /\b(?:programadores|ingenieros|desarrolladores|techies|tecnicos|informaticos|gente de (?:sistemas|tecnologia|informatica|software|computadoras))\b.{0,40}\bo\b.{0,40}\b(?:gente|personas|agentes|corredores|realtors|bienes raices|inmobiliari\w*|de aqui|de aca|locales|del (?:negocio|ramo|medio))\b|\b(?:son|serian|eran) (?:(?:puros|solo|nomas|solamente|todos|unos) )?(?:programadores|ingenieros|desarrolladores|techies|tecnicos|informaticos)\b(?! (?:de|que) (?:su|sus|mi|mis) )|\b(?:quienes|que) son ustedes\b.{0,40}\b(?:que|cual) (?:clase|tipo) de (?:equipo|gente|personas)\b|^\W*(?:y |pero )?(?:que|cual) (?:clase|tipo) de (?:equipo|gente)(?: (?:son|tienen|forman))?(?: ustedes)?\W*$/,
  /(?:团队|你们)(?:是|都是)?(?:由)?(?:什么|哪些|嘛|啥|哪种)(?:样的)?(?:人|背景的人)(?:组成|构成)?|团队成员(?:都)?是(?:什么|哪些|啥)(?:人|背景)/,
  // Who does the work: "who actually builds these systems on your end?", "¿quién arma los sistemas?", "ai làm hệ thống cho bên bạn?", "谁来搭这些系统？".
  /\bwho (?:actually |really |exactly )?(?:builds?|makes?|develops?|codes?|programs?|engineers?|does the (?:work|building|coding))\b.{0,25}\b(?:systems?|automations?|agents?|bots?|workflows?|this|these|them|it)\b|\bquien(?:es)? (?:realmente |de verdad )?(?:hace|hacen|construye|construyen|arma|arman|programa|programan|desarrolla|desarrollan)\b.{0,20}\b(?:sistemas?|automatizaciones|agentes|bots?|esto|estos)\b|\bai (?:lam|xay dung|lap trinh|phat trien)\b.{0,15}\b(?:he thong|tu dong hoa|tro ly|bot)\b/,
  /谁(?:来|在)?(?:搭|建|做|开发|写)(?:的)?(?:这些)?(?:系统|自动化|助手)|(?:系统|自动化)(?:是)?谁(?:来)?(?:搭|建|做|开发)/,
  /(?:背后|幕后)(?:是谁|的人|团队)|谁在(?:背后|幕后)|(?:技术|工程师|程序员).{0,8}还是.{0,8}(?:房地产|地产|经纪)|(?:团队|你们)(?:是)?什么背景/,
];
const NAMED = /\b(?:names?|founders?|owners?|ceo|fundador\w*|duen[oa]s?|nguoi sang lap|chu)\b|创始人|老板|名字/;

/** The home page's texts in `language`, or undefined where the home page is not translated into it. */
export const homeIn = (language: Language) => (language === "en" ? homeEn : homeTranslations[language]);

/** The home page's "Who we are" words, in the conversation's language where the page has it, when the part asks who is behind the agency. */
export function whoWeAre(part: string, asked: Language): Resolved | null {
  const text = foldForRules(part);
  if (!WHO_BEHIND.some((p) => p.test(text)) || NAMED.test(text)) return null;
  const language: Language = homeIn(asked) ? asked : "en";
  const home = homeIn(language) ?? homeEn;
  const [first] = home.who.paragraphs;
  if (!first) return null;
  return {
    answers: [{ t: "passage", id: "page:home:who", kind: "page", title: home.who.eyebrow.slice(0, 300), url: "/", sentences: [first.slice(0, 1200)], lang: language }],
    topic: null,
    intent: "about",
  };
}
