import { asksSomething, inDomain, OTHERS_WANT_A_PERSON, readAct, looksOffTopic, removesIt, soundsUpset } from "./acts.ts";
import type { Act } from "./acts.ts";
import { classifierFrom, trainModel } from "./classifier.ts";
import { loadModel, modelKey, saveModel } from "./model-cache.ts";
import type { Classifier } from "./classifier.ts";
import { newContext, newLeadFields, parseContext } from "./context.ts";
import type { ConversationContext, Topic } from "./context.ts";
import { trainingExamples } from "./corpus.ts";
import { labelsOwnDetail, PERSON_ASKED, preferredChannel, splitQuestions, translationRequest, withoutChannelClauses } from "./cues.ts";
import { extractEntities } from "./entities.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { detectLanguage } from "./language.ts";
import { expandShorthand, foldForRules } from "./text.ts";
import { findPackagePriceStatements } from "./price-guard.ts";
import { rendererFor, renderAnswers } from "./render.ts";
import { asksForContact, resolvePart, withoutDeferred } from "./resolve.ts";
import { acceptsOffer } from "./accept.ts";
import { nextQuestion, readQualification } from "./qualify.ts";
import { QUALIFY_THANKS } from "./qualify-questions.ts";
import type { AskedField } from "../../contacts/qualification/answer.ts";
import { classifySentiment } from "./sentiment.ts";
import { readProfile } from "./topics.ts";
import { findMentions, packagesInOrder, topicOf } from "./mentions.ts";
import { searchEntries } from "./knowledge/search.ts";
import { answerAboutNamedPost, answerAboutShownPosts, choosePassage, postsShown } from "./knowledge/passage-choice.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import { INTENTS } from "./types.ts";
import type { ChatEntities, ChatEngine, ChatInput, ChatReply, Intent, Language, SiteFacts } from "./types.ts";

export const MAX_MESSAGE_LENGTH = 2000;
const TRAIN_OPTIONS = {};

// The turn: read the act (policy acts first), then the questions and what each is about, then render every answer
// in the visitor's language from the site's facts (docs/decisions/015). The classifier trained on the corpus is a
// fallback for phrasings retrieval does not find, never the judge of a policy act.

const ACT_INTENT: Partial<Record<Act, Intent>> = {
  greeting: "greeting", thanks: "thanks", goodbye: "goodbye", off_topic: "off_topic", injection: "injection", handoff: "handoff",
  details: "lead_details", complaint: "complaint", opt_out: "opt_out", deletion: "deletion",
};
const SMALL_TALK = new Set<Intent>(["greeting", "thanks", "goodbye"]);
/** Acts whose message is never read for the visitor's business (an attack, a request to be left alone). */
const UNREAD_ACTS = new Set<Act>(["injection", "opt_out", "deletion"]);

/** A role or a team size answered, as the engine's profile reads it (for "which package fits us"). */
function profileFrom(found: { role?: string; teamSize?: number }): ConversationContext["profile"] {
  if (found.teamSize !== undefined) return { size: found.teamSize >= 20 ? "brokerage" : found.teamSize <= 1 ? "solo" : "team", agents: found.teamSize };
  if (found.role === "broker") return { size: "brokerage" };
  if (found.role === "team_leader") return { size: "team" };
  return {};
}

/** What a bare "ok", "好", "dale" may be read as before the offer it answers is taken into account. */
const ACCEPTING_ACTS = new Set<Act>(["question", "greeting", "thanks", "goodbye", "off_topic"]);

/** "I'm Brian with Montrose Realty": the company's name is not a question about Montrose. */
function withoutIntroduction(message: string, found: ChatEntities): string {
  let text = message;
  for (const value of [found.company, found.name, found.email, found.phone]) if (value) text = text.split(value).join(" ");
  return text;
}

function withoutInterest(fields: ChatEntities): number {
  return Object.keys(fields).filter((k) => k !== "interest").length;
}

type Turn = { act: Act; answers: Answer[]; topic: Topic | null; intent: Intent; source?: ChatReplySource };

