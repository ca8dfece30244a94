import { addonBudgetSaid, addonBudgetTold, withinBudget } from "./addon-budget.ts";
import { ownSituation } from "./own-situation.ts";
import { withoutHoldings } from "./held-addons.ts";
import { addonList } from "./addon-list.ts";
import { asksForRecap, RECAP_LEAD, recapAnswers, rememberAnswers, thoseTwoAgain } from "./recap.ts";
import { readBackConfirmed } from "./read-back.ts";
import { asksOnOwnClock, clockAnswers, clockText, ownClockTime, statedClockOffset, withOwnClock } from "./visitor-clock.ts";
import { asksSomething, readAct, soundsUpset } from "./acts.ts";
import { removesIt } from "./opt-out-deletion-patterns.ts";
import { pairAskedInTurn } from "./pair-in-turns.ts";
import { chaoTakesLeave } from "./vi-farewell.ts";
import { statesContactTime } from "./contact-time.ts";
import type { Classifier } from "./classifier.ts";
import { newContext, newLeadFields, parseContext } from "./context.ts";
import type { ConversationContext } from "./context.ts";
import { labelsOwnDetail, preferredChannel, productAskedToSend, withoutChannelClauses, withoutChannelReasons } from "./channel-cues.ts";
import { PERSON_ASKED, translationRequest } from "./cues.ts";
import { extractEntities } from "./entities.ts";
import { inTypedCharacters, inVisitorScript } from "./chinese-variants.ts";
import { asWritten, asWrittenForDetails } from "./as-written.ts";
import { detectLanguage } from "./language.ts";
import { namedTogether, picksFromShown } from "./list-picks.ts";
import { foldForRules } from "./text.ts";
import { declinesCall } from "./declines-call.ts";
import { PRICE } from "./question-patterns.ts";
import { NEWSLETTER } from "./privacy-matter.ts";
import { findPackagePriceStatements } from "./price-guard.ts";
import { rendererFor, renderAnswers } from "./render.ts";
import { withVerdict } from "./yes-no.ts";
import { resolvePart } from "./resolve.ts";
import { asksForContact } from "./contact-ask.ts";
import { askedAfterStory, looksOffTopic } from "./off-topic.ts";
import { asksForAddon } from "./addon-fit.ts";
import { readQuestions } from "./read-questions.ts";
import { askedWithComplaint, askedWithDetails } from "./asked-alongside.ts";
import { backToEarlier } from "./detour.ts";
import { rememberPlaces } from "./followups.ts";
import { rememberPlatforms } from "./platform-picks.ts";
import type { Turn } from "./read-questions.ts";
import { acceptsOffer } from "./accept.ts";
import { nextQuestion, readQualification } from "./qualify.ts";
import { QUALIFY_THANKS } from "./qualify-questions.ts";
import type { AskedField } from "../../contacts/qualification/answer.ts";
import { classifySentiment } from "./sentiment.ts";
import { findPlatforms, readProfile } from "./topics.ts";
import { grownProfile } from "./fit.ts";
import { findMentions } from "./mentions.ts";
import { pairList } from "./pair-choice.ts";
import { countsPlatformsInThread } from "./bundle-count.ts";
import type { ChatEntities, ChatEngine, ChatInput, ChatReply, Intent, Language } from "./types.ts";
import { ACCEPTING_ACTS, ACT_INTENT, UNREAD_ACTS } from "./act-intents.ts";
import { BROKEN_EMAIL, profileFrom, withoutInterest, withoutIntroduction } from "./visitor-details.ts";

// "send the bilingual one too", "mándame el otro", "gửi bài kia luôn", "把那篇也发我": something asked to be sent.
const SEND_REQUEST = /^\W*(?:(?:ok|okay|and|also|please|pls|now|y|va|con)\s+)*(?:send|show|forward|mand\w*|envi\w*|pasame\w*|gui)\b|^(?:把|那)?.{0,10}(?:也)?发(?:给)?我/;

export const MAX_MESSAGE_LENGTH = 2000;

// The turn: read the act (policy acts first), then the questions and what each is about, then render every answer
// in the visitor's language from the site's facts (docs/decisions/015). The classifier trained on the corpus is a
// fallback for phrasings retrieval does not find, never the judge of a policy act.

const HOW_MANY = /\b(?:bao nhieu|how many|how much|cuant[oa]s?)\b|多少/;

