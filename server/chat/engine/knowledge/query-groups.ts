import { foldAccents } from "../text.ts";
import { expandQuery, glossaryHanWord, GLOSSARY_HAN_LONGEST } from "./glossary.ts";
import { isStopWord, isVietnameseStopWord, terms } from "./search.ts";
import { numbersAsDigits } from "./number-words.ts";
import { stem } from "./sentence-pick.ts";
import { clockAsked, DAY_PART_WORD } from "./clock-times.ts";
import { HANDED_OVER } from "./handed-over.ts";
import { FLOODED_WITH } from "./flooded-with.ts";
import { handoffRead, viHandoffRead } from "./takes-over.ts";
import { withoutPosition } from "./list-position.ts";

// A question's meaningful words, each with the English words of the site that say the same (glossary.ts), and the thing
// it asks for: what passages.ts weighs passages by.

// Question words say what kind of answer is wanted, not what it is about: they do not count against a passage.
// Central speech's "ni" (this), "rứa" (so) and "răng" (how, also "rằng", that) among them.
const QUESTION_WORDS = new Set(
  `how why who whom whose much many long does did exactly actually like stuff guys happen happens happened road
   website site web page drop put place sitio pagina web trang 网站 网页 use uses using usa usan usar utiliza utilizan dung 用 使用
   hacer haga esta este estos estas eso esa ese tu tus algo cac nhung dejo deja dejar aqui aca
   get gets ur they them those these exact exactly precise precisely exacta exactas exacto exactos precisa precisas 确切 准确 具体 example examples ejemplo ejemplos 例子 举例 explain tell diff difference lol haha thing things really basically kinda gonna wanna again laptop computer pc mac
   tablet iphone android boss jefa jefe 会 放 想 问 下 看 之前 一下 里 给 那篇 这篇 能 要 请问 想问 问下
   say says said mean means meaning significa significan nghia tren em 意思 意味
   dear sir madam want wants wanted accord according segun kindly querido querida estimado estimada 亲爱
   won don doesn didn isn aren wasn weren shouldn mustn couldn wouldn 它 它们 哪 种 哪种 几种 哪几种 nhieu todavia estan
   era eran clocktimeasked
   reason reasons rationale behind razon razones motivo motivos 原因 理由 时候 他们
   cuando cuanto cuanta cuantos cuantas como donde porque por que quien quienes cual cuales
   quisiera quisieramos saber acerca dice dicen decir podria podrian indicar gustaria favor wondering mention mentions
   ngl po tbh fr imo da a oi nhe nha vay theo 请问 想知道 提到 nomas noma namas nama
   什么时候 什么 为什么 为啥 为啥子 啥子 么子 为 怎么 怎么样 如何 哪里 哪儿 谁 多少 几 吗 呢 叫 叫做 名字 名称 那个 called 程度 的是 到 好处 优点 优势 最多 多少个
   上 下回 下次 进来 如果 要是 怎样 放在 的话 一张 是否 之 贵 贵公司 该 该等 等 予 否 会否 抑或 经由 至 我在 这儿 那边 这边 我的 几家 ni rua rang ha 同一篇 一篇 再
   vuestro vuestra vuestros vuestras tener tenga tengan here clarify doesnt dont didnt cant wont isnt even
   quiero quiere quieren queremos querer quiera quieran ser pa pido pide piden pedir pedimos iba iban`.split(/\s+/),
);
// English question words that are also Vietnamese ones ("them" is "thêm", to add), and Spanish "tu" (your), also the
// Vietnamese "tự" of "tự động" (automatically), "tự cài đặt" (self-setup): read in a phrase ("nên thêm"), never alone;
// so are "đón" of "đón con" (school pickup; "don" is also "don't"), "được" of "nhận được" (receive) and "không được"
// (must not); the particle "nha" is kept only as the "nhà" of "chủ nhà" (owner) and "nhà thầu" (contractor), not of
// "danh sách nhà" (listings), which would take the "nhà" of "nhà thầu".
// Spanish "ser" (to be) and "pa" (for, said short) likewise: in a phrase only;
// "quieren" is "want", a question word in English too ("los que no quieren salir a ver casas": no passage says "want");
// "si les pido que…" (if I ask you to), "la copia que iba…" (was going) frame the question.
// "xem nhà" (a showing), "thuê nhà" (renting a home): the "nhà" of the glossary's phrases, as in "chủ nhà".
const XEM_THUE = /^(?:xem|thue)$/;
// "chủ nhà nhận gì", "người mua nhận lịch trình lúc nào" (what the owners, the buyers receive): "nhận" after the one who
// receives is "nhận được" (the glossary's receive, with the summary a post says someone gets: "Owners get one summary");
// folded, "nhắn khách thuê" (text the tenants) and "khách nhắn tiếng Khmer" (clients text in Khmer) read the same, so
// it is a receiving only with what is received after it ("gì", "thông tin", "lịch trình", "bản tóm tắt").
const RECEIVED_BY = /(?<=\b(?:chu nha|nguoi mua|nguoi thue|khach thue|khach hang|khach|owners?|tenants?|buyers?|ho) )nhan(?= (?:gi|chi|cai gi|nhung gi|thong tin|tin tuc|lich trinh|lich|ban tom tat|tom tat|bao cao|email|thu|cap nhat)\b)/g;
const PHRASE_ONLY = new Set(["them", "tu", "duoc", "khong", "ko", "theo", "don", "ser", "pa"]);
// "bao nhiêu" (how much) is not "bão" (storm); "ra sao" (how) asks the way, "hiện những gì" (shows what) what is there: they name nothing.
// "mấy mục" (how many items), "mấy căn" (which units), "mấy khu" (which areas) are not the month of May.
// "nhắc tới", "đề cập đến", "có nhắc mấy khu nào" (mentions) point at what the text says; "nhắc" alone is a reminder.
// "bài đó bảo nên…", "nó bảo gửi tin cho ai" (says) is not "bão" (storm); "giời ơi" an interjection; "tính từ … đến ngày nào", "từ khi nào đến khi
// nào" a date range asked.
// "chỉ cách báo…" (shows how to tell…) asks the way, as "how to" does; "mùa bão sắp tới rồi" (the season is coming) only
// sets the scene of the subject.
// "bên anh", "bên chị" (your side, the company asked) as "bên bạn", "của các anh chị" (yours) as "của các bạn": no "anh" of "tiếng Anh" (English); so are "mấy anh",
// "mấy chị" after what is the company's ("web mấy anh", "AI của mấy anh": yours), no month of May.
// "ở đây" is "here" (not the English "day"), "khi" alone "when", "với" alone "with"; "mấy chuyện đó", "những chuyện
// này" (those matters) point back at what was said (folded, "chuyện" is also "chuyển", a handoff).
// "ra răng" (Central "ra sao", how) and "kiểu gì" (in what way) ask the way; "gửi cho họ cái gì" (send them what): "họ"
// after "cho" is the ones named before, nothing asked.
const VIETNAMESE_QUESTION = /\b(?:o day|(?<!\b(?:truoc|sau|trong) )khi|(?<!\b(?:noi|bao) )voi|bao lau|noi(?= (?:gi|ve|rang|la|bao|the|nhu|cach|sao|co|nen|phai|can|khi|may)\b)|nhac (?:toi|den|qua)|nhac(?= (?:may|nhung|cac) )|de cap(?: (?:den|toi))?|may (?=(?:khu|can|muc|buoc|diem|viec|dieu|cai|mau|lan|phut|truong|cot|thu|tu|tin|loai|kieu|ngay|gio|tieng|thang|nam|nguoi|cau|ky|truong hop|tinh huong|cach|loai)\b)|bao nhieu|ra sao|hien(?: thi| ra| len)?(?= (?:nhung |cac )?(?:gi|chi)\b)|(?:tu |den |toi )?khi nao|chung nao|bao gio|luc nao|tai sao|vi sao|ly do|nhu the nao|vi du|o dau|(?:tu |den |toi )?(?:ngay|hom|thang|nam|gio) nao|tinh(?= tu\b)|(?:gioi|troi) oi|(?<!\b(?:mua|con|tin|canh|bi) )bao(?= (?:nen|rang|la|hay|phai|can|gi|dung|xai|chon|lam|gui|nhan|goi|viet|dang)\b)|cac ban|cua cac ban|ben (?:ban|anh|chi|em)|(?:cua )?(?:cac|may) anh chi|(?<=\b(?:web|trang|website|cong ty|ai|he thong|goi|bot|chatbot) )may (?:anh|chi|em|ban)|(?:may|nhung|cac) chuyen(?: (?:do|nay|kia|no))?|chi (?:cach|dan)(?= (?:lam|nhan|gui|bao|viet|soan|chuan bi|lo|xu ly)\b)|sap (?:toi|den)(?: (?:roi|nua))?(?=\s*[,.!?]|\s*$| (?:roi|ma|thi|nen|co)\b)|ra rang|kieu (?:gi|nao|chi)|(?<=\bcho )ho(?=\s*[,.?!]|\s+(?:cai|gi|chi|nhung|luc|khi)\b))\b/g;

