// How Houston's Chinese-speaking visitors really write, beyond Cantonese and Taiwan's words (chinese-variants.ts):
// English words in a Chinese sentence ("唔好再send SMS俾我", "自己connect啲platform"), northeastern Mandarin (啥, 咋,
// 嘎哈, 贼, 忽悠) and Malaysian Chinese with its English and Malay fillers (lah, can ah, boleh). Each is read as the
// standard Mandarin word, so the rules and the classifier, written in it, see the same question or request.

// English verbs and nouns dropped into a Chinese sentence, where a Chinese word stands on at least one side.
const englishWord = (words: string): RegExp => {
  const word = String.raw`(?<![\w-])(?:${words})(?![\w-])`;
  return new RegExp(String.raw`(?<=[\p{Script=Han}，。？！、]\s?)${word}|${word}(?=\s?\p{Script=Han})`, "giu");
};
export const MIXED_ENGLISH: [RegExp, string][] = [
  [englishWord("send|sent"), "发"],
  [englishWord("set ?up|set-up"), "安装"],
  [englishWord("connect|hook ?up"), "接"],
  [englishWord("accounts?"), "账户"],
  [englishWord("platforms?"), "平台"],
  [englishWord("chat"), "聊天"],
  [englishWord("data(?! ?tools?)"), "数据"],
  [englishWord("clients?"), "客户"],
  [englishWord("call"), "电话"],
];

// Malaysian and Singaporean Chinese: "can ah?", "can or not" (可以吗), "boleh" (Malay, can), and the sentence fillers
// lah, leh, lor, meh, ah that carry no meaning of their own.
export const MALAYSIAN: [RegExp, string][] = [
  [/\bcan (?:ah|or not|anot|boh)\b|\bboleh (?:tak|ke)\b/gi, "可以吗"],
  [/\bboleh\b/gi, "可以"],
  // Malaysia's and Singapore's e-wallets: a way to pay, asked about like any other ("Boost" only as the wallet: "想boost
  // 一下转化率" is the English verb).
  [/\b(?:touch ?['’]?n ?['’]?go|tng|grabpay|boost(?= ?(?:e-?wallet|app|pay))|duitnow|paynow|paylah|shopeepay|fpx)\b(?: ?(?:e-?wallet|app|pay)\b)?/gi, "电子钱包"],
  [/\s*\b(?:lah|leh|lor|loh|meh|mah|ah)\b(?=\s*(?:[，。？！,.?!~]|$))/gi, ""],
];

// Sichuan and Chongqing Mandarin (川渝话) and Shandong's (山东话), read before the northeastern words they share (啥, 咋):
// 莫得 (没有), 啥子 (什么), 咋个 (怎么), 好多 asked about money or at a question's end (多少: "月费好多？", "提高好多"; "好多
// 人" is still "many"), 晓得 (知道), 俺 (我), 那嘎达 (那里), a yes-or-no asked with a closing 不 ("有服务不", "要钱不"),
// and the spoken "加的服务" for an add-on.
export const SOUTHWESTERN: [RegExp, string][] = [
  [/莫得/g, "没有"],
  [/啥子/g, "什么"],
  [/咋个/g, "怎么"],
  [/好多(?=钱|錢|\s*(?:[？?]|$))/g, "多少"],
  [/晓得|曉得/g, "知道"],
  [/俺/g, "我"],
  [/那(?:嘎|旮|疙)(?:达|達|旯|瘩)/g, "那里"],
  [/哪(?:嘎|旮|疙)(?:达|達|旯|瘩)/g, "哪里"],
  [/[这這](?:嘎|旮|疙)(?:达|達|旯|瘩)/g, "这里"],
  [/(?<=\p{Script=Han})(?<![么麼何还還也都就并並])不(?=\s*(?:[？?，,]|$))/gu, "吗"],
  // "有啥加的服务", spoken for an add-on (附加服务).
  [/(?<![增参參添追])附?加的(?=服[务務])/g, "附加"],
];

// Houston's places by their Chinese names, read as the English names the site's areas and the unlisted places use:
// "你们糖城有服务吗" is Sugar Land, "米苏里城呢" Missouri City ("珍珠城地产", "糖城置业", businesses, keep their names).
const NOT_A_BUSINESS = String.raw`(?![地房][产產]|置[业業]|不[动動][产產]|公司|集[团團]|工作室)`;
const place = (names: string): RegExp => new RegExp(`(?:${names})${NOT_A_BUSINESS}`, "g");
export const PLACES: [RegExp, string][] = [
  [place("糖城|糖地"), "Sugar Land"],
  [place("[米密][苏蘇]里城"), "Missouri City"],
  [place("珍珠城"), "Pearland"],
  [place("[凯凱]蒂"), "Katy"],
  [place("[贝貝][莱萊][尔爾]"), "Bellaire"],
  [place("清湖"), "Clear Lake"],
];

// Northeastern Mandarin (东北话) and its kin.
export const NORTHEASTERN: [RegExp, string][] = [
  [/[嘎干]哈/g, "干什么"],
  [/咋整/g, "怎么办"],
  [/咋/g, "怎么"],
  // "选啥" is which one to pick, and so is "…接客户，啥套餐？" ("有啥套餐" asks what there is); elsewhere 啥 is 什么.
  [/(?<=[选選挑换換买買])啥|(?<![有些])啥(?=套餐|方案)/g, "哪个"],
  [/啥/g, "什么"],
  // "别整那些没用的": cut the fluff, a blunt ask, not a judgement of us.
  [/(?:别|不要|少)(?:整|弄|搞|扯)(?:那些|这些|那|这)?(?:没用的|有的没的|虚的|花里胡哨的)(?:东西)?/g, "别绕弯子"],
  [/整明白/g, "弄明白"],
  // "别忽悠我" asks for a straight answer; "瞎忽悠" says we lie.
  [/(?:别|不要|少)(?:瞎)?忽悠(?:我|人)?/g, "别绕弯子"],
  [/瞎?忽悠(?:人)?/g, "骗人"],
  // "路线" of showings is their itinerary (行程); "会留多少条" is how many are kept.
  [/(?<=看房|看楼|带看|[睇看]樓)路[线綫線]/g, "行程"],
  [/(?<=[会會能])留(?=[多几幾\d])/g, "保留"],
  [/贼(?=[好贵便快慢多少难简麻烦坑])/g, "很"],
];