function readQuestions(said: string, language: Language, facts: SiteFacts, base: ConversationContext, profile: ConversationContext["profile"], classifier: Classifier<Intent>, introduces = false): Turn {
  const message = expandShorthand(said);
  let source: ChatReplySource | undefined;
  const classify = (text: string) => {
    const { label, confidence } = classifier.predict(text);
    return { label, p: confidence };
  };
  const answers: Answer[] = [];
  let topic = base.topic;
  let intent: Intent | null = null;
  // "Voice AI can wait. What's your number?": the offering put aside is not asked about.
  const parts = splitQuestions(message).map(withoutDeferred).filter((p) => p.length > 0);
  // "I'm an agent in Houston, what do you have?": a sentence that only sets the scene is not a question about the
  // service areas when another part asks something. Terse parts ("hours, do you serve Katy") stay questions.
  const scene = (part: string): boolean => parts.length > 1 && part.split(/\s+/).length >= 4 && !asksSomething(part);
  // "my bank uses Salesforce, give me your e-mail": beside a request for our contact, a scene-setting part is not asked about.
  const asksContact = parts.some((p) => asksForContact(p));
  const shown = postsShown(base.lastAnswers);
  // "In your hurricane guide, which month…?": the article named in one part, the fact asked in the next. The whole
  // message finds the paragraph; the parts would answer the name with the post's link and lose the question.
  const wholeAboutPost = parts.length > 1 ? answerAboutNamedPost(message, facts, language) : null;
  if (wholeAboutPost?.t === "passage") {
    return { act: "question", answers: [wholeAboutPost], topic, intent: "blog", source: { kind: "post", id: wholeAboutPost.id, title: wholeAboutPost.title, url: wholeAboutPost.url } };
  }
  for (const part of parts) {
    // "In that article, when…?": the posts just shown answer it; "the hurricane article says…?": the post it names.
    // A message of one part that ended in "?" asks, even without a question word ("…是汇总还是单独的邮件？").
    const asks = asksSomething(part) || (parts.length === 1 && /[?？]\s*$/u.test(message));
    const aboutPosts = answerAboutShownPosts(part, facts, language, shown, message) ?? (asks && !asksForContact(part) ? answerAboutNamedPost(part, facts, language) : null);
    if (aboutPosts) {
      if (aboutPosts.t === "passage") source ??= { kind: "post", id: aboutPosts.id, title: aboutPosts.title, url: aboutPosts.url };
      answers.push(aboutPosts);
      intent ??= "blog";
      continue;
    }
    if (asksContact && scene(part) && !asksForContact(part)) continue;
    const resolved = resolvePart({ part, facts, topic, profile, classify, list: base.list, afterAreas: base.lastIntent === "location" });
    // A place that only sets the scene ("my listing in the Heights has foundation issues lol, but…") is not asked
    // about; one in a part the visitor ended with "?" ("do yall work with agents in the Heights?") is.
    const placeOnly = (a: (typeof resolved.answers)[number]) => (a.t === "entry" && a.id === "areas") || (a.t === "area" && (!a.known || !endsWithQuestionMark(message, part))) || (a.t === "unlisted-area" && !endsWithQuestionMark(message, part));
    if (scene(part) && resolved.answers.length > 0 && resolved.answers.every(placeOnly)) continue;
    // The site's own words: a taught answer first, then a passage for what the rules left open or answered loosely.
    // Small talk and off-topic parts ("Hello there", "weather tomorrow?") only get a passage that holds nearly all of them.
    const guess = resolved.answers.length === 0 ? classify(part) : null;
    const offTopic = looksOffTopic(part) || (guess !== null && guess.p >= 0.5 && (guess.label === "off_topic" || SMALL_TALK.has(guess.label)));
    const answered = resolved.answers.some((a) => a.t !== "unknown" || a.about !== undefined);
    const kinds = answered ? resolved.answers.map((a) => genericKind(a, part)) : [];
    const generic = kinds.length > 0 && kinds.every((k) => k !== null) ? (kinds.every((k) => k === "empty") ? "empty" : "list") : undefined;
    // A sentence that only sets the scene beside a question asks nothing of the site's pages either.
    // "will it pass a client to me when they want a real person?": the site's words for it are "hands off to a person".
    const query = OTHERS_WANT_A_PERSON.test(foldForRules(part)) ? `${part} hands off to a person at the right moment` : part;
    const found = scene(part) && !answered ? null : choosePassage(query, facts, language, { answered, ...(generic ? { generic } : {}), ...(resolved.weak !== undefined ? { loose: resolved.weak } : {}), offTopic });
    if (found) {
      source ??= found.source;
      resolved.answers = [found.answer];
      resolved.intent = found.taught ? "services" : resolved.intent ?? "services";
    }
    // Two parts asking for the same offering ("anything for leasing? i manage 60 rentals") get one answer.
    const same = (a: Answer, b: Answer): boolean => (a.t === "need" && b.t === "need" ? a.key === b.key : JSON.stringify(a) === JSON.stringify(b));
    for (const answer of resolved.answers) if (!answers.some((a) => same(a, answer))) answers.push(answer);
    if (resolved.topic) topic = resolved.topic;
    intent ??= resolved.intent;
  }
  if (answers.length > 0) return { act: "question", answers: answers.slice(0, 6), topic: listShown(message, answers, facts) ?? topic, intent: intent ?? "services", ...(source ? { source } : {}) };
  // "We are a brokerage with 120 agents": a profile stated on its own asks for a recommendation.
  const stated = readProfile(message);
  if (stated.size) {
    const resolved = resolvePart({ part: "which package fits us", facts, topic, profile: { ...profile, ...stated } });
    return { act: "question", answers: resolved.answers, topic: resolved.topic ?? topic, intent: "packages" };
  }
  const guess = classify(message);
  if (looksOffTopic(message) || (guess.label === "off_topic" && guess.p >= 0.5)) return { act: "off_topic", answers, topic, intent: "off_topic" };
  if (SMALL_TALK.has(guess.label) && guess.p >= 0.5) return { act: guess.label as Act, answers, topic, intent: guess.label };
  if (introduces) return { act: "details", answers, topic, intent: "lead_details" };
  if (!inDomain(message)) return { act: "off_topic", answers, topic, intent: "off_topic" };
  return { act: "question", answers: [{ t: "unknown" }], topic, intent: "unanswered" };
}

