// "is the AI trained on our own business and listings, or some generic bot?", "does it learn our brand voice?",
// "is the assistant customised to my brokerage?": the custom agent every package includes ("trained on your business,
// listings and voice"), asked of in the visitor's words. Not the team's training ("do you train my staff", TRAINING_ASK).
// Folded text.
const TRAINED_ON = /\b(?:trained|train|learns?|learned|learnt|taught|customi[sz]ed|tailored|personali[sz]ed|built|set up|fed) (?:on|from|with|to|for|around) (?:our|my|the|ur) (?:own )?(?:business|listings?|voice|brand|brand voice|data|properties|company|brokerage|market|neighbou?rhoods?)\b/;
const KNOWS_OURS = /\b(?:learn|learns|know|knows|understand|understands|pick up|picks up|sound like|sounds like) (?:our|my|ur) (?:own )?(?:business|listings|voice|brand|brand voice|market|neighbou?rhoods?|properties)\b/;
const GENERIC = /\b(?:generic|off the shelf|one size fits all|cookie cutter|canned) (?:bot|chatbot|ai|assistant|answers?|replies)\b/;

export function asksTrainedOnTheirs(text: string): boolean {
  return TRAINED_ON.test(text) || KNOWS_OURS.test(text) || GENERIC.test(text);
}
