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
  [englishWord("sms"), "短信"],
  [englishWord("data(?! ?tools?)"), "数据"],
  [englishWord("clients?"), "客户"],
  [englishWord("call"), "电话"],
  // "啲listing自動post上Facebook", "post到IG", "帮我post": "post" said as the verb, onto a network, is posting (发), not
  // one of our blog's posts ("那篇post" keeps its noun).
  [/(?<![\w-])post(?:ing|ed)?(?=\s?(?:上|到|去|落|喺|在|晒|埋|一下|(?:facebook|fb|ig|instagram|脸书|臉書|面书|面書|社交|tiktok|linkedin)))/giu, "发"],
  [/(?<=(?:自动|自動|定时|定時|帮我|幫我|帮忙|幫忙|同我|替我)\s?)post(?:ing)?(?![\w-])/giu, "发"],
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
// 莫得 (没有), 啥子 (什么), 咋个 and Guizhou's 啷个 (怎么), 好多 asked about money, minutes or at a question's end (多少: "月费好多？", "加好多分钟？"; "好多
// 人" is still "many"), 晓得 (知道), 俺 (我), 恁 (你们), 那嘎达 (那里), a yes-or-no asked with a closing 不 ("有服务不", "要钱不"),
// and the spoken "加的服务" for an add-on.
export const SOUTHWESTERN: [RegExp, string][] = [
  [/莫得/g, "没有"],
  [/啥子/g, "什么"],
  [/咋个/g, "怎么"],
  [/啷(?:个|個|们|們)/g, "怎么"],
  [/好多(?=钱|錢|\s*(?:[？?]|$)|(?:分钟|分鐘|小时|小時)[^，。！!]*[？?])/g, "多少"],
  [/晓得|曉得/g, "知道"],
  [/俺/g, "我"],
  // Hubei's 伢 (a child: "去学校接伢").
  [/伢(?:子|仔|儿|兒)?/g, "孩子"],
  // Henan's and Shandong's 恁 (你/你们: "恁网站", "恁那篇文章"), before a noun or demonstrative only (Hokkien's 恁 is read with its own words).
  [/恁[们們]/g, "你们"],
  [/恁(?=[那这這]|网站|網站|公司|家|[们們]|聊天|文章|博客|套餐|团队|團隊|老板|老闆)/g, "你们"],
  [/那(?:嘎|旮|疙)(?:达|達|旯|瘩)/g, "那里"],
  [/哪(?:嘎|旮|疙)(?:达|達|旯|瘩)/g, "哪里"],
  [/[这這](?:嘎|旮|疙)(?:达|達|旯|瘩)/g, "这里"],
  [/(?<=\p{Script=Han})(?<![么麼何还還也都就并並])不(?=\s*(?:[？?，,]|$))/gu, "吗"],
  // 好久 asked at a question's end (多久: "统计留好久？"; "好久不见" is no question), 哪门 / 哪门子 (什么: "具体是搞哪门的"),
  // and 克 for 去 after a verb of direction ("存进克？", "发出克了"; not 克隆, 巧克力).
  [/好久(?=\s*(?:啊|呀|哦|嘛)?\s*(?:[？?]|$))/g, "多久"],
  [/哪[门門]子?/g, "什么"],
  // 嘛 for 什么 in the North ("这是嘛套餐？", "干嘛用的"), before a noun it asks about.
  [/(?<=[是用有做叫])嘛(?=套餐|方案|服务|服務|意思|东西|東西|价|價|时候|時候)/g, "什么"],
  [/(?<=[进進出回上下过過起])克(?=\s*(?:[？?，,。！!]|$|了|嘛|吗|嗎))/g, "去"],
  // "网站记不记我的IP", "存不存我的资料", "留不留聊天记录": a yes-or-no asked as verb-not-verb, read as the verb the site
  // writes (记录, 保存, 保留) with a closing 吗 ("记不记得", remembering, is left alone).
  [/记不记(?!得)(.{0,12}?)(?=[？?，,。]|$)/gu, "会记录$1吗"],
  [/存不存(.{0,12}?)(?=[？?，,。]|$)/gu, "会保存$1吗"],
  [/留不留(.{0,12}?)(?=[？?，,。]|$)/gu, "会保留$1吗"],
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
  // "整哪个", "搞哪个", "整啥": which one to get is which one to pick.
  [/(?:整|搞|弄)(?=哪(?:一)?[个個套样樣]|啥)/g, "选"],
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
  // Spoken and Taiwan words the rules know by their standard ones: 钟头 (小时, hours), 讯息 (消息, a message), 传 before
  // whom it goes to or how many (发: "传给AI模型", "传几条").
  [/[钟鐘][头頭]/g, "小时"],
  [/(?<!短)[讯訊]息/g, "消息"],
  [/[传傳](?=[给給]|[几幾]条|[几幾]條|多少条|多少條)/g, "发"],
];

