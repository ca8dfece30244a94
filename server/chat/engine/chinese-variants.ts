import * as OpenCC from "opencc-js/t2cn";
import { ConverterFactory } from "opencc-js/core";
// @ts-expect-error: the dictionaries ship as plain modules without type declarations.
import STCharacters from "opencc-js/dict/STCharacters";
// @ts-expect-error: as above.
import TWVariants from "opencc-js/dict/TWVariants";
import type { Answer } from "./knowledge/answer-types.ts";
import type { ChatEntities } from "./types.ts";
import { CHANGSHA, MALAYSIAN, MIXED_ENGLISH, NORTHEASTERN, PLACES, readHakka, SOUTHWESTERN, WU } from "./chinese-vernacular.ts";
import { GUILIN, NEWS_MAIL, NORTHWEST_JIANGHUAI, WHERE_ASKED, WHICHEVER } from "./chinese-guilin.ts";
import { readSimplifiedCantonese } from "./cantonese-simplified.ts";

// The site's Chinese is Mandarin in simplified characters, and so are the engine's rules and training lines. Houston's
// Chinese-speaking visitors also write traditional characters (Taiwan, Hong Kong) and Cantonese: the message is read
// in its Mandarin, simplified form, while names and companies keep the characters the visitor typed.

// Taiwan's phrases too (軟體 → 软件, 簡訊 → 短信, 網路 → 网络), not only its characters.
const toSimplified = OpenCC.Converter({ from: "twp", to: "cn" });
// A message in simplified characters is the mainland's Mandarin already: Taiwan's phrase table would read its words in
// Taiwan's sense ("跟进序列", follow-up sequences, as 串行, serial; "文件", a file, as 文档, a document). Its few
// traditional characters are converted one by one.
const charactersOnly = OpenCC.Converter({ from: "tw", to: "cn" });
// Which script a visitor writes (each character against its simplified form), and a reply in theirs.
// Character by character only: the phrase table (opencc's STPhrases, ~50,000 phrases) would keep ~40 MB in memory for
// the few fixed sentences said back in traditional characters (inVisitorScript).
const toTraditional = ConverterFactory([[STCharacters as string]], [[TWVariants as string]]);

// Where Taiwan's phrase table reads a word in its computing sense, the real-estate sense is meant: 行程 is a showing
// itinerary (not a process, 进程), 物件 a listing (房源, not an object), 社群媒體 social media (not a community's).
const TAIWAN: [RegExp, string][] = [
  [/物件/g, "房源"],
  [/社群(?=媒[體体]|平[台臺]|網站|网站|行[銷销]|[貼贴]文|帳號|账号)/g, "社交"],
];
// 通讯 alone is the newsletter (通讯, 周刊); before a kind of tool ("通讯类平台", "通讯软件") it is communication, the
// setup row of Gmail, Twilio and WhatsApp.
// 整合 (integrate), said on the mainland as in Taiwan, is the 集成 the rules read.
const SENSES: [RegExp, string][] = [
  [/通[讯訊](?=类|類|方面|工具|平台|软件|軟體|应用|應用|app|APP|App)/g, "通信"],
  [/整合/g, "集成"],
];
// 程序 is a program as Mandarin writes it ("自己写的小程序"); Taiwan's table would read it as a process (进程).
const KEPT_AS_TYPED = /(行程|程序)/;

