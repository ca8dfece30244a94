import type { Answer } from "./knowledge/answer-types.ts";
import type { Profile } from "./topics.ts";
import { recommendation } from "./fit.ts";
import { readProfile } from "./topics.ts";
import { foldForRules } from "./text.ts";

// "12 rentals, do I need the biggest package?", "we're 40 agents… so it's the largest one, right?", "¿con 3 agentes
// necesito el más grande?", "nhóm 5 người có cần gói lớn nhất không?", "我手上12套出租房，需要买最大的套餐吗？", "一个40人
// 的公司…是不是就是最大那个？": whether the top package (by its rank or its name) is what they need, asked by someone who
// has said who they are, is a question of fit: the package for them answers it, not the top package's description. One
// module for the four languages, as package-ranks.ts reads the ranks.

// The top package, by name or by rank ("the biggest", "el más caro", "gói lớn nhất", "最大那个", "顶配").
const TOP = /\benterprise\b|\b(?:the )?(?:biggest|largest|priciest|most expensive|top[- ]tier|top|premium|full)(?: one| package| plan| tier)\b|\b(?:the )?(?:biggest|largest|priciest|most expensive)\b|\b(?:el|la|al|del) (?:paquete |plan )?mas (?:grande|caro|cara|complet[oa])\b|\b(?:goi|cai) (?:lon|to|dat|xin|cao cap) nhat\b|最大|最贵|最高级|最高档|最全|顶配|企业版/;
// Whether they need it, asked: "do I need", "should we get", "is it overkill", "¿necesito?", "có cần không", "要不要",
// "需要…吗", "有必要", "是不是就是".
const WHETHER = /\b(?:do|would|will) (?:i|we) (?:really |actually |even )?need\b|\bshould (?:i|we) (?:just )?(?:get|buy|go (?:with|for)|pick|take|sign up for|upgrade to)\b|\b(?:overkill|too (?:much|big))\b|\bworth it\b|\bso (?:it s|its|it is|that s|thats) the\b|\b(?:necesito|necesitamos|me conviene|nos conviene|vale la pena|deberia|deberiamos|hace falta|tengo que|tenemos que)\b|\b(?:co can|can phai|co nen|nen (?:mua|chon|lay|dung|len)|co phai)\b|要不要|需不需要|需要[^，。？！?!]{0,12}[吗么嘛]|有必要|有无必要|该不该|应不应该|值不值|值得|是不是|用不用|用得着|犯得着|够不够|阿要|是否/;
// The need asked of the top package itself, one right before the other ("do we need Enterprise", "要不要买最大的套餐",
// "是不是就是最大那个", "Enterprise有必要吗"): "Enterprise说能扩大规模，那要不要多招人？" asks about hiring.
// "需要买最大的套餐吗" holds the package inside its "需要…吗".
const NEED_ASKED = /需要(?=[^，。？！?!]{0,14}[吗么嘛?？])/;
const ASKED_OF_TOP = new RegExp(`(?:${WHETHER.source}|${NEED_ASKED.source})[^,.;?!，。？！；]{0,14}?(?:${TOP.source})|(?:${TOP.source})[^,.;?!，。？！；]{0,8}?(?:${WHETHER.source})`);
// A feature asked of the top package ("is the dashboard only in the biggest?", "最大的套餐才有专属经理吗？") is the
// feature's question (feature-owner.ts), and "what does the biggest include" its contents.
const FEATURE_OF_IT = /\b(?:only|just|solo|solamente|chi)\b|只有|只在|才有|才能|才包括|才包含|包括|包含|包含什么|有什么|有哪些|\b(?:include|includes|included|come with|comes with|incluye|bao gom)\b|\b(?:what|que|gi)\b.{0,12}\b(?:in it|inside|trae|co)\b/;
// Units counted ("12套出租房", "12 rental units") say who asks as well as a team does: a property manager.
const UNITS = /\b\d+ (?:rental |cho thue )?(?:apartments|units|doors|rentals|rental homes|homes|houses|properties|departamentos|unidades|apartamentos|propiedades|casas|can ho|can nha)\b|(?:\d+|[一二两三四五六七八九十百几]+)来?\s*(?:套|间|栋|个)(?:出租)?(?:公寓|房子|房|单位|物业)/u;

/** The package for the visitor when they ask whether the top one is what they need; null when that is not asked. */
export function topPackageFit(message: string, known: Profile): Answer | null {
  const text = foldForRules(message);
  if (!ASKED_OF_TOP.test(text) || FEATURE_OF_IT.test(text)) return null;
  const said = readProfile(message);
  const profile = { ...known, ...said };
  if (profile.size === undefined && !UNITS.test(text)) return null;
  const fit = recommendation(profile, text);
  return fit.t === "recommend-ask" && UNITS.test(text) ? { t: "recommend-ask", staff: true } : fit;
}