// Changsha and Hunan Mandarin (长沙话): 么子 (什么), 几久 (多久), 港 for 讲 where it cannot be Hong Kong or a harbour
// (after a speaker or a post, before 一下 or a question word), 恰饭 (吃饭), 堂客 (wife), 别个 (别人), 要得 standing
// alone (好), and the closing particles 咯 (dropped) and 咧 (呢); Hefei's 么得 and 么 (below). Read before the character conversion, which turns 么 into 幺.
export const CHANGSHA: [RegExp, string][] = [
  [/么子/g, "什么"],
  [/几久|幾久/g, "多久"],
  [/(?<=[你我他它们們客章篇])港(?![口币幣澳岛島台臺股元湾灣区區九])|港(?=一下|一声|清楚|下子)/g, "讲"],
  [/恰饭|恰飯/g, "吃饭"],
  [/堂客/g, "老婆"],
  [/别个|別個/g, "别人"],
  [/(?<=^|[，。！？!?,\s])要得(?=[，。！？!?,\s]|$)/g, "好"],
  [/(?<=\S)\s*咯(?=\s*(?:[，。？！?!,~]|$))/g, ""],
  [/(?<=\S)咧(?=\s*(?:[，。？！?!,~]|$))/g, "呢"],
  // Hefei and Jianghuai Mandarin (江淮官话): 么得 (没有: "有么得讲…的文章"), and 么 for 什么 after a verb, before the noun
  // it asks about ("用么工作流", "是用么语言"); 怎么, 那么, 要么, 多么 and a closing 么 (吗) are left as they are.
  // Not the 么 of 怎么 / 那么 / 这么 / 要么 / 多么 / 什么 before 得 ("怎么得到报价": how to get a quote).
  [/(?<![怎那这這要多什甚])么得/g, "没有"],
  // Gan, Hakka and Hubei Mandarin's 么个 (什么: "多了么个东西", "用的是么个AI"); not the 么 of 怎么个 / 这么个 / 那么个.
  [/(?<![怎那这這要多什甚])么[个個]/g, "什么"],
  [/(?<=[用是讲說说做干幹买買选選拿叫看写寫])么(?=\p{Script=Han})(?![事])/gu, "什么"],
];

