import { foldAccents } from "./text.ts";
import { pointsAtPage } from "./knowledge/site-cited.ts";
import { DATA_ASK } from "./question-patterns.ts";

// Where one message holds several questions: sentence ends, and joiners that start a new question.
const QUESTION_START = "(?:do|does|are|is|can|could|how|what|whats|which|when|where|who|y|and|also|que|cual|cuant[oa]s?|atienden|trabajan|tienen|se|hay|co|con|gio|may|bao|还有|能|多少)";
// "Our office is on Growth Drive. Question: …", "tiện hỏi luôn ạ: …", "现在问一下：…", bullets: what follows a turn marker is asked.
// "game's on tv, so quick one: …", "real quick one: …": the short "quick one" is the same marker as "quick question".
// "…me entró una morriña... bueno, al grano: …", "…nhớ nhà quá. Mà hỏi nghiêm túc: …", "seriously though, …": a story
// told, then the words turning to the real question ("…me ha sabido a gloria. Oye, los tableros…, ¿qué muestran?").
// "…天气不错。问一下，你们的看板能看到什么？", "…真香。说正事，…": the Chinese turn to the question with a comma too,
// where a sentence starts (after 。！？，, or the message's start).
const ZH_TURN = String.raw`(?<=^|[。！？!?，,.\s])(?:现在|顺便|我想|想|再|那)?(?:问一下|问下|请问|问个事|问个问题|对了|说正事|言归正传|话说回来|回到正题)[:：,，]\s*`;
const TURN_MARKER = String.raw`(?:^|[\s.,;:!)])(?:(?:quick |one |my |real )?question|(?:real )?quick one|pregunta|cau hoi|hoi luon(?: a)?|(?:(?:bueno|en fin|anyway)\s*[:,]?\s*)?(?:(?:vamos |ya )?al grano|(?:ya |pero |hablando )en serio|a lo que (?:iba|voy)|(?:but )?seriously(?: though)?|back to business|(?:ma |nhung )?hoi (?:nghiem tuc|that|chuyen chinh)|noi (?:nghiem tuc|chuyen chinh)|vao viec(?: chinh)?)|anyway|anyways|anyhow|btw|by the way|dicho esto|en fin|bueno|oye|oiga|oigan)\s*[:：,，-]+\s*|(?:现在|顺便)?问一下[:：]|请问[:：]|[•·▪◦]\s*|${ZH_TURN}`;
// "(1) the Enterprise package, (2) the 24/7 agent", "1) price 2) areas": a numbered list asks one thing per number.
const NUMBERED = String.raw`\(\d{1,2}\)\s*|(?<=^|\s)\d{1,2}\)\s+`;
// "…Follow Up Boss thôi, có 1 cái, …": "có" before a count of things says how many the visitor has, asking nothing.
const HAS_COUNT = String.raw`co (?:\d+|mot|hai|ba|bon|nam) (?:cai|thu|nen tang|cong cu|app|phan mem)(?: thoi| a)?\s*(?:[,.]|$)`;
// ", với bên con làm…" (and, of you…) joins a second question as ", còn" does.
// ", con números", ", con el CRM": the Spanish "with" before what it goes with, not the Vietnamese "còn" (and what about),
// nor "con" (child) in "bên con có…" (does your side have…), "các con có…", said to a younger person.
const WITH_WHAT = String.raw`(?:el|la|los|las|un|una|unos|unas|mi|mis|su|sus|numeros|datos|cifras|todo|toda|todos|todas)\b`;
// ", con dâu cô đang hỏi…": "con" before a kin word is a child of the family (con dâu, con gái), no "còn".
const KIN = String.raw`(?:dau|gai|trai|re|chau|nuoi|ut)\b`;
// "¿Y en Avalon Place, que está ahí al ladito?": "que" opening where the place lies describes the place named, asking nothing.
const BESIDE_IT = String.raw`que (?:esta|queda|estan|quedan) (?:ahi |alli |aqui |aca |alla |muy |justo |bien )*(?:al lad\w*|cerca\w*|junto|pegad\w*|a la vuelta|enfrente|por ahi|por aqui|de aqui|de aca)`;
// "…, y'all write anything…": the Texan "y'all" (its apostrophe blanked) is no Spanish "y" (and).
// "油菜花开了我要回去一趟：我不在的时候…？": a full-width colon between Chinese clauses ends the scene set before the
// question, as a full stop would; not after a label ("姓名：李建国", "邮箱：…", "比如："), a place in a post ("交通文章里："),
// or words announcing the question ("说正事：", "顺便问："), which belong to it.
const ZH_COLON = String.raw`(?<=\p{Script=Han})(?<!名字|姓名|名称|邮箱|电邮|电话|手机|微信|地址|公司|网址|比如|例如|包括|如下|就是|原文|标题|[里中上问说]|正事|正题|文章|博客)：(?=\p{Script=Han})`;
// "had a donair for lunch lol. anyway what does …", "dear oh dear. so what do yous mean by …": a scene told first, then
// "anyway" or a sentence opening on "so" before the question word, with no colon after it.
const TURN_WORD = String.raw`(?:^|[\s.,;:!)])(?:anyway|anyways|anyhow|so anyway)\s+(?=(?:what|whats|how|hows|which|who|when|where|why|do|does|can|could|is|are)\b)|(?<=[\p{L}\p{N}\p{S}'"”’)])[.!…]+\s+(?:so|right|ok|okay)\s+(?=(?:what|whats|how|hows|which)\b)`;
// "…thơm nức cả bếp. À mà vụ kết nối … là sao?", "…gửi từ Bình Phước qua... mà cho hỏi …": after a story told, "à mà",
// "mà cho hỏi", "nhân tiện" open the real question, with no colon after them.
const VI_TURN = String.raw`(?<=[.!…])\s*(?:a ma|ma (?:cho (?:minh |em |to |toi |tui |chau |co |chu |bac |anh |chi )?)?hoi(?: (?:chut|cai|ti|xiu))?|a nay|nhan tien|tien the|tien day)\s+`;
const SPLITTER = new RegExp(`${TURN_MARKER}|${TURN_WORD}|${VI_TURN}|${NUMBERED}|[?？!！。;；\\n]+(?!["”」』])|${ZH_COLON}|[,，]\\s*(?:and|also|y(?!\\s+all\\b)|va|con(?!\\s+(?:${WITH_WHAT}|${KIN}))|voi lai|voi(?=\\s+(?:ben|cac ban|goi)\\b)|还有)\\s+|[,，]\\s*(?=${QUESTION_START}\\b)(?!${HAS_COUNT})(?!${BESIDE_IT})(?!con\\s+(?:${WITH_WHAT}|${KIN}))|\\s+(?:and also|and|also|y tambien|y|va|(?<!\\b(?:ben|cac|may|nha|cua)\\s)con)\\s+(?=${QUESTION_START}\\b)|\\s+or\\s+(?=whats|what)`, "u");

