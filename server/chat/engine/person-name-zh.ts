import { CONTACT_DETAIL, ZH_COMPOUND_SURNAMES, ZH_GIVEN_CHARS, ZH_NOT_ITEM_NAME, ZH_RARE_SURNAMES, ZH_SURNAMES } from "./name-words.ts";

// A name introduced in Chinese (person-name.ts reads the other languages, and a Chinese name typed as a list's first item).

// Chinese given names are two or three characters after a common surname: "我是李建国", "我是银湾置业的李建国", "她叫王丽华",
// or one or two after a surname of two characters ("我是欧阳慧芳").
// "珍珠城地产的陈浩，…", "秦川置业 雷建军，…": the business, then "的" or a pause, then the name, opening the message.
const ZH_BUSINESS = "[\\p{Script=Han}A-Za-z0-9&' ]{1,12}(?:地产|房产|房地产|置业|不动产|经纪公司|公司|集团)";
// "名字玉兰", "姓名：李建国": the word for name opening a clause, beside an e-mail or phone, as NAME_LABEL does for a
// name in Latin letters.
const ZH_NAME_LABEL = "(?<=^|[，,。.；;！!\\s])(?:名字|姓名)(?:是|叫)?\\s*[:：]?\\s*";
// "额叫", "俺叫", "阮叫": "I" in northern, Shandong and Hokkien speech; "我系黄桂萍": Cantonese 系 (是), read here even in
// a message with no other Cantonese mark (cantonese-simplified.ts reads 系 only in one), as a surname must follow.
// "涯系古耀祥": Hakka 涯 (I); "老板叫钟宝珠": the boss (or a spouse, a child) named for the visitor who writes for them.
const ZH_NAME = new RegExp(`(?:${ZH_NAME_LABEL}|[我涯俺偶][是系]|[我额俺阮偶涯]叫|(?:老板|老公|老婆|太太|先生|儿子|女儿|老板娘)(?:的名字)?叫|我名叫|他叫|她叫|本人|我是[\\p{Script=Han}A-Za-z0-9&' ]{2,12}的|^\\s*${ZH_BUSINESS}(?:的|\\s+|\\s*[，,、]\\s*))((?:${ZH_COMPOUND_SURNAMES})[\\p{Script=Han}]{1,2}|[${ZH_SURNAMES}][\\p{Script=Han}]{1,2})(?=[，,。.！!\\s]|电话|手机|邮箱|微信|$)`, "u");
export const ZH_BUSINESS_OF_NAME = new RegExp(`^\\s*(?:我是|我在|我们是)?(${ZH_BUSINESS})(?:的|\\s+|\\s*[，,、]\\s*)(?=[${ZH_SURNAMES}][\\p{Script=Han}]{1,2}(?:[，,。.！!\\s]|电话|手机|邮箱|微信|$))`, "u");
// "我是项明军": a surname that opens common words too, followed by given-name characters only.
// "我是婺江地产的楼美娟": after the business too.
const ZH_RARE_NAME = new RegExp(`(?:${ZH_NAME_LABEL}|我[是系]|[我额俺阮偶]叫|我名叫|我是${ZH_BUSINESS}的)([${ZH_RARE_SURNAMES}][${ZH_GIVEN_CHARS}]{1,2})(?=[，,。.！!\\s]|电话|手机|邮箱|微信|$)`, "u");
// "俺是晓丹" beside an e-mail or phone, "我叫晓丹": a given name alone, without the surname (name-words.ts).
const ZH_GIVEN_ONLY = new RegExp(`(?:${ZH_NAME_LABEL}|(?<=^|[，,。.！!\\s：:])我是|我叫|我名叫)([${ZH_GIVEN_CHARS}]{2})(?=[，,。.！!~\\s]|$)`, "u");
// "志刚这边，邮箱 …", "李建国这里：138…", "红梅这边再留个邮箱": Chinese "X here" opening the message, beside an e-mail or
// phone, before a pause or the verb that leaves the detail.
const ZH_HERE_NAME = new RegExp(`^\\s*([${ZH_SURNAMES}][\\p{Script=Han}]{1,2}|[${ZH_GIVEN_CHARS}]{2})(?:这边|这里|在这)(?=[，,。.！!:：\\s]|再|又|补|留|给|发)`, "u");
// "我姓赵": only the surname is given, and that is what the visitor wants to be called by; "他姓乔": the boss they
// leave the number for, the same way.
const ZH_SURNAME_ONLY = new RegExp(`(?:我|本人|(?:[，,、]\\s*)?[他她]|[，,、]\\s*)姓([${ZH_SURNAMES}])(?=[，,。.！!\\s]|电话|手机|邮箱|$)`, "u");
// "我是卫东的爱人过秀芬，…", "我是他爱人陶婉秋" (the one named said before, "的" dropped): a relative, partner or assistant of someone named, then their own full name (any surname,
// "过" too), beside the detail they leave.
// Any kin word does ("我是建华的妹妹彭丽萍", "我是他表侄孙立新", "我是潘立群的外甥女潘雅芬"): a sibling, cousin (表/堂),
// nephew, grandchild, in-law or parent, or a friend or neighbour leaving a detail for someone; the name stored is the
// speaker's, said last. A name led by a surname is preferred, so "表侄孙立新" is 表侄 and 孙立新.
const ZH_KIN =
  "(?:[表堂]?(?:哥哥|姐姐|弟弟|妹妹|哥|姐|弟|妹|兄弟|姐妹|叔叔|叔|伯伯|伯|舅舅|舅|姑姑|姑|姨|侄子|侄女|侄儿|侄|外甥女|外甥|孙子|孙女|外孙女|外孙|嫂子|嫂|姐夫|妹夫|弟媳|儿媳|女婿)|" +
  "爱人|妻子|太太|老婆|老公|丈夫|先生|女儿|儿子|妈妈|母亲|爸爸|父亲|阿姨|婶婶|舅妈|助理|秘书|同事|搭档|合伙人|朋友|邻居|同学|老乡|亲戚)";
