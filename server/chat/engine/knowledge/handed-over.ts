// "keep doing myself and not hand to the software", "what shouldn't I leave to the AI?", "what not to give the bot",
// "rather than handing it over to the system": what is not to be automated, asked in the words of handing work over.
// Read as the site's "not automate" (the judgment kept, glossary-advice.ts), so the software, the AI or the bot named
// do not send the question to a paragraph about what the system does.
const NOT = String.raw`(?:not|no|never|dont|do not|shouldnt|should not|wouldnt|would not|rather than|instead of)`;
const HAND = String.raw`(?:hand|handing|give|giving|leave|leaving|pass|passing|turn|turning|delegate|delegating|outsource|outsourcing|offload|offloading)`;
const MACHINE = String.raw`(?:software|system|ai|bot|chatbot|tool|app|machine|computer|automation|robot|assistant|algorithm)s?`;

export const HANDED_OVER = new RegExp(String.raw`\b${NOT}(?: (?:i|we|you|they))? (?:to )?${HAND}(?: (?:it|that|them|this|those))?(?: (?:over|off))? (?:to |for )?(?:the |an? |your |our |my )?${MACHINE}\b`, "g");