const LIST_ENTRIES: Record<string, string> = { bundles: "bundle", packages: "package", addons: "addon", "setup-fees": "setup" };

/**
 * What "the second one", "and for 6?" will point back at: the packages compared in the visitor's order ("Foundation
 * vs Growth"), or a list of offerings shown (the bundles, even when a passage or the rules showed them).
 */
function listShown(message: string, answers: Answer[], facts: SiteFacts): Topic | null {
  const compared = packagesInOrder(message);
  if (compared.length >= 2) {
    const keys = facts.offerings.packages.map((p) => p.key as string);
    return { kind: "list", key: `package:${compared.map((k) => keys.indexOf(k)).join(",")}` };
  }
  const listed = answers.length === 1 && answers[0]?.t === "entry" ? LIST_ENTRIES[answers[0].id] : undefined;
  return listed ? { kind: "list", key: listed } : null;
}

// Answers that say nothing specific to the question: a passage of the site that holds nearly all of it is better.
const GENERIC_ENTRIES = new Set<string>(["about", "packages", "blog", "recommend"]);
// "the hurricane post says the season starts when?": a fact asked of an article, not a request for the list.
const FACT_ASK = /\b(?:when|how long|how many|how much (?:extra |more )?time|which|what (?:does|did|do)|says?|cuando|cuanto|cual|que dice|dice|khi nao|bao lau|ngay nao|noi gi)\b|什么时候|哪天|多久|哪种|说了什么|建议|怎么说/;

/** "empty": an answer that says nothing to the question; "list": a generic overview; null: a specific answer. */
/** The visitor ended this part of the message with a question mark (splitting the message drops it). */
function endsWithQuestionMark(message: string, part: string): boolean {
  const at = message.indexOf(part);
  return at >= 0 && /^\s*[?？]/u.test(message.slice(at + part.length));
}

function genericKind(answer: Answer, part: string): "empty" | "list" | null {
  if (answer.t === "entry") return GENERIC_ENTRIES.has(answer.id) ? "list" : null;
  if (answer.t === "posts") return answer.slugs.length === 0 || FACT_ASK.test(foldForRules(part)) ? "empty" : null;
  return answer.t === "recommend-ask" || (answer.t === "unknown" && answer.about === undefined) ? "empty" : null;
}

/** Something typed as an e-mail address (a word with an @ in it) that the e-mail pattern did not accept. */
const BROKEN_EMAIL = /[\w.+-]+@[^\s,;]{0,60}|[^\s@]{0,60}@[\w.+-]+/;

