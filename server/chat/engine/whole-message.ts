import { neverSaidAsked } from "./never-said.ts";
import { contactsBroughtOver } from "./contacts-import.ts";
import { eachFit } from "./each-fit.ts";
import { nightOrHandOver } from "./night-answers.ts";
import { addonSum, addonsSummedHere } from "./followup-sums.ts";
import { costOverTime } from "./cost-over-time.ts";
import { addonList } from "./addon-list.ts";
import { asksSomething } from "./acts.ts";
import { asksForAMatchPick } from "./match-pick.ts";
import { looksOffTopic } from "./off-topic.ts";
import { setupIncludesAsked } from "./setup-includes.ts";
import { disclaimsUs } from "./everyday-asks.ts";
import type { ConversationContext, Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { foldForRules } from "./text.ts";
import { platformsAsked } from "./followups.ts";
import { pointsBackAtPost } from "./followup-post.ts";
import { platformTally } from "./platform-tally.ts";
import { bundleCountAcrossParts, connectedThenPriced } from "./bundle-count.ts";
import { homeMadeTool, unlistedToolInMessage } from "./unlisted.ts";
import { readProfile } from "./topics.ts";
import { recommendation } from "./fit.ts";
import { ARTICLE, BUNDLE_WORD } from "./question-patterns.ts";
import { articleAcrossParts, askedAcrossParts, privacySource } from "./whole-asks.ts";
import { postsForScene } from "./scene-posts.ts";
import { asksPackageByWhatItDoes, packageWithFeature } from "./feature-owner.ts";
import { packageByDescribedFeatures } from "./features-described.ts";
import { readNeed } from "./needs.ts";
import { leadPathAsked } from "./lead-path.ts";
import { exceptListed } from "./except-listed.ts";
import { deadlineAsked } from "./deadline.ts";
import { findMentions } from "./mentions.ts";
import { packageFirst } from "./managers-package.ts";
import { topPackageFit } from "./top-package-fit.ts";
import { postSituation } from "./post-situations.ts";
import { asksPostLink, namedPost, namesArticle } from "./knowledge/named-post.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { Act } from "./acts.ts";
import type { Intent, Language, SiteFacts } from "./types.ts";

// What the whole message asks, read before its parts are: one imagined client followed through, a program of their own
// to connect, a go-live date, a need told across sentences, the package for a size or for features described, a post's
// paragraph, posts for a scene, a sum or a count across parts, tools they name. read-questions.ts reads the parts after.

/** One reading of the visitor's message: its act, the answers, the topic it leaves and the intent reported. */
export type Turn = { act: Act; answers: Answer[]; topic: Topic | null; intent: Intent; source?: ChatReplySource };

/** What read-questions.ts has read of the message: its parts, how many are off-topic, the post it asks of. */
export type WholeInput = {
  message: string;
  parts: string[];
  offParts: number;
  facts: SiteFacts;
  language: Language;
  base: ConversationContext;
  profile: ConversationContext["profile"];
  topic: Topic | null;
  answers: Answer[];
  /** The posts shown in the reply before (passage-choice.ts postsShown). */
  shown: readonly string[];
  askedOfPost: string;
  wholeAboutPost: Answer | null;
};

export function readWholeMessage({ message, parts, offParts, facts, language, base, profile, topic, answers, shown, askedOfPost, wholeAboutPost }: WholeInput): Turn | null {
  // "everything except the phone one and the social one, what's left?": the list with what was set aside taken out.
  // "¿Y los contactos que ya tenemos ahí, se pueden pasar al conectarlo?" after a CRM: its setup row's data import.
  const brought = offParts === 0 ? contactsBroughtOver(message, base) : null;
  if (brought) return { act: "question", answers: brought.answers, topic: brought.topic, intent: brought.intent ?? "setup_fees" };
  const except = exceptListed(message, base, facts);
  if (except) return { act: "question", answers: except.answers, topic: except.topic, intent: except.intent ?? "addons" };
  // "he runs a team of 5, I'm just me. what would he need vs what would I need": a package for each (each-fit.ts).
  const each = offParts === 0 ? eachFit(message) : null;
  if (each) return { act: "question", answers: each, topic: null, intent: "packages" };
  // "first year all in for the email one?", "el de WhatsApp por un año entero": published prices over months (cost-over-time.ts).
  const cost = offParts === 0 ? costOverTime(message, base, facts) : null;
  // A package named beside them ("el Foundation con el de WhatsApp, ¿el año completo?") is quoted in a consultation, and a
  // size told beside them still gets its package ("28 agentes… ¿qué paquete y cuánto el primer año con el Voice AI?").
  if (cost) {
    const sized = { ...profile, ...readProfile(message) };
    const fits = readProfile(message).size !== undefined ? recommendation(sized, foldForRules(message)) : null;
    const before: Answer[] = fits ? [fits, { t: "entry", id: "pricing" }] : findMentions(message).package ? [{ t: "entry", id: "pricing" }] : [];
    return { act: "question", answers: [...before, cost], topic: cost.keys.length === 1 ? { kind: "addon", key: cost.keys[0] ?? "" } : addonList(cost.keys, facts), intent: "addons" };
  }
  // "打个比方：晚上十点有个买家给我打电话，问凯蒂一套房子…谁来接？": one imagined client followed through the product, read over
  // the whole message (the place or the hour in one part, who answers in the next; lead-path.ts).
  // ("Trong bài speed to lead, môi giới không trả lời … thì chuyển cho trưởng nhóm?": asked of a post it names, the post answers.)
  const path = namesArticle(message) && namedPost(message, facts) ? null : leadPathAsked(foldForRules(message), facts, language);
  if (path) return { act: "question", answers: path.answers, topic: path.topic ?? topic, intent: path.intent ?? "services" };
  // "suppose a lead writes in at 2 a.m. while I'm out, does something answer them?": the hour in one part, who answers in
  // the next: the FAQ's "around the clock" (night-answers.ts).
  // (Only where no part asks it whole: a part that does is answered by the part's own rules.)
  // ("…, cần gặp nhân viên thì AI có chuyển cho anh không?": a part asking of a person with the clients told in the part
  // before is not one the part's rules answer.)
  const night = offParts === 0 && parts.length > 1 && !parts.some((p) => nightOrHandOver(p, facts) !== null) ? nightOrHandOver(message, facts) : null;
  if (night) return { act: "question", answers: night.answers, topic: night.topic, intent: night.intent ?? "services" };
  // "Unrelated to you guys: in our own n8n instance, how do I…": the visitor has said the matter is not ours.
  // "Grizzlies or Rockets tonight, who you got": a side of a match to pick, whatever "you" asks (match-pick.ts).
  if (disclaimsUs(foldForRules(message)) || asksForAMatchPick(message)) return { act: "off_topic", answers, topic, intent: "off_topic" };
  // "my nephew wrote us an app. can you connect it? what do you charge?": the program told in one part, asked in the next;
  // a price asked of it ("tính tiền sao?") is the add-on's, not a sum to work out.
  if (homeMadeTool(foldForRules(message)) && !looksOffTopic(message) && [undefined, "custom-integrations"].includes(findMentions(message).addon)) {
    return { act: "question", answers: [{ t: "addon", key: "custom-integrations" }], topic: { kind: "addon", key: "custom-integrations" }, intent: "addons" };
  }
  // "would my 9 agents be going by the 15th?", "the littlest package? Same dates.", "¿y el del medio sí llega a tiempo?",
  // "要是赶不上，换最小的那个呢？": the go-live time of the package meant, read over the whole message (deadline.ts).
  const dated = findMentions(message);
  const byDate = dated.addon || dated.bundle || offParts > 0 ? null : deadlineAsked(foldForRules(message), dated.package, base.topic);
  if (byDate) return { act: "question", answers: byDate.answers, topic: byDate.topic, intent: "how_it_works" };
  // "Mỗi ngày tui nhận cả trăm email khách hỏi nhà, có món nào đọc rồi soạn trả lời giùm không?": the need told across
  // sentences (the e-mails in one, what should be done with them in the next) is read whole when no sentence holds it.
  // ("will it post to tiktok too? half my agents live on there": a gap asked of the add-on stays the gap.)
  // ("…Gmail, Calendly and WhatsApp hooked up. which bundle covers those 4 and what's it cost?": a bundle, not the add-on.)
  const wholeNeed = parts.length > 1 && !looksOffTopic(message) && asksSomething(message) && neverSaidAsked(foldForRules(message)) === null && !BUNDLE_WORD.test(foldForRules(message)) ? readNeed(foldForRules(message)) : null;
  if (wholeNeed?.kind === "addon" && !findMentions(message).addon && parts.every((p) => readNeed(foldForRules(p)) === null)) {
    return { act: "question", answers: [wholeNeed], topic: { kind: "addon", key: wholeNeed.key }, intent: "addons" };
  }
  // "12 rentals, do I need the biggest package?": the package that fits them answers it (top-package-fit.ts).
  const topFit = offParts === 0 ? topPackageFit(message, profile) : null;
  if (topFit) return { act: "question", answers: packageFirst([topFit], message), topic: topFit.t === "recommend" ? { kind: "package", key: topFit.key } : topic, intent: "packages" };
  // "…an AI on every lead source, the MLS and CRM hooked up…, one person on yer side looking after it all. Which package is
  // that?": the features described across the message's parts name the package asked for in its last.
  const byFeatures = offParts === 0 && parts.length > 1 && asksPackageByWhatItDoes(foldForRules(message)) ? packageByDescribedFeatures(foldForRules(message)) : null;
  // (A suggestion, as the fit gives it from the size and wants told, when the fit agrees.)
  const told = { ...profile, ...readProfile(message) };
  const sizedFit = byFeatures ? recommendation(told, foldForRules(message)) : null;
  const featured: Answer | null = sizedFit?.t === "recommend" && sizedFit.key === byFeatures ? sizedFit : byFeatures ? { t: "package", key: byFeatures, price: false } : null;
  if (byFeatures && featured) return { act: "question", answers: [featured], topic: { kind: "package", key: byFeatures }, intent: "packages" };
  // "in the traffic blog, how much gap between two houses on the same estate?": the situation its post speaks to
  // (post-situations.ts) is answered by that paragraph, not the one holding most of the message's words.
  const titled = namesArticle(message) ? namedPost(askedOfPost, facts) : null;
  const situated = offParts === 0 && (namesArticle(message) || ARTICLE.test(foldForRules(message))) ? postSituation(askedOfPost, foldForRules(askedOfPost), facts, language, titled ? [titled.slug] : undefined)?.answers[0] : undefined;
  if (situated?.t === "passage") return { act: "question", answers: [situated], topic, intent: "blog", source: { kind: "post", id: situated.id, title: situated.title, url: situated.url } };
  // ("¿Tienen un boletín? Pásenme el enlace del primer artículo…": the post's link asked across the parts is its entry.)
  if (wholeAboutPost?.t === "posts" && offParts === 0 && asksPostLink(foldForRules(askedOfPost))) return { act: "question", answers: [wholeAboutPost], topic, intent: "blog" };
  if (wholeAboutPost?.t === "passage" && offParts === 0) {
    return { act: "question", answers: [wholeAboutPost], topic, intent: "blog", source: { kind: "post", id: wholeAboutPost.id, title: wholeAboutPost.title, url: wholeAboutPost.url } };
  }
  // "the done-for-you setup, who's that meant for": the thing named in one part, what is asked of it in the next.
  // "…que filtre a los interesados, seguimiento automático y las visitas esquivando el tráfico… ¿eso cuál es?": the
  // package holding what was described is asked, not a post about the scene.
  const howToPosts = offParts === 0 && !packageWithFeature(foldForRules(message), facts) ? postsForScene(message, facts, language) : null;
  const sceneRow = howToPosts?.answers[0];
  if (howToPosts) return { act: "question", answers: howToPosts.answers, topic, intent: "blog", ...(sceneRow?.t === "passage" ? { source: { kind: "post", id: sceneRow.id, title: sceneRow.title, url: sceneRow.url } } : {}) };
  // "Bài đó nói gom nhà theo khu như thế nào, ví dụ…?": a message pointing back at the post shown asks of it, not for
  // another article found by all its words.
  const article = offParts === 0 && !(shown.length > 0 && pointsBackAtPost(message)) ? articleAcrossParts(message, parts, facts) : null;
  if (article) return { act: "question", answers: article.answers, topic, intent: "blog" };
  const across = askedAcrossParts(message, parts, facts, language);
  const acrossSource = across ? privacySource(across.answers) : undefined;
  // Packages compared across the parts stay the list "the other one" picks from.
  // A package named for the whole message ("…seguimiento y una agenda…, ¿qué paquete?") is what "that one" means next.
  // (An add-on added by a client already started stays what "what's that one cost?" points at.)
  if (across) return { act: "question", answers: across.answers, topic: across.topic?.kind === "list" || across.topic?.kind === "addon" || (across.topic?.kind === "package" && across.answers.some((a) => a.t === "recommend" || a.t === "package")) ? across.topic : topic, intent: across.intent ?? "services", ...(acrossSource ? { source: acrossSource } : {}) };
  // "the first one I named plus that one, what's that per month together?": one sum, told across two parts.
  const sum = (parts.length > 1 ? addonSum(foldForRules(message), base, facts) : null) ?? addonsSummedHere(message, facts, base);
  if (sum) return { act: "question", answers: sum.answers, topic: sum.topic, intent: sum.intent ?? "addons" };
  // "¿qué incluye la instalación de X? o sea, ¿qué me hacen?": the row's contents, asked across its parts.
  const includes = setupIncludesAsked(message);
  if (includes) return { act: "question", answers: includes.answers, topic: includes.topic, intent: includes.intent ?? "setup_fees" };
  // "mình dùng 6 nền tảng, có gói nào cho ngần đó không": the count in one part, the bundle asked in another (bundle-count.ts).
  const platformAsk = platformTally(message, base, facts) ?? platformsAsked(message, parts, facts, base.topic) ?? bundleCountAcrossParts(message, parts, facts) ?? connectedThenPriced(parts, facts);
  if (platformAsk) return { act: "question", answers: platformAsk.answers, topic: platformAsk.topic, intent: platformAsk.intent ?? "services" };
  // "…a separate ai on every lead source, zillow, our site… what's that one called": a package asked for by what it has;
  // the tools named are only its examples.
  const toolAsk = asksPackageByWhatItDoes(foldForRules(message)) ? null : unlistedToolInMessage(message, parts, facts);
  if (toolAsk) return { act: "question", answers: toolAsk.answers, topic: null, intent: "integrations" };
  return null;
}
