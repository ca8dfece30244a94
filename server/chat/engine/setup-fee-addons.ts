import type { Answer } from "./knowledge/answer-types.ts";
import { addonList } from "./addon-list.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// "which add-ons have a setup fee, and how much?", "¿cuáles complementos cobran instalación?", "dịch vụ bổ sung nào có
// phí cài đặt?", "附加服务里哪几个要交安装费？": the add-ons the site lists with a one-time setup fee, each with its
// prices, as a list of their own, so "the second one" then picks the second of these and not of every add-on.
// Read on folded text (foldForRules).

const ADDONS = String.raw`(?:add ?-?ons?|addons?|extras?|services?|ones|complementos?|adicionales|servicios(?: adicionales| extra)?|dich vu(?: bo sung| them)?|goi (?:bo sung|them)|cai)`;
const SETUP = String.raw`(?:set ?-?up|installation|install|one ?-?time|upfront|up front|start ?-?up|instalacion|inicial|configuracion|pago unico|de entrada|cai dat|lap dat|ban dau|mot lan)`;
const ASKED = new RegExp(
  [
    String.raw`\b(?:which|what)(?: of (?:your|the|those|these|y ?all s))? ${ADDONS}\b.{0,30}\b(?:have|has|come with|carry|charge|need|require|cost)\b.{0,12}\b${SETUP}\b`,
    String.raw`\b${ADDONS} (?:with|that have|that come with|that carry|that charge) (?:a |an )?${SETUP}\b`,
    String.raw`\b(?:cuales|que)(?: de (?:sus|los|tus|esos))? ${ADDONS}\b.{0,40}\b(?:cobran|tienen|llevan|piden|pagan|requieren|hay que pagar)\b.{0,20}\b${SETUP}\b`,
    String.raw`\b${ADDONS}\b.{0,20}\b(?:nao|gi)\b.{0,30}\b(?:phi|tien) ${SETUP}\b|\b(?:phi|tien) ${SETUP}\b.{0,30}\b${ADDONS} (?:nao|gi)\b`,
    // "de esos, ¿cuáles llevan setup fee?", "which ones have a setup fee?": the ones pointed at, said without "add-ons".
    String.raw`\b(?:which (?:ones|of (?:them|those|these))|cuales(?: de (?:esos|esas|ellos|ellas))?) (?:have|has|carry|come with|charge|need|cobran|tienen|llevan|piden|requieren)\b.{0,12}\b${SETUP}\b`,
    // "then I take it none of your add-ons have a setup fee, right?": the guess checked against the list.
    String.raw`\b(?:none|not one|no one|any|all|every one) of (?:your|the|yall s|y all s|these|those) ${ADDONS}\b.{0,12}\b(?:have|has|carry|carries|come with|comes with|charge|charges|need|needs)\b.{0,12}\b${SETUP}\b`,
    String.raw`附加(?:的)?(?:那些|这些|几个|几样)?服务.{0,12}(?:哪几个|哪几样|哪几项|哪些|哪个).{0,12}(?:安装费|设置费|开通费|一次性|初装费)`,
    String.raw`(?:哪几个|哪几样|哪几项|哪些)附加服务.{0,10}(?:安装费|设置费|开通费|一次性|初装费)`,
  ].join("|"),
  "u",
);

// "¿cuáles no cobran instalación, solamente la mensualidad?", "which ones have no setup fee?", "哪几样不收安装费？": the
// others, monthly only.
const WITHOUT = new RegExp(
  [
    String.raw`\b(?:no|without|zero|free of|sin|khong|khong co|khong can|khong tinh|mien) (?:(?:a|an|any|one|ninguna?|cobr\w*|tienen|llevan|piden|pagan|requieren|tra|dong|mat) )?(?:\w+ )?${SETUP}\b`,
    String.raw`\b(?:only|just|solo|solamente|nada mas|nomas|chi) (?:(?:the|a|la|el|una|un|pay|pagan?|cobran?|tra|dong|tinh|phi) ){0,2}(?:monthly|mensual(?:idad)?|cuota mensual|hang thang)\b`,
    "(?:不收|不用|不要|免|没有|无需|不需要|不另外收)(?:另外)?(?:交)?(?:安装费|设置费|开通费|初装费)|只(?:收|交|付)月费",
  ].join("|"),
  "u",
);
const NONE_GUESSED = /\b(?:none|not one|no one) of\b/;
// "which ones …", "¿cuáles …?", "哪几样…": the add-ons asked among, when WITHOUT narrows them.
const WHICH_ADDONS = new RegExp(String.raw`\b(?:which|what|cuales|cual|que)(?: of (?:your|the|those|these|y ?all s)| de (?:sus|los|tus|esos))? ${ADDONS}\b|(?:哪几个|哪几样|哪几项|哪些)`, "u");

