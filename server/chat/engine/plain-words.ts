import { foldAccents } from "./text.ts";

// "explain it in plain english: what's in Foundation?", "Hábleme sencillo, sin palabras técnicas: ¿qué es Enhanced
// Messaging?", "Explicame en criollo qué trae el Foundation", "Nói dễ hiểu thôi em: …", "说白了，那个24小时客服是干嘛的？":
// asking to be told simply asks nothing of its own; the question beside it is what is asked, answered as usual with the
// site's own words. "yo de tecnología no sé nada", "I'm not techy", "我不懂电脑" said beside another question is the
// same preface, unless that question is about the skills or the setup it takes, which the preface then belongs to
// ("I'm not techy, do I need to be?", "我不懂技术，安装可以一部分你们帮我弄吗？" keeps it).

// Matched on the message folded (lower case, accents off), so "hábleme" and "hableme", "nói dễ hiểu" and "noi de hieu"
// read alike. Each pattern is the request and the verb that carries it.
const ASK_PLAIN: readonly RegExp[] = [
  // English
  /(?:\b(?:can|could|would) you |\bplease |\bpls |\bjust )?\b(?:explain|tell|say|put|spell|lay|break|talk)(?: (?:it|that|this|things?|stuff|me|us))?(?: out| down)?(?: (?:to|for) me)?(?: like)? (?:in plain (?:english|words|terms|language|talk)|in simple (?:terms|words|english|language)|in laym[ae]n'?s terms|simply|plainly|simple|like i'?m (?:five|5|a (?:kid|child|grandma|granny|five year old)))\b(?: (?:for|to) me)?(?: (?:please|pls))?/g,
  /\b(?:in plain (?:english|words|terms|language)|in simple (?:terms|words|english|language)|in laym[ae]n'?s terms)\b(?: (?:for|to) me)?(?: (?:please|pls))?/g,
  /\b(?:without|no) (?:the |any |all the |all that |fancy |big )?(?:jargon|big words|buzzwords|tech(?:nical|y)? (?:talk|words|terms|speak|stuff|lingo))\b(?: (?:please|pls))?/g,
  /\b(?:dumb|break) it down(?: for me)?\b|\bkeep it (?:simple|short and simple)\b|\blike i'?m (?:five|5)\b/g,
  // Spanish
  /\b(?:hableme|hablame|digame|dime|expliqueme|explicame|expliquemelo|explicamelo|cuenteme|contame|cuentame)(?: usted)? (?:claro|clarito|sencillo|sencillito|simple|facil|en cristiano|en criollo|en palabras (?:sencillas|simples|faciles)|sin rodeos|sin vueltas|como a un nino|con manzanas|como para tontos)\b(?: (?:que|porque|pues)(?= (?:yo|no|soy|de|la verdad)\b))?/g,
  /\bsin (?:palabras|terminos) (?:tecnicas|tecnicos|raras|dificiles|complicadas)\b|\bsin tecnicismos\b|\bsin (?:rodeos|vueltas)(?: y en criollo)?\b|\ben palabras (?:sencillas|simples|faciles)\b|\ben criollo\b(?! haitian)|\ben cristiano\b/g,
  // Vietnamese
  /\b(?:noi|giai thich|chi|cat nghia)(?: cho)?(?: (?:chi|tui|toi|anh|co|chu|con|minh|em))?(?: nghe)? (?:de hieu|don gian|ngan gon(?: de hieu)?|binh dan)(?: (?:thoi|giup|gium|di|nha|nghen|nghe))*(?: (?:em|anh|chi|con|co|chu|tui|toi|minh))?\b/g,
  /\b(?:dung|khoi|hong|dung co) (?:dung|xai|noi) (?:tu|chu) (?:chuyen mon|ky thuat|kho)(?: (?:nha|nghen|em))?\b/g,
  // Chinese
  /说白了|说白点|简单(?:点|一点|地)?(?:说|讲)(?:一下)?|通俗(?:点|一点|地)?(?:说|讲)(?:一下)?|用大白话(?:说|讲)?(?:一下|一点)?|讲人话|说人话|别(?:说|讲|用)(?:专业|技术)(?:术语|名词|词)/g,
];

// "yo de tecnología no sé nada", "I'm not techy", "tui hổng rành máy móc", "我不懂电脑": the visitor's own lack of skill.
const NOT_TECHNICAL: readonly RegExp[] = [
  /\bi'?m (?:not|no) (?:very |that |real |really |too |a |much of a |the )?(?:techy|tech[- ]?savvy|technical|computer[- ]?savvy|tech person|computer person|tech guy|computer guy|tech gal)\b|\bi (?:dont|don'?t|do not) know (?:anything|nothing|much|a thing) about (?:tech|technology|computers|ai)\b|\btech (?:is not|isn'?t|aint|ain'?t) my (?:thing|strong suit)\b/g,
  /\b(?:yo )?de (?:tecnologia|sistemas|computadoras?|computacion|informatica|esas cosas) (?:no se nada|no se ni jota|cero|ni idea|nada)\b|\bno se nada de (?:tecnologia|computadoras?|sistemas|computacion|informatica)\b|\bno soy (?:muy )?(?:tecnologic[oa]|de la tecnologia|buen[oa] (?:con|para) (?:la tecnologia|las computadoras))\b/g,
  /\b(?:chi|tui|toi|anh|co|chu|em|con|minh) (?:khong|hong|hong co|ko|chang|it) (?:ranh|biet gi ve|gioi|hieu gi ve|hieu) (?:cong nghe|may tinh|may moc|ky thuat|vi tinh)(?: (?:lam|gi het|het tron|may))?\b/g,
  /我(?:完全|一点都|真的|是)?(?:不懂|不会|不太懂|不大懂|搞不懂)(?:技术|电脑|科技|这些|IT|网络)|我(?:对)?(?:技术|电脑)一窍不通/g,
];