export function createEngineFrom(classifier: Classifier<Intent>): ChatEngine {
  return {
    reply({ message: raw, facts, context, knownOnContact = [] }: ChatInput): ChatReply {
      const message = raw.trim().slice(0, MAX_MESSAGE_LENGTH);
      const previous: ConversationContext | null = context === null ? null : parseContext(context);
      const translateTo = translationRequest(message);
      const language: Language = translateTo ?? detectLanguage(message, previous?.language ?? null);
      const base = previous ?? newContext(language);
      const found = extractEntities(message);
      const reading = readAct(message, Boolean(found.email || found.phone));
      // "Remove it" right after the visitor gave a number or e-mail: that detail, taken off our lists.
      const givenJustNow = Boolean(base.lead.email ?? base.lead.phone) && base.lastIntent === "lead_details";
      if (givenJustNow && !reading.optOut && !reading.deletion && removesIt(message)) Object.assign(reading, { act: "opt_out", optOut: true });
      // "it's rob@x.com, please call me": the answer to our question for contact details, not a new request.
      // "mi correo es …, prefiero que me escriban por correo": their own detail and the channel to use it on.
      const givesDetailAndChannel = labelsOwnDetail(message) && preferredChannel(message) !== null && !PERSON_ASKED.test(foldForRules(message));
      if (reading.act === "handoff" && (found.email || found.phone) && (previous?.awaitingContact || givesDetailAndChannel)) reading.act = "details";
      const lead: ChatEntities = { ...base.lead, ...found };
      const hasContact = Boolean(lead.email ?? lead.phone);
      const channel = preferredChannel(message) ?? base.channel;
      // Details given to be taken off our lists, or deleted, are no lead.
      const leadDetails = hasContact && !reading.optOut && !reading.deletion && (withoutInterest(newLeadFields(base.lead, found)) > 0 || channel !== base.channel);
      const profile = { ...base.profile, ...readProfile(message) };
      const r = rendererFor(language);

      // "bob@@gmail": meant as an e-mail address but not one. Saying so beats answering as if it were a question.
      const brokenEmail = !found.email && !found.phone ? message.match(BROKEN_EMAIL)?.[0] : undefined;
      if (brokenEmail && (reading.act === "question" || reading.act === "details")) reading.act = "details";
      const introduces = Boolean(found.name ?? found.company);
      // "Sao Mai Realty" holds a Vietnamese question word: the introduction's own words ask nothing.
      if (reading.act === "question" && introduces && !asksSomething(withoutIntroduction(message, found))) reading.act = "details";
      // "prefiero que me escriban por WhatsApp", "e-mail is best for me": a channel stated, nothing else asked.
      // Asking for our address ("cho mình xin email của công ty") names a channel but states no preference.
      const statesChannel = preferredChannel(message) !== null && withoutChannelClauses(withoutIntroduction(message, found)).trim() === "" && !asksForContact(message);
      if (reading.act === "question" && statesChannel) reading.act = "details";
      // What the message says of their business, and whether it answers the question the last reply asked.
      const reads = !UNREAD_ACTS.has(reading.act) && !base.optOut;
      // "I run a 20-agent brokerage" says who they are: the assistant does not ask "are you an agent or a broker?".
      const fromProfile: AskedField[] = [
        ...((found.role ?? base.lead.role) || profile.size === "brokerage" ? (["role"] as const) : []),
        ...(profile.agents !== undefined || profile.size === "solo" ? (["teamSize"] as const) : []),
      ];
      // Only a plain statement can be the answer to "what would you like to fix?" ("Thank you, dear" is not).
      const statement = (reading.act === "question" || reading.act === "details") && !asksSomething(message);
      const qualification = reads
        ? readQualification({ message, state: base.qualify, onContact: knownOnContact, fromProfile, statement })
        : { found: {}, answered: null, stated: false, state: { ...base.qualify, pending: null } };
      // "broker", "just me": the answer alone, asking nothing else. A role or a size answers "which package?" too.
      const answerOnly = qualification.answered !== null && !asksSomething(message) && !found.email && !found.phone && !found.name && !found.company;
      if (answerOnly) Object.assign(profile, profileFrom(qualification.found));
      let turn: Turn = { act: reading.act, answers: [], topic: base.topic, intent: ACT_INTENT[reading.act] ?? "services" };
      // "sí, agendemos" right after a reply that offered a consultation: the visitor takes it (the chat shows its times).
      const accepting = base.offered && !base.optOut && ACCEPTING_ACTS.has(reading.act) && acceptsOffer(message);
      if (accepting) turn = { act: "question", answers: [{ t: "entry", id: "booking" }], topic: base.topic, intent: "booking" };
      else if (answerOnly) {
        const fits = profile.size ? resolvePart({ part: "which package fits us", facts, topic: base.topic, profile }) : null;
        const recommends = fits?.answers.some((a) => a.t === "recommend");
        turn = recommends && fits ? { act: "question", answers: fits.answers, topic: fits.topic ?? base.topic, intent: "packages" } : { act: "question", answers: [], topic: base.topic, intent: "lead_details" };
      } else if (reading.act === "question") {
        turn = translateTo && base.lastAnswers.length > 0
          ? { act: "question", answers: base.lastAnswers, topic: base.topic, intent: base.lastIntent ?? "services" }
          : readQuestions(withoutIntroduction(message, found), language, facts, base, profile, classifier, Boolean(found.name ?? found.company));
      }
      // Whoever asks for their data to be deleted is not to be marketed to either: their details, if given, are
      // recorded as opted out and never captured as a lead.
      const optOut = base.optOut || reading.optOut || reading.deletion;
      let awaitingContact = base.awaitingContact && !hasContact;
      let response: string;
      switch (turn.act) {
        case "deletion": response = r.deletion(facts, reading.optOut); break;
        case "opt_out": response = r.optOut(facts); break;
        case "complaint": response = r.complaint(facts, lead); awaitingContact = !hasContact; break;
        case "handoff": response = r.handoff(facts, lead); awaitingContact = !hasContact; break;
        case "details": {
          if (brokenEmail) {
            response = r.checkEmail(facts, brokenEmail);
            awaitingContact = true;
            break;
          }
          response = hasContact ? r.confirmed(facts, lead, channel ?? undefined) : r.askContact(facts, lead);
          // "Quote for Growth, my e-mail is …": the question is answered too.
          const remaining = withoutChannelClauses(withoutIntroduction(message, found));
          const rest = readQuestions(remaining, language, facts, base, profile, classifier);
          const asksToo = asksSomething(remaining) || topicOf(findMentions(remaining)) !== null;
          if (asksToo && rest.act === "question" && !rest.answers.every((a) => a.t === "unknown")) {
            turn = { ...turn, answers: rest.answers, topic: rest.topic, ...(rest.source ? { source: rest.source } : {}) };
            response += `\n\n${renderAnswers(rest.answers, language, facts, { optOut: true })}`;
          }
          break;
        }
        case "injection": response = r.injection(facts); break;
        case "greeting": response = found.name ? r.askContact(facts, lead) : r.greeting(facts); break;
        case "thanks": response = r.thanks(facts, optOut || base.handoff); break;
        case "goodbye": response = r.goodbye(facts, optOut); break;
        case "off_topic": response = r.offTopic(facts); break;
        case "question": {
          response = answerOnly
            ? `${QUALIFY_THANKS[language]}${turn.answers.length ? `\n\n${renderAnswers(turn.answers, language, facts, { optOut })}` : ` ${r.nextStep(facts)}`}`
            : renderAnswers(turn.answers, language, facts, { optOut });
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
          lastAnswers: turn.act === "question" || turn.act === "details" ? turn.answers.slice(0, 6) : base.lastAnswers,
          list: turn.topic?.kind === "list" ? turn.topic.key : base.list,
          // An answer (or a confirmation of details) that ends in "book a free consultation" is an offer; small talk's
          // sign-off line is not ("thanks" → "anything else?… book" → "yes" means another question).
          offered: !optOut && (turn.act === "question" || turn.act === "details") && intent !== "booking" && response.includes(facts.bookingUrl),
          qualify: ask.state,
        },
      };
    },
  };
}

