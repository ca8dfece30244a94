import type { Answer } from "./knowledge/answer-types.ts";
import { BILINGUAL, BUFFER_TABLE, FUTURE_ISSUE_WORDS, HANDOFF_TRIGGERS, situationAnswer, SPEED, STACK, STORMS, TRAFFIC, WELCOME, type Situation } from "./post-situation-core.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// A situation one of the posts speaks to, asked in Chinese without naming the post, or naming it only loosely ("那篇交通的
// 文章"): how much buffer a freeway leg at five gets ("下午五点多走高速，会留多少缓冲时间？"), what the agent receives when
// a lead is passed on ("转给经纪人的时候，经纪人会收到啥？"), what owners get after a storm ("风暴过后房东能收到什么？"), a
// commute summary for each home ("把每套房到医学中心的通勤情况列出来"), how fresh the listing data is ("房源数据多久更新一
// 次？"), when TREC's notice is given ("TREC的通知什么时候给客户？") and steering by who lives in a neighbourhood ("按照社区
// 住的是哪些人来推荐房子"). Each is read by what is asked and of what, and answered from that post's paragraph, found by
// the post's own words: the visitor's words beside it (房东, 租客, 高速) would otherwise point at an add-on, the tenants'
// 24/7 agent, or at the post's other paragraphs. Rules on the simplified Mandarin text.

// Time added to a drive, asked as an amount: "留多少缓冲", "要多加多少分钟", "预留几分钟".
const PADDING = /缓冲|多留|多加|预留|留出|余量|富余|宽裕|多算/;
const AMOUNT = /多少|几分钟|多久|多长/;
const DRIVE = /高速|高峰|开车|车程|看房|路上|下雨|门禁|钥匙盒|堵车|塞车|行程/;
// The table's rows, by the conditions said (the freeway leg at rush hour unless they say outside it).
const ROWS: [RegExp, string][] = [
  [/下雨|雨天|大雨|暴雨/, "Rain in the forecast; 10 more minutes per leg"],
  [/门禁|钥匙盒|取钥匙/, "Gated community or lockbox pickup; 10 more minutes"],
  [/同一个?小区|走路就到/, "Same subdivision or walking distance; 10 minutes"],
  [/非高峰|不是高峰|避开高峰/, "Crossing 610 or Beltway 8 outside rush hour; Drive time + 15 minutes"],
  [/高峰|高速|下午|傍晚|下班|[4-7四五六七]点/, "Any freeway leg between about 4 and 7 p.m.; Drive time + 25 minutes"],
];
const buffers: Situation = {
  slug: TRAFFIC,
  asked: (text) => PADDING.test(text) && AMOUNT.test(text) && DRIVE.test(text),
  siteWords: (text) => ROWS.find(([condition]) => condition.test(text))?.[1] ?? BUFFER_TABLE,
};

// A lead passed to a person ("转给经纪人的时候") and what that person receives ("会收到啥", "拿到什么信息").
const PASSED_ON = /(?:转给|交给|转交给?|转到|交接给|移交给?)(?:经纪人|真人|人工|同事|我|我们|负责的人|团队)/;
const RECEIVED = /(?:收到|拿到|看到|得到|接到)(?:的)?(?:是)?(?:啥|什么|哪些)|(?:啥|什么|哪些)(?:信息|资料|内容)|重复问/;
const handoffSummary: Situation = {
  slug: SPEED,
  asked: (text) => PASSED_ON.test(text) && RECEIVED.test(text),
  siteWords: () => "When the handoff happens, the agent should receive a short summary in the CRM and by text",
};

// What owners are sent after a storm ("风暴过后房东能收到什么", "给业主发啥").
const STORM = /风暴|台风|飓风|暴风|风灾/;
const OWNERS = /房东|业主|屋主|房主/;
const SENT = /(?:收到|拿到|得到)(?:的)?(?:是)?(?:啥|什么|哪些)|(?:发|寄|给)(?:的)?(?:是)?(?:啥|什么)|收到什么/;
const ownerSummary: Situation = {
  slug: STORMS,
  asked: (text) => STORM.test(text) && OWNERS.test(text) && SENT.test(text),
  siteWords: () => "Owners get one summary per property instead of forty separate e-mails",
};

// A commute summary for each home ("每套房到那边的通勤情况列出来", "通勤时间帮我整理一下").
const COMMUTE = /通勤/;
const LISTED = /列|整理|算|汇总|总结|对比|比较|每套|每个|每间|每一套/;
const commute: Situation = {
  slug: TRAFFIC,
  asked: (text) => COMMUTE.test(text) && LISTED.test(text),
  siteWords: () => "Your assistant can prepare a commute summary for each home on a shortlist: typical drive time at rush hour, toll roads on the way and park-and-ride options",
};