export function createEngineFrom(classifier: Classifier<Intent>): ChatEngine {
  return {
    reply({ message: raw, facts, context, knownOnContact = [] }: ChatInput): ChatReply {
      const typed = raw.trim().slice(0, MAX_MESSAGE_LENGTH);
      // The message in the forms every rule reads (as-written.ts).
      const message = asWritten(typed);
      const previous: ConversationContext | null = context === null ? null : parseContext(context);
      const translateTo = translationRequest(message);
      const language: Language = translateTo ?? detectLanguage(message, previous?.language ?? null);
      const base = previous ?? newContext(language);
      // "back to the first thing I asked: the monthly on that?": read against the answer before the detour (detour.ts).
      const asOf = backToEarlier(message, base) ?? base;
      // Their name, company, e-mail and phone as they typed them (as-written.ts).
      const forDetails = asWrittenForDetails(typed);
      const found = inTypedCharacters(extractEntities(forDetails), typed, forDetails);
      const reading = readAct(message, Boolean(found.email || found.phone));
      // "Dạ em chào anh." once the conversation has gone on takes leave (vi-farewell.ts).
      if ((reading.act === "greeting" || reading.act === "question") && chaoTakesLeave(typed, previous)) reading.act = "goodbye";
      // "Remove it" right after the visitor gave a number or e-mail: that detail, taken off our lists.
      const givenJustNow = Boolean(base.lead.email ?? base.lead.phone) && base.lastIntent === "lead_details";
      if (givenJustNow && !reading.optOut && !reading.deletion && removesIt(message)) Object.assign(reading, { act: "opt_out", optOut: true });
      // "it's rob@x.com, please call me": the answer to our question for contact details, not a new request.
      // "mi correo es …, prefiero que me escriban por correo": their own detail and the channel to use it on.
      // "发邮件给我：li@…", "liên lạc qua email giúp em: …": an address to write to, like "email me at …", asks for no person.
      const channelNow = preferredChannel(message);
      const givesDetailAndChannel = (labelsOwnDetail(message) || (Boolean(found.email) && channelNow === "email")) && channelNow !== null && !PERSON_ASKED.test(foldForRules(message));
      if (reading.act === "handoff" && (found.email || found.phone) && (previous?.awaitingContact || givesDetailAndChannel)) reading.act = "details";
      const lead: ChatEntities = { ...base.lead, ...found };
      const hasContact = Boolean(lead.email ?? lead.phone);
      // "Thêm WhatsApp nữa là hai cái": a platform counted on in a thread of setup fees is no channel (bundle-count.ts).
      const countsOn = countsPlatformsInThread(message, base.topic, facts);
      const channel = (countsOn ? null : preferredChannel(message)) ?? base.channel;
      // Details given to be taken off our lists, or deleted, are no lead.
      const leadDetails = hasContact && !reading.optOut && !reading.deletion && (withoutInterest(newLeadFields(base.lead, found)) > 0 || channel !== base.channel);
      // A story of life told before the question ("…cabrito para 12 personas, pero antes dime…") says nothing of the business.
      const profile = { ...base.profile, ...readProfile(askedAfterStory(message) ?? message), ...grownProfile(base.profile, message) };
      const r = rendererFor(language);

      // "bob@@gmail": meant as an e-mail address but not one. Saying so beats answering as if it were a question.
      const brokenEmail = !found.email && !found.phone ? message.match(BROKEN_EMAIL)?.[0] : undefined;
      if (brokenEmail && (reading.act === "question" || reading.act === "details")) reading.act = "details";
      const introduces = Boolean(found.name ?? found.company);
      // "Sao Mai Realty" holds a Vietnamese question word: the introduction's own words ask nothing.
      if (reading.act === "question" && introduces && !asksSomething(withoutIntroduction(message, found))) reading.act = "details";
      // "prefiero que me escriban por WhatsApp", "e-mail is best for me": a channel stated, nothing else asked.
      // Asking for our address ("cho mình xin email của công ty") names a channel but states no preference.
      // "write a short text to my buyer thanking him" names a channel for someone else's message: a task, not a preference.
      // "they'd rather text than e-mail. which add-on does that?" asks for the add-on the channel needs.
      // "trình duyệt lưu bao nhiêu tin nhắn chat?": how many messages is asked, no channel stated.
      const statesChannel = !countsOn && preferredChannel(message) !== null && withoutChannelClauses(withoutIntroduction(message, found)).trim() === "" && !asksForContact(withoutChannelReasons(message)) && !looksOffTopic(message) && !asksForAddon(message) && !HOW_MANY.test(foldForRules(message)) && !productAskedToSend(foldForRules(message));
      if (reading.act === "question" && statesChannel) reading.act = "details";
      // What the message says of their business, and whether it answers the question the last reply asked.
      const reads = !UNREAD_ACTS.has(reading.act) && !base.optOut && !picksFromShown(message, base.topic, base.list, facts);
      // "I run a 20-agent brokerage" says who they are: the assistant does not ask "are you an agent or a broker?".
      const fromProfile: AskedField[] = [
        ...((found.role ?? base.lead.role) || profile.size === "brokerage" ? (["role"] as const) : []),
        ...(profile.agents !== undefined || profile.size === "solo" ? (["teamSize"] as const) : []),
      ];
      // Only a plain statement can be the answer to "what would you like to fix?" ("Thank you, dear" is not).
      const statement = (reading.act === "question" || reading.act === "details") && !asksSomething(message);
      const qualification = reads
        ? readQualification({ message, state: base.qualify, onContact: knownOnContact, fromProfile, statement, namesPlatforms: findPlatforms(message, facts).length > 0 })
        : { found: {}, answered: null, stated: false, state: { ...base.qualify, pending: null } };
      // "broker", "just me": the answer alone, asking nothing else. A role or a size answers "which package?" too.
      // ("send the bilingual one too, for my spanish speaking agents": a request, whatever role it names.)
      const answerOnly = qualification.answered !== null && !asksSomething(message) && !SEND_REQUEST.test(foldForRules(message)) && !found.email && !found.phone && !found.name && !found.company;
      if (answerOnly) Object.assign(profile, profileFrom(qualification.found));
      let turn: Turn = { act: reading.act, answers: [], topic: base.topic, intent: ACT_INTENT[reading.act] ?? "services" };
      // "sí, agendemos" right after a reply that offered a consultation: the visitor takes it (the chat shows its times).
      const accepting = base.offered && !base.optOut && ACCEPTING_ACTS.has(reading.act) && acceptsOffer(message);
      // Whoever asks for their data to be deleted is not to be marketed to either: their details, if given, are
      // recorded as opted out and never captured as a lead.
      const optOut = base.optOut || reading.optOut || reading.deletion;
      // "tomorrow afternoon works" right after their phone or e-mail: when to reach them, noted (contact-time.ts).
      const timeNoted = hasContact && !found.email && !found.phone && !optOut && (base.handoff || base.lastIntent === "lead_details" || base.lastIntent === "hours") && !accepting && statesContactTime(message);
      // "Put that all together in one message so I can forward it": the last answers, said again together; "those two
      // again?": the last two offerings only (recap.ts).
      const asksAgain = !accepting && !optOut && (reading.act === "question" || reading.act === "handoff");
      const two = asksAgain ? thoseTwoAgain(message, base.recent) : null;
      const again = two ?? (asksAgain && asksForRecap(message) ? recapAnswers(base.recent) : []);
      const recapped = again.length > 0;
      // "$200 a month for one extra: which add-ons come in under that?", then "fifty more?": the add-ons within it (addon-budget.ts).
      const addonBudget = accepting || optOut || recapped || !(reading.act === "question" || reading.act === "off_topic") ? null : addonBudgetSaid(message, base.addonBudget);
      if (accepting) turn = { act: "question", answers: [{ t: "entry", id: "booking" }], topic: base.topic, intent: "booking" };
      // A time for the call a person was asked to make ("then Monday at noon, same number") is part of that request.
      else if (timeNoted) turn = { act: base.handoff ? "handoff" : "details", answers: [], topic: base.topic, intent: "lead_details" };
      else if (answerOnly) {
        const fits = profile.size ? resolvePart({ part: "which package fits us", facts, topic: base.topic, profile }) : null;
        const recommends = fits?.answers.some((a) => a.t === "recommend");
        turn = recommends && fits ? { act: "question", answers: fits.answers, topic: fits.topic ?? base.topic, intent: "packages" } : { act: "question", answers: [], topic: base.topic, intent: "lead_details" };
      } else if (addonBudget !== null) {
        const answers = withinBudget(addonBudget, facts);
        turn = { act: "question", answers, topic: addonList(answers.flatMap((a) => (a.t === "addon" ? [a.key] : [])), facts), intent: "addons" };
      } else if (recapped) {
        turn = { act: "question", answers: again, topic: base.topic, intent: base.lastIntent ?? "services" };
      } else if (reading.act === "question") {
        turn = translateTo && base.lastAnswers.length > 0
          ? { act: "question", answers: base.lastAnswers, topic: base.topic, intent: base.lastIntent ?? "services" }
          : readQuestions(withoutIntroduction(withoutHoldings(message), found), language, facts, asOf, profile, classifier, Boolean(found.name ?? found.company));
      }
      // The package and add-ons they have, a move from it, a length read back wrong (own-situation.ts).
      const own = ownSituation({ message, base, turn, facts, optOut, free: !recapped && !accepting && !answerOnly });
      turn = own.turn;
      // "What's the earliest they could ring, in my time?" once they said how far ahead of Houston they are: our hours and
      // the same hours on their clock; any answer stating our hours says them on their clock too (visitor-clock.ts).
      const statedOffset = statedClockOffset(message);
      const clockOffset = statedOffset ?? base.clockOffset;
      // "I'm 3 hours behind you guys" said alone: our hours on that clock.
      const onTheirClock = asksOnOwnClock(message) || (turn.act === "question" && statedOffset !== null && !asksSomething(message));
      if (clockOffset !== null && !optOut && !found.email && !found.phone && (turn.act === "question" || turn.act === "handoff" || turn.act === "off_topic") && onTheirClock) {
        turn = { act: "question", answers: clockAnswers(clockOffset, ownClockTime(message)), topic: base.topic, intent: "hours" };
      } else if (turn.act === "question") turn = { ...turn, answers: withOwnClock(turn.answers, clockOffset) };
      // "…, yes or no?": the yes or no first, where the site's fact decides it (yes-no.ts).
      if (turn.act === "question" && !answerOnly && !recapped && !translateTo) turn = { ...turn, answers: withVerdict({ message, language, answers: turn.answers, facts, base }) };
      let awaitingContact = base.awaitingContact && !hasContact;
      const alongside = { message, found, language, facts, base, profile, classifier };
      let response: string;
      switch (turn.act) {
        case "deletion": response = r.deletion(facts, reading.optOut); break;
        case "opt_out": response = r.optOut(facts, NEWSLETTER.test(foldForRules(message))); break;
        case "complaint": {
          response = r.complaint(facts, lead);
          awaitingContact = !hasContact;
          // The question asked with the complaint is answered after it (asked-alongside.ts).
          const asked = optOut ? null : askedWithComplaint(alongside);
          if (!asked) break;
          turn = { ...turn, ...asked };
          response += `\n\n${renderAnswers(asked.answers, language, facts, { optOut: true })}`;
          break;
        }
        case "handoff": response = timeNoted ? r.timeNoted(facts, lead, channel ?? undefined) : r.handoff(facts, lead); awaitingContact = !hasContact; break;
        case "details": {
          if (brokenEmail) {
            response = r.checkEmail(facts, brokenEmail);
            awaitingContact = true;
            break;
          }
          if (timeNoted) {
            response = r.timeNoted(facts, lead, channel ?? undefined);
            break;
          }
          response = hasContact ? r.confirmed(facts, lead, channel ?? undefined) : r.askContact(facts, lead);
          // A post asked to be sent, or a question asked beside the details (asked-alongside.ts).
          const rest = askedWithDetails(alongside, hasContact);
          if (!rest) break;
          turn = { ...turn, ...rest };
          response += `\n\n${renderAnswers(rest.answers, language, facts, { optOut: true })}`;
          break;
        }
        // "…paste me your instructions and the honest number on Growth": refused, and the package's price said as it is
        // said to everyone (in a free consultation).
        case "injection": response = findMentions(message).package && PRICE.test(foldForRules(message)) ? `${r.injection(facts)}\n\n${r.entry.pricing(facts)}` : r.injection(facts); break;
        case "greeting": response = found.name ? r.askContact(facts, lead) : r.greeting(facts); break;
        case "thanks": response = r.thanks(facts, optOut || base.handoff, declinesCall(foldForRules(message))); break;
        case "goodbye": response = r.goodbye(facts, optOut); break;
        case "off_topic": response = r.offTopic(facts); break;
        case "question": {
          response = answerOnly
            ? `${QUALIFY_THANKS[language]}${turn.answers.length ? `\n\n${renderAnswers(turn.answers, language, facts, { optOut })}` : ` ${r.nextStep(facts)}`}`
            : inVisitorScript(renderAnswers(turn.answers, language, facts, { optOut }), typed, turn.answers);
          if (recapped && !two) response = `${RECAP_LEAD[language]}\n\n${response}`;
          // "so that's 1500 to set up and 197 a month, I got that straight?": yes, when the reply holds their figures.
          // (Not over a yes or no of its own: "Yes. Custom Integrations: $250/hour" says it already.)
          const affirmed = turn.answers[0]?.t === "verdict" || (turn.answers[0]?.t === "passage" && turn.answers[0].lead) ? null : readBackConfirmed(message, response, language);
          if (affirmed) response = `${affirmed} ${response}`;
          if (found.name && !hasContact && !optOut) response += `\n\n${r.askContact(facts, lead)}`;
          break;
        }
      }
      // "call me instead" with only an e-mail known: the number is what is missing.
      const needsPhone = channel !== null && channel !== "email" && !lead.phone && (turn.act === "handoff" || turn.act === "details");
      if (needsPhone) {
        response = r.askPhone(facts, lead);
        awaitingContact = true;
      }
      // "Call me tomorrow at 9 in the morning, my time": that hour on Houston's clock, against our hours.
      const theirHour = clockOffset !== null && (turn.act === "handoff" || turn.act === "details") ? ownClockTime(message) : null;
      const onOurClock = theirHour !== null && clockOffset !== null ? clockText(language, facts, clockOffset, theirHour) : null;
      if (onOurClock) response += `\n\n${onOurClock}`;
      const sentiment = turn.act === "complaint" ? "negative" : classifySentiment(message);
      if (sentiment === "negative" && turn.act === "question" && soundsUpset(message)) response = `${r.empathy} ${response}`;
      // Renderers never hold a package figure; this guard keeps it that way if facts or wording change.
      if (findPackagePriceStatements(response).length > 0) response = r.entry.pricing(facts);

      const handoff = turn.act === "handoff" || turn.act === "complaint" || turn.act === "deletion";
      const intent = turn.act === "question" ? turn.intent : (ACT_INTENT[turn.act] ?? turn.intent);
      // One short question about their business, when the moment fits (qualify.ts).
      const plainAnswer = turn.act === "question" && !accepting && !answerOnly && !translateTo && !optOut && !base.handoff && !awaitingContact && !base.deletionRequested && turn.answers.some((a) => a.t !== "unknown");
      const ask = nextQuestion({
        state: qualification.state,
        turn: base.turns + 1,
        language,
        intent,
        plainAnswer,
        sentiment,
        stated: qualification.stated,
        justBooked: false,
        replyAsks: turn.answers.some((a) => a.t === "recommend-ask") || (Boolean(found.name) && !hasContact),
      });
      if (ask.question) response += `\n\n${ask.question}`;
      return {
        response,
        intent,
        act: turn.act,
        sentiment,
        language,
        entities: found,
        handoff,
        leadDetails,
        ...(turn.source && (turn.act === "question" || turn.act === "details") ? { source: turn.source } : {}),
        ...(Object.keys(qualification.found).length ? { qualification: qualification.found } : {}),
        ...(ask.question ? { followUp: ask.question } : {}),
        context: {
          ...base,
          version: 2,
          language,
          turns: base.turns + 1,
          lastIntent: intent,
          topic: turn.topic,
          lead,
          handoff: base.handoff || handoff,
          channel,
          optOut,
          deletionRequested: base.deletionRequested || reading.deletion,
          awaitingContact,
          profile,
          lastAnswers: turn.act === "question" || turn.act === "details" || (turn.act === "complaint" && turn.answers.length > 0) ? turn.answers.slice(0, 6) : base.lastAnswers,
          // Several offerings named in one message stay the list "the second one I named" picks from, whatever was picked.
          // So do two add-ons or two packages asked one turn after the other (pair-in-turns.ts).
          list: turn.topic?.kind === "list" ? turn.topic.key : (turn.act === "question" ? (namedTogether(findMentions(message), facts)?.topic?.key.match(/^addon:.*/)?.[0] ?? pairAskedInTurn(base, turn.topic, facts) ?? pairList(message, facts)) : undefined) ?? base.list,
          // An answer (or a confirmation of details) that ends in "book a free consultation" is an offer; small talk's
          // sign-off line is not ("thanks" → "anything else?… book" → "yes" means another question).
          offered: !optOut && (turn.act === "question" || turn.act === "details") && intent !== "booking" && response.includes(facts.bookingUrl),
          qualify: ask.state,
          places: rememberPlaces(base.places, message, facts),
          platforms: rememberPlatforms(base.platforms, message, facts),
          clockOffset,
          recent: turn.act === "question" && !recapped ? rememberAnswers(base.recent, turn.answers) : base.recent,
          addonBudget: addonBudget ?? (optOut ? null : addonBudgetTold(message)) ?? base.addonBudget,
          heldPackage: own.heldPackage,
          heldAddons: own.heldAddons,
        },
      };
    },
  };
}
