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

// Northeastern Mandarin (东北话) and its kin.
export const NORTHEASTERN: [RegExp, string][] = [
  [/[嘎干]哈/g, "干什么"],
  [/咋整/g, "怎么办"],
  [/咋/g, "怎么"],
  // "选啥" is which one to pick; elsewhere 啥 is 什么.
  [/(?<=[选選挑换換买買])啥/g, "哪个"],
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
