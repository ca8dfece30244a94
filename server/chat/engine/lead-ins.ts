import { SERVE_ASK } from "./place-ask-patterns.ts";
import { foldForRules } from "./text.ts";

// What comes before the question and asks nothing itself: a greeting or a call for attention, asking leave to ask, a
// hedge that the matter is off topic. Left in, its words pull the question toward small talk or off-topic.

// "kinda off topic but traffic on 610…", "Hơi lạc đề nè: mùa bão sắp tới…", "有点跑题，不过…": a hedge before the ask says
// nothing of whose matter it is; what follows decides. "Off-topic question:" and "unrelated to you" disclaim us (everyday-asks.ts).
const HEDGED_LEAD_IN = /^\s*(?:(?:(?:kinda|kind of|sorta|a bit|bit|a little|slightly|somewhat|little)\s+)?off[- ]topic(?!\s+q)(?:\s+(?:but|though|tho))?|(?:medio |un poco |algo )?fuera de tema(?: pero)?|h[ơo]i\s+l[ạa]c\s+[đd][ềe](?:\s+(?:n[èe]|ch[úu]t|x[íi]u))?|有[点點](?:跑[题題]|离[题題]|離[題题])(?:了)?(?:[，,]?(?:不过|不過|但是))?)\s*[,:;.!，：-]*\s*/iu;