// "多少条", "几个", "多少次": the measure word after a question of amount counts, it names nothing (not "items"); after a
// numeral ("四十几个") "几" is no question.
const CHINESE_COUNT = /(?<![\d一二三四五六七八九十百千万两])(?:多少|几)(?=条|个|次|项|封|篇|位|名)./gu;
// "nhắn cho ai" (text whom): "nhắn cho" is sending a message (folded, "cho" alone is a function word), and "ai" after
// "cho", "những", "là" is "who" at the question's end, not the English "AI".
const MESSAGE_TO = /\bnhan(?: tin)? cho(?= (?:nhung )?(?:ai|nguoi nao)\b)/g;
const WHO = /\b(?:(?<=\b(?:cho|nhung|la|voi) )ai(?= (?:vay|day|dzay|the|ha|a|nhi)\b|\s*[?.!,]|\s*$)|nhung ai)\b/g;
// "比较好", "比较快" (rather good, faster): 比较 before an adjective is a degree, not "compare".
const CHINESE_RATHER = /比较(?=[好快慢顺省便贵合容难早晚近远])/gu;

export function groupsOf(query: string): string[][] {
  // "at 5pm": one group of its hour, which a passage giving "between 4 and 7 p.m." holds. "The last thing on…": the
  // place in a list asked names no word to hold (list-position.ts).
  const clock = clockAsked(query);
  // Spaces left where words naming the post were taken out ("the lead   routed to") are one space to the phrases read.
  const rewritten = REWRITES.reduce((t, [pattern, by]) => t.replace(pattern, by), viHandoffRead(numbersAsDigits(withoutPosition(foldAccents(clock.rest.toLowerCase())))).replace(/[ \t]{2,}/g, " "));
  const read = handoffRead(rewritten);
  const text = withoutTimeAsked(glossaryWordsApart(read));
  // Chinese question words go after the glossary has read the words they start ("看" in "看房", "几" in "星期几"), and so
  // do the English and Spanish stop words, after the phrases they start or hold ("de" is also "dễ" in "dễ làm theo").
  const han = (t: string): boolean => /^\p{Script=Han}+$/u.test(t);
  // "how often", "how frequently": the question word stays with its adverb, a phrase of the glossary (a frequency asked).
  const all = terms(text, false, true);
  // So does "cada" with its "cuánto" ("cada cuánto", every how often).
  const often = (t: string, i: number): boolean => (t === "how" && /^(?:often|frequently)$/.test(all[i + 1] ?? "")) || (/^cuan(?:to|do)$/.test(t) && all[i - 1] === "cada");
  const words = all.filter((t, i) => han(t) || PHRASE_ONLY.has(t) || (t === "nha" && (all[i - 1] === "chu" || all[i + 1] === "thau" || XEM_THUE.test(all[i - 1] ?? ""))) || often(t, i) || !(QUESTION_WORDS.has(t) || isVietnameseStopWord(t)));
  const asked = expandQuery(words, stem, isStopWord).filter((g) => !QUESTION_WORDS.has(g[0] ?? "") && !isStopWord(g[0] ?? ""));
  // A verb asked in its plain form ("delete") is held by a passage saying it in the past ("deleted", stemmed "delet").
  // Only a word asked so ("delete"), not a plural stemmed to it ("huracanes" → "huracane").
  const plain = (t: string): string[] => (/^[a-z]{4}[^aeiouy]e$/.test(t) ? [stem(t), t.slice(0, -1)] : [stem(t)]);
  const hours = clock.hours.length > 0 ? clock.hours : rushAsked(text) ? RUSH_HOURS : [];
  const groups = [...asked.map((g) => [...new Set(g.flatMap(plain))]), ...(hours.length > 0 ? [hours] : clockAskedFor(text) ? [ANY_HOUR] : [])];
  // A word asked twice ("lead … team lead") is one group; a Vietnamese classifier alone ("cái nào") asks nothing (kept
  // out after the glossary has read "cài đặt").
  const kept = groups.filter((g, i) => groups.findIndex((h) => h[0] === g[0]) === i && !(g.length === 1 && CLASSIFIERS.has(g[0] ?? "")));
  // "Growth or Enterprise": the packages named are one thing asked about, not one word of the question each (a passage
  // naming every package, the go-live timeline, is not thereby what "which is better for 12 agents" asks).
  const named = kept.filter((g) => g.some((t) => PACKAGE_NAMES.has(t)));
  return named.length < 2 ? kept : [...kept.filter((g) => !named.includes(g)), [...new Set(named.flat())]];
}

