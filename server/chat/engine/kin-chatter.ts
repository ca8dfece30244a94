import { asksSomething } from "./acts.ts";
import { readProfile } from "./topics.ts";
import { foldForRules } from "./text.ts";

// A laugh about someone of the visitor's family or friends that asks nothing: "lol my mama keeps everybody's birthdays
// in a notebook and calls it her CRM", "Mi viejo anota los cumpleaños … dice que ese es su CRM, jaja", "Má tui … đòi một
// con AI nhắc bả đi chợ, cười muốn xỉu", "我妈…邮箱都塞满了哈哈". The CRM, the inbox or the AI in it is the joke, not a
// question of ours: it is chatter, answered as off-topic. Told with a question, or with the visitor's own business size,
// it is read as usual.

const LAUGH = /\b(?:lol+|lmao|lmfao|rofl|haha\w*|hehe\w*|jaja\w*|jeje\w*|jsjs\w*|kkk+|hihi\w*|cuoi (?:muon xiu|xiu|bo|chet|te ghe|ra nuoc mat|dau bung))\b|😂|🤣|😆|😅|哈哈|呵呵|嘻嘻|笑死/u;

const KIN_EN = /\b(?:my|our|me) (?:(?:old|sweet|dear|late|little|big|baby) )?(?:mama|mamma|momma|mom|mommy|mum|mother|mamaw|meemaw|granny|grandma|grandmother|grandpa|granddad|daddy|dad|pops|father|aunt|auntie|uncle|brother|sister|cousin|husband|hubby|wife|son|daughter|kids?|buddy|best friend|neighbou?r|in-laws?|mother-in-law)s?\b/;
const KIN_ES = /\b(?:mi|mis) (?:viej[oa]s?|mama|mami|mamita|papa|papi|papito|madre|padre|abuel[ao]|abuelit[ao]|tia|tio|herman[ao]|prim[ao]|espos[ao]|marido|mujer|hij[ao]|suegr[ao]|compa|cuate|pana|compadre|comadre|vecin[ao])\b/;
// Typed with its tones, so "mà tui" (but I) is no mother: "Má tui", "mạ chị", "mẹ em", "ba tui", "chồng chị".
const KIN_VI = /(?:^|[\s,.!])(?:má|mạ|mẹ|ba|bố|cha|tía|chồng|vợ|ông nội|ông ngoại|bà nội|bà ngoại|anh trai|chị gái|em trai|em gái|con trai|con gái)\s+(?:tui|tôi|chị|em|anh|mình|tao|con|cô|chú)(?=[\s,.!]|$)|(?:^|[\s,.!])(?:Má|Mạ|Mẹ|Ba|Bố|Cha|Tía|Chồng|Vợ)\s+(?:tui|tôi|chị|em|anh|mình|tao|con|cô|chú)(?=[\s,.!]|$)/u;
const KIN_ZH = /(?:我|俺|咱)(?:的|家)?(?:老妈|老爸|妈妈|爸爸|妈|爸|奶奶|姥姥|外婆|爷爷|老公|老婆|媳妇|哥们儿?|兄弟|闺蜜|朋友|儿子|女儿|哥|姐|弟|妹)/;

const SAYS_THAT = /\b(?:dice|dijo|dicen|dec[ií]a|cree|piensa|jura|says|said|thinks|reckons) (?:que|that)\b/giu;
// What the relative asks or thinks, or what the visitor answered them, is reported, not asked of us ("thinks a listing
// is what her old barn does after a hard rain"): "…cứ gọi điện hỏi răng chưa về
// ăn Tết, chị bảo bận lắm", "…问我啥时候回去", "asks me when I'm coming home".
const ASKS_THEM = /(?:(?<![\p{L}])(?:hỏi|bảo|asks?|asked|asking|thinks|thought|reckons|believes|pregunta|preguntó|preguntando|cree|piensa)(?![\p{L}])|问(?:我|俺|咱))[^,.!;，。！；]*/gu;

// "lúc nào cũng kêu" (always ringing), "ai cũng biết": a question word before "cũng" says "always", "everyone".
const ANY_AT_ALL = /(?:lúc nào|khi nào|bao giờ|ai|gì|đâu)\s+cũng/gu;

const WANTS_OURS = /\b(?:(?:i|we) (?:need|want|should (?:get|try|sign up))|should (?:get|sign up for) (?:this|one|it|y ?all)|sign (?:me|us) up|necesit\w*|(?:yo|nosotros) quier\w*|(?:toi|tui|chi|em|anh|minh) (?:can|muon) (?:dung|co|dang ky))\b/;
const WANTS_OURS_ZH = /我(?:们)?(?:需要|想要|要买|该买)/;

/** The whole message is a laugh about someone close to the visitor, asking nothing and telling nothing of their business. */
export function kinChatter(message: string): boolean {
  if (/[?？¿]/u.test(message)) return false;
  const text = foldForRules(message);
  if (!LAUGH.test(text) && !LAUGH.test(message)) return false;
  if (!(KIN_EN.test(text) || KIN_ES.test(text) || KIN_VI.test(message) || KIN_ZH.test(message))) return false;
  // ("dice que ese es su CRM": what the relative says or asks is told, not asked of us.)
  // ("lol my husband says I should get one of these": what they want or need of us is no chatter.)
  if (WANTS_OURS.test(text) || WANTS_OURS_ZH.test(message)) return false;
  return !asksSomething(message.replace(SAYS_THAT, " ").replace(ASKS_THEM, " ").replace(ANY_AT_ALL, " ")) && readProfile(message).size === undefined;
}
