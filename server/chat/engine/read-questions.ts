import { oneAddedLater } from "./addon-onto.ts";
import { takesOverAnswerEs } from "./post-situations-es.ts";
import { situationAnswerZh } from "./post-situations-zh.ts";
import { situationOfShown } from "./post-situations.ts";
import { withoutVisit } from "./visiting.ts";
import { findMentions } from "./mentions.ts";
import { yesNoAsked } from "./yes-no-asked.ts";
import { asksSomething, OTHERS_WANT_A_PERSON } from "./acts.ts";
import { askedAfterStory, asksWork, inDomain, looksOffTopic } from "./off-topic.ts";
import { kinChatter } from "./kin-chatter.ts";
import { keptOnTopic } from "./kept-on-topic.ts";
import { asksIfItFitsThem } from "./fits-them.ts";
import { withoutTagQuestion } from "./tag-question.ts";
import { asksOfLife } from "./life-objects.ts";
import { offersOrTurnsToUs, withoutAskingUs } from "./everyday-asks.ts";
import { mentionsOurs, withoutTheirNames } from "./third-party.ts";
import type { Act } from "./acts.ts";
import type { Classifier } from "./classifier.ts";
import type { ConversationContext, Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { splitQuestions } from "./question-split.ts";
import { expandShorthand, foldForRules } from "./text.ts";
import { resolvePart } from "./resolve.ts";
import { followUp } from "./followups.ts";
import { postShownForGap } from "./followup-post.ts";
import { comparedPair } from "./followup-pairs.ts";
import { asksForAddon, joinAddonAsk } from "./addon-fit.ts";
import { scopeOnly } from "./except-listed.ts";
import { askedInQuotes } from "./passed-on.ts";
import { asksForContact } from "./contact-ask.ts";
import { declinesCall } from "./declines-call.ts";
import { setsPriceAside, withoutDeferred } from "./deferred.ts";
import { readWholeMessage } from "./whole-message.ts";
import type { Turn } from "./whole-message.ts";
import { findPlatforms, readProfile } from "./topics.ts";
import { withoutServedPlaces } from "./areas-asked.ts";
import { ENTRY_LEVEL, fitForPart, oneRecommendation, recommendationInMessage } from "./fit.ts";
import { ARTICLE, BLOG, FILLER, OFFERING_WORD, RECOMMEND, REASON_ASIDE, TECH_SKILLS, WHOLE_LIST_ONLY, WORKS_FOR_BEFORE, CONNECTS_IT, CONNECTS_NAMED, TRAINING_ASK } from "./question-patterns.ts";
import { withoutLeadIns } from "./lead-ins.ts";
import { audienceAsked } from "./audience-ask.ts";
import { neverSaidAsked } from "./never-said.ts";
import { notReadyFollowUp } from "./not-ready-follow-up.ts";
import { gapToldThenAskedOfUs } from "./ours-first.ts";
import { leadAlertAsked } from "./lead-alerts.ts";
import { privacySource } from "./whole-asks.ts";
import { newsletterPost } from "./knowledge/newsletter-post.ts";
import { PRICE_ASKED, readNeed } from "./needs.ts";
import { narrowTimeline } from "./package-timeline.ts";
import { packageFirst } from "./managers-package.ts";
import { withoutListNumbers } from "./list-picks.ts";
import { passageOverRule } from "./knowledge/passage-over-rule.ts";
import { englishVersionAsked } from "./knowledge/english-version.ts";
import { withNamedFeatures } from "./named-features.ts";
import { answerAboutShownPosts, asksOfNamedBefore, asksOfSameThing, choosePassage, onlyAsksShape, onlyPointsBack, postsShown } from "./knowledge/passage-choice.ts";
import { answerAboutNamedPost, asksPostLink, namesArticle, oneMorePost } from "./knowledge/named-post.ts";
import { reasonOfQuoted } from "./knowledge/post-reason.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { Intent, Language, SiteFacts } from "./types.ts";
import { listShown, recommended } from "./shown-topic.ts";
import { GENERIC_ENTRIES, genericKind, OVERVIEWS } from "./generic-answers.ts";
import { bySentence } from "./part-sentences.ts";
import { ARTICLE_ASKED_FOR, BARE_POINTER, CONDITION_FIRST, EXAMPLE_GIVEN, GETS_IT_SENT, OCCASION, OR_ONLY, OWN_DEVICE, PRICE_OR_WHAT_ABOUT, REQUESTS, SEND_IT, SERVICE_ASKED, SKILLED, UNSKILLED, withoutBarePackageNames } from "./read-question-patterns.ts";

// The questions of one message: its parts, what each asks of the site (rules, taught answers, the site's passages,
// the posts shown or named), and what a later "the second one" will point back at.

const SMALL_TALK = new Set<Intent>(["greeting", "thanks", "goodbye"]);
// Training named by its word (TRAINING_ASK also reads "on my own", which a follow-up of the setup answers).
const TRAINING_NAMED = /\b(?:training|train|trained|dao tao|tap huan|huan luyen|capacitacion|capacit\w*|entrenamiento|entren\w*|formacion)\b|培训/;

export type { Turn } from "./whole-message.ts";

export function readQuestions(said: string, language: Language, facts: SiteFacts, base: ConversationContext, profile: ConversationContext["profile"], classifier: Classifier<Intent>, introduces = false): Turn {
  const turn = readAll(said, language, facts, base, profile, classifier, introduces);
  // ("…el artículo Speed to Lead en inglés": the English post's own paragraph and address, however the post was found.)
  const [first, ...rest] = turn.answers;
  const english = first ? englishVersionAsked(foldForRules(said), first, facts) : null;
  return english ? { ...turn, answers: [english.answer, ...rest], source: english.source } : turn;
}

function readAll(said: string, language: Language, facts: SiteFacts, base: ConversationContext, profile: ConversationContext["profile"], classifier: Classifier<Intent>, introduces: boolean): Turn {
  const typed = withoutTagQuestion(withoutLeadIns(expandShorthand(said)));
  // A story of something else, then a question of ours: the question is what is read (off-topic.ts askedAfterStory).
  // A question passed on in quotes is what is asked (passed-on.ts).
  const message = askedInQuotes(typed) ?? askedAfterStory(typed)?.trim() ?? withoutVisit(typed);
  let source: ChatReplySource | undefined;
  const classify = (text: string) => {
    const { label, confidence } = classifier.predict(text);
    return { label, p: confidence };
  };
  const answers: Answer[] = [];
  let topic = base.topic;
  // "lol my mama calls her notebook her CRM": the whole message a laugh about family, asking nothing (kin-chatter.ts).
  if (kinChatter(message)) return { act: "off_topic", answers, topic, intent: "off_topic" };
  let intent: Intent | null = null;
  let sceneTopic: { topic: Topic; over: Topic | null } | null = null;
  // "Voice AI can wait. What's your number?": the offering put aside is not asked about.
  const split = joinAddonAsk(splitQuestions(withoutListNumbers(message)).map(withoutDeferred).filter((p) => p.length > 0).flatMap((p) => bySentence(p, facts, base, profile)), facts, topic);
  // "out of what's left, which one…": the rows meant are the list in view's; that part asks nothing itself.
  const parts = split.length > 1 && split.some((p) => !scopeOnly(p)) ? split.filter((p) => !scopeOnly(p)) : split;
  // "I'm an agent in Houston, what do you have?": a sentence that only sets the scene is not a question about the
  // service areas when another part asks something. Terse parts ("hours, do you serve Katy") stay questions.
  const long = (part: string): boolean => (/\p{Script=Han}/u.test(part) ? part.replace(/\s+/g, "").length >= 8 : part.split(/\s+/).length >= 4);
  const scene = (part: string): boolean => parts.length > 1 && long(part) && !asksSomething(part) && !endsWithQuestionMark(message, part);
  const remark = (part: string): boolean => parts.length > 1 && long(part) && !endsWithQuestionMark(message, part) && !asksSomething(part.split(/\s+/).slice(0, 2).join(" "));
  // "my bank uses Salesforce, give me your e-mail": beside a request for our contact, a scene-setting part is not asked about.
  const asksContact = parts.some((p) => asksForContact(p));
  const shown = postsShown(base.lastAnswers);
  // "In your hurricane guide, which month…?": the article named in one part, the fact asked in the next. The whole
  // message finds the paragraph; the parts would answer the name with the post's link and lose the question.
  // A part said after the question that asks nothing ("…? asking for my rental clients", "pásame el link porfa") is an
  // aside, not part of what is asked of the post (a scene set before it is: "During a storm, if a tenant…, what…?").
  // An example given after the question ("…有哪些词？像earnest money那种", "…? like the HOA one") is part of what is asked.
  const aside = parts.length > 1 ? parts.findLastIndex((p) => !scene(p) || namesArticle(p) || EXAMPLE_GIVEN.test(foldForRules(p))) + 1 : parts.length;
  const asideAt = aside > 0 && aside < parts.length ? message.lastIndexOf(parts[aside] ?? "") : -1;
  const askedOfPost = asideAt > 0 && /[?？]\s*$/u.test(message.slice(0, asideAt)) ? message.slice(0, asideAt) : message;
  const wholeAboutPost = parts.length > 1 && !serviceByUse(message) ? (notReadyFollowUp(askedOfPost, facts, language)?.answers[0] ?? answerAboutNamedPost(askedOfPost, facts, language)) : null;
  // "Recommend a caterer in River Oaks? We're 120 people": beside a part asked of someone else, a part is read only
  // when it asks us something itself, so the scene it sets ("120 people", "my buyers") is no question of its own.
  // A request told across sentences ("my photographer wants $300 for drone shots. fair rate?") is off-topic as a whole.
  const offParts = parts.filter((p) => looksOffTopic(p)).length || (parts.length > 1 && looksOffTopic(message) ? 1 : 0);
  // The company itself, or a short follow-up in a conversation about us, is never refused (kept-on-topic.ts).
  const kept = offParts === 0 && keptOnTopic(message, base);
  // Our names used for someone else's thing ("what they call their "Enterprise" suite") and a bare "which would you
  // recommend?" after a choice of schools point nowhere at us.
  // A package's name said bare beside an off-topic ask ("网店复购率怎么拉高？有Growth的办法吗") is an everyday word.
  const asksUs = (said: string): boolean => {
    const part = withoutBarePackageNames(withoutAskingUs(withoutTheirNames(foldForRules(said))));
    // A sentence said without "?" beside it ("em cần cho bài thuyết trình về an toàn mùa bão", "周末想请几个老租客吃饭")
    // gives the purpose of the off-topic ask: our domain's words in it (tenants, storm season) ask nothing of us
    // unless it names an offering of ours or turns to us.
    const marked = /[¿?？]/u.test(part) || endsWithQuestionMark(message, said);
    // "es pa festejar que arrancamos con el Foundation", "to celebrate signing up for Growth": what the off-topic ask
    // celebrates is its occasion, not a question about the package.
    if (!marked && OCCASION.test(part)) return false;
    // "另外问下，帮我接 Google Sheets 要多少钱？": a platform of ours to be connected is our work, whatever else the message asks.
    const connects = findPlatforms(said, facts).length > 0 && CONNECTS_NAMED.test(part);
    return marked ? inDomain(part) || mentionsOurs(part) || connects : asksSomething(part) && offersOrTurnsToUs(part);
  };
  // What the whole message asks, read before its parts (whole-message.ts).
  const gapThenAsked = gapToldThenAskedOfUs(parts, message);
  if (gapThenAsked) return { act: "question", answers: gapThenAsked.answers, topic: null, intent: "unanswered" };
  const whole = readWholeMessage({ message, parts, offParts, facts, language, base, profile, topic, answers, shown, askedOfPost, wholeAboutPost });
  if (whole) return whole;
  for (const part of parts) {
    // "In that article, when…?": the posts just shown answer it; "the hurricane article says…?": the post it names.
    // A message of one part that ended in "?" asks, even without a question word ("…是汇总还是单独的邮件？").
    if (parts.length > 1 && shown.length > 0 && onlyPointsBack(part)) continue;
    // "with that one, could the AI answer our buyers' loan questions…?": the package pointed at is what the rest asks of.
    if (parts.length > 1 && BARE_POINTER.test(foldForRules(part))) continue;
    // "what does it say buyers get and when?": the "when" was asked of the post with the part before it.
    // "and the late text to the listing agents, does it go out automatically?": the paragraph quoted for the part before
    // answers what "it" is asked too.
    const lastAnswer = answers.at(-1);
    // "…, ví dụ khu nào đi chung một buổi?": an example of what the paragraph quoted answers is in that paragraph.
    if (lastAnswer?.t === "passage" && lastAnswer.kind === "post" && (onlyAsksShape(part) || asksOfSameThing(part) || asksOfNamedBefore(parts[parts.indexOf(part) - 1], part) || EXAMPLE_GIVEN.test(foldForRules(part)))) continue;
    if (parts.length > 1 && WHOLE_LIST_ONLY.test(foldForRules(part).trim())) continue;
    // "有没有讲…的文章？发给我", "got a post on storms? send it to me": the posts just found are what is to be sent.
    if (parts.indexOf(part) > 0 && answers.some((a) => a.t === "posts" || (a.t === "passage" && a.kind === "post")) && SEND_IT.test(foldForRules(part).trim())) continue;
    if (parts.indexOf(part) > 0 && answers.length > 0 && WORKS_FOR_BEFORE.test(foldForRules(part).replace(/[?？!.。]+\s*$/u, "").trim())) continue;
    // "…? saves me the conversion", "not asking about cost, what's…": why they ask, or what they don't, beside the ask.
    // ("Es que yo ando viajando.": a reason said plainly, without "?", asks nothing even where "que" reads as a question word.)
    const saidAside = (REASON_ASIDE.test(foldForRules(part)) && (!asksSomething(part) || (!/[?？¿]/u.test(part) && !endsWithQuestionMark(message, part)))) || setsPriceAside(part) || declinesCall(foldForRules(part));
    if (parts.length > 1 && saidAside && parts.some((p) => p !== part && asksSomething(p))) continue;
    if (offParts > 0 && !looksOffTopic(part) && !asksUs(part)) continue;
    // ("and the hurricane one for property managers", after a post was sent: another post, named, is asked for too.)
    const asks = asksSomething(part) || REQUESTS.test(foldForRules(part)) || (parts.length === 1 && /[?？]\s*$/u.test(message)) || ((shown.length > 0 || /^\W*(?:and|also|plus|y|e|va|con|还有|那)\b/u.test(foldForRules(part))) && namesArticle(part));
    // A bare "why?" right after a post's paragraph was quoted asks the reason it gives (knowledge/post-reason.ts);
    // "write me a Facebook post for my open house in Katy": a task of theirs names no article of ours, whatever it holds.
    // "有没有讲快速回复的文章？里面说新线索该怎么分？": the posts listed for an earlier part of the message are what "in it" points at.
    const shownHere = answers.some((a) => a.t === "posts") && postsShown(answers).length > 0 ? postsShown(answers) : shown;
    // "and how do i get it sent to me" with the newsletter's own post shown: "it" is the newsletter, subscribed to.
    const launch = newsletterPost(facts);
    if (launch !== null && shownHere.length === 1 && shownHere[0] === launch && GETS_IT_SENT.test(foldForRules(part))) {
      answers.push({ t: "extra", id: "newsletter" });
      intent ??= "blog";
      continue;
    }
    // ("¿Y ese asistente me consigue las listas de los dueños…?" right after a post: a gap of ours asked of the assistant,
    // no paragraph of that post, unless the part names an article.)
    const neverSaid = neverSaidAsked(foldForRules(part)) !== null;
    const gapOfOurs = !namesArticle(part) && neverSaid;
    // ("Speed to Lead那篇也发一下" after another post was sent: the link of the one it names, before a paragraph of the one shown.)
    // (The speed-to-lead schedule for people not ready is read before a post named answers with another of its paragraphs:
    // "bài speed to lead nói theo dõi họ răng?"; site-first.ts reads it for parts that name no post.)
    const aboutPosts = asksForAddon(part) || serviceByUse(part) || gapOfOurs ? null : (notReadyFollowUp(part, facts, language)?.answers[0] ?? situationAnswerZh(part, facts, language) ?? takesOverAnswerEs(part, facts, language) ?? (namesArticle(part) && asksPostLink(foldForRules(part)) ? answerAboutNamedPost(part, facts, language) : null) ?? oneMorePost(part, facts, base.lastAnswers.some((a) => a.t === "posts") ? shown : []) ?? situationOfShown(part, facts, language, shownHere) ?? reasonOfQuoted(part, base.lastAnswers, facts) ?? answerAboutShownPosts(part, facts, language, shownHere, message) ?? (asks && !asksForContact(part) && !asksWork(part) && !asksOfLife(foldForRules(part), part) ? answerAboutNamedPost(part, facts, language) : null));
    if (aboutPosts) {
      if (aboutPosts.t === "passage") source ??= { kind: "post", id: aboutPosts.id, title: aboutPosts.title, url: aboutPosts.url };
      answers.push(aboutPosts);
      intent ??= "blog";
      continue;
    }
    if (asksContact && scene(part) && !asksForContact(part)) continue;
    // "Any article on storms? My neighbor manages rentals.": beside a search of the posts, the scene it sets asks nothing.
    // …nor a remark after it that opens with no question and ends with no "?" ("the kids could do better than our setup").
    // "my pal manages rentals, is there a post on hurricane prep?": so does a scene set before that search.
    if ((scene(part) || remark(part)) && answers.some((a) => a.t === "posts")) continue;
    if (scene(part) && parts.slice(parts.indexOf(part) + 1).some((p) => ARTICLE.test(foldForRules(p)) && asksSomething(p))) continue;
    // The platforms the last answer covered: a bundle's count, or the one platform a setup row was asked for.
    const last = base.lastAnswers.find((a) => a.t === "bundle-for");
    const counted = last?.t === "bundle-for" ? last.count : base.lastAnswers.length === 1 && base.lastAnswers[0]?.t === "setup" ? 1 : 0;
    // "the second area I named", "gói thứ hai em vừa hỏi", "最大的那个包": what it picks among things named before.
    // "第二个那个，要是让你们帮我们连脸书，另外收多少？": a platform named to be connected is what is priced, whatever was picked.
    const connectsOne = findPlatforms(part, facts).length > 0 && CONNECTS_NAMED.test(foldForRules(part));
    // ("Gói đó có báo cho chị liền khi có khách mới hông?": asked of "that package", a new lead's alert or a gap the site
    // never fills is still read by its own rules.)
    // ("Gói đó có đào tạo cho agent của chị không?": the training every package includes, asked of the one pointed at.)
    const ownRule = neverSaid || leadAlertAsked(foldForRules(part), language) !== null || (TRAINING_NAMED.test(foldForRules(part)) && TRAINING_ASK.test(foldForRules(part)) && !BLOG.test(foldForRules(part)));
    const picked = connectsOne || ownRule ? null : followUp(part, base, facts);
    if (picked) {
      source ??= privacySource(picked.answers);
      for (const answer of picked.answers) answers.push(answer);
      topic = picked.topic ?? topic;
      intent ??= picked.intent;
      continue;
    }
    const ruled = resolvePart({ part, facts, topic, profile, classify, list: base.list, afterAreas: base.lastIntent === "location", counted, language });
    // "and when he finally says come on out and list it, can it put that listing appointment on my calendar?": a condition
    // said before the question asks nothing of the package being talked about.
    if (parts.length > 1 && part !== parts[parts.length - 1] && CONDITION_FIRST.test(foldForRules(part)) && !endsWithQuestionMark(message, part) && !findMentions(part).package && ruled.answers.length > 0 && ruled.answers.every((a) => a.t === "package")) continue;
    // A plain gap ("our site doesn't say") right after a post: the post's own paragraph, when one holds the question.
    // So is a generic list or overview ("Còn chia khách cho mấy agent thì sao…" after the speed-to-lead post found the
    // add-ons' list): the post's paragraph on routing is what was asked.
    // (A gap the site never fills, asked plainly, stays that gap: "could it point that buyer to a good lender too?".)
    const plainGap = !ownRule && ((ruled.answers.length === 0 && !looksOffTopic(part)) || (ruled.answers.length > 0 && ruled.answers.every((a) => genericKind(a, part) !== null)));
    const resolved = (plainGap ? postShownForGap(part, base, facts) : null) ?? ruled;
    // "how much is the 2 platform bundle, and what's the Email Commander cost?": an add-on named beside a bundle sized by
    // its count keeps its own price.
    const addonBeside = findMentions(part).addon;
    if (addonBeside && resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "bundle-for") && PRICE_OR_WHAT_ABOUT.test(foldForRules(part))) resolved.answers = [...resolved.answers, { t: "addon", key: addonBeside }];
    // "and the dedicated success manager, that's in Enterprise, correct?": the one package named is then being talked about
    // ("and that one takes about six to eight weeks…?" is asked of it).
    const namedHere = findMentions(part);
    // (An add-on being talked of stays so: "can it go on the Growth package we already have?" asks where it goes.)
    if (resolved.topic === null && base.topic?.kind !== "addon" && namedHere.package && !namedHere.addon && !namedHere.bundle && resolved.answers.length > 0) resolved.topic = { kind: "package", key: namedHere.package };
    // "he also said the Starter Bundle is 3 platforms for $500": the bundle named, as the site has it, before the one
    // that count needs (asked whether, "…, right?", the verdict says it: yes-no.ts).
    const namedBundle = namedHere.bundle;
    if (namedBundle && resolved.answers.some((a) => a.t === "bundle-for" && a.key !== namedBundle) && yesNoAsked(said, language) === null) resolved.answers = [{ t: "bundle", key: namedBundle }, ...resolved.answers];
    if (parts.length > 1) resolved.answers = fitForPart(recommendationInMessage(resolved.answers, profile, message), profile, part, message);
    // "would this help me?" after "I'm a realtor in Katy": a role of ours told earlier (the form's roles are all ours) says yes.
    if (base.lead.role && asksIfItFitsThem(foldForRules(part))) resolved.answers = resolved.answers.map((a) => (a.t === "extra" && a.id === "audience" ? { ...a, id: "audience-yes" } : a));
    const rec = resolved.answers.find((a) => a.t === "recommend");
    if (rec?.t === "recommend" && resolved.topic?.kind === "package") resolved.topic = { kind: "package", key: rec.key };
    source ??= privacySource(resolved.answers);
    // A place that only sets the scene ("my listing in the Heights has foundation issues lol, but…") is not asked
    // about; one in a part the visitor ended with "?" ("do yall work with agents in the Heights?") is.
    const placeOnly = (a: (typeof resolved.answers)[number]) => (a.t === "entry" && a.id === "areas") || (a.t === "area" && (!a.known || !endsWithQuestionMark(message, part))) || (a.t === "unlisted-area" && !endsWithQuestionMark(message, part));
    if (scene(part) && resolved.answers.length > 0 && resolved.answers.every(placeOnly)) continue;
    // "streaming the match on my phone at work lol. what's in Growth?": the visitor's own phone is where they are, not
    // our number asked for.
    const contactOnly = (a: (typeof resolved.answers)[number]) => a.t === "entry" && ["phone", "contact"].includes(a.id);
    if (scene(part) && OWN_DEVICE.test(foldForRules(part)) && resolved.answers.length > 0 && resolved.answers.every(contactOnly) && parts.some((p) => p !== part && asksSomething(p))) continue;
    // "em làm một mình, cần chat trên web. gói nào ạ?": who they are, told beside the question, is read into the profile
    // the question is answered with; its words found only a loose overview ("làm" near "what do you do").
    const overviewOnly = resolved.weak !== undefined && resolved.answers.every((a) => a.t === "entry" && (GENERIC_ENTRIES.has(a.id) || OVERVIEWS.has(a.id)));
    if (scene(part) && overviewOnly && readProfile(part).size !== undefined) continue;
    // "money's tight, only 2 of us part time. what's the smallest way in?": the size told in the scene is read into the
    // package the later part asks for (the smallest); its own fit by size alone would outrank it.
    const sizeFitOnly = resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "recommend" || a.t === "recommend-ask" || placeOnly(a));
    const asksFitLater = parts.slice(parts.indexOf(part) + 1).some((p) => ENTRY_LEVEL.test(foldForRules(p)) || (RECOMMEND.test(foldForRules(p)) && asksSomething(p)));
    if (scene(part) && sizeFitOnly && asksFitLater) continue;
    // "客户多半用WhatsApp和短信找我，能不能让AI在这两个上面直接回？": the channels a scene names are where the add-on asked
    // in the next part answers, not platforms to connect.
    const platformOnly = resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "platforms" || a.t === "setup");
    const connectsThem = CONNECTS_IT.test(foldForRules(part));
    if (scene(part) && platformOnly && !connectsThem && parts.slice(parts.indexOf(part) + 1).some((p) => asksSomething(p) && readNeed(foldForRules(p))?.key === "enhanced-messaging")) continue;
    // "…leads come in from zillow, our website, open house sheets. what would y'all put us on": the tools a scene names
    // where leads come from are no question of their own when a later part asks which package.
    if (scene(part) && asksFitLater && !OFFERING_WORD.test(foldForRules(message)) && resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "unlisted-platform")) continue;
    // "my office manager is good with computers, can she connect it herself…?": someone's skill told as the scene asks
    // nothing of the technical-skills answer its words find.
    if (scene(part) && resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "entry" && a.id === "technical-skills") && SKILLED.test(foldForRules(part)) && !UNSKILLED.test(foldForRules(part))) continue;
    // "the sales office phone rings after hours and on mondays when the model's closed, what's the voice AI thing cost":
    // their own hours told before the question are its scene, not ours asked.
    // ("…mở cửa từ mấy giờ sáng, với lại…?", "¿a qué hora abre su oficina y qué días?": our hours asked stay asked.)
    const hoursAsked = /[¿]/u.test(part) || /\b(?:what time|what hours|when (?:do|are|does)|(?:a|desde|hasta) que hora|horario|may gio|(?:mo|lam) (?:cua|viec) (?:tu |luc )?(?:may|bao nhieu))\b|几点|什么时候(?:开|上班)/.test(foldForRules(part));
    if (remark(part) && !hoursAsked && resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "entry" && a.id === "hours") && parts.slice(parts.indexOf(part) + 1).some((p) => asksSomething(p))) continue;
    // "我…还帮老板管十几套出租房。物业经理也能用你们的服务吗？": the rentals a scene tells are who the audience question after
    // it asks about, not the tenants' add-on asked for.
    const audienceLater = parts.slice(parts.indexOf(part) + 1).some((p) => audienceAsked(foldForRules(p)) !== null);
    if (!endsWithQuestionMark(message, part) && audienceLater && resolved.answers.length > 0 && resolved.answers.every((a) => a.t === "need" || a.t === "addon")) continue;
    // "Nó hổng rành máy móc, có cần biết kỹ thuật hông em?" after a package: the lack of skill told is the scene of the
    // technical-skills question after it, not a question of that package's.
    const skillAskedLater = parts.slice(parts.indexOf(part) + 1).some((p) => TECH_SKILLS.test(foldForRules(p)));
    if (!endsWithQuestionMark(message, part) && skillAskedLater && SKILLED.test(foldForRules(part)) && resolved.answers.every((a) => a.t === "package")) continue;
    // "solo agent here, which package?": who they are, told in a part of its own before the package is asked for, is read
    // into that recommendation; its words find only a loose overview (or a passage that names a solo agent in passing).
    if (overviewOnly && !asksSomething(part) && readProfile(part).size !== undefined && asksFitLater) continue;
    // The site's own words: a taught answer first, then a passage for what the rules left open or answered loosely.
    // Small talk and off-topic parts ("Hello there", "weather tomorrow?") only get a passage that holds nearly all of them.
    const guess = resolved.answers.length === 0 ? classify(part) : null;
    const offTopic = looksOffTopic(part) || (!kept && guess !== null && guess.p >= 0.5 && (guess.label === "off_topic" || SMALL_TALK.has(guess.label)));
    // A gap a rule found ("a reference call with a client of yours") is an answer: no passage replaces it.
    const gap = resolved.intent === "unanswered" && resolved.answers.every((a) => a.t === "unknown");
    const answered = gap || resolved.answers.some((a) => a.t !== "unknown" || a.about !== undefined);
    const kinds = answered && !gap ? resolved.answers.map((a) => genericKind(a, part)) : [];
    const generic = kinds.length > 0 && kinds.every((k) => k !== null) ? (kinds.every((k) => k === "empty") ? "empty" : "list") : undefined;
    // A sentence that only sets the scene beside a question asks nothing of the site's pages either.
    // "will it pass a client to me when they want a real person?": the site's words for it are "hands off to a person".
    // The rules' generic overview ("what we build") says nothing of the hand-off: the site's words on it answer instead.
    const handOver = OTHERS_WANT_A_PERSON.test(foldForRules(part));
    // "Houston có chỗ nào bán thắng cố không?": off-topic by rule, the place we serve named in it is only its setting,
    // so it finds no passage of ours about Houston.
    const query = handOver ? `${part} hands off to a person at the right moment` : looksOffTopic(part) ? withoutServedPlaces(part, [...facts.offerings.serviceAreas, "Houston"]) : part;
    const overview = handOver && resolved.answers.every((a) => a.t === "entry" && (GENERIC_ENTRIES.has(a.id) || OVERVIEWS.has(a.id)));
    // "jeet yet hon? quick one, do you cover …": a lead-in or small talk beside the question gets no passage of its own.
    // ("Bên em có nhận công ty bảo hiểm làm khách hàng không, hay chỉ làm cho agent?": the other choice of the question
    // before it, with nothing of its own answered, finds no passage either.)
    const otherChoice = parts.indexOf(part) > 0 && !answered && OR_ONLY.test(foldForRules(part));
    const found = resolved.named || (scene(part) && !answered) || otherChoice || (parts.length > 1 && FILLER.test(foldForRules(part))) ? null : (choosePassage(query, facts, language, { answered: answered && !overview, ...(generic && !overview ? { generic } : {}), ...(resolved.weak !== undefined ? { loose: resolved.weak } : {}), offTopic }) ?? (answered && !gap && !offTopic ? passageOverRule(query, resolved.answers, facts, language) : null));
    if (found) {
      source ??= found.source;
      resolved.answers = [found.answer];
      resolved.intent = found.taught ? "services" : resolved.intent ?? "services";
    }
    // Two parts asking for the same offering ("anything for leasing? i manage 60 rentals") get one answer; the add-on
    // found for a need already gives its price ("…哪项附加服务？价格如何？").
    const sameKey = (a: Answer, b: Answer): boolean => (a.t === "need" || a.t === "addon") && (b.t === "need" || b.t === "addon") && a.key === b.key;
    const same = (a: Answer, b: Answer): boolean => (a.t === "need" || b.t === "need" ? sameKey(a, b) : JSON.stringify(a) === JSON.stringify(b));
    for (const answer of resolved.answers) if (!answers.some((a) => same(a, answer))) answers.push(answer);
    // "Email Commander and Social Scheduler, how much? I'm looking at the add-ons": the two compared stay what "the
    // second one" points at; a later part's generic list does not replace them.
    const listOnly = (t: Topic | null): boolean => t?.kind === "list" && !t.key.includes(":");
    // "Tôi quản lý 60 căn nhà cho thuê, có 2 người phụ, nên dùng gói nào?": the tenants a scene points at give the add-on
    // for them, but the package asked after it is asked of the visitor, not of that add-on. The add-on stays what "how
    // much is that one?" points at next, unless a later part set another topic.
    const tenantsScene = scene(part) && asksFitLater && resolved.answers.every((a) => (a.t === "need" || a.t === "addon") && a.key === "customer-service-agent");
    if (tenantsScene && resolved.topic) sceneTopic = { topic: resolved.topic, over: topic };
    else if (resolved.topic && !(listOnly(resolved.topic) && topic !== base.topic && topic !== null && !listOnly(topic))) topic = resolved.topic;
    intent ??= resolved.intent;
  }
  if (sceneTopic && topic === sceneTopic.over) topic = sceneTopic.topic;
  // A property manager's "which package?" is answered first, the add-on for the tenants after it (managers-package.ts).
  // "30 agents and I want executive dashboards. which package?": the features named anywhere in the message are listed
  // first in the package suggested (named-features.ts).
  const ordered = packageFirst(oneRecommendation(oneAddedLater(answers)), message).map((a) => (a.t === "recommend" && !a.features ? withNamedFeatures(a, foldForRules(message)) : a));
  if (ordered[0] !== answers[0] && ordered[0]?.t.startsWith("recommend")) intent = "packages";
  if (answers.length > 0) return { act: "question", answers: narrowTimeline(ordered, message).slice(0, 6), topic: listShown(message, answers, facts) ?? comparedPair(foldForRules(message), answers, base.topic, facts) ?? recommended(message, answers, topic), intent: intent ?? "services", ...(source ? { source } : {}) };
  if (offParts > 0) return { act: "off_topic", answers, topic, intent: "off_topic" };
  // "We are a brokerage with 120 agents": a profile stated on its own asks for a recommendation.
  const stated = readProfile(message);
  if (stated.size) {
    const resolved = resolvePart({ part: "which package fits us", facts, topic, profile: { ...profile, ...stated } });
    return { act: "question", answers: resolved.answers, topic: resolved.topic ?? topic, intent: "packages" };
  }
  const guess = classify(message);
  if (looksOffTopic(message) || (!kept && guess.label === "off_topic" && guess.p >= 0.5)) return { act: "off_topic", answers, topic, intent: "off_topic" };
  if (SMALL_TALK.has(guess.label) && guess.p >= 0.5) return { act: guess.label as Act, answers, topic, intent: guess.label };
  if (introduces) return { act: "details", answers, topic, intent: "lead_details" };
  if (!inDomain(message) && !kept) return { act: "off_topic", answers, topic, intent: "off_topic" };
  return { act: "question", answers: [{ t: "unknown" }], topic, intent: "unanswered" };
}

/**
 * "Có dịch vụ chi viết bài rồi hẹn giờ đăng nhà lên Facebook không?", "cần thứ gì tự soạn bài… đăng lên mạng xã hội, tốn bao
 * nhiêu?": a service asked for by what it does (writing posts among it), or priced, is the add-on's question, not one
 * about our articles.
 */
const serviceByUse = (said: string): boolean => {
  const text = foldForRules(said);
  return (SERVICE_ASKED.test(text) || PRICE_ASKED.test(text)) && readNeed(text)?.kind === "addon" && !ARTICLE_ASKED_FOR.test(text);
};

/** The visitor ended this part of the message with a question mark (splitting the message drops it). */
function endsWithQuestionMark(message: string, part: string): boolean {
  const at = message.indexOf(part);
  return at >= 0 && /^\s*[?？]/u.test(message.slice(at + part.length));
}