// Chinese words of the glossary found in the unsegmented text, longest first from the left, and set apart so the
// segmenter cannot cut across them ("维修工单是谁在核准" is read 维修 / 工单 / 是谁在 / 核准, not 工 / 单是 / 谁在).
function glossaryWordsApart(text: string): string {
  return text.replace(/\p{Script=Han}{2,}/gu, (run) => {
    const out: string[] = [];
    let rest = "";
    for (let i = 0; i < run.length; ) {
      let n = Math.min(GLOSSARY_HAN_LONGEST, run.length - i);
      while (n >= 2 && !glossaryHanWord(run.slice(i, i + n))) n--;
      if (n >= 2) {
        if (rest) out.push(rest);
        out.push(run.slice(i, i + n));
        rest = "";
        i += n;
      } else rest += run[i++];
    }
    if (rest) out.push(rest);
    return ` ${out.join(" ")} `;
  });
}

// "khách hỏi thuê thì chuyển cho ai?", "lead đó giao cho người nào?": sent on to whom is a routing ("route to"); "chuyển"
// alone reads as a handoff to a person, and "cho" (to) is no phrase word. "Chuyển cho AI" (to the AI) asks no whom.
const ROUTED_TO_WHOM = /\b(?:chuyen|giao|dua|day|chia|phan)(?: (?:khach|lead|no|qua|sang|lai|tiep))? (?:cho|toi|den|qua|sang|ve) (?:ai|nguoi nao|ben nao|bo phan nao|nhan vien nao)(?=\s*(?:[?.!,]|$|\b(?:vay|va|a|ha|the|nhi|day|dzay|xu ly|lo|phu trach)\b))/g;
// "what's the agent supposed to get?", "who should get the summary": the "get" (a question word elsewhere) is receiving;
// "supposed to get routed" is no receiving. So is "what do the owners get?": a get whose subject is someone named (not
// "what do I get", "what does it get").
const GETS = /(?:\b(?:supposed|meant|ought) to (?:get|be getting)|\bshould get|(?<=\bwhat (?:do|does|did|will|would|should) (?:the |their |your |my |our )?(?!(?:i|we|you|they|it|he|she|u|ya)\b)[a-z]+ )get)\b(?! \w+(?:ed|en)\b)/g;
// "nữa" after a question word ("tiếng nào nữa", "cần gì nữa": what else) carries no topic; nor does a question's last
// "nữa" (a question word before it may have been taken out already), not "một nửa" (half).
const NO_TOPIC_VI = /\b(?:(?<=\b(?:nao|gi|chi|ai|dau|sao|may) )nua|(?<!\bmot )nua(?=\s*(?:[?!.,]|$)))\b/g;
// "vô trang", "vào web" (go on the site) is a visit.
const VISIT_VI = /\b(?:vo|vao) (?:trang|web|website|site)(?: (?:web|nay|cua (?:ban|anh|chi|em)))?\b/g;
// "cào web", "cào dữ liệu" (scrape the web, the data): "cào" alone is also "cao" (high), and "web" asks nothing.
const SCRAPE = /\bcao (?=(?:web|trang|du lieu|tin|listing|thong tin|data|nha)\b)/g;
// "chạy thử", "thì thử những tình huống gì" (try, test): "thử" typed without its accent is also "thư" (a letter, e-mail).
const TRIED = /(?<=\b(?:thi|lam|de) )thu\b|\bthu(?= (?:nhung|xem|nghiem)\b)/g;
// "hay dùng công cụ nào" (which tool do they often use): "hay" before a tool used is "thường" (often), not "or".
const OFTEN_USED = /\b(?<!\b(?:hoac|la) )hay (?=(?:dung|xai|sai) (?:cong cu|phan mem|nen tang|tool|app|ung dung|he thong)\b)/g;
// "What time did the buyer write?", "¿a qué hora…?", "lúc mấy giờ", "几点": a time of day is asked, held by any sentence
// giving one ("at 9:40 p.m."), not by the word "hour" ("rush hour"); the words asking it are kept out.
const TIME_ASKED = /\b(?:at )?what time(?! (?:of (?:the )?year|frame|zone|line)\b)|\b(?:a )?que hora\b|\b(?:luc )?may gio\b|几点|什么时间|何时几点/gu;
// A sentence naming only a part of the day ("in the morning") answers a time asked with no hour too (clock-times.ts).
const ANY_HOUR = [...Array.from({ length: 24 }, (_, h) => `clockh${h}`), DAY_PART_WORD];
const TIME_MARK = " clocktimeasked ";
// "en vez de", "en lugar de" (instead of), "tal vez" (maybe), "a la vez" (at once): no "time" ("vez") is asked.
const NO_TIME = /\b(?:en vez|en lugar|tal vez|a la vez)\b/g;
const withoutTimeAsked = (text: string): string => text.replace(TIME_ASKED, TIME_MARK).replace(NO_TIME, " ");
const clockAskedFor = (text: string): boolean => text.includes(TIME_MARK.trim());
// "en hora pico", "a la hora pico" (at rush hour, not "fuera de hora pico"): the posts give rush hour as its hours
// ("between about 4 and 7 p.m."), which a sentence holds as clock words, as it does an hour asked.
const RUSH_AT = /\b(?<!\bfuera de )(?<!\bfuera )(?:en|a la|durante(?: la)?|con) (?:la )?horas? (?:pico|punta)\b/;
const RUSH_HOURS = [16, 17, 18, 19].map((h) => `clockh${h}`);
const rushAsked = (text: string): boolean => RUSH_AT.test(text);

