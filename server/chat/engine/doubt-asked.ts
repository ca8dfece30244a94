// A doubt put as a question is no complaint of ours: "if y'all won't put the price on the website I figure it's a scam.
// what's it cost?", "Foundation讲两周上线…是不是骗人的？", "what if your AI tells a buyer something wrong? bots always get it
// wrong", "AI讲错话给客户怎么办？机器人成日讲错". The visitor weighs us before buying; nothing of ours went wrong for them.
// Rules run on folded text.

// A scam supposed, not charged: "I figure", "sounds like", "is it a…", "是不是骗人".
const SUPPOSED_SCAM = /\b(?:i figure|i guess|i think|i bet|i suppose|sounds like|seems like|looks like|must be|smells like|(?:is|was) (?:this|it|that|y ?all) (?:a|some kind of)|me huele a|parece (?:una|un)|suena a|co phai|hay la)\b.{0,20}\b(?:scam|scams|fraud|ripoff|rip off|estafa|fraude|lua dao)\b|是不是(?:在)?骗|会不会是骗|是骗人的吗|骗人的吧|不会是骗/;
// Bots in general, not ours: "bots always get it wrong", "bot nào cũng trả lời trật lất", "机器人成日讲错".
const BOTS_IN_GENERAL = /\b(?:bots|chatbots) (?:always|all|never|usually|tend to)\b|\b(?:all|every|most) (?:the )?(?:bots|chatbots)\b|\blos (?:bots|chatbots) siempre\b|\b(?:bot|chatbot) nao cung\b|机器人(?:成日|总是|老是|都|经常)/;
// A case supposed: "what if", "then what", "say I sign up and…", "¿y si…?", "lỡ…thì sao", "…怎么办".
const SUPPOSED = /\b(?:what if|then what|what happens (?:if|when)|say (?:i|we)|suppose|y si|que pasa si|lo (?:ai|bot)|lo nhu|neu\b.{0,40}\bthi sao|thi sao)\b|怎么办|咋办|点算|如果/;

/** The message doubts us while it asks something: a question, not a complaint. */
export const doubtAsked = (text: string): boolean => /[?？]|\b(?:then what|whats? (?:it|that) cost|flat out)\b/.test(text) && (SUPPOSED_SCAM.test(text) || (BOTS_IN_GENERAL.test(text) && SUPPOSED.test(text)));