/**
 * Trains the fallback classifier from the corpus in the repository (a few hundred milliseconds) and returns the engine.
 * A model trained on the same corpus before is loaded instead from the first of `modelDirs` that has it (the build's,
 * then the data directory's); a model trained here is kept in `cacheDir` (model-cache.ts).
 */
export async function createChatEngine(opts: { modelDirs?: readonly string[]; cacheDir?: string; onCacheError?: (err: unknown) => void } = {}): Promise<ChatEngine> {
  const examples = trainingExamples();
  const key = modelKey(examples, INTENTS, TRAIN_OPTIONS);
  let model = null;
  for (const dir of [...(opts.modelDirs ?? []), ...(opts.cacheDir ? [opts.cacheDir] : [])]) if (!model) model = await loadModel(dir, key, INTENTS);
  if (!model) {
    model = trainModel(examples, INTENTS, TRAIN_OPTIONS);
    if (opts.cacheDir) await saveModel(opts.cacheDir, key, model).catch((err: unknown) => opts.onCacheError?.(err));
  }
  const engine = createEngineFrom(classifierFrom(model));
  // Builds the knowledge index now, so the first visitor does not wait for it.
  searchEntries("hello");
  return engine;
}

/** `npm run build`: the model trained and written to `dir`, for every start to load (scripts/build-chat-model.ts). */
export async function trainChatModel(dir: string): Promise<{ key: string; features: number }> {
  const examples = trainingExamples();
  const key = modelKey(examples, INTENTS, TRAIN_OPTIONS);
  const model = trainModel(examples, INTENTS, TRAIN_OPTIONS);
  await saveModel(dir, key, model);
  return { key, features: model.features.length };
}