const PLATFORM_COUNT = /\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|hai|ba|bon|nam|sau|bay|tam|chin|muoi) (?:platforms?|plataformas?|tools?|herramientas?|systems?|sistemas?|nen tang|cong cu|he thong)\b/;

// "I only use Mailchimp. If I wanted you to connect just that one, what would it cost me?", "uso Mailchimp, ¿cuánto
// costaría conectarlo?", "em xài Mailchimp, bao nhiêu tiền?", "我只用Mailchimp，多少钱？": a price asked of "it", naming
// nothing itself, asks about what the part before it named.
// "that text-and-WhatsApp thing you sell, what's it run monthly?": the short "what's it…" after a part that names the
// thing and asks nothing itself ("What's it do, what's it cost" asks twice and is two parts).
const WHATS_IT_COST = /^(?:and |so )?what ?s (?:it|that|this)(?: all)? (?:cost|run|come to)(?: (?:me|us|a month|monthly|per month|each month))*$/;
const PRICE_OF_IT = new RegExp(
  [
    String.raw`^(?:and |so |then )?(?:what (?:would|will|does|did|do|is) (?:(?:connecting|hooking up|setting up|adding|integrating) )?(?:it|that|this|they|them|those|these)(?: all)? (?:cost|run|be|come to)|how much (?:would|will|does|do|is) (?:it|that|this|they|those|these)(?: all)?(?: (?:cost|run|be|come to))?|how much)(?: (?:me|us|for (?:it|that|this)|to (?:connect|set up|hook up|add|do|integrate) (?:it|that|this|them|that one)(?: up)?|in total|total|roughly|about|exactly|a month|monthly|per month|each month|every month))*$`,
    String.raw`^(?:y |entonces )?cuanto (?:me |nos )?(?:costaria|cuesta|saldria|sale|seria|cobrarian|cobran|cuestan)(?: (?:eso|esto|todo|conectarlo|conectarla|instalarlo|hacerlo|en total))*$`,
    String.raw`^(?:vay |the )?(?:thi )?(?:het |mat )?bao nhieu(?: tien)?(?: (?:de|khi) (?:ket noi|cai dat|lam|setup)(?: no| cai do)?)?(?: (?:vay|a|ha|nhi|anh|chi|ban))*$`,
    String.raw`^(?:那|这)?(?:要|得|大概|一共)?多少钱(?:呀|啊|呢|吗|哈)?$`,
  ].join("|"),
);

