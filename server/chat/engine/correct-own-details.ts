import { retrievePassages } from "./knowledge/passages.ts";
import { privacyParagraphsIn } from "./knowledge/privacy-passages.ts";
import type { Resolved } from "./resolved.ts";
import type { Language, SiteFacts } from "./types.ts";

// "I typed the wrong phone number in your form, how do I fix it?", "me equivoqué de número en el formulario, ¿cómo lo
// corrijo?", "em lỡ ghi sai số điện thoại trong form, muốn sửa lại thì làm sao?", "表格里电话填错了，怎么改？": the
// visitor's own detail, sent wrong, to be corrected. The privacy page says how (write to us; we correct it). The detail
// must be theirs (mine, the form's): "what if the AI gives clients wrong info, can I update it?" asks about the product.
// Folded text.
const WRONG = String.raw`\b(?:wrong|incorrect|typo|mistake|misspel\w*|mistyp\w*|fat[- ]finger\w*|equivoqu\w*|mal escrit\w*|(?:puse|escribi|anote) mal|ghi sai|nhap sai|dien sai|go sai|ghi nham|nhap nham|bi sai)\b`;
const DETAIL = String.raw`(?:number|phone|e-?mail|address|name|details|info|numero|telefono|correo|nombre|datos|so dien thoai|sdt|so|ten|dia chi)`;
const OWN = String.raw`\b(?:(?:my|mi|mis)\s+(?:\w+\s+)?${DETAIL}|${DETAIL}\s+(?:\w+\s+)?cua (?:em|toi|minh|tui)|form|formulario|bieu mau)\b`;
const FIX = String.raw`\b(?:fix|correct|change|update|edit|amend|corrij\w*|correg\w*|cambi\w*|arregl\w*|actualiz\w*|sua|doi|cap nhat|chinh)\b`;
const CORRECTS_OWN_DETAIL = new RegExp(
  String.raw`^(?=.*${WRONG})(?=.*${OWN})(?=.*${FIX})|(?:填错|写错|输错|打错|填的不对|写的不对)[^。？?]{0,20}(?:改|修改|更正|更改)|(?:改|修改|更正|更改)[^。？?]{0,12}(?:填错|写错|输错|打错)`,
);

/** How to correct a detail sent wrong, when folded `text` asks it; null otherwise. */
export const correctingAsked = (text: string): Resolved | null =>
  CORRECTS_OWN_DETAIL.test(text) ? { answers: [{ t: "extra", id: "correct-how" }], topic: null, intent: "about" } : null;

// "How can I see or correct what you hold about me?", "¿cómo veo o corrijo la información que tienen sobre mí?", "muốn
// xem hay sửa thông tin bên em giữ về anh thì làm thế nào?", "怎么查看或修改你们存的关于我的资料？": what the site holds
// about the visitor, to see or to correct, nothing said to be wrong. The privacy page's section on it answers (write to
// us with the address used). Held "about me" is said: "update my data in the CRM" is the visitor's own system.
const SEE_OR_FIX = String.raw`\b(?:see|view|access|check|correct|fix|update|change|edit|ver|veo|consultar|revisar|corregir|corrijo|cambiar|actualizar|modificar|xem|sua|chinh sua|cap nhat|kiem tra)\b`;
const HELD_ABOUT_ME = String.raw`\b(?:(?:what|info\w*|data|details) (?:\w+ ){0,3}(?:you|y ?all|yall|you guys) (?:(?:got|have|ve) )?(?:hold|have|keep|store|save|got)\w* (?:about|on) me|(?:info\w*|data|details) (?:\w+ ){0,4}(?:about|on) me|(?:lo que|informacion|datos) (?:\w+ ){0,4}(?:sobre|de) mi|(?:thong tin|du lieu) (?:\w+ ){0,5}(?:ve|cua) (?:toi|minh|tui|anh|chi|em))\b`;
const SEES_HELD = new RegExp(String.raw`${SEE_OR_FIX}.{0,40}${HELD_ABOUT_ME}|(?:查看|看看|看到|修改|更正|改)(?:一下)?.{0,12}(?:关于我的|我的)(?:个人)?(?:资料|信息|数据)`);

/** The privacy page's section on seeing or correcting what is held about the visitor (in their language where the page
 * is translated), when folded `text` asks it. */
export const seeingHeldAsked = (text: string, facts: SiteFacts, language: Language): Resolved | null => {
  if (!SEES_HELD.test(text)) return null;
  const [hit] = retrievePassages("write to us tell you what we hold about you correct it", facts, "en", 1, ["privacy"], ["/privacy#your-choices"]);
  if (!hit) return null;
  const own = privacyParagraphsIn("your-choices", hit.sentences, language, facts);
  const p = hit.passage;
  const sentences = (own ?? hit.sentences).slice(0, 4).map((x) => x.slice(0, 1200));
  return { answers: [{ t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences, lang: own ? language : "en" }], topic: null, intent: "about" };
};