// Written Cantonese words and their Mandarin (applied before the character conversion, so both scripts are covered).
// Longer forms first; single characters only where Cantonese alone writes them, or where the context rules out the
// Mandarin sense (識 in 知識, 覆 in 覆蓋).
const CANTONESE: [RegExp, string][] = [
  [/定[係系]/g, "还是"],
  // 係咪 (is it or not), 使唔使 (need or not), 落雨 (rain), 刪晒 (delete all).
  [/[係系]咪/g, "是不是"],
  [/[使駛]唔[使駛]/g, "需不需要"],
  [/落雨/g, "下雨"],
  [/(?:[刪删]|清)晒/g, "全部删除"],
  [/(?<=[講讲答話话做搞用睇看試试接裝装])晒/g, "完"],
  // "我啲資料" (my data), "你哋啲客人": 啲 after a person is 的.
  [/(?<=[我你佢哋])啲/g, "的"],
  // "存喺边", "去边度": 边 (度) after "at" or "to" is "where".
  [/(?<=[在喺去])边(?:度|处)?(?=[，。？！?!\s]|$)/g, "哪里"],
  // "留喺我account度": 喺 … 度 is "at …".
  [/(?<=喺[^，。？！?,!\s]{1,20})度(?=[，。？！?,!\s]|$)/g, "里"],
  [/私[隱隐]/g, "隐私"],
  // Hong Kong's words for text messages and e-mail.
  [/短[訊讯]/g, "短信"],
  [/[電电][郵邮]/g, "电子邮件"],
  [/駁(?=\s*[A-Za-z]|埋|上)/g, "接"],
  // "你哋個 AI", "我個仔": 個 after a person is Cantonese for 的.
  [/(?<=[我你佢哋])個/g, "的"],
  [/唔好/g, "不要"],
  // "同埋" (and also) opens a follow-up; "聽電話" is answering calls, "加落" adding to, "話" (after a post) saying.
  // Before a verb ("同埋要专属经理") it is left as typed: the engine reads "还要…" beside a size as a feature asked.
  [/同埋(?![要想有係是會会可能需])/g, "还有"],
  [/聽(?=[電电][話话])/g, "接"],
  [/加落/g, "加到"],
  [/(?<=[文章佢篇])話(?!題)/g, "说"],
  // 佢 is "he" and "it": what a post says or suggests, or what an offering costs or includes, is "it".
  [/佢(?=(?:有冇|有)?(?:建[議议]|[話话说]|[講讲]|[寫写]|提|包|幾(?:多)?[錢钱]|几(?:多)?钱|收))/g, "它"],
  [/包(?:啲)?咩/g, "包括什么"],
  // 平 is Cantonese for cheap: "平啲嗰個" is "the cheaper one".
  [/平啲嗰/g, "便宜的那"],
  [/平啲/g, "便宜一些"],
  [/最平/g, "最便宜"],
  // 抵 is Cantonese for good value: "最抵嘅做法" is the cheapest way.
  [/最抵/g, "最划算"],
  // A voice-to-text slip for 安装 (set up), heard alike.
  [/按装/g, "安装"],
  [/[貴贵]啲嗰/g, "贵的那"],
  [/[貴贵]啲/g, "贵一些"],
  [/[傳传](?=[訊讯]息|消息|短[訊讯信])/g, "发"],
  [/[係喺]唔[係系]/g, "是不是"],
  [/識唔識/g, "会不会"],
  [/得唔得/g, "可不可以"],
  [/有冇/g, "有没有"],
  // 唔該: "thanks" closing a message, "please" opening a request.
  // 唔該晒 / 多謝晒 (thanks a lot) at the head of a thanks: "唔该晒，讲得好清楚".
  [/(?:唔[該该]|多[謝谢])晒/g, "多谢"],
  [/唔[該该](?=[\s，,。.!！~]*$)/g, "谢谢"],
  [/唔[該该]/g, "请"],
  [/乜[嘢野]/g, "什么"],
  [/[點点](?:樣|样)/g, "怎样"],
  [/[點点]解/g, "为什么"],
  [/做咩/g, "做什么"],
  // 點做 (how to go about it), not "早点做", "快点做" (do it sooner); 老細 (the boss); 一次過 (all at once; not 一次过关,
  // passing at the first try).
  [/(?<![早快晚慢多少一有差好])[點点]做/g, "怎么做"],
  [/老[細细]/g, "老板"],
  [/一次[過过](?![关關审審])/g, "一次性"],
  [/[邊边](?:個|个)/g, "哪个"],
  [/[邊边](?:間|间)/g, "哪家"],
  [/[邊边](?:度|處|处)/g, "哪里"],
  // "邊張通知" (which notice), "邊年" (which year): in traditional characters only, as "那边张经理" is Mandarin.
  [/邊(?=[張张款類类年])/g, "哪"],
  [/幾多/g, "多少"],
  [/幾(?:錢|钱)/g, "多少钱"],
  [/幾耐/g, "多久"],
  // 有无 (is there, does it) in Hainan, Hokkien and Cantonese speech: "有无讲" (not 有无数, countless; 有无关, bearing on).
  [/有[無无](?![数數关關论論限穷窮所])/g, "有没有"],
  // "篇speed to lead文章話…", "篇文講…": a clause opened by the classifier alone, Cantonese for "that post".
  [/(?<=^|[，,。？！?!\s])篇(?=[^，,。？！?!]{0,30}?(?:文章|文|嘢|[話话講讲說说寫写提]))/g, "那篇"],
  [/幾時/g, "什么时候"],
  [/而家/g, "现在"],
  [/下年/g, "明年"],
  [/好食/g, "好吃"],
  [/[禮礼]拜(?=[一二三四五六日天])/g, "星期"],
  [/[禮礼]拜/g, "星期"],
  [/打(?:畀|俾)/g, "打给"],
  [/(?:畀|俾)(?=[我你佢他她])/g, "给"],
  [/畀/g, "给"],
  // 俾 before a fee is paying it: "使唔使俾setup費".
  [/俾(?=[^，。？！?,!]{0,8}[費费錢钱])/g, "付"],
  [/俾/g, "给"],
  [/(?<![回反顛颠答])覆(?![蓋盖])/g, "回复"],
  [/(?<![知認认意常])識/g, "会"],
  [/唔[使駛]/g, "不用"],
  [/[話话]我知/g, "告诉我"],
  [/成日/g, "经常"],
  [/呢(?=[個个啲間间位份篇])/g, "这"],
  [/嘢/g, "东西"],
  [/嘥/g, "浪费"],
  [/係/g, "是"],
  [/喺/g, "在"],
  [/冇/g, "没有"],
  [/唔/g, "不"],
  [/咩/g, "什么"],
  [/嘅/g, "的"],
  [/哋/g, "们"],
  [/啱/g, "合适"],
  [/揀/g, "选"],
  [/嗰/g, "那"],
  [/啲/g, "些"],
  [/睇/g, "看"],
  [/搵/g, "找"],
  [/咗/g, "了"],
  [/嚟/g, "来"],
  [/佢/g, "他"],
  // 咁 opening a clause is "so, then" ("咁瀏覽器會…"); before a word, "this": "咁貴".
  [/(?<=^|[，。？！?,!\s])咁(?![多樣样])/g, "那"],
  [/咁/g, "这么"],
  [/噉/g, "这样"],
  [/仲(?=[有要係是可會会使需])/g, "还"],
  // Hokkien and Fuzhou slips in Mandarin: 家己 (oneself), 伓 (not), 厝 (house), 拉个 (which), 灰常 (very).
  [/家己/g, "自己"],
  [/伓/g, "不"],
  [/厝(?![边邊])/g, "房子"],
  [/(?<=[选選用是要])拉个|拉个(?=套餐|方案|比较|比較|好|合适|適合|适合)/g, "哪个"],
  [/灰常/g, "非常"],
  // Taiwanese Hokkien: 風颱 (typhoon, the storm a hurricane is), 時陣 (the time when), 按怎 (how).
  [/[風风][颱台]/g, "台风"],
  [/[時时][陣阵]/g, "时候"],
  [/按怎/g, "怎么"],
  // Internet slang for 没有 and 什么.
  [/木有/g, "没有"],
  [/神马/g, "什么"],
  // Sentence particles with no Mandarin counterpart.
  [/[㗎喎啩]/g, ""],
  // Malaysian and Singaporean Chinese call a package 配套 ("哪个配套适合我"); 配套设施 (amenities) keeps its sense.
  [/配套(?![设設]施|[设設]備|设备)/g, "套餐"],
];