// "the confirmation link, how long is it good for?", "el enlace, ¿cuánto dura?", "link đó, dùng được bao lâu?", "那个链接，
// 能用多久？": how long "it" lasts, naming nothing itself, asks about what the part before it named.
const LIFE_OF_IT = new RegExp(
  [
    String.raw`^(?:and |so )?how long (?:is|does|will|would|do|are) (?:it|that|this|they|those|these) (?:\w+ )?(?:last|good for|valid|work|stay (?:good|valid|active))(?: for)?$`,
    String.raw`^(?:y )?(?:por )?cuanto (?:tiempo )?(?:dura|duran|sirve|sirven|vale|es valido|esta activo)(?: eso| esto)?$`,
    String.raw`^(?:no |cai do )?(?:dung duoc|con han|co hieu luc|hieu luc)(?: trong)? bao lau(?: (?:vay|a|ha|nhi))*$`,
    String.raw`^(?:它|这个|那个)?(?:能用|可以用|有效|管用)?多久(?:有效)?(?:呀|啊|呢|吗)?$`,
  ].join("|"),
);

// "防垃圾的计数器会存我的IP吗？多久删？" (does the spam counter keep my IP? deleted after how long?), "保存多久？", "多长时间清除？":
// how long something is kept, naming nothing itself, asks about what the part before it named.
const KEPT_OF_IT = /^(?:那|它|这个|那个)?(?:会|要)?(?:保存|保留|存|留|存放)?(?:多久|多长时间|多长)(?:会|才|就|以后|之后|后)?(?:删|删除|删掉|清除|清掉|清空|销毁)?(?:掉)?(?:呀|啊|呢|吗|了)?$/u;