// "if the assigned agent doesn't answer", "the agent it went to never replies", "if the rep can't pick up": a lead's
// owner who does not reply, in the site's words ("No reply from the owner within 15 minutes" routes it on). Read word by
// word, "answer" is "say" (glossary) and finds every paragraph about what the assistant answers. The negation as typed
// ("doesn't", "the agent no reply") or the lead left waiting ("the agent the lead's assigned to just sits on it").
const NOT = String.raw`(?:doesn[’']?t|does not|didn[’']?t|did not|don[’']?t|do not|never|can[’']?t|cannot|won[’']?t|isn[’']?t able to|fails to|no)`;
const OWNER_SILENT = new RegExp(String.raw`\b(?:(?:if|when|once|in case) )?(?:(?:the |an? |their |your |my |our )?(?:assigned |first |original |lead )?(?:agent|owner|rep|realtor|person)(?: (?:it|that it|the lead|a lead|they|that|which)(?:[’']?s| (?:was|got|is|gets))? (?:went|goes|sent|assigned|routed|given) to)? (?:(?:just )?(?:sits|sit|sitting) on (?:it|them|the lead)(?: and)?(?: just)? ?)?(?:${NOT} (?:answer|reply|respond|pick up|get back)(?: (?:it|them|the lead|in time|back|fast enough|quickly))?)?)(?<=\w)\b`, "g");

