// Guilin's and Guizhou's Mandarin (桂柳话, 贵州话) and Chaoshan's words (潮汕话), read as the standard Mandarin the rules
// and the classifier are written in (as chinese-vernacular.ts does for other regions): 哪样 for 什么, or for 哪个 where
// something is picked ("选哪样套餐", "哪样方案"); 莫要 for 不要 ("AI莫要做哪样"); and Chaoshan's 物件 for things
// (东西) where what something includes or holds is asked ("安装包括什么物件"), elsewhere read as Taiwan's listing (房源).
export const GUILIN: [RegExp, string][] = [
  [/(?<=[选選挑买買订訂换換要用])哪样|哪样(?=套餐|方案|配套|附加|服务|服務|计划|計劃)/g, "哪个"],
  [/哪样/g, "什么"],
  [/莫要/g, "不要"],
  [/(?<=(?:包括|包含|含|附带|附帶|带|帶|装|裝|有)(?:什么|什麼|哪些|哪样|啥|些)?)物件/g, "东西"],
];

// Xining's and Lanzhou's Mandarin (西宁话, 兰州话): 阿么 for 怎么 ("阿么退订"). Yangzhou's and Jianghuai Mandarin
// (扬州话): 多晚 for 什么时候 before what is to happen ("多晚能弄好", "一般多晚能上线"), not "how late" in the evening.
// Xining's 胡都 (very), 喧个谎 / 喧谎 (a chat) and 攒劲 (great) too.
export const NORTHWEST_JIANGHUAI: [RegExp, string][] = [
  [/阿么/g, "怎么"],
  [/胡都(?=\p{Script=Han})/gu, "很"],
  [/喧(?:个|一个|一会)?谎/g, "聊天"],
  [/攒劲/g, "很棒"],
  [/多晚(?=(?:能|可以|会|才|就)?(?:上线|弄好|搞好|装好|做好|整好|好|完成|开始|用上|跑起来|到|来|有空))/g, "什么时候"],
];

// "新闻邮件", "新闻信": the newsletter, said as a news e-mail (电子报), not our e-mail address.
export const NEWS_MAIL: [RegExp, string][] = [[/新闻(?:邮件|信|电邮)/g, "电子报"]];

// "不管选哪个套餐，都包含…", "无论哪个方案都有…": whichever package is every package (每个套餐), not a request to pick one.
export const WHICHEVER: [RegExp, string][] = [
  [/(?:不管|无论|無論|不论|不論)(?:是|您|你)?(?:选|選|挑|买|買|用|订|訂)?(?:哪个|哪個|哪一个|哪一個|哪种|哪種|哪一种)(?:套餐|方案|配套)[，,、\s]*(?:都|也)?/g, "每个套餐都"],
];

// Mandarin's own 什么地方 / 哪些地方 after 在, 到 or 去 asks where ("AI模型应该用在什么地方", "存到什么地方"): read as 哪里,
// so the place words of the glossary (地方: areas, neighbourhoods) do not take it for a part of Houston.
export const WHERE_ASKED: [RegExp, string][] = [[/(?<=[在到去])(?:什么|什麼|哪些|哪样|哪個|哪个)地方/g, "哪里"]];