// "…, and how many does the browser keep?", "y cuántos guarda el navegador", "còn trình duyệt giữ bao nhiêu", "浏览器存多少条？":
// a count asked without naming what is counted counts the thing the part before it named.
const COUNT_OF_IT = new RegExp(
  [
    String.raw`^(?:(?:and|but|also|then) )?how many (?:do|does|did|is|are|will|would|can|could|get|gets|of them|of those)\b`,
    // "those utm tags…, how much of them do you keep?": how much of the things named before.
    String.raw`^(?:(?:and|but|also|then|so) )?how much of (?:them|those|these|it|that)\b`,
    String.raw`^(?:(?:y|e|pero) )?cuant[oa]s (?:(?:se|le|les|lo|los|la|las|me|nos) )?[a-z]*[^s\s]$`,
    String.raw`^(?:(?:y|e|pero) )?cuant[oa]s (?:(?:se|le|les|lo|los|la|las|me|nos) )?[a-z]*[^s\s] (?:el|la|los|las|su|mi|tu)\b`,
    String.raw`^(?:con |va |the con )?(?!.*\b(?:tien|gia|phi)\b).{0,30} bao nhieu(?: (?:vay|a|ha|nhi|the|nua))*$`,
    String.raw`^(?:那|还有|而)?.{0,10}(?:多少|几)(?:条|个|次)(?:呢|啊|呀)?$`,
  ].join("|"),
  "u",
);

const WHAT_THEN = /^\W*(?:que|q|what|which|cual)\b/;
// "what about westbury, where my office is", "…, that's where I stay", "…, just up the road from there": an aside saying
// whose place was just named asks nothing; it stays with the question naming the place.
// "we mostly sell in the heights, is that one of yours?": whether the place named before is among ours.
const AMONG_YOURS = /^(?:(?:and|so|but) )?(?:is|are) (?:that|it|this|those|they|them) (?:one of (?:yours|your areas)|on your (?:list|map))$/;
const WHOSE_PLACE = /^(?:where (?:my|me|our|i|we|she|he|they)|(?:that s|thats|which is) where|just (?:up|down) the road|(?:up|down) the road)\b/;
const WHEN_CLAUSE = /^(?:(?:y|and|but|pero) )?(?:cuando|when (?!(?:do|does|did|is|are|was|were|will|would|can|could|should|shall)\b))(?![\p{L}\p{N}])/u;
// "long week. when your system books showings, does it think about rush hour?": a yes-or-no asked of the system at that
// moment, the clause after a short sentence of its own.
const WHEN_SYSTEM = /(?:^|[.!;]\s+)(?:(?:and|but) )?when (?:your|the|our|my) (?:system|ai|bot|assistant|agent)\b/;
const DOES_IT_THEN = /^\W*(?:does|do|will|can|would) (?:it|they|that|the (?:ai|bot|system))\b/;
// "when the AI model is on, how much of my conversation gets sent?": the amount is asked of that moment.
const WHEN_THEN_AMOUNT = { clause: /^(?:(?:y|and|but|pero) )?(?:cuando|when)\s(?!(?:do|does|did|is|are|was|were|will|would|can|could|should|shall)\b)/u, amount: /^\W*(?:how (?:much|many)|cuant[oa]s?)\b/ };

/** The questions of one message, in order. Splitting happens on the folded text's positions, so the parts keep their original spelling. */
const WHICH_HAS_THAT = /^(?:(?:so|and|ok|okay|but)\s+)?(?:which|what) (?:one|package|plan|tier)s? (?:has|have|includes?|comes? with|gets?|got|offers?) (?:that|this|it|those|these|all that)\b|^(?:(?:so|and|ok|okay|but)\s+)?(?:which|what) (?:package|plan|tier|one) (?:is|are) (?:that|it|those|these) (?:in|under|part of)\b/;
const PACKAGE_SCOPE = /^(?:(?:so|and|ok|okay|y|pues|vay|con)\W+)?(?:on|with|for|under|in|en|con|para|bajo|voi|trong|o)\s+(?:\S+\s+){0,3}(?:plan|package|tier|paquete|goi)$/u;