// "the vendor list", "a list of contractors", "our trades list": the hurricane post's "vendor roster", the site's one
// word for it; read word by word, "list" is any list (the May checklist) and "vendor" a repair ("promise repair dates").
const VENDOR_LIST = /\b(?:(?:vendor|vendors|contractor|contractors|supplier|suppliers|trades|tradesmen|repair) (?:list|lists|roster|rota)|(?:list|roster) of (?:vendors|contractors|suppliers|trades|tradesmen|repair (?:crews|people|companies)))\b/g;

// "who should be on the list?", "what must go in it?": who or what belongs to a list, asked with a modal that names
// nothing to hold; read as a word, "should" is the site's "must" and finds "what it must not do".
const BELONGS = /\b(?:should|must|ought to|needs? to|has to|have to) (?=(?:be|go|get put) (?:on|in|onto|into|included)\b)/g;

// "how should we get started?", "¿cómo debería empezar?", "nên bắt đầu thế nào", "刚开始应该怎么起步", "该从哪里入手": the
// modal asking the way to begin names nothing the answer holds (read as a word, "should" finds any advice saying it, "The
// first response … should: … is enough to start"); the beginning asked is the posts' "Getting started".
const START_HOW = /\b(?:should|must|ought to|do|would) (?:i|we|you|one|they) (?=(?:get started|getting started|start|begin|kick off)\b)|\b(?:deberia|deberiamos|debo|debemos|tengo que|hay que) (?=(?:empezar|comenzar|arrancar)\b)|\bnen (?=bat dau\b)|(?:应该|应当|该|要)(?=(?:怎么|怎样|如何|从哪里?|从何|先)?(?:起步|开始|入手|上手|着手))/gu;