// How fresh the listing data is ("房源数据多久更新一次", "知道数据是哪天的吗", "才不会说错房子的状态").
const LISTING_DATA = /房源/;
const FRESH = /多久更新|更新一次|多久刷新|刷新|过时|哪天的|什么时候的|最新的吗|说错|不准|状态变/;
const freshness: Situation = {
  slug: STACK,
  asked: (text) => LISTING_DATA.test(text) && FRESH.test(text),
  siteWords: () => "Refresh often and store the timestamp. The assistant should know when its data was last updated",
};

// TREC's notice and when it is given ("TREC的通知什么时候给客户", "在合适的时候给客户一个什么通知").
const TREC = /trec|iabs/;
const NOTICE = /通知|告知|表格|文件|什么时候给|何时给/;
// …or unnamed, as the notice given "在合适的时候" (at the point the rules require).
const WHEN_RULES_SAY = /(?:合适|适当|规定|要求)的(?:时候|时机|阶段)|规则要求/;
const trecNotice: Situation = {
  slug: SPEED,
  asked: (text) => (TREC.test(text) || WHEN_RULES_SAY.test(text)) && NOTICE.test(text),
  siteWords: () => "Provide TREC's Information About Brokerage Services notice at the point in the relationship the rules require",
};

// A yes-or-no question ("可以…推荐吗"), answered no where the paragraph forbids it.
const YES_NO = /吗|能不能|可不可以|会不会|行不行/;

// Homes suggested by who lives in a neighbourhood ("按照社区住的是哪些人来推荐房子", "根据小区的族裔筛房").
const WHO_LIVES = /(?:社区|小区|街区|区域|地区|那一带|那边)(?:里)?(?:住的|住着|的居民|居民|的人口|的族裔|的种族)|种族|族裔|宗教/;
const SUGGESTED = /推荐|筛|挑|引导|介绍|带看|安排/;
const steering: Situation = {
  slug: TRAFFIC,
  asked: (text) => WHO_LIVES.test(text) && SUGGESTED.test(text),
  siteWords: () => "Steering based on who lives somewhere is a fair housing violation whether a person or software does it",
  no: (text) => YES_NO.test(text),
};

// The listing side's showing rules ("挂牌经纪人那边定的看房规矩，AI会怎么处理？", "卖家那边的规矩，助手要看什么？").
const OTHER_SIDE_RULES = /(?:挂牌经纪人|卖方经纪人|卖家|屋主|房主|对方)(?:那边|那方|那头)?(?:定|订|给|立|提)?(?:的)?(?:看房)?(?:规矩|规定|要求|说明|须知|限制)/;
const HANDLED = /怎么|如何|咋|处理|看什么|要看|注意|遵守/;
const othersRules: Situation = {
  slug: TRAFFIC,
  asked: (text) => OTHER_SIDE_RULES.test(text) && HANDLED.test(text),
  siteWords: () => "Listing agents set instructions: notice periods, hours the home is unavailable, pets to secure, alarm codes. A good assistant reads those instructions, requests each showing inside the allowed window",
};

// A showing window changed by the seller ("要是卖家临时改了时间呢？") or a showing request declined ("看房申请被拒了").
const WINDOW_CHANGED = /(?:卖家|屋主|房主|挂牌经纪人|对方|看房)[^，。？！?!]{0,8}(?:改|变|换|调整|推迟|提前)(?:了)?(?:时间|时段|窗口)|(?:卖家|屋主|房主|挂牌经纪人|对方)[^，。？！?!]{0,4}把[^，。？！?!]{0,6}(?:时间|时段|窗口)(?:改|变|换|调整|推迟|提前)/;
const DECLINED = /看房(?:的)?(?:申请|请求|预约)[^，。？！?!]{0,4}(?:被)?(?:拒|驳回|不同意)/;
const windowChanged: Situation = {
  slug: TRAFFIC,
  asked: (text) => WINDOW_CHANGED.test(text) || DECLINED.test(text),
  siteWords: (text) => (DECLINED.test(text) ? "requests each showing inside the allowed window and keeps the tour consistent when one request is declined" : "When a seller changes a window, the system should propose a new order for the remaining homes"),
};

// Nobody on the team speaks the client's language ("团队里没人会说那个语言", "没有会讲那种话的同事").
const NOBODY_SPEAKS = /(?:没有|没|无)(?:人|同事|员工|经纪人)?(?:会)?(?:讲|说)(?:那种|那个|这种|这个|对方的?|客户的?)?(?:话|语言)|(?:没有|没)(?:会)?(?:讲|说)(?:那种|那个|这种)(?:话|语言)的(?:同事|人|员工)|没人会(?:讲|说)/;
const noSpeaker: Situation = {
  slug: BILINGUAL,
  asked: (text) => NOBODY_SPEAKS.test(text),
  siteWords: () => "Routes to a person who speaks the language when one is available, and says honestly when the next step will be in English with an interpreter",
};