// Data named, then pointed back at by a pronoun in the question after it.
const DATA_NAMED = /\b(?:data|info|information|details|records|client lists?|datos|informacion|registros|du lieu|thong tin|danh sach (?:khach|lien lac|so dien thoai))\b|数据|资料|信息/;
// "…who ends up keeping it, and do you hand it over to anyone?": the data pointed back at, passed on or sold.
const DATA_PASSED = /\b(?:hand|pass|give|sell|share|rent|turn)\w*\b(?: (?:it|them))? (?:over|on|along|out|off|away)?\b.{0,12}\b(?:anyone|anybody|someone|somebody|others?|other (?:companies|people|folks)|third part\w+|marketers?)\b|\b(?:it|them)\b.{0,12}\b(?:sold|shared|passed on|handed (?:over|off))\b/;
const DATA_BACK = /\b(?:it|them|se (?:los|las|lo|la)|los (?:venden|pasan|comparten)|chung|bi (?:ban|chia se|dua|lo|tiet lo))\b|它|它们/;

// "if a buyer asks the bot about rates or wants advice on which loan to take, does the AI…?": a longer case is still the
// condition of a question asked of the AI.
const OF_THE_AI = /^(?:and |so |then )?(?:does|do|will|would|can|could|should) (?:the |your |y ?all ?s? )?(?:ai|bot|chatbot|assistant|system|it)\b/;

