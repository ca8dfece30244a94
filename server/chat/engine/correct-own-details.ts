import type { Resolved } from "./resolved.ts";

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
