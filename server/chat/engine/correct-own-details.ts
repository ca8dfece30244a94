// "I typed the wrong phone number in your form, how do I fix it?", "me equivoqué de número en el formulario, ¿cómo lo
// corrijo?", "em lỡ ghi sai số điện thoại trong form, muốn sửa lại thì làm sao?", "表格里电话填错了，怎么改？": the
// visitor's own detail, sent wrong, to be corrected. The privacy page says how (write to us; we correct it). Folded text.
const WRONG = String.raw`(?:wrong|incorrect|typo|mistake|misspel\w*|mistyp\w*|fat[- ]finger\w*|equivoqu\w*|mal escrit\w*|(?:puse|escribi|anote) mal|error|ghi sai|nhap sai|dien sai|go sai|ghi nham|nhap nham|bi sai|sai)`;
const DETAIL = String.raw`(?:form|number|phone|e-?mail|address|name|details|info|formulario|numero|telefono|correo|nombre|datos|so dien thoai|sdt|so|ten|dia chi)`;
const FIX = String.raw`(?:fix|correct|change|update|edit|amend|corrij\w*|correg\w*|cambi\w*|arregl\w*|actualiz\w*|sua|doi|cap nhat|chinh)`;

export const CORRECTS_OWN_DETAIL = new RegExp(
  [
    String.raw`\b${WRONG}\b.{0,50}\b${DETAIL}\b.{0,50}\b${FIX}\b`,
    String.raw`\b${FIX}\b.{0,30}\b(?:my|the|mi|el|la|so|cua (?:em|toi|minh))\b.{0,20}\b${DETAIL}\b.{0,40}\b${WRONG}\b`,
    String.raw`(?:填错|写错|输错|打错|填的不对|写的不对)[^。？?]{0,20}(?:改|修改|更正|更改)|(?:改|修改|更正|更改)[^。？?]{0,12}(?:填错|写错|输错|打错)`,
  ].join("|"),
);