// "xin chào bạn, bên bạn làm gì vậy?", "anh ơi, cho em hỏi…", "hola buenas, ¿…?", "你好，…", "Oiga, mi'jo, ¿…?": a
// greeting or a call for attention (and whom it greets) before the question asks nothing; left in, its words pull the
// question toward small talk.
// "hi from the Heights, what's in Growth?": the place a greeting comes from sets no question; "hi from Katy, do you
// serve us?" asks about it, so that greeting stays.
const FROM_PLACE = / (?:from|desde|t[ừu]) /iu;
function withoutGreetingLeadIn(text: string): string {
  const lead = GREETING_LEAD_IN.exec(text);
  if (!lead) return text;
  return FROM_PLACE.test(lead[0]) && SERVE_ASK.test(foldForRules(text.slice(lead[0].length))) ? text : text.slice(lead[0].length);
}
const GREETING_LEAD_IN = /^\s*(?:(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))(?: there| team| guys| folks| all| y['’]?all)?|hola(?: buenas(?: tardes| noches)?)?|buen(?:as tardes|as noches|os d[ií]as| d[ií]a)|saludos|(?:xin )?ch[àa]o(?: (?:b[ạa]n|anh|ch[ịi]|em|c[ảa] nh[àa]|shop|ad|admin|anh ch[ịi]|c[áa]c b[ạa]n))?|(?:anh|ch[ịi]|em|b[ạa]n|ad|shop|anh ch[ịi]) [ơo]i|你好|您好|嗨|哈喽|哈囉|(?:oiga|oigan|oye|mire|mira|f[íi]jese|disculpe|disculpa|perd[óo]n|perdone|excuse me|sorry)(?:,?\s+(?:mi['’]?j[oa]|m['’]ij[oa]|joven|se[ñn]or(?:ita|a)?|amig[oa]|compa|jef[ea]|don|do[ñn]a|muchach[oa]|mi (?:amor|rey|reina)))?)(?: (?:from|desde|t[ừu]) [^,.!?¡¿;:，。！？]{2,30}(?=[,.!:;，。！]))?[\s,.!:;，。！、~]+(?=\S)/iu;
// "cho em hỏi bên mình có làm chatbot không ạ?", "xin hỏi…", "em muốn hỏi chút…", "quick question:", "una pregunta:":
// asking leave to ask is politeness; the question is what follows. (Chinese 请问 is read with its question already.)
const ASKING_TO_ASK = /^\s*(?:(?:cho|xin) (?:(?:em|m[ìi]nh|t[ôo]i|tui|anh|ch[ịi]|con|ch[áa]u|c[ôo]|ch[úu]) )?h[ỏo]i(?: (?:ch[úu]t|x[íi]u|t[íi]|m[ộo]t ch[úu]t|1 ch[úu]t|th[ăa]m|nh[ỏo]))?(?: (?:l[àa]|[ạa]|nha|nh[ée]))?|(?:em|m[ìi]nh|t[ôo]i|tui) (?:mu[ốo]n|xin ph[ée]p) h[ỏo]i(?: (?:ch[úu]t|x[íi]u|t[íi]))?|quick question|(?:una )?pregunta(?: r[áa]pida)?)[\s,.!:;，。！、~]*(?=\S)/iu;

// What someone else told the visitor about us, asked back ("a realtor friend said you do something with traffic for
// showings?", "was at a game last night and my broker mentioned y'all can post to Instagram?", "heard you do voice
// AI?"): the question is what they were told, from "you" on; who said it, and where, asks nothing. English, on the
// message as typed; only where a question mark ends it, so a story ("my friend said you were great") stays whole. What
// our own pages say ("the post says you will not …?") is no hearsay: it asks what they say.
const HEARSAY = /^[^?]*?(?<!\b(?:it|it['’]s|its|article|post|blog|site|page|newsletter|guide|policy|faq|piece|playbook|one|form|this|that)\s)\b(?:said|says|told me|tells me|mentioned|reckons|swears|heard|hear|i['’]?ve heard|was saying)(?: that)?\s+(?=(?:you|u|y['’]?all|you guys|your|bayou city)\b[^?]*\?\s*$)/i;

// "…lake erie is patience lol. anyway can your bot…", "not the mayflower lot… i mean after the move: …", "no busco
// boletos… lo que quiero es…", "我不是来问球赛数据的，我想要的是…", "…nhưng cái cầu nối tôi cần là…": the turn to what the
// visitor wants, said after a scene or a thing they do not want, opens the question too.
// "上礼拜在清明上河园看了一晚上表演。问个正事：带客户看房…", "titans lost again, anyway, real question: …", "bueno, al grano: …",
// "… thôi vào việc chính: …", "…mệt phờ. Thôi nói chuyện đó sau, …": what is told before the visitor turns to
// business is a scene; the question follows the turn.
const BACK_TO_BUSINESS = /^[^?？]*?(?:问个正事|说(?:个|回)?正事|聊正事|回到正事|言归正传|(?:回到|说回)正题|正经问(?:一下|个事)|\bth[ôo]i\s+n[óo]i\s+chuy[ệe]n\s+(?:[đd][óo]|n[àa]y)\s+sau|\b(?:anyway|anyhow|but|ok|okay)?,?\s*(?:real|serious|actual) question|\b(?:back to business|on a serious note)|\b(?:vamos |yendo )?al grano|\ba lo que (?:vine|voy|iba)|\b(?:v[àa]o|quay (?:l[ạa]i|v[ềe])) (?:vi[ệe]c|chuy[ệe]n) ch[íi]nh|\b(?:anyway|anyways|anyhow)(?=[\s,.]+(?:can|could|do|does|is|are|what|how|which|will|would|should|have|got|any)\b)|\bno (?:les|os|te|le) pregunto (?:por )?[^:;?¿]{1,40}[:;]|\blo que (?:le|les|te|os) pregunto es(?: otra cosa)?\s*[:;,]|\bpero (?:te|le|les|os) pregunto (?:por m[ií]|a ti|a usted)\s*[:;,]|\bmi (?:consulta|pregunta)\s*[:;]|\b(?:what i(?:['’]m| am)? (?:really )?(?:want|need|after)(?: to know)? is|i mean)(?=\s+\S)|\b(?:lo )?que (?:yo )?(?:quiero|busco|necesito|quer[ií]a)(?: saber| preguntar)? es(?: si)?(?=\s+\S)|我(?:真正)?(?:想要|要|想问|需要|想知道)的是|\bc[áa]i [^,.?]{0,40}(?:t[ôo]i|em|m[ìi]nh|ch[ịi]|anh) c[ầa]n (?:l[àa]|h[ỏo]i l[àa])(?=\s+\S))\s*[,:;.!，：。-]*\s*(?=\S.{3,})/iu;

/** The message without the greeting, the leave to ask, the hedge, the hearsay and a scene told before its question (as typed, not folded). */
export const withoutLeadIns = (text: string): string => {
  const plain = withoutGreetingLeadIn(text).replace(ASKING_TO_ASK, "").replace(HEDGED_LEAD_IN, "").replace(HEARSAY, "");
  const turned = plain.replace(BACK_TO_BUSINESS, "");
  // "which package has the 24/7 agent — kayla hang on — i mean built in, not the add on": the question was asked before
  // the turn, and what follows it only narrows it; the turn opens nothing new.
  return turned !== plain && ASKS_BEFORE.test(plain.slice(0, plain.length - turned.length)) && !ASKS_BEFORE.test(turned) ? plain : turned;
};
const ASKS_BEFORE = /\b(?:which|what|how|who|when|where|why|does|do you|can you|is there|cual|que|como|cuanto|cuando|donde|goi nao|bao nhieu|the nao)\b|什么|哪|多少|怎么|吗/i;
