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

// Mandarin's own 什么地方 / 哪些地方 after 在, 到 or 去 asks where ("AI模型应该用在什么地方", "存到什么地方"): read as 哪里,
// so the place words of the glossary (地方: areas, neighbourhoods) do not take it for a part of Houston.
export const WHERE_ASKED: [RegExp, string][] = [[/(?<=[在到去])(?:什么|什麼|哪些|哪样|哪個|哪个)地方/g, "哪里"]];