// "AI模型应该用在哪些地方？", "用在什么环节": where a thing is put to use is the part it is responsible for (the glossary's
// 负责 and 哪部分: the stack post's "Where the AI model fits: Use the language model for the parts that need language");
// read word by word, 用 is a question word and 地方 a neighbourhood.
const USED_WHERE = /(?:用|使用|应用)(?:在|于|到)(?:哪里|哪儿|哪些?(?:地方|方面|环节|部分|场景)|什么(?:地方|方面|环节|部分|场景)|啥(?:地方|方面|环节)|哪样(?:地方|方面|环节)?)/gu;

// "which workflow tool do you like best?", "an automation platform": the stack post's "workflow engine", the site's word
// for the kind of tool (read word by word, "tool" and "platform" are in every paragraph about integrations).
const WORKFLOW_TOOL = /\b(?:workflow|automation) (?:tools?|platforms?|software|apps?)\b/g;
// "which one do you like best?", "your favourite": a preference asked names nothing the answer holds ("Best for…" is
// who a setup option suits).
const LIKED_BEST = /\b(?:like|love|rate|prefer) (?:the )?(?:best|most)\b|\bfavou?rite\b/g;

// "after how long?": a length of time asked, as "how long" alone asks it; "after" names no moment of the answer.
const AFTER_HOW_LONG = /\bafter how (?=long\b|many (?:minutes|hours|days)\b)/g;

