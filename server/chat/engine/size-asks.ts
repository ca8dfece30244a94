import { asksSomething } from "./acts.ts";
import { PACKAGE_ASKED, recommendation, STILL_FITS, statesHire, supposesSize, weighsNamedPackage } from "./fit.ts";
import type { Topic } from "./context.ts";
import type { findMentions } from "./mentions.ts";
import { heldPackageSaid } from "./package-change.ts";
import { KEPT, RECOMMEND, TIMELINE, TRAINING_ASK } from "./question-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { SINCE_STARTED } from "./since-started.ts";
import type { Profile } from "./topics.ts";

// What the visitor's size asks, told with the question (resolve.ts reads these around the site's own rules): the
// go-live of the package that fits, the package to move to, whether the one talked about still does; then a package
// named weighed against the size, a hire or a size supposed, or a size told alone. Rules run on folded text.

export type SizeInput = {
  part: string;
  text: string;
  /** The recommendation for the size known (the conversation's and this message's), or null. */
  fitting: ReturnType<typeof recommendation> | null;
  /** The size told in this part. */
  toldSize: Profile;
  profile: Profile;
  mentions: ReturnType<typeof findMentions>;
  topic: Topic | null;
  platforms: number;
};

const STILL_DOES = /\b(?:still (?:do|work|fit|suit|be enough|be right|cut it|make sense|be the one|be ok|be okay)|be enough|outgrow\w*|enough for|big enough)\b|\b(?:sigue|seguiria|seguira) (?:sirviendo|funcionando|alcanzando|valiendo|siendo)\b|\b(?:le|les|me|nos) (?:alcanza|alcanzaria|sirve|serviria|bastaria|basta)\b|\bquedar\w* (?:chico|corto)\b|\bvan (?:du|hop|on|xai duoc|dung duoc|con hop|dung)\b|\b(?:co|con) (?:du|hop) khong\b|还够用|够用不|够不够|还合适|还适合|还行不|还能用|撑得住|(?:到时候|到那时|那时候|到时)(?:呢|怎么办|咋办|用哪个)|\b(?:what about then|y para entonces|(?:luc|khi) do thi sao)\b/u;

const packageFit = (key: string): Resolved["topic"] => ({ kind: "package", key });

/** A size told with the question, read before the site's own rules; null when none of these asks. */
export function sizeToldFirst({ part, text, fitting, toldSize, mentions, topic }: SizeInput): Resolved | null {
  // "像我们这样三个办公室、60个经纪人的公司，全部弄好要多长时间？": who they are told with how long it takes asks the go-live of
  // the package that fits them, not which package.
  const toldHere = toldSize.size !== undefined;
  if (toldHere && fitting?.t === "recommend" && TIMELINE.test(text) && !RECOMMEND.test(text) && !PACKAGE_ASKED.test(text) && !mentions.package && !mentions.addon && !mentions.bundle && !KEPT.test(text)) {
    return { answers: [fitting, { t: "timeline", key: fitting.key }], topic: packageFit(fitting.key), intent: "packages" };
  }
  // "Empecé con Foundation cuando era yo sola, ahora tengo 6 agentes, ¿a cuál me cambio?", "签了Growth…明年要扩到35个人…换哪个
  // 套餐？": the package they are on named, the size they have now told, which one to move to asked: the fit for that size.
  const onIt = mentions.package !== undefined && (heldPackageSaid(part) === mentions.package || SINCE_STARTED.test(text));
  if (toldHere && fitting?.t === "recommend" && onIt && (RECOMMEND.test(text) || PACKAGE_ASKED.test(text)) && !mentions.addon && !mentions.bundle) {
    return { answers: [fitting], topic: packageFit(fitting.key), intent: "packages" };
  }
  // "He's taking on 5 agents next year: would that one still do him?", "quedan 40 y pico agentes: ¿ese mismo le sigue
  // sirviendo?", "一共四十几个人，那个还够用不？": the team as it will be, asked of the package being talked about, gets the
  // package that size fits (the same one or the bigger one).
  if (toldHere && fitting?.t === "recommend" && topic?.kind === "package" && STILL_DOES.test(text) && !mentions.package && !mentions.addon && !mentions.bundle) {
    return { answers: [fitting], topic: packageFit(fitting.key), intent: "packages" };
  }
  return null;
}

/** A package named weighed against the size, a hire or a size supposed, or a size told alone; null otherwise. */
export function sizeWeighed({ part, text, toldSize, profile, mentions, platforms }: SizeInput): Resolved | null {
  const named0 = Boolean(mentions.addon || mentions.bundle || mentions.package);
  // "broker-owner here, 7 agents, our weekend leads go cold": a team's size and what hurts, asking nothing else, asks
  // which package fits; the pain alone would point at one offering.
  const sized = toldSize;
  // "Foundation có đủ cho 14 môi giới không?": the package named, weighed against the size stated (fit.ts).
  const weighed = weighsNamedPackage(text, Boolean(mentions.package) && !mentions.addon && !mentions.bundle, sized, profile);
  if (weighed) return { answers: [weighed], topic: weighed.t === "recommend" ? packageFit(weighed.key) : null, intent: "packages" };
  // "¿Y si este año contrato a tres coordinadoras?": the team grown by the hire (the engine's profile) asks again; "and if
  // two of mine go solo" asks for the size supposed.
  // "if I hire an assistant, does she get trained too?": the training asked, not the package for the grown team.
  const hires = statesHire(part) && !TRAINING_ASK.test(text);
  const supposed = hires ? null : supposesSize(part) ? sized : null;
  // "is Foundation still enough if I hire three agents?": the package named is weighed against the grown team.
  if ((supposed || hires) && profile.size && (!named0 || (hires && !mentions.addon && !mentions.bundle && STILL_FITS.test(text)))) {
    const answer = recommendation({ ...profile, ...supposed }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? packageFit(answer.key) : null, intent: "packages" };
  }
  if (sized.agents !== undefined && !asksSomething(part) && !named0 && platforms === 0) {
    const answer = recommendation({ ...profile, ...sized }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? packageFit(answer.key) : null, intent: "packages" };
  }
  return null;
}
