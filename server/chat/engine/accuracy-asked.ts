// Whether what the AI tells the visitor's clients can be kept right: "what if the AI gives my clients wrong info, can I
// update it?", "how do you keep the bot accurate?", "¿y si el bot le dice algo equivocado a un cliente, lo puedo
// corregir?", "nếu AI trả lời sai cho khách thì sửa được không?", "万一AI答错了客户的问题，能改吗？". The site's answer is
// what every package includes: an agent trained on their business, and monitoring with monthly tuning
// (answers-extra.ts "accuracy"). Told as something that happened ("your bot gave my client the wrong price"), it is a
// complaint, read before any question (policy-shapes.ts). Rules run on folded text.

const THE_AI = String.raw`(?:the |your |ur |my |this |that |el |la |su |mi )?(?:ai|a i|bot|chatbot|assistant|ia|asistente|robot|tro ly(?: ao)?|it)`;
const WRONG_EN = String.raw`(?:wrong|incorrect|inaccurate|outdated|out of date|false|made up)`;
const WRONG_ES = String.raw`(?:equivocad\w*|incorrect\w*|mal|erronea?s?|falsa?s?|desactualizad\w*|inventad\w*)`;
const FIX_EN = String.raw`(?:update|correct|fix|change|edit|teach|retrain|adjust)`;
const FIX_ES = String.raw`(?:corregir|corrijo|corregirlo|corregirla|actualizar|actualizarlo|cambiar|cambiarlo|arreglar|arreglarlo|ensenarle|ajustar)`;

const ACCURACY_ASKED = new RegExp(
  [
    String.raw`\b(?:what if|if|when|in case|suppose|say|what happens (?:if|when))\b.{0,20}\b${THE_AI}\b.{0,40}\b(?:gives?|tells?|says?|gets?|quotes?|answers?|sends?|shares?)\b.{0,40}\b${WRONG_EN}\b`,
    String.raw`\b(?:keep|make sure|ensure|check|stay)\w*\b.{0,20}\b${THE_AI}\b.{0,20}\b(?:is |stays |remains |are )?(?:accurate|correct|right(?! away| now| after| when)|up to date|current)\b`,
    String.raw`\bhow accurate is\b.{0,10}\b${THE_AI}\b`,
    String.raw`\b${FIX_EN}\b.{0,20}\bwhat\b.{0,10}\b${THE_AI}\b.{0,10}\b(?:says|knows|tells|answers|replies)\b`,
    String.raw`\b(?:si|que pasa si|y si)\b.{0,20}\b${THE_AI}\b.{0,40}\b(?:da|dice|contesta|responde|manda|diera|dijera)\b.{0,40}\b${WRONG_ES}\b`,
    String.raw`\b${FIX_ES}\b.{0,20}\blo que\b.{0,10}\b(?:dice|sabe|contesta|responde)\b`,
    String.raw`\b(?:neu|lo|lo nhu|phong khi|nho|nho nhu|so)\b.{0,20}\b${THE_AI}\b.{0,20}\b(?:tra loi|noi|bao|gui|dua)\b.{0,20}\bsai\b`,
    "(?:如果|要是|万一|假如)[^。？！?!]{0,8}(?:ai|机器人|助手|客服|它)[^。？！?!]{0,12}(?:说错|答错|给错|讲错|报错|回答错|搞错|错误的信息)",
    "(?:ai|机器人|助手|它)[^。？！?!]{0,8}(?:说错|答错|讲错|搞错|给错)[^。？！?!]{0,12}(?:怎么办|咋办|点算|怎么处理|如何处理)",
    "(?:怎么|如何|怎样)(?:保证|确保|保持)[^。？！?!]{0,8}(?:ai|机器人|助手)[^。？！?!]{0,8}(?:准确|正确|不出错)",
  ].join("|"),
  "u",
);

// "do you carry liability insurance in case the AI answers wrong?", "bên mình có mua bảo hiểm … phòng khi AI trả lời
// sai": the wrong answer is only the case; insurance, liability, a refund or a guarantee is what is asked.
const OTHER_MATTER = /\b(?:insur\w*|liabilit\w*|liable|refund\w*|guarante\w*|seguros?|responsabilidad|reembolso\w*|garantia|bao hiem|trach nhiem|hoan tien|boi thuong|bao hanh)\b|保险|责任|退款|赔偿|担保/;

/** The part asks how the AI's answers are kept right, or corrected when wrong (folded text). */
export const asksAccuracy = (text: string): boolean => ACCURACY_ASKED.test(text) && !OTHER_MATTER.test(text);