export function splitQuestions(message: string): string[] {
  // Same length as the original (accents off, apostrophes blanked), so positions map back one to one.
  const folded = foldAccents(message.trim().toLowerCase()).replace(/[’']/g, " ");
  if (folded.length !== message.trim().length) return message.split(/[?？!！。;；\n]+/u).map((p) => p.trim()).filter(Boolean);
  const parts: string[] = [];
  const original = message.trim();
  let at = 0;
  for (const match of folded.matchAll(new RegExp(SPLITTER, "gu"))) {
    // "For budgeting: (1) …": the heading of a numbered list asks nothing itself.
    const heading = /^\(?1\)/.test(match[0].trim()) && /:\s*$/.test(original.slice(at, match.index));
    if (!heading) parts.push(original.slice(at, match.index));
    at = (match.index ?? 0) + match[0].length;
  }
  parts.push(original.slice(at));
  const kept = parts.map((p) => p.trim()).filter((p) => p.length > 0);
  // "we use 5 platforms, which bundle?" or a list of platforms before "which bundle?": the count is what the short
// question is about, so they stay one part.
  return kept.reduce<string[]>((out, part) => {
    const previous = out[out.length - 1];
    const listsPlatforms = previous !== undefined && (PLATFORM_COUNT.test(foldAccents(previous.toLowerCase())) || (previous.match(/[,、]/g)?.length ?? 0) >= 2);
    // "if I install it myself, do I skip the fee?", "before a connection goes live, do you test it?": the condition
    // belongs to the question after it. ('say a buyer types "can I afford it?", does the bot…?': so does a case supposed,
    // and a "?" inside the quotes it holds ends nothing.)
    // "When my agents all out and the office phone keeps on ringing, do y'all have…": "when" opening a clause with no
    // verb of asking after it (not "when do you…") is a condition too.
    const whenClause = previous !== undefined && /^(?:when|whenever)\s+(?!(?:do|does|did|is|are|can|will|would|should|could)\b)(?=.*\b(?:my|our)\b)(?!.*\b(?:bot|chat|you|this)\b)/.test(foldAccents(previous.toLowerCase())) && !/[?？]/.test(previous);
    const condition = previous !== undefined && (/^(?:if|(?:say|suppose|let s say|lets say) (?:a|an|my|our|some|one of|the)|what if|si|digamos|supongamos|neu|gia su|before|after|once|antes de|despues de|truoc khi|sau khi|如果|要是|假如|假设)(?![\p{L}\p{N}])/u.test(foldAccents(previous.toLowerCase())) || whenClause) && (previous.split(/\s+/).length <= 12 || (previous.split(/\s+/).length <= 20 && OF_THE_AI.test(foldAccents(part.toLowerCase()))));
    // "cuando el asistente le pasa la conversación al agente, ¿qué le manda?", "when the AI hands a lead over, what does
    // the agent get?": a "when" clause is the moment the "what" after it is asked of (an asked "¿cuándo…?" keeps its
    // accent, and "when do…" its verb, so they stay questions of their own; "cuando vuelvo, ¿cómo saben que soy yo?"
    // asks its "how" on its own).
    const moment = previous !== undefined && previous.split(/\s+/).length <= 12 && ((WHEN_CLAUSE.test(previous.toLowerCase()) && WHAT_THEN.test(foldAccents(part.toLowerCase()))) || (WHEN_SYSTEM.test(previous.toLowerCase()) && DOES_IT_THEN.test(part.toLowerCase())));
    const amountThen = previous !== undefined && WHEN_THEN_AMOUNT.clause.test(previous.toLowerCase()) && previous.split(/\s+/).length <= 12 && WHEN_THEN_AMOUNT.amount.test(foldAccents(part.toLowerCase()));
    const bare = foldAccents(part.toLowerCase()).replace(/[’']/g, " ").replace(/[?？.!]+$/u, "").trim();
    const namingOnly = previous !== undefined && !new RegExp(`(?:^|[.!?]\\s*)${QUESTION_START}\\b`, "u").test(foldAccents(previous.toLowerCase()));
    const priceOfIt = previous !== undefined && (PRICE_OF_IT.test(bare) || LIFE_OF_IT.test(bare) || KEPT_OF_IT.test(bare) || (WHATS_IT_COST.test(bare) && namingOnly)) && !new RegExp(`^${QUESTION_START}\\b`, "u").test(foldAccents(previous.toLowerCase()));
    const countOfIt = previous !== undefined && COUNT_OF_IT.test(bare);
    // "how much of my chat gets sent to them? just my last line?": a short "just …?" narrows the question before it.
    const narrows = previous !== undefined && /^(?:or )?(?:just|only) (?:my|the|our|me|this|that|those|these)\b/.test(bare) && bare.split(/\s+/).length <= 5;
    const whosePlace = previous !== undefined && ((WHOSE_PLACE.test(bare) && bare.split(/\s+/).length <= 8) || AMONG_YOURS.test(bare));
    // "…exec level analytics across all 70 agents. which tier has that built in?": the package asked for what the part
    // before names.
    // "…a weekly newsletter or something? what's it actually about": what the thing just named is about.
    const hasThat = previous !== undefined && (WHICH_HAS_THAT.test(bare) || /^(?:(?:so|and|but|ok)\s+)?what(?: s| is)? (?:it|that) (?:actually |really |all |even )?about$/.test(bare));
    // "on the solo plan, when a lead comes in at 11pm…": the package said first is what the question after it is asked of.
    const scope = previous !== undefined && PACKAGE_SCOPE.test(foldAccents(previous.toLowerCase()).trim()) && previous.split(/\s+/).length <= 6;
    // "¿Qué hacen con los datos de mis inquilinos? ¿Se los pasan a otras compañías?", "…client info. where does it end up
    // living, does anybody make money off it": the data named before is what the short question after asks of.
    // Joined only when that makes a question about the data which the first part alone was not.
    const before = previous === undefined ? "" : foldAccents(previous.toLowerCase());
    const ofTheData = previous !== undefined && DATA_NAMED.test(before) && !DATA_NAMED.test(bare) && DATA_BACK.test(bare) && bare.split(/\s+/).length <= 12 && ((!DATA_ASK.test(before) && DATA_ASK.test(`${before}, ${bare}`)) || (DATA_ASK.test(before) && DATA_PASSED.test(bare)));
    if (previous !== undefined && (scope || hasThat || ofTheData || whosePlace || narrows || (listsPlatforms && part.split(/\s+/).length <= 5) || condition || moment || amountThen || priceOfIt || countOfIt || pointsAtPage(previous))) out[out.length - 1] = `${previous}, ${part}`;
    else out.push(part);
    return out;
  }, []);
}
