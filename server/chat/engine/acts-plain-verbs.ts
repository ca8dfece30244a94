// Two acts said in words the main rules (acts.ts, policy-acts.ts) do not read. Rules read folded text.
//
// A reply that never came, told with the verb's plain form, as Caribbean and other Englishes tell the past ("nobody
// call me back since Monday", "no one answer my email yet", "nobody ever reply me"): a complaint for a person.
// Not the visitor's own people ("nobody answer our phones at night" is the problem they want solved).
const NOBODY_PLAIN = /(?<!\b(?:website|site|phones?|lines?|inbox|chat|office|leads|inquiries|calls|messages)(?: (?:that|which|where))? )\b(?:nobody|no one|noone)(?: ever| still| yet)?(?: (?:ent|ain|aint|eh|doh|never|didnt|did not|hasnt|has not))? (?:call|text|email|e-mail|reply|answer|ring|write|get|return) (?:me|us|(?:my|our) (?:email|e-mail|message|text|form|call|voicemail|request|inquiry)s?)(?: (?:back|yet))?\b/;
// …or the day it was sent, told bare as the plain past tells it ("I send your form tuesday n nobody call me back").
const SINCE_WHEN = /\b(?:since|for|from) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last \w+|\d+ (?:days?|weeks?)|a (?:day|week)|days|weeks)\b|\byet\b|\bstill\b|\b(?:sent?|send|filled?|fill|submit(?:ted)?)\b.{0,30}\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last week)\b/;

/** "nobody call me back yet": no reply from us, told with the plain verb. */
export function plainVerbNoReply(text: string): boolean {
  return NOBODY_PLAIN.test(text) && SINCE_WHEN.test(text);
}

// "Kindly stop the promotional texts on 832-…", "please stop your marketing emails", "stop all these sales calls": the
// marketing named by its kind between "stop" and the channel. "Can the bot stop the reminder texts when a lead replies?"
// asks what the product does (a subject before "stop").
const STOP_MARKETING = /(?<!\b(?:it|bot|ai|assistant|system|agent|chatbot|tool|crm|automation|sequence|they|can|could|will|would|does|do|to)\s)\bstop (?:all )?(?:the |these |those |your |ur |yall |this )?(?:promotional|promo|marketing|advertising|advert|sales|spam|spammy|bulk|automated|mass) (?:texts?|sms|e-?mails?|messages?|calls?|mails?|mailings?|newsletters?)\b/;

/** "Kindly stop the promotional texts": marketing refused, an opt-out. */
// "how do I stop marketing emails going to my leads?" asks what the product does for the visitor's own people.
const THEIR_PEOPLE = /\b(?:how (?:do|can|could|should|would) (?:i|we)|(?:going|sent|go|goes) (?:out )?to (?:my|our|their) (?:leads|clients|customers|contacts|buyers|sellers|tenants|list|agents))\b/;

export function stopsMarketing(text: string): boolean {
  return STOP_MARKETING.test(text) && !THEIR_PEOPLE.test(text);
}