// "¿qué pasa cuando…?" (what happens when) asks what follows, as "what happens" does; "pasa" alone may be handing over.
const WHAT_HAPPENS = /\bque (?:pasa|sucede|ocurre)\b/g;
// "¿se puede hacer pasar por mí?", "can it pass itself off as me", "giả làm tôi", "冒充我": whether clients know they are
// talking to an assistant, the site's words for it ("Clients should know they are talking to an assistant").
const PRETEND = /\b(?:hacer(?:se)? pasar|haga pasar|hace pasar|fingir|finja|finge|pass (?:itself|himself|herself) off|impersonat\w*|gia lam|gia danh|mao danh)\b|冒充|假装成?|装成|假扮/gu;
// "no está seguro de lo que contesta" (not sure of its answer) is not confident; "seguro" alone is safe, or insurance.
const NOT_SURE = /\bno (?:esta|este|estar|estoy|estan|sea|es) (?:muy |tan |del todo )?(?:segur[oa]s?|confiad[oa]s?)\b/g;

// "what it say AI cant do", "¿qué no puede hacer la IA?": what something cannot do is asked, the site's "cannot" (the
// apostrophe splits "can't" into a stop word, "cant" alone is a question word).
const CANNOT_DO = /\b(?:can[’']?t|can not|cannot|no (?:puede|pueden|podra|podran|podria|podrian))\s+(?=(?:do|hacer)\b)/g;

// "for us agents", "nosotros los agentes", "chúng tôi là môi giới": the visitor saying who they are; the role names the
// asker, not what is asked of the page ("what can't the AI do for us agents" asks about "cannot").
const WE_WHO = /\b(?:us|we|nosotros(?: los| las)?|chung toi(?: la)?) (?:agents|realtors|brokers|agentes|corredores|moi gioi)\b/g;

// "ese mismo artículo", "that same post": "mismo" and "same" point back at what was named, they ask for nothing ("own").
const SAME_ONE = /\b(ese|esa|este|esta|that|this) (?:mismo|misma|same)\b/gu;

// "làm sao biết nó chạy đúng" (how to know it runs right): whether it works is measured, the posts' "measure", not
// "làm sao biết" alone (how it tells, "detect"). Read before the words: "đúng" (right) folds to "dùng" (use), a
// question word, so "chạy đúng" would lose its second word.
const KNOW_IT_WORKS = /\b(?:(?:lam sao|sao|the nao) (?:de |ma )?)?biet (?:(?:no|he thong|ai|tro ly|bot) )?(?:co )?(?:chay|hoat dong|lam viec) (?:dung|on|tot|chuan|hieu qua)\b/g;

const PACKAGE_NAMES = new Set(["foundation", "growth", "enterprise"]);

// Vietnamese function words that, alone (in no glossary phrase), ask for nothing: "bài" (the article), "nói" (says),
// "xài" (uses), "lấy" (gets), "qua" (through), "đâu" (where), "trong" (in); "cuộc" counts a conversation; "nếu" (if),
// "luôn" (right away, too; "nhớ luôn" is a phrase), "về" (about). Taken out after the glossary, so they join no phrase.
const CLASSIFIERS = new Set(["cai", "chiec", "cuoc", "bai", "noi", "xai", "lay", "qua", "dau", "trong", "neu", "luon", "ve"]);

// "what channel", "qué aviso", "kênh nào", "什么渠道": the words after (or, in Vietnamese, before) the question word
// ("为什么选n8n" asks why, not what).
const ASKED_THING = /\b(?:what|which)(?: kind of| sort of| type of)? (?!(?:is|are|was|were|does|do|did|about|else|if|would|should|can|the|a|an|they|you|it|i|we)\b)(\w+)|\b(?:que|cual|cuales)\s+(?!(?:es|son|dice|dicen|hay|se|le|tal|me|lo|la)\b)(\w+)|(\w+) (?:nao|gi)\b|(?:(?<!为)什么|哪些|哪个|哪种|咩)(\p{Script=Han}{1,4})/u;

/** The English words (and the visitor's own) of the thing a question asks for, or none. */
export function askedThing(query: string): string[] {
  const m = ASKED_THING.exec(foldAccents(query.toLowerCase()));
  const thing = m?.slice(1).find((x) => x !== undefined);
  return thing ? (groupsOf(thing)[0] ?? []) : [];
}

// What the question says is rewritten before the glossary reads it, in this order (each pattern says why):
// question words of Vietnamese and Chinese dropped, "y'all" (the Texan "you": its "all" is not every), phrases
// read as the site's own word.
// "stuff you will NOT do", "what it says you won't do": what a post refuses, whose own words ("What we will not do")
// are all stop words; the glossary reads "refuse" as the things it refuses.
const WILL_NOT_DO = /\b(?:will not|won[’']?t|wont|will never|would never|refuse to) do\b/g;
// "how does the newsletter work?": "work" only frames the question; left in, it finds "…button works too".
// "what reasons does it give?", "which tools does the post list?", "the signs it gives": the text giving or listing
// frames the question, the thing given is asked; read as a word, "give" finds "give legal advice" in the welcome post.
const TEXT_GIVES = /\b(?:(?:does|did|do) )?(?:it|the (?:post|article|piece|blog|guide|newsletter)|that (?:post|article|piece|one)|they) (?:give|gives|gave|list|lists|listed|offer|offers|cite|cites|lay out|lays out|spell out|spells out)\b/g;
const HOW_IT_WORKS = /\bhow (?:does|do|will|would) (.{1,40}?) (?:work|works|working)\b/g;
// "made up stats like every other AI blog I get sent?", "¿inventan cifras como todos los demás blogs?": what the others
// do is the visitor's comparison, not a thing asked ("every", "other", "blog" would find the newsletter's sign-up page).
const LIKE_THE_OTHERS = /\b(?:(?:like|unlike) (?:every|all(?: the)?|any|most) other|(?:como|igual que) (?:todos los demas|todas las demas|cualquier otr[oa]|los otros|las otras))\b(?: (?!(?:or|and|but|do|does|is|are|o|y|pero)\b)\w+){0,5}/g;

// "is it going to be full of made up stats?": the future said long ("gonna" is a question word already) and an amount
// ("full of") name nothing; "full" alone stays ("full CRM integration").
const GOING_TO = /\b(?:going to|fixing to|full of)\b/g;

const REWRITES: readonly (readonly [RegExp, string])[] = [
  [VIETNAMESE_QUESTION, " "],
  [CHINESE_COUNT, " "],
  [CHINESE_RATHER, " "],
  [ROUTED_TO_WHOM, " route "],
  [MESSAGE_TO, "tin nhan"],
  [RECEIVED_BY, "nhan duoc"],
  [WHO, " "],
  [/\by[’']?all\b|\bya[’']ll\b/giu, " "],
  [SAME_ONE, "$1"],
  [SCRAPE, "scrape "],
  [OFTEN_USED, "thuong "],
  [TRIED, "test"],
  [NOT_SURE, " confident "],
  [CANNOT_DO, " cannot "],
  [WE_WHO, " "],
  [WHAT_HAPPENS, " "],
  [OWNER_SILENT, " no reply owner "],
  [AFTER_HOW_LONG, "how "],
  [WORKFLOW_TOOL, "workflow engine"],
  [LIKED_BEST, " "],
  [VENDOR_LIST, " vendor roster "],
  [BELONGS, " "],
  [START_HOW, " "],
  [USED_WHERE, " 负责 哪部分 "],
  [PRETEND, " clients know talking "],
  [GETS, "receive"],
  [NO_TOPIC_VI, " "],
  [VISIT_VI, " visit "],
  [HANDED_OVER, " not automate "],
  [FLOODED_WITH, " send "],
  [KNOW_IT_WORKS, " measure "],
  [WILL_NOT_DO, " refuse "],
  [HOW_IT_WORKS, " $1 "],
  [TEXT_GIVES, " "],
  [LIKE_THE_OTHERS, " "],
  [GOING_TO, " "],
];