const ZH_RELATIVE_NAME = new RegExp(`我是(?:[\\p{Script=Han}A-Za-z ]{1,8}?的|[他她]的?)${ZH_KIN}([${ZH_SURNAMES}][\\p{Script=Han}]{1,2}|[\\p{Script=Han}]{2,3})(?=[，,。.！!\\s]|$)`, "u");
// A role or a business is no name ("王总", "李经纪", "陈老板").
export const ZH_NOT_NAME = /(?:总|经纪|老板|客户|经理|负责|代理|房东|业主|先生|女士|小姐|总监|助理|员工|销售|团队|公司|地产|房产)/u;

/** The name a Chinese introduction gives ("我是李建国", "我姓赵", "俺是晓丹" beside a detail, "志刚这边，…"), if any. */
// "得嘞，给您：穆长顺，713-…": the name handed over after a colon, its comma before the detail.
const ZH_HANDED_NAME = new RegExp(`(?:给您|给你|记一下|记下|记着|写上|留个|这是)\\s*[:：]\\s*([\\p{Script=Han}]{2,3})(?=\\s*[，,、])`, "u");
// "我姓季，叫季秀芳": the surname told first makes any surname one, the whole name repeating it.
const TOLD_SURNAME = /我姓(\p{Script=Han})[，,、\s]*(?:名)?叫\s*(\1\p{Script=Han}{1,2})(?=[，,。.！!\s]|电话|手机|邮箱|$)/u;
// "我的邮箱是zhenglirong@…，丽蓉。": a name signed after the detail, alone in the message's last clause.
const ZH_SIGNED_AFTER = new RegExp(`(?:@[\\w.-]+\\.[a-z]{2,}|\\d{4})\\s*[，,]\\s*((?:${ZH_COMPOUND_SURNAMES})[\\p{Script=Han}]{1,2}|[${ZH_SURNAMES}][\\p{Script=Han}]{1,2}|[${ZH_GIVEN_CHARS}]{2})\\s*[。.！!~]*\\s*$`, "u");
export function chineseName(message: string): string | undefined {
  const told = TOLD_SURNAME.exec(message)?.[2];
  if (told) return told;
  const zh = ZH_NAME.exec(message)?.[1];
  if (zh && !ZH_NOT_NAME.test(zh)) return zh;
  const rare = ZH_RARE_NAME.exec(message)?.[1];
  if (rare) return rare;
  const relative = CONTACT_DETAIL.test(message) ? ZH_RELATIVE_NAME.exec(message)?.[1] : undefined;
  if (relative && !ZH_NOT_NAME.test(relative)) return relative;
  const surname = ZH_SURNAME_ONLY.exec(message)?.[1];
  if (surname) return surname;
  const givenOnly = ZH_GIVEN_ONLY.exec(message);
  if (givenOnly?.[1] && (CONTACT_DETAIL.test(message) || !givenOnly[0].startsWith("我是"))) return givenOnly[1];
  const handed = CONTACT_DETAIL.test(message) ? ZH_HANDED_NAME.exec(message)?.[1] : undefined;
  if (handed && !ZH_NOT_NAME.test(handed)) return handed;
  const here = CONTACT_DETAIL.test(message) ? ZH_HERE_NAME.exec(message)?.[1] : undefined;
  if (here && !ZH_NOT_NAME.test(here)) return here;
  const signed = ZH_SIGNED_AFTER.exec(message)?.[1];
  return signed && !ZH_NOT_NAME.test(signed) && !ZH_NOT_ITEM_NAME.test(signed) ? signed : undefined;
}
