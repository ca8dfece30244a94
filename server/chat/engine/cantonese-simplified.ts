// Written Cantonese typed in simplified characters (几耐, 边几种, 我系…, 搞掂, 得闲): chinese-variants.ts's table reads
// Cantonese mostly in its traditional spelling (幾耐, 邊個, 係), and a visitor from Guangdong types 几耐 and 系. Each
// entry is Cantonese only in this form; 系 (是) only in a message that is Cantonese elsewhere, outside the Mandarin
// words it is part of (关系, 联系, 系统, 系列). Also the Mandarin that the rules read: "不是说X，我想问Y" asks Y, and
// "我打的每句话" is what the visitor typed (打 as typing), not a game or a call.

// A message written in Cantonese: its particles and words that Mandarin does not use.
const CANTONESE_MARKS = /[嘅唔哋嗰咩冇喺佢俾啲嘢咗嚟睇搵]|得闲|几耐|搞掂|边[几个度]/;

const ALWAYS: [RegExp, string][] = [
  // "要几耐先搞掂" (how long until it is done): 先 after a span asked is 才.
  [/(?<=[几幾]耐[^，。？！?,!]{0,2})先/g, "才"],
  [/几耐/g, "多久"],
  [/几多钱/g, "多少钱"],
  [/几多(?!个)/g, "多少"],
  [/几钱/g, "多少钱"],
  [/搞掂/g, "搞定"],
  [/得闲/g, "有空"],
  [/(?<![旁身左右南北东西外里上下前后海河路手周两这那])边(?=几|种|位|篇|区|样|间|度|处|个)/g, "哪"],
  // "嗰阵" (at the time), "讲开" (when it came up), "饮茶" (drinking tea), "每句嘢" (every thing said).
  [/嗰阵(?:时)?/g, "那时候"],
  [/讲开(?=[，,。\s]|$)/g, "聊起"],
  [/饮(?=早茶|茶|咖啡|酒|嘢)/g, "喝"],
  [/(?<=[每一几])句嘢/g, "句话"],
  // After a post, 话 is "says": "文章话要…".
  [/(?<=文章|[文篇它])话(?!题)/g, "说"],
];

const IN_CANTONESE: [RegExp, string][] = [
  [/唔系/g, "不是"],
  [/(?<![关联体體派直星水院父母干])系(?![统統列数數])/g, "是"],
];

// Mandarin read as asked: "不是说/问X，(我)想问Y" and "我打的每句话".
const MANDARIN: [RegExp, string][] = [
  [/^\s*(?:不是|唔系|唔係)(?:说|讲|講|问|問)[^，。,;；？?]{1,30}[，,;；]\s*(?=(?:我)?(?:想|是|要)?(?:问|問)|而是)/, ""],
  // 撒 typed for 啥 (what), the same pinyin: "撒套餐合适", "有撒区别".
  [/撒(?=套餐|方案|意思|区别|不同|价格|价钱|时候|东西|功能|服务)/g, "啥"],
  // "我们喝早茶那时候聊起，…": when the question came up (a meal, a meeting) is no part of it.
  [/^[^，。？！?!,]{1,24}(?:那时候|的时候|时)(?:聊起|说起|谈起|讲起|提到)(?:来|这个|这事)?[，,]\s*/, ""],
  [/(?<=我(?:们|哋)?(?:在这里|喺度)?)打(?=(?:进去|出来|上去)?[的嘅](?!电话|電話)|字)/g, "输入"],
];

/** `text` with written Cantonese in simplified characters read as Mandarin (before chinese-variants.ts's table). */
export function readSimplifiedCantonese(text: string): string {
  let read = text;
  if (CANTONESE_MARKS.test(read)) for (const [pattern, to] of IN_CANTONESE) read = read.replace(pattern, to);
  for (const [pattern, to] of [...ALWAYS, ...MANDARIN]) read = read.replace(pattern, to);
  return read;
}
