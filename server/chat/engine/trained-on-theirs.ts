// "is the AI trained on our own business and listings, or some generic bot?", "does it learn our brand voice?",
// "is the assistant customised to my brokerage?": the custom agent every package includes ("trained on your business,
// listings and voice"), asked of in the visitor's words. Not the team's training ("do you train my staff", TRAINING_ASK).
// Folded text.
const TRAINED_ON = /\b(?:trained|train|learns?|learned|learnt|taught|customi[sz]ed|tailored|personali[sz]ed|built|set up|fed) (?:on|from|with|to|for|around) (?:our|my|the|ur) (?:own )?(?:business|listings?|voice|brand|brand voice|data|properties|company|brokerage|market|neighbou?rhoods?)\b/;
const KNOWS_OURS = /\b(?:learn|learns|know|knows|understand|understands|pick up|picks up|sound like|sounds like) (?:our|my|ur) (?:own )?(?:business|listings|voice|brand|brand voice|market|neighbou?rhoods?|properties)\b/;
const GENERIC = /\b(?:generic|off the shelf|one size fits all|cookie cutter|canned) (?:bot|chatbot|ai|assistant|answers?|replies)\b/;

// "trợ lý AI được dạy theo cái gì của mình?", "AI có học theo danh sách nhà của tui không": taught or trained after what
// is the visitor's own (the assistant named, so the team's own training is not meant).
const TRAINED_VI = /\b(?:huan luyen|day|dao tao|hoc|tuy chinh)\b(?: \w+){0,2} (?:theo|tren|bang|tu|dua tren) (?:(?:cai|nhung|cac) )?(?:gi|cua (?:minh|toi|tui|em|ben (?:minh|toi|tui))|doanh nghiep|danh sach nha|nha niem yet|niem yet|giong|van phong|thuong hieu)\b/;
const THE_AI_VI = /\b(?:tro ly|ai|bot|chatbot)\b/;

export function asksTrainedOnTheirs(text: string): boolean {
  return TRAINED_ON.test(text) || KNOWS_OURS.test(text) || GENERIC.test(text) || (TRAINED_VI.test(text) && THE_AI_VI.test(text));
}