// What the skills or the setup are asked with, which a visitor's lack of skill belongs to.
const ABOUT_SKILLS_OR_SETUP = /\b(?:set ?(?:it |this |things )?up|setup|install|learn|training|trained|hard to use|easy to use|need to be|have to be|know how|tech(?:nical|y)?|savvy)\b|\b(?:instal|configur|aprend|capacit|entrenar|saber|dificil de usar|facil de usar)|\b(?:cai dat|thiet lap|hoc|kho xai|kho dung|de xai|de dung|huong dan)\b|\b(?:use (?:it|this|that)|usar(?:lo|la)?|manejar(?:lo|la)?|xai duoc|dung duoc|su dung)\b|\b(?:problem|matter|issue|ok|okay|fine|problema|importa|van de|sao khong|co sao)\b|问题|要紧|没关系|安装|设置|设定|学|培训|难用|好用|上手|自己弄|帮我弄|技术|电脑|能用|会用|用得|用不/;

// Each code point folded alone, so a match's place in the folded text is its place in the message.
function foldedInPlace(text: string): string {
  return Array.from(text, (c) => {
    const f = foldAccents(c).toLowerCase();
    return f.length === c.length ? f : c;
  }).join("");
}

const TRAILING = /^[\s,，、:：;；.。!！…\-–—]*/u;

function cut(text: string, patterns: readonly RegExp[]): string {
  let out = text;
  for (const pattern of patterns) {
    const folded = foldedInPlace(out);
    const spans = [...folded.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const).reverse();
    for (const [start, end] of spans) {
      const after = out.slice(end);
      const gap = TRAILING.exec(after)?.[0].length ?? 0;
      out = `${out.slice(0, start)}${/\p{Script=Han}/u.test(out.slice(start, end)) ? "" : " "}${after.slice(gap)}`;
    }
  }
  return out;
}

const tidy = (text: string): string => text.replace(/^[\s,，、:：;；.。!！…\-–—]+/u, "").replace(/\s{2,}/g, " ").trim();
const asksSomething = (text: string): boolean => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 4;

// A word every pattern above holds one of: most messages hold none and are read as typed at once.
const ANY_CUE = /plain|simpl|jargon|buzzword|laym|dumb it|break it|like i|tech|computer|big words|know (?:anything|nothing|much|a thing)|clar|sencill|facil|criollo|cristiano|rodeos|vueltas|palabras|manzanas|tontos|nino|tecnic|tecnolog|sistemas|informatica|computa|hieu|don gian|binh dan|ngan gon|chuyen mon|ky thuat|cong nghe|ranh|may tinh|may moc|vi tinh|说白|简单|通俗|白话|人话|术语|名词|懂|不会|一窍/;

/** The message without the visitor's request to be told simply (and their lack of skill said beside another question). */
export function withoutPlainWordsAsk(typed: string): string {
  if (!ANY_CUE.test(foldedInPlace(typed))) return typed;
  const asked = tidy(cut(typed, ASK_PLAIN));
  if (!asksSomething(asked)) return typed;
  const withoutSkill = tidy(cut(asked, NOT_TECHNICAL));
  const read = asksSomething(withoutSkill) && !ABOUT_SKILLS_OR_SETUP.test(foldedInPlace(withoutSkill)) ? withoutSkill : asked;
  return read === tidy(typed) ? typed : read;
}
