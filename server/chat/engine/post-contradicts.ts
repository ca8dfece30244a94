// What a visitor puts to a post that its own sentence rules out, asked whether the post says it: "does that bilingual
// article say the AI should make the client pick their language off a menu?" (the post: "…without making the client
// choose from a menu"), "那篇交通的文章说，迟到短信不用经纪人确认就自动发出去，对吗？" (the post: "sent only after you approve
// it with one tap"). Either is a no, whatever words the two share. Rules run on folded text.

// The post's "without making the client choose from a menu": the thing done without, by its last noun.
const WITHOUT = /\bwithout (?:making|having|asking|forcing|requiring) (?:the |your )?(?:clients?|buyers?|tenants?|them|anyone)? ?(?:to )?(?:choose|pick|select) (?:from|off|on|in) (?:a |the )?(\w+)/;
const PICKS = /\b(?:pick\w*|choos\w*|select\w*|chose|elegir|elija|escoger|escoja|chon|lua chon)\b|选|挑/;
// The visitor's side denying it: "without a menu", "not from a menu", "sin menú", "không cần menu", "不用菜单".
// (A Vietnamese question closing on "không"/"hông" asks; it denies nothing: "…có giấy phép không em?".)
const DENIED = /\b(?:without|not|never|no|sin|nunca|khong(?! (?:em|a|anh|chi|ad|vay|ha|nha)?\W*$)(?!\W*$)|chang)\b|不|没|无/;

// The post's "sent only after you approve it": approval required; the visitor's "without the agent approving it".
const ONLY_AFTER_APPROVAL = /\bonly after (?:you|the agent|your agent|an agent) (?:approve|confirm|ok)/;
const WITHOUT_APPROVAL = /\b(?:without|before|no need (?:for|to)|sin (?:que|la)?|khong can)\b.{0,30}\b(?:approv\w*|confirm\w*|ok\w*|aprob\w*|autoriz\w*|duyet|xac nhan|dong y)\b|(?:不用|无需|不需要|不经|没有|不必)[^，。？！?!]{0,8}(?:确认|批准|同意|审核)|(?:自动|直接)(?:就)?发(?:出去|出)?(?:了)?[^，。]{0,4}(?:不用|无需)/;

// The post's "We will not pretend AI replaces a licensed professional"; the visitor's "AI thay được agent có giấy phép
// hông?", "does it say the AI can replace a licensed agent?", "¿la IA reemplaza al agente?", "AI能取代持牌经纪人吗？".
const NOT_REPLACED = /\b(?:will not|won t|cannot|can t|never)\b.{0,20}\breplaces?\b/;
const REPLACES = /\b(?:replac\w*|take (?:the )?place of|reemplaz\w*|sustitu\w*|thay (?:duoc|the|cho)|thay the)\b|取代|代替|替代/;

// The post's "What it must not do: promise repair dates, approve rent concessions or give safety advice…": each thing
// listed, asked whether the AI does it ("does the AI promise tenants a repair date after a storm?"), is a no. English only.
const MUST_NOT_LIST = /\bmust not do:?\s+([^.]+)/;
const stems = (s: string): string[] => (s.match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5));
const mustNotAsked = (text: string, sentence: string): boolean => {
  const items = MUST_NOT_LIST.exec(sentence)?.[1]?.split(/,\s*|\s+or\s+/) ?? [];
  const asked = new Set(stems(text));
  return !DENIED.test(text) && !/\b(?:won ?t|doesn ?t|don ?t|shouldn ?t|can ?t|cannot)\b/.test(text) && items.some((item) => stems(item).filter((w) => asked.has(w)).length >= 2);
};

/** Whether the visitor's claim (folded) is what the post's sentences (folded) rule out. */
export function contradictsPost(text: string, sentences: readonly string[]): boolean {
  return sentences.some((s) => {
    const menu = WITHOUT.exec(s)?.[1];
    if (menu && new RegExp(`\\b${menu}\\b`).test(text) && PICKS.test(text) && !DENIED.test(text.replace(/\bno\b(?= (?:menu|lista))/, ""))) return true;
    return (ONLY_AFTER_APPROVAL.test(s) && WITHOUT_APPROVAL.test(text)) || mustNotAsked(text, s) || (NOT_REPLACED.test(s) && REPLACES.test(text) && !DENIED.test(text));
  });
}