// The same information in every language ("不同语言的客户，AI给的信息要不要一致？").
const SAME_ACROSS = /(?:不同|各种|每种|每个)(?:的)?语言[^。？！?!]{0,16}(?:一致|一样|相同|同样)/;
const sameAcross: Situation = {
  slug: BILINGUAL,
  asked: (text) => SAME_ACROSS.test(text),
  siteWords: () => "The assistant must give every client the same information, the same listings and the same responsiveness regardless of language",
};

// The client's language kept for what is sent later ("客户第一次用中文聊，以后的短信还用中文吗？", "会记住客户用哪种语言吗"):
// the preference remembered in the CRM.
const LANGS = String.raw`(?:中文|华语|国语|普通话|西班牙语|西语|越南语|越语|英语|母语|同一种?语言|这种语言|那种语言|原来的语言|他们的语言|客户的语言)`;
const KEPT_LATER = new RegExp(String.raw`(?:以后|之后|后面|后续|下次|往后|接下来|再)(?:的)?[^。？！?!]{0,14}(?:还|也|继续|都|一直)(?:会|能)?(?:用|说|讲|发|是)?${LANGS}|记(?:住|得|下)[^。？！?!]{0,10}(?:${LANGS}|语言|语种)|(?:语言|语种)(?:偏好|喜好|习惯)`);
const languageKept: Situation = {
  slug: BILINGUAL,
  asked: (text) => KEPT_LATER.test(text),
  siteWords: () => "Remembers the preference in your CRM, so every later text, e-mail and reminder uses it",
};

// Which language to start with ("先从哪种语言开始？", "第一步该上什么语言"): the one the team hears most after English.
const START_WITH = /(?:先|首先|第一步|一开始|起步)[^。？！?!]{0,6}(?:哪种|哪个|哪门|什么|啥)(?:语言|语种)|从(?:哪种|哪个|哪门|什么|啥)(?:语言|语种)(?:开始|做起|入手|上手|起步)/;
const startWith: Situation = {
  slug: BILINGUAL,
  asked: (text) => START_WITH.test(text),
  siteWords: () => "Start with the language your team hears most after English (for many Houston teams that is Spanish) and get it right before adding others",
};

// A topic or question for a future article ("有个问题想让你们以后写一篇，怎么提？", "下一期能不能写写…，去哪儿建议？"):
// the welcome post says where to send it (the chat, or /contact).
const FUTURE_ISSUE = /(?:以后|下次|将来|下一期|下期|之后|今后|往后)[^。？！?!]{0,10}(?:写|出|讲)(?:一篇|篇|一期|一下|写|个)|(?:想|希望|建议)(?:让|请|叫)?你们[^。？！?!]{0,10}写(?:一篇|篇|写|点|个|一下|关于)|(?:建议|提议|推荐|投稿)(?:一个|个)?(?:话题|选题|题目|主题)|(?:话题|选题|题目|主题)[^。？！?!]{0,8}(?:想|希望)[^。？！?!]{0,6}(?:你们)?写/;
const futureIssue: Situation = {
  slug: WELCOME,
  asked: (text) => FUTURE_ISSUE.test(text),
  siteWords: () => FUTURE_ISSUE_WORDS,
};

// When a person takes over, asked of the article ("Speed to Lead那篇文章说，什么时候要换真人接手？", "…什么时候AI应该把对话交给
// 真人？"): its hand-off triggers.
const TAKES_OVER = /(?:什么时候|何时|哪些情况|什么情况|哪种情况)[^。？?]{0,10}(?:换|转给|交给|转|让)?(?:真人|人工)(?:来)?(?:接手|接管|介入|处理|跟进|回复)|(?:什么时候|何时|哪些情况|什么情况|哪种情况)[^。？?]{0,12}(?:交给|转给|转到|换成?)(?:真人|人工)/;
const ARTICLE = /那篇|这篇|文章|文中|博客|帖子|speed to lead/;
const takesOver: Situation = {
  slug: SPEED,
  asked: (text) => TAKES_OVER.test(text) && ARTICLE.test(text),
  siteWords: () => HANDOFF_TRIGGERS,
};

const SITUATIONS: Situation[] = [takesOver, futureIssue, buffers, handoffSummary, ownerSummary, commute, freshness, trecNotice, steering, othersRules, windowChanged, noSpeaker, sameAcross, languageKept, startWith];

/** The post's paragraph for a situation asked in Chinese (`part`), or null when none is asked: whatever post is in view. */
export const situationAnswerZh = (part: string, facts: SiteFacts, language: Language): Answer | null => (language === "zh" ? situationAnswer(SITUATIONS, part, foldForRules(part), facts, language) : null);

/** The same, as a resolved question (site-first.ts), when no post is named or in view. */
export function postSituationZh(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const answer = situationAnswerZh(part, facts, language);
  return answer ? { answers: [answer], topic: null, intent: "blog" } : null;
}