// Suzhou and Shanghai Wu (苏州话): 阿是 / 阿有 / 阿能 (是不是, 有没有, 能不能), a closing 伐 (吗), 覅 (不要), 辰光 (时候),
// 价钿 (价钱), 物事 (东西), 钞票 for money, 弗 (不), 侬 (你), 下半天 (下午), 小囡 (孩子). Shanghai's pronouns: 阿拉 (我们), 侬拉 / 伲
// (你们), 伊拉 (他们); 额 after one of them (的: "我额资料", not 金额 or 额度); 哪能 (怎么); 拿 before what is then
// deleted or sent (把: "拿伊额号码删忒"); 删脱 / 删忒 (删掉); 交关 (很).
export const WU: [RegExp, string][] = [
  [/阿拉/g, "我们"],
  [/侬拉|(?<![\p{Script=Han}])伲(?=[做有公讲话])/gu, "你们"],
  [/伊拉/g, "他们"],
  [/(?<=我|侬|你|阿拉|我们|伊拉|他们|你们)额(?=[\p{Script=Han}])(?![度外头頭])/gu, "的"],
  [/哪能/g, "怎么"],
  [/[删刪][脱脫忒]/g, "删掉"],
  [/拿(?=(?:我|侬|阿拉|伊拉|你|他|伊)[^，。？！,?!]{0,14}(?:删|刪|清|去掉|拿掉|发|發|寄))/g, "把"],
  [/(?<=^|[，。！？!?,\s])好额(?=[，。！？!?,\s]|$)/g, "好的"],
  [/交关(?=[好贵便快慢多少难简麻])/g, "很"],
  [/阿是/g, "是不是"],
  [/阿有/g, "有没有"],
  [/阿([能会會要])/g, "$1不$1"],
  [/(?<=\p{Script=Han})(?<![步征讨討砍采採北殺杀])伐(?=\s*(?:[？?，,。]|$))/gu, "吗"],
  [/覅/g, "不要"],
  [/辰光/g, "时候"],
  [/[价價][钿鈿]/g, "价钱"],
  [/物事/g, "东西"],
  [/(?<=多少|几|幾)钞票|钞票(?=多少)/g, "钱"],
  [/侬/g, "你"],
  [/下半天/g, "下午"],
  // 里向 / 里厢 (inside): "浏览器里向" is "浏览器里".
  [/里[向厢]/g, "里"],
  [/小囡/g, "孩子"],
  // Wu's 弗 (不) before what it negates ("弗要再打", "根本弗需要AI", "弗晓得"); not the 弗 of names (弗兰克, 杰弗里).
  [/弗(?=要|需|用|晓得|曉得|知道|会|會|能|是|好|来|來|去|想|懂|对|對|行|肯|敢|可以|满意|滿意|清楚|打|发|發|给|給|再|太|大|过|過|喜欢|喜歡|必|够|夠|错|錯)/g, "不"],
];

// Taiwan's Hakka (客家話), in traditional characters: 𠊎 (我), 你兜 / 𠊎兜 / agent兜 (plurals), 仰般 (怎么; 仰般久 多久),
// 麼个 (什么, not 這麼個), 摎 (和), 毋 (不, not 毋庸 / 毋須), 有無 (有没有), a closing 無 (吗), 分 before a person (给),
// 自家 before a verb (自己). 愛 (要), 做得 (可以) and 在這位 / 該位 (here, there) are ordinary Mandarin words too ("愛你",
// "做得好", "這位先生"): they are read the Hakka way only in a message another Hakka word marks.
const HAKKA_MARK = /𠊎|仰般|摎|[你佢]兜|麼[个個]|(?<!有)無\s*[？?]/u;
const HAKKA_MARKED: [RegExp, string][] = [
  [/(?<![可戀恋親亲熱热喜關关恩博仁偏溺])愛(?![心情好人國国護护惜慕戴意])/g, "要"],
  [/做得(?![好很不到出来來完了太真非挺蛮蠻更最还還也都比])/g, "可以"],
  [/(?<=在)[這这]位/g, "这里"],
  [/(?<=在)[該该]位/g, "那里"],
  [/分(?=𠊎|[你佢]兜)/gu, "给"],
  [/(?<=𠊎|[A-Za-z]\s?)兜(?![里裡售风風圈着著底了])/gu, "们"],
];
const HAKKA: [RegExp, string][] = [
  [/𠊎兜/gu, "我们"],
  [/𠊎/gu, "我"],
  [/(?<=[你佢])兜(?![里裡售风風圈着著底了])/g, "们"],
  [/仰般久/g, "多久"],
  [/仰般/g, "怎么"],
  [/(?<![这這那怎什甚多要])麼[个個]/g, "什么"],
  [/摎/g, "和"],
  [/毋使/g, "不用"],
  [/毋(?![庸須须需寧宁忘])/g, "不"],
  [/有無/g, "有没有"],
  [/(?<=[\p{Script=Han}A-Za-z])無(?=\s*[？?])/gu, "吗"],
  [/自家(?=[揀拣选選做裝装用接弄搞設设])/g, "自己"],
];
/** Hakka words read as Mandarin; the words Mandarin shares only where another Hakka word marks the message. */
export function readHakka(text: string): string {
  let read = text;
  if (HAKKA_MARK.test(text)) for (const [pattern, to] of HAKKA_MARKED) read = read.replace(pattern, to);
  for (const [pattern, to] of HAKKA) read = read.replace(pattern, to);
  return read;
}