/** The add-ons with a setup fee (or, asked so, those without one), when the question asks which; null otherwise. */
export function setupFeeAddonsAsked(text: string, facts: SiteFacts): Resolved | null {
  const denied = WITHOUT.test(text);
  if (!ASKED.test(text) && !(WHICH_ADDONS.test(text) && denied)) return null;
  const all = facts.offerings.addOnServices;
  const without = denied && !NONE_GUESSED.test(text);
  // (Billed by the hour, Custom Integrations has neither a setup fee nor a monthly price: it is none of these.)
  const withSetup = all.filter((a) => (without ? !a.setup && /\/month/.test(a.price) : a.setup));
  if (withSetup.length === 0) return null;
  return {
    answers: withSetup.map((a): Answer => ({ t: "addon", key: a.key })),
    topic: withSetup.length === 1 ? { kind: "addon", key: withSetup[0]?.key ?? "" } : addonList(withSetup.map((a) => a.key), facts),
    intent: "addons",
  };
}

// "what are your platform setup fees, by type?", "¿cuánto cobran por la instalación de las plataformas?", "phí cài đặt nền
// tảng bao nhiêu?", "你们帮忙接平台的安装费怎么算？": the setup fees of the platform types, listed, when no platform is named
// (one named is its own row's), so "the second type" then picks the second row.
const PLATFORM_FEES = new RegExp(
  [
    String.raw`\b(?:platform|platforms|integration|integrations|connection|connections|hook ?-?up) (?:setup |set ?-?up |installation |install )?(?:fees?|costs?|charges?|prices?|pricing|rates?)\b`,
    String.raw`\bsetup (?:fees?|costs?|charges?|prices?) (?:for|on|of) (?:the |your |my |our |each |every )?(?:platforms?|integrations?|connections?|tools?|types?)\b`,
    String.raw`\b(?:cost|charge|fee|pay)s? (?:\w+ ){0,2}to (?:have you |get you to )?(?:set up|connect|hook up|install|integrate) (?:our|my|the|all (?:our|my|the)) (?:platforms|tools|systems|software|programs|apps)\b`,
    String.raw`\b(?:tarifas?|costos?|precios?|cuotas?|cobr\w*|cuanto\w*) (?:\w+ ){0,3}(?:instalacion|configuracion|conexion)(?:es)? (?:de |por |para )?(?:(?:las|los|sus|mis|nuestras) )?(?:plataformas|herramientas|sistemas|programas|aplicaciones)\b`,
    String.raw`\b(?:phi|tien|gia) (?:cai dat|lap dat|ket noi|setup) (?:cac |nhung |may |tung )?(?:loai )?(?:nen tang|phan mem|cong cu|ung dung|app)\b`,
    String.raw`\b(?:cai dat|ket noi|lap dat) (?:cac |nhung |may |tung )?(?:nen tang|phan mem|cong cu|ung dung)\b.{0,30}\b(?:phi|tinh tien|tinh phi|bao nhieu|gia)\b`,
    "(?:接|装|安装|对接|连接)平台的?(?:安装费|费用|钱)|平台的?(?:安装费|安装费用)|(?:帮忙|帮我们|代|替我们)(?:接|装|安装|对接|连接)平台.{0,12}(?:怎么算|怎么收|多少|费用|收费)",
  ].join("|"),
  "u",
);

/** The platform setup fees by type, when asked of platforms in general; null otherwise. */
export function platformFeesAsked(text: string, platformsNamed: boolean): Resolved | null {
  if (platformsNamed || !PLATFORM_FEES.test(text)) return null;
  return { answers: [{ t: "entry", id: "setup-fees" }], topic: { kind: "list", key: "setup" }, intent: "setup_fees" };
}