const HAN = /\p{Script=Han}/u;

/** The message as the engine reads it: Chinese in Mandarin and simplified characters; any other text unchanged. */
export function readableChinese(text: string): string {
  if (!HAN.test(text)) return text;
  let mandarin = readHakka(readSimplifiedCantonese(text));
  for (const [pattern, to] of [...MIXED_ENGLISH, ...MALAYSIAN, ...CHANGSHA, ...WU, ...CANTONESE, ...WHERE_ASKED, ...GUILIN, ...NORTHWEST_JIANGHUAI, ...WHICHEVER, ...NEWS_MAIL, ...SOUTHWESTERN, ...NORTHEASTERN, ...TAIWAN, ...SENSES, ...PLACES]) mandarin = mandarin.replace(pattern, to);
  const convert = writesTraditional(text) ? toSimplified : charactersOnly;
  return mandarin.split(KEPT_AS_TYPED).map((piece, i) => (i % 2 === 1 ? piece : convert(piece))).join("");
}

/** The visitor writes traditional characters: more of theirs differ from their simplified form than the other way. */
export function writesTraditional(typed: string): boolean {
  const han = typed.match(/\p{Script=Han}/gu) ?? [];
  const traditional = han.filter((c) => toSimplified(c) !== c).length;
  const simplified = han.filter((c) => toTraditional(c) !== c).length;
  return traditional > 0 && traditional > simplified;
}

/**
 * "Our site doesn't say that" and "that area isn't listed", in the characters the visitor wrote: a visitor from Taiwan,
 * Hong Kong or Macau who asks in traditional characters reads the gap in them (沒有提到, 沒有列出).
 */
export function inVisitorScript(reply: string, typed: string, answers: readonly Answer[]): string {
  const gapOnly = answers.length > 0 && answers.every((a) => a.t === "unknown" || a.t === "unlisted-area");
  return gapOnly && writesTraditional(typed) ? toTraditional(reply) : reply;
}

/** `found`'s name and company in the characters of `typed` (the message before `readableChinese`). */
export function inTypedCharacters(found: ChatEntities, typed: string, read: string): ChatEntities {
  if (typed === read) return found;
  const typedForm = (value: string | undefined): string | undefined => {
    if (!value || !HAN.test(value) || typed.includes(value)) return value;
    // The conversion keeps a name's length in characters: the visitor's own spelling is the span of `typed` that
    // converts to it. Counted in code points, since a rare character's simplified form may lie outside the BMP
    // (Chaoshan's 鮀 is 𬶍, two UTF-16 units for one).
    const chars = [...typed];
    const wanted = [...value];
    for (let i = 0; i + wanted.length <= chars.length; i++) {
      const span = chars.slice(i, i + wanted.length).join("");
      if (chars[i] === wanted[0] || toSimplified(chars[i] ?? "") === wanted[0]) {
        if (toSimplified(span) === value) return span;
      }
    }
    return value;
  };
  // Only what was found: a key set to undefined would wipe the name or company an earlier turn gave ({ ...lead, ...found }).
  const name = typedForm(found.name);
  const company = typedForm(found.company);
  return { ...found, ...(name ? { name } : {}), ...(company ? { company } : {}) };
}
